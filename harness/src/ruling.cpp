#include "kmr/harness/ruling.hpp"

namespace kmr::harness {

std::string RulingStatus::str() const {
  if (!pending) return "encoded";
  return "pending: " + *pending;
}

}  // namespace kmr::harness
