// MAN OF STRAW (KC1). Reference: shared/cards/cards.yaml, id man-of-straw.
#include <optional>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace man_of_straw_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// Before his move, while a King of his is in check (a mate that only looks
// like one included, R16.1): that King and one of the player's Pawns
// (`target:`) exchange squares, provided the King is not in check on its
// new square. A swap is a move of both pieces (R23.4, R26.1): a Pawn held
// by a continuing effect stays (MEDUSA, R14.3). The player then makes his
// move as usual; no Pawn promotes by the card (R21.2).
Result play(CardPlay& p) {
  auto pawn = p.target_piece();
  if (!pawn) return p.reject(pawn.error(), "R8.3");
  const Game& g = p.game();
  const Position& pos = p.position();
  if (!p.is_own(*pawn) || !parts::piece_is(g, *pawn, "pawn") || p.is_king(*pawn))
    return p.reject(Cause::ChoiceWrong, "R8.3", "MAN OF STRAW swaps the King with one of your Pawns");
  std::optional<PieceId> king;
  for (int i = 0; i < pos.piece_count() && !king; ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = pos.piece(id);
    if (piece.zone == Zone::Board && piece.owner == p.player() && g.is_king(id) &&
        parts::attacked(g, piece.square, p.opponent()))
      king = id;
  }
  if (!king)
    return p.reject(Cause::GameCondition, "R8.3", "MAN OF STRAW is played while your King is in check");
  Result r = p.swap(*king, *pawn, "R23.4");
  if (!r.ok()) return r;
  if (parts::attacked(p.game(), p.position().piece(*king).square, p.opponent()))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "the King would be in check on " + square_name(p.position().piece(*king).square));
  return p.done("R23.4");
}

// Random play: one of his Pawns, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Own, "pawn", c, false);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: man-of-straw, target: h2}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace man_of_straw_card

extern const CardDef man_of_straw{
    .id = "man-of-straw",
    .name = "MAN OF STRAW",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = man_of_straw_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable while your King is in check (even apparent checkmate): the King swaps squares with any "
        "one of your Pawns, provided the King's new square is not in check.",
    .confidence = Confidence::High,
    .behaviour = &man_of_straw_card::kBehaviour,
};

}  // namespace kmr::cards
