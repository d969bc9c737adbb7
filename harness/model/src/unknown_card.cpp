#include "kmr/model/unknown_card.hpp"

#include "kmr/did_you_mean.hpp"

namespace kmr::harness {

std::string unknown_card_message(const std::string& id) { return kmr::unknown_card_message(id); }

}  // namespace kmr::harness
