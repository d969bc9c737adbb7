// "(did you mean 'pacifism'?)": the closest of the names a word could have
// been, for messages about unknown card ids, keys, reasons, phases and steps
// (the engine's setup and every reader of the harness say it the same way).
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace kmr {

// " (did you mean 'x'?)", or "" when no name is close.
std::string did_you_mean(std::string_view word, std::span<const std::string_view> names);
// "unknown card 'fireblal' (did you mean 'fireball'?)".
std::string unknown_card_message(std::string_view id);

}  // namespace kmr
