// The session's state in plain data (Session::state): what a front end
// shows of the table, read from the game's own queries.
#include <cstddef>

#include "kmr/fen.hpp"
#include "kmr/refusal.hpp"
#include "kmr/session.hpp"

#include "kmr/effect_names.hpp"

namespace kmr {
namespace {

std::vector<std::string> ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  for (CardRef c : cards) out.emplace_back(c->id);
  return out;
}

SideView side_view(const Game& g, Side side) {
  SideView v;
  v.side = side;
  for (CardRef c : g.cards(side).hand) {
    HandCard h{std::string(c->id), std::string(c->name), true, {}};
    if (auto refused = g.timing_refusal(side, *c)) {
      h.playable_now = false;
      h.why_not = refused->detail;
    }
    v.hand.push_back(std::move(h));
  }
  v.deck = ids(g.cards(side).deck);
  v.discard = ids(g.cards(side).discard);
  v.captured = g.captured(side);
  v.dead = g.dead(side);
  v.in_check = g.in_check(side);
  for (Timing t : {Timing::BeforeMove, Timing::ReplaceMove, Timing::AfterMove, Timing::AfterOpponentMove,
                   Timing::AfterOpponentCard, Timing::OpponentTurn})
    if (g.window_is_open(side, t)) v.windows.push_back(t);
  return v;
}

}  // namespace

StateView Session::state() const {
  const Game& g = game_;
  StateView v;
  v.fen = to_fen(g.position());
  v.turn = g.turn();
  v.to_move = g.to_move();
  v.phase = g.phase();
  v.ending = g.ending();
  v.game_over = v.ending.result;
  v.checkmated = g.checkmated();
  v.stalemated = g.stalemated();
  v.move_cancelled = g.move_cancelled();
  if (g.hidden()) v.hidden_piece_owner = ~g.hidden()->known_to;
  v.sides = {side_view(g, Side::White), side_view(g, Side::Black)};
  for (std::size_t i = 0; i < g.effects().size(); ++i) {
    const Effect& fx = g.effects()[i];
    v.effects.push_back({std::string(fx.card->id), std::string(fx.card->name), effect_place(g, fx), fx.owner,
                         fx.continuing, fx.suspended, effect_words(g, i)});
  }
  for (Square sq = 0; sq < kSquareCount; ++sq)
    if (std::vector<std::string> marks = g.marks_at(sq); !marks.empty()) v.marks.push_back({sq, marks});
  return v;
}

}  // namespace kmr
