// BROTHERS IN ARMS (KC2). Reference: shared/cards/cards.yaml, id brothers-in-arms.
#include <algorithm>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace brothers_in_arms_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// The kinds of piece that may make the two moves (the French original,
// COUP DOUBLE: two Pawns, two Knights, two Bishops or two Rooks).
constexpr Role kKinds[] = {Role::Pawn, Role::Knight, Role::Bishop, Role::Rook};

// Reading (the card's text is only partly known): as the turn's move, two
// different pieces of yours of one kind (`moves: [a2a3, b2b4]`), two Pawns
// as in the rulings or, from the French original, two Knights, two Bishops
// or two Rooks, each make one of their ordinary moves, one after the
// other, as the effects in play shape them (a Crab is a Pawn, R11.2): for a
// Pawn a step, a double step from its first square or a diagonal capture,
// promoting as the move says (`a7a8q`); no en passant, no castling. The
// kind is the first piece's; the second must answer to it. Played once the
// move is made, it would be a second move, which only replace-move cards
// give (R26.3).
Result piece_move(CardPlay& p, const MoveRequest& m, Role kind) {
  const std::string name(role_name(kind));
  const PieceId id = p.position().piece_at(m.from);
  if (id == kNoPiece || !parts::is_own(p, id) || !parts::piece_is(p.game(), id, name))
    return p.reject(Cause::ChoiceWrong, "R8.3", "no " + name + " of yours stands on " + square_name(m.from));
  if (!p.props(id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(id));
  Position view = p.position();
  view.set_side_to_move(p.player());
  MoveList legal;
  generate_generic(view, p.game().rules(), EffectRules(p.game().effects()), legal, Legality::Pseudo);
  const auto fits = [&](const Move& mv) {
    if (mv.kind == MoveKind::Promotion) return m.promotion == mv.promotion;
    return !m.promotion && (mv.kind == MoveKind::Normal || mv.kind == MoveKind::DoublePush);
  };
  const bool ok = std::any_of(legal.begin(), legal.end(),
                              [&](const Move& mv) { return mv.from == m.from && mv.to == m.to && fits(mv); });
  if (!ok) {
    if (auto prot = parts::protected_victim(p, view, m.from, m.to, fits)) return *prot;
    const Cause why = parts::unreachable_cause(p.game(), view, m.from, m.to, fits);
    return p.reject(why, "R8.3",
                    why == Cause::PathCrossed
                        ? to_string(m) + ": " + parts::closed_way(p, m.from, m.to)
                        : to_string(m) + " is not a move that " + name + " can make now");
  }
  Result r = p.card_move(id, m.to, /*may_capture=*/true, "R19.1");
  if (!r.ok()) return r;
  if (m.promotion && !p.promote(id, *m.promotion))
    return p.reject(Cause::ChoiceWrong, "R21.6", "that Pawn may not promote (a merged Pawn never does)");
  return r;
}

Result play(CardPlay& p) {
  if (p.game().phase() != Phase::BeforeMove)
    return p.reject(Cause::WrongWindow, "R26.3", "BROTHERS IN ARMS is the turn's move, and it has been made");
  const auto& moves = p.choices().moves;
  if (moves.size() != 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "BROTHERS IN ARMS moves two pieces (moves: [..., ...])");
  if (moves[0].from == moves[1].from || moves[1].from == moves[0].to)
    return p.reject(Cause::ChoiceWrong, "R8.3", "BROTHERS IN ARMS moves two different pieces");
  const PieceId first = p.position().piece_at(moves[0].from);
  const auto kind = first == kNoPiece
                        ? nullptr
                        : std::find(std::begin(kKinds), std::end(kKinds), p.position().piece(first).role);
  if (!kind || kind == std::end(kKinds))
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    "BROTHERS IN ARMS moves two Pawns, two Knights, two Bishops or two Rooks");
  for (const MoveRequest& m : moves) {
    Result r = piece_move(p, m, *kind);
    if (!r.ok()) return r;
  }
  p.counts_as_move();
  return p.done("R26.1");
}

// Random play: two moves of two different pieces of his of one kind, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const std::string kind(role_name(kKinds[d.below(4)]));
  std::vector<Move> moves = pick::moves_of(g, by);
  std::erase_if(moves, [&](const Move& m) {
    const PieceId id = g.position().piece_at(m.from);
    return m.kind == MoveKind::EnPassant || m.kind == MoveKind::Castle ||
           g.position().piece(id).role != parse_role_name(kind) || !parts::piece_is(g, id, kind);
  });
  const auto a = d.one(moves);
  if (!a) return;
  std::erase_if(moves, [&](const Move& m) { return m.from == a->from || m.to == a->to || m.from == a->to; });
  if (auto b = d.one(moves)) c.moves = {pick::request(*a), pick::request(*b)};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMoves,
                                               .required = kChooseMoves,
                                               .example = "{play: brothers-in-arms, moves: [a2a3, b2b4]}"},
                                   .doors = {Door::Capture, Door::CardMove, Door::Transform},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace brothers_in_arms_card

extern const CardDef brothers_in_arms{
    .id = "brothers-in-arms",
    .name = "BROTHERS IN ARMS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = brothers_in_arms_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Playing it is your move for the turn: you move two of your Pawns (the rulings' case). Candidate "
        "from the French original (low): two of your pieces of one kind (two Pawns, two Knights, two Bishops "
        "or two Rooks) each make a move, both at once. How far Pawns may go, whether the moves may capture, "
        "and whether they must be the pieces' ordinary moves are not known.",
    .confidence = Confidence::Low,
    .reading =
        "Read as: instead of his move, two different pieces of the player of one kind (Pawns, Knights, "
        "Bishops or Rooks) each make one ordinary move, capturing or not, one after the other; a Pawn "
        "reaching the last rank promotes.",
    .behaviour = &brothers_in_arms_card::kBehaviour,
};

}  // namespace kmr::cards
