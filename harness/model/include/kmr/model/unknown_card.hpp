// The message for a card id the catalog does not know, with a suggestion
// when one card id is close ("unknown card 'pacifsm' (did you mean 'pacifism'?)").
#pragma once

#include <string>

namespace kmr::harness {

std::string unknown_card_message(const std::string& id);

}  // namespace kmr::harness
