// The rulings the suite knows of and the scenarios that check each.
// Today they are only those referenced by scenarios; a loader for the
// rulings/ knowledge base will fill titles and add unreferenced rulings by
// merging its entries into the same list.
#pragma once

#include <string>
#include <vector>

#include "kmr/harness/scenario.hpp"

namespace kmr::harness {

struct RulingInfo {
  std::string id;
  std::string title;                   // empty until the knowledge base exists
  std::vector<std::string> scenarios;  // ids of the scenarios that cite it, in suite order
};

// Every ruling id cited by a loaded scenario, sorted by id.
std::vector<RulingInfo> rulings_cited(const std::vector<LoadedFile>& files);

}  // namespace kmr::harness
