// AMAZON (KC2). Reference: shared/cards/cards.yaml, id amazon.
#include <algorithm>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace amazon_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// Every Queen on the board when it is played, both sides', becomes an
// Amazon for good: she moves as a Knight or as a Bishop, keeping the
// diagonal lines but losing the straight ones. Amazons are based on Queens
// (R11.2): they keep the Queen's type and answer to "queen" and "amazon"; a
// piece that is not a Queen (a Princess, R11.4) is untouched. Only the
// straight lines go and the leaps come: what other effects did to her
// diagonals stays (CURSE, R14.3). The effect
// ends when none of its Amazons is left on the board. It states no
// condition and acts on every Queen: with none on the board it finds
// nothing as it resolves and is spent with no effect (R5.3a). The card's timing is
// unknown: it is assumed playable in any window of its owner's own turn
// (R6.4), as every card of unknown timing.
Result play(CardPlay& p) {
  std::vector<PieceId> queens;
  const Position& pos = p.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone == Zone::Board && pos.piece(id).role == Role::Queen) queens.push_back(id);
  }
  if (queens.empty())
    return Result::no_effect(Cause::GameCondition, "R5.3a", "there is no Queen on the board");
  p.add_effect(std::move(queens));
  return p.done("R11.1");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (pos.piece(id).role != Role::Queen ||
      std::find(fx.targets.begin(), fx.targets.end(), id) == fx.targets.end())
    return;
  // She loses the straight lines and gains the Knight's leaps; her diagonal
  // lines stay as other effects left them (a CURSE keeps them short, R14.3).
  Movement& m = props.movement;
  m.slides.erase_if([](const Slide& s) { return s.dir.df == 0 || s.dir.dr == 0; });
  for (const Step& leap : standard_movement(Role::Knight).leaps)
    if (std::find(m.leaps.begin(), m.leaps.end(), leap) == m.leaps.end()) m.leaps.push_back(leap);
  props.marks.set(Mark::Amazon);
}

bool ended(const Effect& fx, const Game& game) {
  return std::none_of(fx.targets.begin(), fx.targets.end(),
                      [&](PieceId id) { return game.position().piece(id).zone == Zone::Board; });
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: amazon}"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .ended = ended};
}  // namespace amazon_card

extern const CardDef amazon{
    .id = "amazon",
    .name = "AMAZON",
    .set = CardSet::KC2,
    .points = 5,
    .unique = std::nullopt,
    .timing = amazon_card::kTiming,
    .continuing = true,
    .ends_when = "no Amazon is left on the board",
    .summary =
        "Every Queen on the board, both players', becomes an Amazon for the rest of the game. An Amazon "
        "moves either as a Knight or as a Bishop: she keeps the diagonal lines and gains the Knight leap, "
        "but loses the straight (Rook-like) lines. Amazons are based on Queens (R11.2).",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: every Queen on the board, both players', moves as a Knight or a Bishop for good, losing "
        "her straight lines.",
    .behaviour = &amazon_card::kBehaviour,
};

}  // namespace kmr::cards
