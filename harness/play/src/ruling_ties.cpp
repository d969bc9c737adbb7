// Tying a new scenario file to its rulings (ruling_ties.hpp).
#include "kmr/play/ruling_ties.hpp"

#include <algorithm>
#include <filesystem>

#include "kmr/base/message_text.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/play/save.hpp"

namespace kmr::harness {
namespace {

// Is `file` inside `dir` (both as they would be once made)?
bool inside(const std::string& file, const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path f = fs::weakly_canonical(fs::absolute(file, ec), ec);
  const fs::path d = fs::weakly_canonical(fs::absolute(dir, ec), ec);
  if (ec || d.empty()) return false;
  const auto [end, _] = std::mismatch(d.begin(), d.end(), f.begin(), f.end());
  return end == d.end();
}

std::string and_list(const std::vector<std::string>& ids) {
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i)
    out += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  return out;
}

}  // namespace

Expected<RulingTies> tie_rulings(const std::vector<std::string>& ids, const std::string& rulings_dir,
                                 const std::string& file, const std::string& scenario_id,
                                 const std::string& suite_dir) {
  RulingTies ties;
  for (const std::string& id : ids)
    if (!is_ruling_id(id))
      return Error{"'" + one_line(id) +
                   "' is not a ruling id (a section or letter, a hyphen and a number: B-08, S1-07)"};
  const auto files = rulings_dir.empty() ? std::nullopt : collect_rulings_files(rulings_dir);
  if (!files) {
    ties.cited = ids;
    ties.note = "no rulings knowledge base here (" +
                (rulings_dir.empty() ? std::string("rulings/") : rulings_dir) +
                "): the rulings are cited, not checked or linked";
    return ties;
  }
  const std::vector<RulingsFile> kb = load_rulings(*files);
  auto links = plan_ruling_links(kb, ids, scenario_id);
  if (!links) return links.error();
  ties.cited = links->rulings;
  for (const RulingsFile& f : kb)
    for (const Ruling& r : f.rulings)
      if (!ids.empty() && r.id == ids.front()) {
        std::vector<std::string> named = {r.id};
        for (const std::string& other : ties.cited)
          if (other != r.id) named.push_back(other);
        ties.comment = ruling_comment(named, r.question, r.answer);
      }
  if (inside(file, suite_dir))
    ties.links = std::move(*links);
  else
    ties.note = file + " is not under " + suite_dir +
                " (the suite kmr run reads): the rulings files are left as they are";
  return ties;
}

std::string ties_words(const RulingTies& ties) {
  if (!ties.note.empty()) return ties.note;
  if (!ties.links || ties.cited.empty()) return "";
  std::vector<std::string> already;
  for (const std::string& id : ties.cited)
    if (std::find(ties.links->listed.begin(), ties.links->listed.end(), id) == ties.links->listed.end())
      already.push_back(id);
  std::string out;
  if (!ties.links->listed.empty())
    out += and_list(ties.links->listed) + (ties.links->listed.size() == 1 ? " now lists it" : " now list it");
  if (!already.empty())
    out += std::string(out.empty() ? "" : "; ") + and_list(already) +
           (already.size() == 1 ? " already lists it" : " already list it");
  return out;
}

}  // namespace kmr::harness
