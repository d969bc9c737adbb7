#include "kmr/faq/stamp.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "kmr/base/atomic_write.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/base/text_lines.hpp"
#include "kmr/faq/diff.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness {
namespace {

using yaml::Node;

std::string where(const FaqEntry& e) { return e.file + ":" + std::to_string(e.line); }

std::string at(const std::string& name, const Node& n) {
  return name + ":" + std::to_string(n.line) + ":" + std::to_string(n.column);
}

// One edit of the text: insert `lines` before line `before` (0-based), or
// replace columns [from, to) of line `line`.
struct Edit {
  std::size_t line = 0;
  bool insert = true;
  std::size_t from = 0, to = 0;
  std::vector<std::string> lines;  // insert: whole lines without their ending; replace: one piece of text
};

char char_at(const std::vector<std::string>& lines, const Node& n) {
  const auto l = static_cast<std::size_t>(n.line - 1), c = static_cast<std::size_t>(n.column - 1);
  return l < lines.size() && c < lines[l].size() ? lines[l][c] : '\0';
}

}  // namespace

StampPlan plan_stamp(const std::vector<FaqDocument>& revision, const std::vector<RulingsFile>& rulings) {
  StampPlan plan;
  std::map<FaqPlace, const RulingsFile*> files;
  for (const RulingsFile& f : rulings)
    if (!f.error) files.emplace(FaqPlace{f.section, f.letter}, &f);
  std::set<std::string> taken;  // rulings given a fingerprint, or holding this text's already
  std::vector<std::pair<const FaqEntry*, const RulingsFile*>> todo;
  for (const FaqDocument& d : revision) {
    for (const FaqEntry& e : d.entries) {
      const auto it = files.find(e.place);
      if (it == files.end()) {
        plan.skipped.push_back(where(e) + ": no rulings file holds " + e.place.key() + " (nothing to stamp)");
        continue;
      }
      const Fingerprint fp = fingerprint_of(e.edition, e.question, e.answer);
      const auto same =
          std::find_if(it->second->rulings.begin(), it->second->rulings.end(), [&](const Ruling& r) {
            return r.source.fingerprint && r.source.fingerprint->same_text(fp) && !taken.count(r.id);
          });
      if (same != it->second->rulings.end()) {
        ++plan.already;
        taken.insert(same->id);
        continue;
      }
      todo.emplace_back(&e, it->second);
    }
  }
  for (const auto& [e, file] : todo) {
    // A house ruling holds no printed text: it is never given one.
    const auto r = std::find_if(
        file->rulings.begin(), file->rulings.end(),
        [&, at = e->position](const Ruling& x) { return x.source.position == at && x.source.official(); });
    if (r == file->rulings.end()) {
      plan.skipped.push_back(where(*e) + ": " + file->path + " has no entry at position " +
                             std::to_string(e->position) + " (a new entry: see kmr faq diff --stubs)");
      continue;
    }
    if (taken.count(r->id)) {
      plan.skipped.push_back(where(*e) + ": " + r->id +
                             " already holds the fingerprint of another printed entry");
      continue;
    }
    if (r->source.fingerprint) {
      plan.skipped.push_back(
          where(*e) + ": " + r->id +
          " holds the fingerprint of another text (reworded? see kmr faq diff, then stamp --accept " + r->id +
          "); left as it is");
      continue;
    }
    const std::vector<std::string> printed = cards_named(e->question + " " + e->answer);
    const bool share = printed.empty() || r->cards.empty() ||
                       std::any_of(printed.begin(), printed.end(), [&](const std::string& c) {
                         return std::find(r->cards.begin(), r->cards.end(), c) != r->cards.end();
                       });
    if (!share) {
      std::string names;
      for (const auto& c : printed) names += (names.empty() ? "" : ", ") + c;
      plan.skipped.push_back(where(*e) + ": " + r->id + " names none of the cards the printed entry names (" +
                             names + "): not the same ruling? left as it is");
      continue;
    }
    taken.insert(r->id);
    const std::string edition = e->edition.empty() ? r->source.revised : e->edition;
    plan.changes.push_back(
        StampChange{file->path, r->id, fingerprint_of(edition, e->question, e->answer), where(*e)});
  }
  return plan;
}

Expected<std::vector<StampChange>> plan_accept(const FaqDiff& diff, const std::vector<RulingsFile>& rulings,
                                               const std::vector<std::string>& ids) {
  std::vector<std::string_view> known;
  for (const RulingsFile& f : rulings)
    for (const Ruling& r : f.rulings) known.push_back(r.id);
  std::vector<StampChange> out;
  for (const std::string& id : ids) {
    if (std::find(known.begin(), known.end(), id) == known.end())
      return Error{"no ruling " + id + " in the knowledge base" + did_you_mean(id, known)};
    const auto r = std::find_if(diff.records.begin(), diff.records.end(), [&](const FaqDiffRecord& x) {
      return x.ruling && x.ruling->id == id && x.entry;
    });
    if (r == diff.records.end() || r->status != FaqStatus::Changed)
      return Error{
          id + " is not reworded in this text (" +
          (r == diff.records.end() ? std::string("not printed") : std::string(to_string(r->status))) +
          "): --accept takes the ids `kmr faq diff` reports as changed"};
    Fingerprint fp = *r->fingerprint;
    if (fp.edition.empty()) fp.edition = r->ruling->source.revised;
    out.push_back(StampChange{r->ruling_file, id, fp, where(*r->entry)});
  }
  return out;
}

