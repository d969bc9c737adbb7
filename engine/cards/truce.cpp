// TRUCE (KC1). Reference: shared/cards/cards.yaml, id truce.
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/movegen_tables.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace truce_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// While in force, no capture of any kind: no piece may capture or be
// captured, by a move or by a card, so no piece threatens anything (R15.1,
// R22.3). Killing (BETRAYAL, DISINTEGRATION) is not capturing.
Result play(CardPlay& p) {
  p.add_effect({});
  return p.done("R10.1");
}

void modify(const Effect&, const Position&, PieceId, PieceProps& props) {
  props.can_capture = false;
  props.capturable = false;
}

// It ends when a King is in check, or when the side to move has no legal
// move (a stalemate), R17.4. Reading (rulings/3-B.yaml B-03, FORMAT.md
// "Rule readings"): the check that ends it is judged as the pieces stand
// with the TRUCE itself taken out, since under it nothing threatens
// anything (B-03) and it could never see one. So a TRUCE played while a
// King is in check ends at once and the check stays; one in force ends
// when a piece comes to bear on a King, a Prince included (R25.2).
bool ended(const Effect& fx, const Game& game) {
  std::vector<Effect> others;
  for (const Effect& e : game.effects())
    if (e.card != fx.card) others.push_back(e);  // every TRUCE out, not only this one
  for (Side s : {Side::White, Side::Black})
    if (any_king_in_check(game.position(), s, others)) return true;  // a Prince too (R25.2)
  return game.phase() == Phase::BeforeMove && game.legal_moves().empty();
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: truce}"},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .ended = ended};
}  // namespace truce_card

extern const CardDef truce{
    .id = "truce",
    .name = "TRUCE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = truce_card::kTiming,
    .continuing = true,
    .ends_when =
        "a King is in check, or a stalemate occurs (then discard it and restart stalemate move counting)",
    .summary = "No captures of any kind may be made while it is in force.",
    .confidence = Confidence::High,
    .behaviour = &truce_card::kBehaviour,
};

}  // namespace kmr::cards
