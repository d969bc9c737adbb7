#include "kmr/model/ruling_index.hpp"

#include <map>

namespace kmr::harness {

std::vector<RulingInfo> rulings_cited(const std::vector<LoadedFile>& files) {
  std::map<std::string, RulingInfo> by_id;
  for (const LoadedFile& file : files) {
    for (const Scenario& s : file.scenarios) {
      for (const std::string& ruling : s.rulings) {
        RulingInfo& info = by_id[ruling];
        info.id = ruling;
        info.scenarios.push_back(s.id);
      }
    }
  }
  std::vector<RulingInfo> out;
  out.reserve(by_id.size());
  for (auto& [id, info] : by_id) out.push_back(std::move(info));
  return out;
}

}  // namespace kmr::harness
