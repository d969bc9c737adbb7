// libFuzzer target: the FEN reader on any text. What it reads must write
// back to a FEN that reads the same; under fide rules the fast and the
// generic move generators must agree (perft to depth 2); a game set up on
// the position must hold the engine's invariants.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/invariants.hpp"
#include "kmr/perft.hpp"

namespace {

void check(std::string_view text, kmr::RulesProfile profile) {
  const kmr::Expected<kmr::Position> pos = kmr::parse_fen(text, profile);
  if (!pos) {
    if (pos.error().message.empty()) std::abort();  // a refusal says why
    return;
  }
  const std::string written = kmr::to_fen(*pos);
  const kmr::Expected<kmr::Position> again = kmr::parse_fen(written, profile);
  if (!again || kmr::to_fen(*again) != written) std::abort();  // the FEN written reads the same
  if (profile == kmr::RulesProfile::Fide &&
      kmr::perft(*pos, profile, 2) != kmr::perft(*pos, profile, 2, kmr::MoveGenPath::Generic))
    std::abort();  // the fast path and the generic one differ
  kmr::Setup setup;
  setup.fen = written;
  setup.rules = profile;
  auto game = kmr::Game::create(setup);
  if (!game) return;
  if (!kmr::check_game(*game).empty()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 256) return 0;  // a FEN is short; longer inputs only slow the search
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text, kmr::RulesProfile::Knightmare);
  check(text, kmr::RulesProfile::Fide);
  return 0;
}
