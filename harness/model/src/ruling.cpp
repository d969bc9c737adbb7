#include "kmr/model/ruling.hpp"

namespace kmr::harness {

std::string RulingStatus::str() const {
  if (untestable) return "untestable: " + *untestable;
  if (!pending) return "encoded";
  return "pending: " + *pending;
}

}  // namespace kmr::harness
