#include "kmr/model/unknown_card.hpp"

#include <string_view>
#include <vector>

#include "kmr/base/did_you_mean.hpp"
#include "kmr/card.hpp"

namespace kmr::harness {

std::string unknown_card_message(const std::string& id) {
  std::vector<std::string_view> ids;
  for (const CardDef* card : all_cards()) ids.push_back(card->id);
  return "unknown card '" + id + "'" + did_you_mean(id, ids);
}

}  // namespace kmr::harness