Expected<std::string> stamp_text(std::string_view yaml, const std::string& name,
                                 const std::vector<StampChange>& changes) {
  TextLines text(yaml);
  std::vector<std::string>& lines = text.lines;  // without their ending

  auto parsed = yaml::parse(yaml);
  if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
    return Error{name + ":" + std::to_string(d->line) + ":" + std::to_string(d->column) + ": " + d->message};
  const yaml::NodePtr root = std::get<yaml::NodePtr>(parsed);
  const auto* list = root && root->is_map() ? root->find("rulings") : nullptr;
  if (!list || !list->second->is_sequence()) return Error{name + ":1:1: no 'rulings' list to stamp"};

  std::vector<Edit> edits;
  for (const StampChange& change : changes) {
    const yaml::NodePtr* item = nullptr;
    for (const auto& n : list->second->items) {
      const auto* id = n->is_map() ? n->find("id") : nullptr;
      if (id && id->second->is_scalar() && id->second->scalar == change.ruling) item = &n;
    }
    if (!item) return Error{name + ":1:1: no entry with id " + change.ruling + " to stamp"};
    const Node& entry = **item;
    if (char_at(lines, entry) == '{')
      return Error{at(name, entry) + ": " + change.ruling +
                   " is written as a flow map ({...}): stamp adds a line to block-style entries only"};
    const std::string flow = fingerprint_yaml(change.fingerprint);
    if (const auto* source = entry.find("source")) {
      const Node& s = *source->second;
      if (!s.is_map() || s.entries.empty() || char_at(lines, s) == '{')
        return Error{at(name, s) + ": the 'source' of " + change.ruling +
                     " is not a block map: write its fingerprint by hand or remove 'source'"};
      if (const auto* fp = s.find("fingerprint")) {
        const Node& v = *fp->second;
        const auto line = static_cast<std::size_t>(v.line - 1);
        const auto from = static_cast<std::size_t>(v.column - 1);
        const std::size_t close =
            line < lines.size() && char_at(lines, v) == '{' ? lines[line].find('}', from) : std::string::npos;
        if (close == std::string::npos)
          return Error{at(name, v) + ": the fingerprint of " + change.ruling +
                       " is not a one-line flow map ({edition: ..., question: ..., answer: ...})"};
        edits.push_back(Edit{line, false, from, close + 1, {flow}});
      } else {
        const Node& first = *s.entries.front().first;
        edits.push_back(
            Edit{static_cast<std::size_t>(first.line - 1),
                 true,
                 0,
                 0,
                 {std::string(static_cast<std::size_t>(first.column - 1), ' ') + "fingerprint: " + flow}});
      }
      continue;
    }
    const auto* position = entry.find("position");
    if (!position || position->second->line != position->first->line)
      return Error{at(name, entry) + ": " + change.ruling +
                   " has no one-line 'position' to put 'source' after"};
    const std::string indent(static_cast<std::size_t>(position->first->column - 1), ' ');
    edits.push_back(Edit{static_cast<std::size_t>(position->first->line),
                         true,
                         0,
                         0,
                         {indent + "source:", indent + "  fingerprint: " + flow}});
  }
  // Bottom up, so earlier line numbers stay right.
  std::stable_sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.line > b.line; });
  for (const Edit& e : edits) {
    if (e.insert)
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(e.line), e.lines.begin(), e.lines.end());
    else
      lines[e.line].replace(e.from, e.to - e.from, e.lines.front());
  }
  const std::string out = text.str();

  // The result must read back, with every fingerprint in place.
  const RulingsFile back = load_rulings_text(out, name);
  if (back.error) return Error{"internal error: the stamped text does not load: " + *back.error};
  for (const StampChange& change : changes) {
    const auto r = std::find_if(back.rulings.begin(), back.rulings.end(),
                                [&](const Ruling& x) { return x.id == change.ruling; });
    if (r == back.rulings.end() || !r->source.fingerprint || !(*r->source.fingerprint == change.fingerprint))
      return Error{"internal error: the stamped text of " + name + " does not hold " + change.ruling +
                   "'s fingerprint"};
  }
  return out;
}

Expected<bool> stamp_file(const std::string& path, const std::vector<StampChange>& changes, bool dry_run) {
  auto text = read_text_file(path, "rulings");
  if (!text) return text.error();
  auto stamped = stamp_text(*text, path, changes);
  if (!stamped) return stamped.error();
  if (dry_run) return true;
  return replace_file(path, *stamped);
}

Expected<bool> replace_file(const std::string& path, std::string_view text) {
  // A temporary with a unique name, made exclusively (never through a link
  // planted in its place), renamed over the file (atomic_write.hpp).
  if (!write_atomically(path, text)) return Error{path + ": cannot replace the file"};
  return true;
}

}  // namespace kmr::harness
