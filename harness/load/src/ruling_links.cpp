// Tying a scenario to its rulings: each ruling's `scenarios:` list gains the
// id, edited in the file's text where the YAML reader found the list.
#include "kmr/load/ruling_links.hpp"

#include <algorithm>

#include "kmr/base/atomic_write.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/base/message_text.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/base/text_lines.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/knowledge_base.hpp"

namespace kmr::harness {
namespace {

using yaml::Node;

const Node* value_of(const Node& map, std::string_view key) {
  const auto* e = map.is_map() ? map.find(key) : nullptr;
  return e ? e->second.get() : nullptr;
}

std::string place(const std::string& path, int line) { return path + ":" + std::to_string(line); }

std::size_t indent_of(const std::string& line) {
  return line.find_first_not_of(' ') == std::string::npos ? line.size() : line.find_first_not_of(' ');
}

// Where a scalar written at (line, column) ends in `l`: after its closing
// quote when quoted. npos when the text there is not the scalar.
std::size_t scalar_end(const TextLines& l, const Node& n) {
  const auto line = static_cast<std::size_t>(n.line - 1);
  auto column = static_cast<std::size_t>(n.column - 1);
  if (line >= l.lines.size() || column >= l.lines[line].size()) return std::string::npos;
  const std::string& text = l.lines[line];
  const char quote = text[column] == '"' || text[column] == '\'' ? text[column] : 0;
  if (quote) ++column;
  if (text.compare(column, n.scalar.size(), n.scalar) != 0) return std::string::npos;
  column += n.scalar.size();
  if (quote) {
    if (column >= text.size() || text[column] != quote) return std::string::npos;
    ++column;
  }
  return column;
}

// Adds `id` to the `scenarios:` of the entry `item` in `l`, or says why it cannot.
Expected<bool> add_to_list(TextLines& l, const Node& item, const std::string& id, const std::string& path) {
  const auto* entry = item.find("scenarios");
  const auto cannot = [&](int line, const std::string& why) -> Expected<bool> {
    return Error{place(path, line) + ": " + why + "; add '" + id + "' to its 'scenarios' by hand"};
  };
  if (!entry) {
    // No list yet: one before the entry's `status:` (which every entry has).
    const auto* status = item.find("status");
    if (!status) return cannot(item.line, "the entry has no 'status' to put 'scenarios' before");
    const auto line = static_cast<std::size_t>(status->first->line - 1);
    const std::string indent(static_cast<std::size_t>(status->first->column - 1), ' ');
    l.lines.insert(l.lines.begin() + static_cast<std::ptrdiff_t>(line), indent + "scenarios: [" + id + "]");
    return true;
  }
  const Node& key = *entry->first;
  const Node& list = *entry->second;
  const auto key_line = static_cast<std::size_t>(key.line - 1);
  if (list.is_null()) {
    // `scenarios:` with no value: it becomes a one-item list.
    std::string& text = l.lines[key_line];
    const std::size_t colon = text.find(':', static_cast<std::size_t>(key.column - 1));
    if (colon == std::string::npos) return cannot(key.line, "'scenarios' is not written as expected");
    text.insert(colon + 1, " [" + id + "]");
    return true;
  }
  if (!list.is_sequence()) return cannot(list.line, "'scenarios' is not a list");
  const auto line = static_cast<std::size_t>(list.line - 1);
  const auto column = static_cast<std::size_t>(list.column - 1);
  if (line < l.lines.size() && column < l.lines[line].size() && l.lines[line][column] == '[') {
    // A flow list: `[]` or `[a, b]`, the new id after the last.
    if (list.items.empty()) {
      std::string& text = l.lines[line];
      const std::size_t close = text.find_first_not_of(' ', column + 1);
      if (close == std::string::npos || text[close] != ']')
        return cannot(list.line, "the empty list is not written as []");
      text.insert(close, id);
      return true;
    }
    const Node& last = *list.items.back();
    const std::size_t end = last.is_scalar() ? scalar_end(l, last) : std::string::npos;
    if (end == std::string::npos) return cannot(last.line, "the list's last item is not written as expected");
    l.lines[static_cast<std::size_t>(last.line - 1)].insert(end, ", " + id);
    return true;
  }
  // A block list: a new `- id` line after the last item, indented as it is.
  if (list.items.empty()) return cannot(list.line, "'scenarios' is not written as expected");
  const Node& last = *list.items.back();
  const auto last_line = static_cast<std::size_t>(last.line - 1);
  if (!last.is_scalar() || scalar_end(l, last) == std::string::npos)
    return cannot(last.line, "the list's last item is not one line");
  const std::string& text = l.lines[last_line];
  const std::size_t dash = indent_of(text);
  if (dash >= text.size() || text[dash] != '-')
    return cannot(last.line, "the list's last item is not on its own '- ' line");
  l.lines.insert(l.lines.begin() + static_cast<std::ptrdiff_t>(last_line + 1),
                 text.substr(0, dash) + "- " + id);
  return true;
}

}  // namespace

Expected<RulingLinks> plan_ruling_links(const std::vector<RulingsFile>& kb,
                                        const std::vector<std::string>& ids, const std::string& scenario_id) {
  if (!is_kebab_case(scenario_id)) return Error{"the scenario id '" + scenario_id + "' is not kebab-case"};
  std::vector<std::string_view> known;
  for (const RulingsFile& f : kb) {
    if (f.error) return Error{*f.error + " (the rulings files must load to be linked)"};
    for (const Ruling& r : f.rulings) known.push_back(r.id);
  }
  RulingLinks links;
  std::vector<const Ruling*> tied;
  for (const std::string& id : ids) {
    if (!is_ruling_id(id))
      return Error{"'" + one_line(id) +
                   "' is not a ruling id (a section or letter, a hyphen and a number: B-08, S1-07)"};
    const std::vector<const Ruling*> twins = ruling_and_twins(kb, id);
    if (twins.empty()) return Error{"no ruling " + id + " in the knowledge base" + did_you_mean(id, known)};
    for (const Ruling* r : twins)
      if (std::find(tied.begin(), tied.end(), r) == tied.end()) tied.push_back(r);
  }
  // The rulings named, then their twins in knowledge base order.
  for (const std::string& id : ids)
    if (std::find(links.rulings.begin(), links.rulings.end(), id) == links.rulings.end())
      links.rulings.push_back(id);
  for (const RulingsFile& f : kb)
    for (const Ruling& r : f.rulings)
      if (std::find(tied.begin(), tied.end(), &r) != tied.end() &&
          std::find(links.rulings.begin(), links.rulings.end(), r.id) == links.rulings.end())
        links.rulings.push_back(r.id);

  for (const RulingsFile& f : kb) {
    std::optional<std::string> text;
    for (const Ruling& r : f.rulings) {
      if (std::find(tied.begin(), tied.end(), &r) == tied.end()) continue;
      if (std::find(r.scenarios.begin(), r.scenarios.end(), scenario_id) != r.scenarios.end()) continue;
      if (!text) {
        auto read = read_text_file(f.path, "rulings file");
        if (!read) return read.error();
        text = std::move(*read);
      }
      // Read again after each edit: the positions are those of the text as it is now.
      auto parsed = yaml::parse(*text);
      if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
        return Error{f.path + ":" + std::to_string(d->line) + ":" + std::to_string(d->column) + ": " +
                     d->message};
      const yaml::NodePtr root = std::get<yaml::NodePtr>(parsed);
      const Node* list = root ? value_of(*root, "rulings") : nullptr;
      const Node* item = nullptr;
      if (list && list->is_sequence())
        for (const auto& i : list->items)
          if (const Node* id = value_of(*i, "id"); id && id->is_scalar() && id->scalar == r.id)
            item = i.get();
      if (!item) return Error{f.path + ": ruling " + r.id + " is not where it was read"};
      TextLines lines(*text);
      if (auto added = add_to_list(lines, *item, scenario_id, f.path); !added) return added.error();
      text = lines.str();
      links.listed.push_back(r.id);
    }
    if (!text) continue;
    // The edit must load and say what was meant, or nothing is written.
    const RulingsFile back = load_rulings_text(*text, f.path);
    if (back.error) return Error{"internal error: " + f.path + " does not load once linked: " + *back.error};
    for (const Ruling& r : back.rulings)
      if (std::find(links.listed.begin(), links.listed.end(), r.id) != links.listed.end() &&
          std::find(r.scenarios.begin(), r.scenarios.end(), scenario_id) == r.scenarios.end())
        return Error{"internal error: " + f.path + ": " + r.id + " does not list '" + scenario_id +
                     "' once linked"};
    links.texts.emplace(f.path, std::move(*text));
  }
  return links;
}

Expected<bool> write_ruling_links(const RulingLinks& links) {
  for (const auto& [path, text] : links.texts)
    if (!write_atomically(path, text)) return Error{path + ": cannot replace the file"};
  return true;
}

}  // namespace kmr::harness
