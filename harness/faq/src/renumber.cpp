#include "kmr/faq/renumber.hpp"

#include <algorithm>
#include <regex>
#include <set>

#include "kmr/base/atomic_write.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/base/text_lines.hpp"
#include "kmr/faq/stamp.hpp"
#include "kmr/faq/text.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness {
namespace {

using yaml::Node;

// "B-08" -> {"B-", 8}; "S1-07" -> {"S1-", 7}.
std::pair<std::string, int> split_id(const std::string& id) {
  const std::size_t dash = id.find('-');
  return {id.substr(0, dash + 1), std::stoi(id.substr(dash + 1))};
}

using Lines = TextLines;

struct FileText {
  std::string path;
  std::string text;
  yaml::NodePtr root;
};

Expected<FileText> read_yaml(const std::string& path, std::string_view kind) {
  auto text = read_text_file(path, kind);
  if (!text) return text.error();
  auto parsed = yaml::parse(*text);
  if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
    return Error{path + ":" + std::to_string(d->line) + ":" + std::to_string(d->column) + ": " + d->message};
  return FileText{path, std::move(*text), std::get<yaml::NodePtr>(parsed)};
}

const std::string& file_text_of(const std::vector<FileText>& files, const std::string& path) {
  return std::find_if(files.begin(), files.end(), [&](const FileText& f) { return f.path == path; })->text;
}

const Node* value_of(const Node& map, std::string_view key) {
  const auto* e = map.is_map() ? map.find(key) : nullptr;
  return e ? e->second.get() : nullptr;
}

}  // namespace

