// The rulings cited by scenarios and the scenarios that cite each: what
// `kmr list rulings` shows when there is no rulings knowledge base (the
// knowledge base itself is read by rulings_loader.hpp).
#pragma once

#include <string>
#include <vector>

#include "kmr/model/scenario.hpp"

namespace kmr::harness {

struct RulingInfo {
  std::string id;
  std::vector<std::string> scenarios;  // ids of the scenarios that cite it, in suite order
};

// Every ruling id cited by a loaded scenario, sorted by id.
std::vector<RulingInfo> rulings_cited(const std::vector<LoadedFile>& files);

}  // namespace kmr::harness
