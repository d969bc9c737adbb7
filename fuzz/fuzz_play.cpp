// libFuzzer target: fuzzer-driven play. The first 8 bytes seed a random
// setup (five cards in each hand, ten in each deck, from every implemented
// card); every 8 bytes after them seed one action of the random player
// (kmr/random_play.hpp), so a mutation of the input changes the actions it
// covers. Every action is checked against the engine's invariants
// (kmr/invariants.hpp): a refusal changes nothing, no card or piece appears
// or disappears, the turn replays, the player to move has something to do.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "kmr/game.hpp"
#include "kmr/invariants.hpp"
#include "kmr/random_play.hpp"

namespace {

constexpr std::size_t kChunk = 8;
constexpr std::size_t kMaxActions = 256;

std::uint64_t chunk(const std::uint8_t* data) {
  std::uint64_t v = 0;
  std::memcpy(&v, data, kChunk);
  return v;
}

[[noreturn]] void broken(const std::vector<std::string>& what) {
  for (const std::string& w : what) std::fprintf(stderr, "invariant broken: %s\n", w.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < kChunk) return 0;
  static const std::vector<std::string> cards = kmr::implemented_card_ids();
  kmr::RandomPlayer dealer(chunk(data));
  auto created = kmr::Game::create(dealer.setup(cards));
  if (!created) broken({"the random setup is refused: " + created.error().message});
  kmr::Game g = std::move(created).value();
  for (std::size_t at = kChunk, n = 0; at + kChunk <= size && n < kMaxActions; at += kChunk, ++n) {
    if (g.game_over() != kmr::GameOver::None) break;
    kmr::RandomPlayer player(chunk(data + at));
    const kmr::Action a = player.action(g);
    kmr::Game next = g;
    const kmr::Result r = next.apply(a);
    std::vector<std::string> what = kmr::check_step(g, a, r, next);
    if (r.outcome != kmr::Outcome::Rejected)
      for (auto& w : kmr::check_game(next)) what.push_back(std::move(w));
    if (!what.empty()) broken(what);
    g = std::move(next);
  }
  return 0;
}
