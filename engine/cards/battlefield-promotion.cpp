// BATTLEFIELD PROMOTION (KC2). Reference: shared/cards/cards.yaml, id battlefield-promotion.
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace battlefield_promotion_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Reading from the French original (PROMOTION AU MERITE): after your move,
// one of your Pawns (`target:`) standing on its sixth rank, as the board now
// lies (R19.2), promotes where it stands to the kind `promote:` names, as if
// it had reached the last rank (R21.1). No captured piece is used, so an
// earlier FUNERAL PYRE changes nothing (R22.5). The Pawn stays a Pawn
// underneath and keeps the effects on it (R21.5, R21.6); a merged Pawn
// never promotes (R21.6). The Checkmate Rule judges a promotion that would
// mate (R21.3, R12).
bool on_sixth_rank(const Game& g, Side side, PieceId id) {
  const Piece& piece = g.position().piece(id);
  return piece.zone == Zone::Board && piece.owner == side && piece.role == Role::Pawn &&
         !g.props(id).marks.has(Mark::Confabulated) && parts::rank_for(g, side, piece.square) == 5;
}

Result play(CardPlay& p) {
  const Game& g = p.game();
  const Position& pos = p.position();
  bool any = false;
  for (int i = 0; i < pos.piece_count(); ++i)
    any = any || on_sixth_rank(g, p.player(), static_cast<PieceId>(i));
  if (!any) return p.reject(Cause::GameCondition, "R8.3", "you have no Pawn on its sixth rank (reading)");
  const auto kind = p.choices().promote;
  if (!kind)
    return p.reject(Cause::ChoiceWrong, "R8.3", "BATTLEFIELD PROMOTION needs the new kind (promote:)");
  auto target = p.target_piece();
  if (!target) return p.reject(Cause::ChoiceWrong, "R8.3", target.error().message);
  if (!on_sixth_rank(g, p.player(), *target))
    return p.reject(
        Cause::ChoiceWrong, "R8.3",
        "the piece on " + square_name(*p.choices().target) + " is not a Pawn of yours on its sixth rank");
  if (!p.promote(*target, *kind))
    return p.reject(Cause::ChoiceWrong, "R21.1", "a Pawn promotes to a Queen, Rook, Bishop or Knight");
  p.events("the Pawn on " + square_name(*p.choices().target) + " promotes to " +
           std::string(role_name(*kind)));
  return p.done("R21.1");
}

// Random play: one of his Pawns on its sixth rank and a kind, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Square> pawns;
  for (Square s : pick::pieces(g, by, pick::Whose::Own, "pawn"))
    if (on_sixth_rank(g, by, g.position().piece_at(s))) pawns.push_back(s);
  static constexpr Role kKinds[] = {Role::Queen, Role::Rook, Role::Bishop, Role::Knight};
  if (auto s = d.one(pawns)) {
    c.target = *s;
    c.promote = kKinds[d.below(4)];
  }
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget | kChoosePromote,
                .required = kChooseTarget | kChoosePromote,
                .example = "{play: battlefield-promotion, target: b6, promote: n}"},
    .doors = {Door::Transform},
    .play = play,
    .random_choices = random_choices};
}  // namespace battlefield_promotion_card

extern const CardDef battlefield_promotion{
    .id = "battlefield-promotion",
    .name = "BATTLEFIELD PROMOTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = battlefield_promotion_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Played after your move. Choose one of your Pawns standing on "
        "its sixth rank (rank 6 for White, rank 3 for Black): it is promoted at once, on that square, to a "
        "piece of your choice, as if it had reached the last rank. No captured piece is used, so an earlier "
        "FUNERAL PYRE does not affect it. Refused when you have no Pawn on its sixth rank.",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: after his move, one Pawn of the player on its sixth rank (not a "
        "Pawn on its seventh) promotes where it stands to a Queen, Rook, Bishop or Knight; a merged Pawn "
        "does not.",
    .behaviour = &battlefield_promotion_card::kBehaviour,
};

}  // namespace kmr::cards
