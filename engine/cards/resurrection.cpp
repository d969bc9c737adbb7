// RESURRECTION (KC1). Reference: shared/cards/cards.yaml, id resurrection.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace resurrection_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Instead of moving, put one of your captured pieces (`piece:`), not a King
// or a Queen, back on an empty square (`to:`) where a piece of its type could
// have stood at the start (R23.1, R23.5). Dead pieces never return (R22.2).
// A promoted Pawn is still a Pawn underneath: it comes back as a Pawn, and
// cannot be brought back as what it had become (R21.5, R11.6).
Result play(CardPlay& p) {
  const auto& name = p.choices().piece;
  if (!name) return p.reject(Cause::ChoiceWrong, "R8.3", "RESURRECTION needs a piece type (piece:)");
  const auto role = parse_role_name(*name);
  if (!role)
    return p.reject(Cause::ChoiceWrong, "R11.6",
                    "a returned piece comes back as its original type: name a Pawn, Knight, Bishop or Rook");
  if (*role == Role::King || *role == Role::Queen)
    return p.reject(Cause::ChoiceWrong, "R8.3", "RESURRECTION may not return a King or a Queen");
  if (!p.choices().to) return p.reject(Cause::ChoiceWrong, "R8.3", "RESURRECTION needs a square (to:)");
  const Square to = *p.choices().to;
  const Position& pos = p.position();
  std::optional<PieceId> back;
  for (int i = 0; i < pos.piece_count() && !back; ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = pos.piece(id);
    if (piece.zone == Zone::Captured && piece.owner == p.player() && piece.born_as == *role) back = id;
  }
  if (!back)
    return p.reject(Cause::GameCondition, "R23.1",
                    std::string(to_string(p.player())) + " has no captured " + *name + " to return");
  if (!parts::starting_square(*role, p.player(), to))
    return p.reject(Cause::ChoiceWrong, "R23.5",
                    "a " + *name + " could not have stood on " + square_name(to) + " at the start");
  if (pos.piece_at(to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R23.5", square_name(to) + " is occupied");
  // A promoted Pawn returns as a Pawn (R21.5).
  if (Result r = p.return_captured(*back, *role, to, "R23.1"); !r.ok()) return r;
  p.counts_as_move();
  return p.done("R23.1");
}

// Random play: a captured piece of his and a square it started on, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  static constexpr Role kKinds[] = {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook};
  const Role kind = kKinds[d.below(4)];
  if (!pick::has_captured(g, by, kind)) return;
  std::vector<Square> starts;
  for (Square s : pick::empty_squares(g))
    if (parts::starting_square(kind, by, s)) starts.push_back(s);
  if (auto s = d.one(starts)) {
    c.piece = std::string(role_name(kind));
    c.to = *s;
  }
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTo | kChoosePiece,
                                               .required = kChoosePiece | kChooseTo,
                                               .example = "{play: resurrection, piece: rook, to: a1}"},
                                   .doors = {Door::PutBack},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace resurrection_card

extern const CardDef resurrection{
    .id = "resurrection",
    .name = "RESURRECTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = resurrection_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Put one of your captured (not dead) pieces, other than a King or Queen, back on an empty square it "
        "could have occupied at the start of the game.",
    .confidence = Confidence::High,
    .behaviour = &resurrection_card::kBehaviour,
};

}  // namespace kmr::cards
