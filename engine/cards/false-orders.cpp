// FALSE ORDERS (KC2). Reference: shared/cards/cards.yaml, id false-orders.
#include <algorithm>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace false_orders_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move (the timing, and the enemy piece moving by its own
// normal move without capturing, come from the French original, ELEMENT
// INCONTROLE) you move one enemy piece other than a King (`move:`) as it
// could move, onto an empty square. Until the end of its owner's following
// turn it may not move and threatens nothing (R15.1): the rulings show it
// left where you take it on your next turn. A regular card: its hold is not
// in play and cannot be cancelled later (R10.6), and a later regular card
// moving the piece (ESCAPE!) wins over it (R14.3).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.size() != 1)
    return p.reject(Cause::ChoiceWrong, "R8.3", "FALSE ORDERS needs the enemy piece's move (move:)");
  const MoveRequest& m = moves.front();
  const Game& g = p.game();
  const Position& pos = p.position();
  const PieceId id = pos.piece_at(m.from);
  if (id == kNoPiece || !p.is_enemy(id))  // a NEUTRAL piece counts (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "no enemy piece stands on " + square_name(m.from));
  if (p.is_king(id)) return p.reject(Cause::ChoiceWrong, "R8.3", "FALSE ORDERS may not move a King");
  if (!g.props(id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(id));
  if (pos.piece_at(m.to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3", square_name(m.to) + " is occupied");
  Position view = pos;
  view.set_side_to_move(p.opponent());
  view.set_en_passant(std::nullopt);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  const auto fits = [](const Move& mv) {
    return mv.kind != MoveKind::Castle && mv.kind != MoveKind::Promotion;
  };
  const bool ok = std::any_of(legal.begin(), legal.end(),
                              [&](const Move& mv) { return mv.from == m.from && mv.to == m.to && fits(mv); });
  if (!ok) {
    const Cause why = parts::unreachable_cause(g, view, m.from, m.to, fits);
    return p.reject(why, "R8.3",
                    why == Cause::PathCrossed ? to_string(m) + ": " + parts::closed_way(p, m.from, m.to)
                                              : to_string(m) + " is not a move that piece can make");
  }
  if (Result r = p.card_move(id, m.to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  p.add_lingering({id}, 2);  // this turn's end, then its owner's turn
  return p.done("R15.1");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.can_move = false;
  props.can_capture = false;
}

// Random play: a move an enemy piece other than a King could make to an empty square, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<Move> moves = pick::moves_of(g, ~by);
  std::erase_if(moves, [&](const Move& m) {
    return (m.kind != MoveKind::Normal && m.kind != MoveKind::DoublePush) ||
           g.position().piece_at(m.to) != kNoPiece || parts::is_king(g, g.position().piece_at(m.from));
  });
  if (auto m = d.one(moves)) c.moves = {pick::request(*m)};
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove, .required = kChooseMove, .example = "{play: false-orders, move: d8d4}"},
    .doors = {Door::CardMove},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .random_choices = random_choices};
}  // namespace false_orders_card

extern const CardDef false_orders{
    .id = "false-orders",
    .name = "FALSE ORDERS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = false_orders_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "You move one enemy piece (in the rulings' examples, to a square where it can be taken: a Queen "
        "left en prise, a Rook put in front of your Pawn). From the French original (low): the move must be "
        "one of that piece's own normal moves, and it may not capture; played after your move. On its "
        "owner's following turn that piece may not move, and until then it threatens nothing, so it cannot "
        "capture even through a card such as EVIL EYE. The card is regular and goes to the discard pile at "
        "once, although its hold lasts into the opponent's turn.",
    .confidence = Confidence::Medium,
    .reading =
        "Read as: after his move the player moves an enemy piece other than a King by one of its own normal "
        "moves onto an empty square; it may not move or threaten until the end of its owner's next turn.",
    .behaviour = &false_orders_card::kBehaviour,
};

}  // namespace kmr::cards
