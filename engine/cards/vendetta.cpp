// VENDETTA (KC1). Reference: shared/cards/cards.yaml, id vendetta.
#include <algorithm>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"

namespace kmr::cards {
namespace vendetta_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

bool is_capture(const Position& pos, const Move& m) {
  return m.kind == MoveKind::EnPassant || pos.piece_at(m.to) != kNoPiece;
}

bool capture_available(const Game& game) {
  const MoveList moves = game.legal_moves();
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& m) { return is_capture(game.position(), m); });
}

// While in force, a player who can capture without a card must (R10.2). It
// ends when the player to move has no such capture, even one that exists
// only on paper because it would expose his King (S1 on VENDETTA).
Result play(CardPlay& p) {
  p.add_effect({});
  return p.done("R10.1");
}

void restrict_moves(const Effect&, const Game& game, MoveList& moves) {
  MoveList captures;
  for (const Move& m : moves)
    if (is_capture(game.position(), m)) captures.push(m);
  if (!captures.empty()) moves = captures;
}

bool ended(const Effect&, const Game& game) { return !capture_available(game); }

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: vendetta}"},
                                   .play = play,
                                   .ended = ended,
                                   .restrict_moves = restrict_moves};
}  // namespace vendetta_card

extern const CardDef vendetta{
    .id = "vendetta",
    .name = "VENDETTA",
    .set = CardSet::KC1,
    .points = 3,
    .unique = true,
    .timing = vendetta_card::kTiming,
    .continuing = true,
    .ends_when = "a player to move has no capture available (without using a card)",
    .summary =
        "While in force, each player must use his move to capture an enemy piece whenever any capture is "
        "available to him. Nobody is obliged to play a card in order to create a capture.",
    .confidence = Confidence::High,
    .behaviour = &vendetta_card::kBehaviour,
};

}  // namespace kmr::cards
