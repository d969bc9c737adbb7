// LEGACY (KC1). Reference: shared/cards/cards.yaml, id legacy.
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace legacy_card {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove, Timing::AfterOpponentCard};

// Right after the opponent captured one of the player's pieces other than
// a Pawn (by his move or by the card he has just played): the player takes
// any one card (`card:`) from his discard pile back into his hand (R5.2). In
// a common-deck game either discard pile will do: they are one pile there
// (R3.7). A unique card may be taken like any other (R3.3).
bool officer_just_captured(const CardPlay& p) {
  const Game& g = p.game();
  const Position& pos = p.position();
  const auto mine_taken = [&](PieceId id) {
    const Piece& piece = pos.piece(id);
    return piece.owner == p.player() && piece.zone != Zone::Board && piece.role != Role::Pawn;
  };
  // By his move or by a card of his (FIREBALL, a capture effect): the turn's
  // record of captures holds both (R22.1).
  for (const CaptureRecord& c : g.turn_log().captures)
    if (c.by == p.opponent() && mine_taken(c.piece)) return true;
  return false;
}

Result play(CardPlay& p) {
  if (!p.choices().card) return p.reject(Cause::ChoiceWrong, "R8.3", "LEGACY needs the card to take (card:)");
  if (!officer_just_captured(p))
    return p.reject(Cause::GameCondition, "R6.4",
                    "LEGACY is played when one of your pieces other than a Pawn has just been captured");
  const CardDef* wanted = find_card(*p.choices().card);
  const bool common = p.game().table().common_deck.has_value();
  if (wanted && p.take_from_discard(p.player(), *wanted)) return p.done("R5.2");
  if (wanted && common && p.take_from_discard(p.opponent(), *wanted)) return p.done("R3.7");
  // A card named that the pile does not hold is like a piece kind the
  // captured box lacks: the game's condition (row 10), not a wrong choice.
  return p.reject(Cause::GameCondition, "R5.2",
                  "'" + *p.choices().card + "' is not in " + (common ? "the" : "your") + " discard pile");
}

// Random play: a card of his discard pile, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto& pile = g.cards(by).discard;
  if (!pile.empty()) c.card = std::string(pile[d.below(pile.size())]->id);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseCard, .required = kChooseCard, .example = "{play: legacy, card: fog-of-war}"},
    .play = play,
    .answers_loss = true,
    .random_choices = random_choices};
}  // namespace legacy_card

extern const CardDef legacy{
    .id = "legacy",
    .name = "LEGACY",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = legacy_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when one of your non-Pawn pieces has just been captured: take any one card from your "
        "discard pile (the shared discard pile in a common-deck game) back into your hand.",
    .confidence = Confidence::High,
    .behaviour = &legacy_card::kBehaviour,
};

}  // namespace kmr::cards
