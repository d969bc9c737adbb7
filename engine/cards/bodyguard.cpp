// BODYGUARD (KC2). Reference: shared/cards/cards.yaml, id bodyguard.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace bodyguard_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// The empty squares between one of `side`'s checked Kings and a piece giving
// it check along a line (rank, file or diagonal) with a square between: a
// Knight's check, or one from the next square, has none.
std::vector<Square> blocking_squares(const Game& g, Side side) {
  const Position& pos = g.position();
  std::vector<Square> out;
  for (int k = 0; k < pos.piece_count(); ++k) {
    const PieceId king = static_cast<PieceId>(k);
    const Piece& kp = pos.piece(king);
    if (kp.zone != Zone::Board || kp.owner != side || !g.is_king(king)) continue;
    for (int c = 0; c < pos.piece_count(); ++c) {
      const PieceId checker = static_cast<PieceId>(c);
      const Piece& cp = pos.piece(checker);
      if (cp.zone != Zone::Board || checker == king ||
          !g.props(checker).controlled_by[static_cast<std::size_t>(index(~side))] ||
          !parts::threatens(g, checker, kp.square))
        continue;
      const int df = file_of(cp.square) - file_of(kp.square), dr = rank_of(cp.square) - rank_of(kp.square);
      if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr))) continue;  // a leap: nothing between
      const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
      for (int f = file_of(kp.square) + sf, r = rank_of(kp.square) + sr; make_square(f, r) != cp.square;
           f += sf, r += sr)
        if (pos.piece_at(make_square(f, r)) == kNoPiece) out.push_back(make_square(f, r));
    }
  }
  return out;
}

bool has_any_captured(const Game& g, Side side) {
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i)
    if (pos.piece(static_cast<PieceId>(i)).zone == Zone::Captured &&
        pos.piece(static_cast<PieceId>(i)).owner == side)
      return true;
  return false;
}

// Reading from the French original (ANGE GARDIEN): while a King of yours is
// in check, even in an apparent mate (R16.1), one of your captured pieces
// (not a dead one, R22.2), of the kind `piece:` names (its original type,
// never a King; a promoted Pawn comes back as a Pawn, R21.5), returns to an
// empty square (`to:`) between that King and a piece checking it along a
// line, blocking the check (R23.1). Not against a Knight's check nor one
// from the next square (no square between). A Pawn is not put on its last
// rank. After FUNERAL PYRE nothing is left to return (R22.5). It is not the
// turn's move; its timing being unknown, it is played in a window of its
// owner's own turn (R6.4). One piece blocks one line: in a double check the
// other check stays, and the Check Rule judges the turn (R13).
Result play(CardPlay& p) {
  const Game& g = p.game();
  const auto& name = p.choices().piece;
  if (!name) return p.reject(Cause::ChoiceWrong, "R8.3", "BODYGUARD needs a piece type (piece:)");
  const auto role = parse_role_name(*name);
  if (!role || *role == Role::King)
    return p.reject(Cause::ChoiceWrong, "R11.6", "name a Pawn, Knight, Bishop, Rook or Queen");
  if (!p.choices().to) return p.reject(Cause::ChoiceWrong, "R8.3", "BODYGUARD needs a square (to:)");
  const Square to = *p.choices().to;
  if (!g.in_check(p.player())) return p.reject(Cause::GameCondition, "R8.3", "no King of yours is in check");
  if (!has_any_captured(g, p.player()))
    return p.reject(Cause::GameCondition, "R23.1", "you have no captured piece");
  const std::vector<Square> between = blocking_squares(g, p.player());
  if (between.empty())
    return p.reject(Cause::GameCondition, "R8.3", "no square lies between your King and the checking piece");
  const PieceId back = parts::captured_piece(g, p.player(), *role);
  if (back == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.1",
                    std::string(to_string(p.player())) + " has no captured " + *name + " to put in the way");
  if (std::find(between.begin(), between.end(), to) == between.end())
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    square_name(to) + " is not an empty square between your King and the checking piece");
  if (*role == Role::Pawn && parts::rank_for(g, p.player(), to) == 7)
    return p.reject(Cause::ChoiceWrong, "R21.2", "a Pawn is not put on its last rank");
  if (Result r = p.return_captured(back, *role, to, "R23.1"); !r.ok()) return r;
  return p.done("R23.1");
}

// Random play: a captured piece of his onto a square that blocks a check, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  static constexpr Role kKinds[] = {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen};
  std::vector<Role> kinds;
  for (Role r : kKinds)
    if (pick::has_captured(g, by, r)) kinds.push_back(r);
  const auto kind = d.one(kinds);
  const auto to = d.one(blocking_squares(g, by));
  if (!kind || !to) return;
  c.piece = std::string(role_name(*kind));
  c.to = *to;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChoosePiece | kChooseTo,
                                               .required = kChoosePiece | kChooseTo,
                                               .example = "{play: bodyguard, piece: knight, to: e4}"},
                                   .doors = {Door::PutBack},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace bodyguard_card

extern const CardDef bodyguard{
    .id = "bodyguard",
    .name = "BODYGUARD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = bodyguard_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Candidate, from the French original) Usable when one of your Kings is in check, even in an "
        "apparent checkmate. Take one of your captured (not dead) pieces and put it on an empty square "
        "between that King and the piece giving check, on the line along which the check runs, so that it "
        "blocks the check. Refused when you have no captured piece, when the checking piece is a Knight or "
        "stands next to the King, and when no square between them is empty. Timing assumed (any window of "
        "its owner's own turn).",
    .confidence = Confidence::Low,
    .basis = Basis::FrenchOriginal,
    .reading =
        "From the French original. Read as: while a King of the player is in check, one of his captured "
        "pieces (named by its original type) returns to an empty square between that King and a piece "
        "checking it along a line; a Pawn not on its last rank. Not the turn's move; played in his own "
        "turn.",
    .behaviour = &bodyguard_card::kBehaviour,
};

}  // namespace kmr::cards
