// `bench` target: move-generation speed on the standard perft positions,
// the fast path, the card-aware path and the PieceRules reference route. Speed is checked here, never in unit
// tests.
#include <chrono>
#include <cstdio>

#include "kmr/fen.hpp"
#include "kmr/perft.hpp"

namespace {

struct Case {
  const char* name;
  const char* fen;
  int depth;
  kmr::MoveGenPath path;
};

}  // namespace

int main() {
  using namespace kmr;
  const Case cases[] = {
      {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, MoveGenPath::Auto},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
       MoveGenPath::Auto},
      {"start (generic path)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6,
       MoveGenPath::Generic},
      {"start (reference)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4,
       MoveGenPath::Reference},
  };
  std::printf("%-22s %6s %14s %9s %12s\n", "position", "depth", "nodes", "seconds", "Mnodes/s");
  for (const Case& c : cases) {
    auto pos = parse_fen(c.fen, RulesProfile::Fide);
    if (!pos) return 2;
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t n = perft(*pos, RulesProfile::Fide, c.depth, c.path);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%-22s %6d %14llu %9.3f %12.1f\n", c.name, c.depth, static_cast<unsigned long long>(n), s,
                static_cast<double>(n) / s / 1e6);
  }
  return 0;
}