Expected<RenumberPlan> plan_renumber(const std::string& at, const std::optional<std::string>& entry,
                                     const std::vector<std::string>& rulings_files,
                                     const std::vector<std::string>& scenario_files) {
  // The knowledge base as loaded (it must load) and as text.
  std::vector<FileText> rulings;
  const Ruling* at_ruling = nullptr;
  const Ruling* entry_ruling = nullptr;
  std::string target;  // the rulings file holding `at`
  std::vector<RulingsFile> loaded = load_rulings(rulings_files);
  std::vector<std::string_view> ids;
  for (const RulingsFile& f : loaded) {
    if (f.error) return Error{*f.error + " (renumber needs a knowledge base that loads)"};
    for (const Ruling& r : f.rulings) {
      ids.push_back(r.id);
      if (r.id == at) {
        at_ruling = &r;
        target = f.path;
      }
      if (entry && r.id == *entry) entry_ruling = &r;
    }
  }
  if (!at_ruling) return Error{"no ruling " + at + " in the knowledge base" + did_you_mean(at, ids)};
  if (entry && !entry_ruling)
    return Error{"no ruling " + *entry + " in the knowledge base" + did_you_mean(*entry, ids)};
  const auto [prefix, number] = split_id(at);
  const RulingsFile& file =
      *std::find_if(loaded.begin(), loaded.end(), [&](const RulingsFile& f) { return f.path == target; });
  int entry_number = 0;
  if (entry) {
    const auto [entry_prefix, n] = split_id(*entry);
    entry_number = n;
    if (entry_prefix != prefix || !std::any_of(file.rulings.begin(), file.rulings.end(),
                                               [&](const Ruling& r) { return r.id == *entry; }))
      return Error{*entry + " is not in " + target + ", beside " + at +
                   ": renumber moves an entry within its file"};
    if (n <= number) return Error{*entry + " comes before " + at + ": name an entry that follows it"};
  }

  // The new id of each entry from `at` on (up to the moved entry).
  RenumberPlan plan;
  std::map<std::string, std::string> rename;
  std::map<std::string, int> new_position;
  for (const Ruling& r : file.rulings) {
    const int n = r.source.position;
    if (n < number || (entry && n > entry_number)) continue;
    const int to = entry && n == entry_number ? number : n + 1;
    if (to > 99)
      return Error{r.id + " would become " + prefix + std::to_string(to) + ": ids have two digits"};
    const std::string new_id = prefix + two_digits(to);
    rename[r.id] = new_id;
    new_position[r.id] = to;
    plan.renamed.emplace_back(r.id, new_id);
  }
  if (entry) {
    // The moved entry listed first: it is the one that takes `at`'s place.
    std::rotate(plan.renamed.begin(), plan.renamed.end() - 1, plan.renamed.end());
  }

  std::map<std::string, Lines> edited;           // path -> lines as edited
  std::map<std::string, std::set<int>> touched;  // path -> lines edited (1-based)
  auto edit = [&](const FileText& f, const Node& n, const std::string& to,
                  const std::string& what) -> Expected<bool> {
    auto it = edited.try_emplace(f.path, Lines(f.text)).first;
    Lines& l = it->second;
    const auto line = static_cast<std::size_t>(n.line - 1);
    auto column = static_cast<std::size_t>(n.column - 1);
    if (line < l.lines.size() && column < l.lines[line].size() &&
        (l.lines[line][column] == '"' || l.lines[line][column] == '\''))
      ++column;
    if (line >= l.lines.size() || l.lines[line].compare(column, n.scalar.size(), n.scalar) != 0)
      return Error{f.path + ":" + std::to_string(n.line) + ":" + std::to_string(n.column) + ": '" + n.scalar +
                   "' is not written where expected: edit it by hand"};
    l.lines[line].replace(column, n.scalar.size(), to);
    plan.edits.push_back(RenumberEdit{f.path, n.line, static_cast<int>(column + 1), n.scalar, to, what});
    touched[f.path].insert(n.line);
    return true;
  };
  auto rename_list = [&](const FileText& f, const Node* list, const std::string& what) -> Expected<bool> {
    if (!list || !list->is_sequence()) return true;
    for (const auto& item : list->items)
      if (item->is_scalar())
        if (auto it = rename.find(item->scalar); it != rename.end())
          if (auto done = edit(f, *item, it->second, what); !done) return done;
    return true;
  };

  const Node* moved_item = nullptr;  // the moved entry's node in the target file
  const Node* at_item = nullptr;
  const Node* after_moved = nullptr;  // the entry that follows it, if any
  for (const std::string& path : rulings_files) {
    auto f = read_yaml(path, "rulings file");
    if (!f) return f.error();
    rulings.push_back(std::move(*f));
  }
  for (const FileText& f : rulings) {
    const Node* list = f.root ? value_of(*f.root, "rulings") : nullptr;
    if (!list || !list->is_sequence()) continue;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
      const Node& item = *list->items[i];
      const Node* id = value_of(item, "id");
      if (f.path == target && id && id->is_scalar()) {
        if (id->scalar == at) at_item = &item;
        if (entry && id->scalar == *entry) {
          moved_item = &item;
          after_moved = i + 1 < list->items.size() ? list->items[i + 1].get() : nullptr;
        }
        if (auto it = rename.find(id->scalar); it != rename.end()) {
          if (auto done = edit(f, *id, it->second, "id"); !done) return done.error();
          const Node* position = value_of(item, "position");
          if (!position || !position->is_scalar())
            return Error{f.path + ":" + std::to_string(item.line) + ": " + id->scalar +
                         " has no one-line position"};
          if (auto done = edit(f, *position, std::to_string(new_position[id->scalar]), "position"); !done)
            return done.error();
        }
      }
      if (auto done = rename_list(f, value_of(item, "same_as"), "same_as"); !done) return done.error();
    }
  }
  std::vector<FileText> scenarios;
  for (const std::string& path : scenario_files) {
    auto f = read_yaml(path, "scenario file");
    if (!f) return f.error();
    const Node* list = f->root ? value_of(*f->root, "scenarios") : nullptr;
    if (list && list->is_sequence())
      for (const auto& s : list->items)
        if (auto done = rename_list(*f, value_of(*s, "rulings"), "rulings"); !done) return done.error();
    scenarios.push_back(std::move(*f));
  }

  // Prose that names a renamed id is the editor's to reword.
  std::string alternatives;
  for (const auto& [old_id, new_id] : rename) alternatives += (alternatives.empty() ? "" : "|") + old_id;
  const std::regex mention("\\b(" + alternatives + ")\\b");
  auto look = [&](const FileText& f) {
    const Lines l(f.text);
    for (std::size_t i = 0; i < l.lines.size(); ++i) {
      if (touched[f.path].count(static_cast<int>(i + 1))) continue;
      std::smatch m;
      if (std::regex_search(l.lines[i], m, mention))
        plan.mentions.push_back(f.path + ":" + std::to_string(i + 1) + ": mentions " + m.str(1) +
                                " (prose, left as written)");
    }
  };
  for (const FileText& f : rulings) look(f);
  for (const FileText& f : scenarios) look(f);

  // The moved entry's lines go before `at`'s: the file lists entries in order.
  if (entry && moved_item && at_item) {
    Lines& l = edited.try_emplace(target, Lines(file_text_of(rulings, target))).first->second;
    const auto begin = static_cast<std::size_t>(moved_item->line - 1);
    const std::size_t end = after_moved ? static_cast<std::size_t>(after_moved->line - 1) : l.lines.size();
    std::vector<std::string> block(l.lines.begin() + static_cast<std::ptrdiff_t>(begin),
                                   l.lines.begin() + static_cast<std::ptrdiff_t>(end));
    while (!block.empty() && block.back().empty()) block.pop_back();
    block.emplace_back();  // one blank line between entries
    l.lines.erase(l.lines.begin() + static_cast<std::ptrdiff_t>(begin),
                  l.lines.begin() + static_cast<std::ptrdiff_t>(end));
    while (!after_moved && !l.lines.empty() && l.lines.back().empty()) l.lines.pop_back();
    const auto before = static_cast<std::size_t>(at_item->line - 1);
    l.lines.insert(l.lines.begin() + static_cast<std::ptrdiff_t>(before), block.begin(), block.end());
    plan.moved = target + ":" + std::to_string(moved_item->line) + ": " + *entry + "'s entry moved before " +
                 at + "'s (line " + std::to_string(at_item->line) + ")";
  }

  for (auto& [path, lines] : edited) {
    std::string text = lines.str();
    if (std::find(rulings_files.begin(), rulings_files.end(), path) != rulings_files.end()) {
      const RulingsFile back = load_rulings_text(text, path);
      if (back.error)
        return Error{"internal error: " + path + " does not load once renumbered: " + *back.error};
    }
    plan.texts.emplace(path, std::move(text));
  }
  return plan;
}

Expected<bool> apply_renumber(const RenumberPlan& plan, const std::string& journal) {
  // All the files or none, even across a kill: a renumbering half written
  // leaves ids and references that do not match, and a rerun cannot find
  // the id it was to shift.
  std::vector<std::pair<std::string, std::string>> files(plan.texts.begin(), plan.texts.end());
  return write_files_atomically(files, journal);
}

}  // namespace kmr::harness
