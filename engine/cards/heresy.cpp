// HERESY (KC1). Reference: shared/cards/cards.yaml, id heresy.
#include <algorithm>
#include <string>
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace heresy_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move, every Bishop on the board that can must step to an
// orthogonally adjacent empty square (so onto the other colour), capturing
// nothing: the opponent's Bishops first, then yours (`moves:`, in that
// order; at the table each owner chooses his own). A Bishop that may not
// move (R14.3), or has no open empty square beside it when its turn
// comes, stays. Reading: the text forces every able Bishop, so leaving one
// out is refused.
bool can_step(const Game& g, PieceId id, const Position& pos) {
  if (!g.props(id).can_move) return false;
  const EffectRules rules(g.effects());
  const Square s = pos.piece(id).square;
  for (Step d : {Step{1, 0}, Step{-1, 0}, Step{0, 1}, Step{0, -1}}) {
    const int f = file_of(s) + d.df, r = rank_of(s) + d.dr;
    if (!on_board(f, r)) continue;
    const Square t = make_square(f, r);
    if (pos.piece_at(t) == kNoPiece && rules.square_open(pos, t) && rules.step_open(pos, s, t)) return true;
  }
  return false;
}

Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  std::vector<PieceId> moved;
  std::size_t k = 0;
  for (Side side : {p.opponent(), p.player()}) {
    for (; k < moves.size(); ++k) {
      const MoveRequest& m = moves[k];
      const Game& g = p.game();
      const Position& pos = p.position();
      const PieceId id = pos.piece_at(m.from);
      if (id == kNoPiece || !parts::piece_is(g, id, "bishop") || p.is_king(id))
        return p.reject(Cause::ChoiceWrong, "R8.3", "no Bishop stands on " + square_name(m.from));
      if (pos.piece(id).owner != side) break;  // the other side's turn to move his Bishops
      if (std::find(moved.begin(), moved.end(), id) != moved.end())
        return p.reject(Cause::ChoiceWrong, "R8.3", "each Bishop steps once");
      const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
      if (df * df + dr * dr != 1)
        return p.reject(Cause::ChoiceWrong, "R8.3",
                        to_string(m) + " is not a step to an orthogonally adjacent square");
      if (!g.props(id).can_move)
        return p.reject(Cause::ChoiceWrong, "R14.3", "that Bishop may not move now" + p.held_by(id));
      if (auto stop = p.way_refusal(m.from, m.to, /*ends_there=*/true, "R8.3")) {
        stop->detail = to_string(m) + ": " + stop->detail;
        return *stop;
      }
      if (Result r = p.card_move(id, m.to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
      moved.push_back(id);
    }
    const Game& g = p.game();
    const Position& pos = p.position();
    for (int i = 0; i < pos.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      if (pos.piece(id).zone != Zone::Board || pos.piece(id).owner != side ||
          !parts::piece_is(g, id, "bishop") || p.is_king(id) ||
          std::find(moved.begin(), moved.end(), id) != moved.end())
        continue;
      // A Bishop a continuing effect holds in place stays (R14.3): the card-move door says so.
      if (p.held_in_place(id)) continue;
      if (can_step(g, id, pos))
        return p.reject(Cause::ChoiceWrong, "R8.3",
                        "the Bishop on " + square_name(pos.piece(id).square) + " can step, so it must" +
                            (side == p.player() ? " (the opponent's Bishops move first)" : ""));
    }
  }
  if (k != moves.size())
    return p.reject(Cause::ChoiceWrong, "R8.3", "the opponent's Bishops move first, then yours");
  // No Bishop could step: it states no condition and acts on every Bishop
  // able to step, so it is spent, doing nothing (R5.3a).
  if (moved.empty())
    return Result::no_effect(Cause::GameCondition, "R5.3a", "no Bishop on the board can step");
  return p.done("R26.1");
}

// Random play: a step for every Bishop, the opponent's first, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  Position pos = g.position();
  const EffectRules rules(g.effects());
  c.moves.clear();
  for (Side side : {~by, by})
    for (int i = 0; i < pos.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      if (pos.piece(id).zone != Zone::Board || pos.piece(id).owner != side ||
          !parts::piece_is(g, id, "bishop") || parts::is_king(g, id) || !g.props(id).can_move)
        continue;
      const Square s = pos.piece(id).square;
      std::vector<Square> to;
      for (Step st : {Step{1, 0}, Step{-1, 0}, Step{0, 1}, Step{0, -1}}) {
        const int f = file_of(s) + st.df, r = rank_of(s) + st.dr;
        if (!on_board(f, r)) continue;
        const Square t = make_square(f, r);
        if (pos.piece_at(t) == kNoPiece && rules.square_open(pos, t) && rules.step_open(pos, s, t))
          to.push_back(t);
      }
      if (auto t = d.one(to)) {
        c.moves.push_back(MoveRequest{s, *t, std::nullopt});
        pos.relocate(id, *t);
      }
    }
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseMove | kChooseMoves,
                .example = "{play: heresy, moves: [f8g8, c1c2]}",
                .note = "moves: each Bishop's step, the opponent's first; none when no Bishop can step"},
    .doors = {Door::CardMove},
    .colour_matters = true,  // the opponent's Bishops step first
    .play = play,
    .random_choices = random_choices};
}  // namespace heresy_card

extern const CardDef heresy{
    .id = "heresy",
    .name = "HERESY",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = heresy_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every Bishop on the board that is able to must be moved by its owner one square onto an adjacent "
        "empty square so that it switches to the other square colour (i.e. an orthogonal step). The "
        "opponent moves all of his eligible Bishops first, then you move yours. No captures."
        " Reading: leaving out a Bishop that can step is refused; with no Bishop able to step the card is "
        "spent with no effect.",
    .confidence = Confidence::High,
    .reading = "The text forces every Bishop that can step to do so: leaving one out is refused.",
    .behaviour = &heresy_card::kBehaviour,
};

}  // namespace kmr::cards
