// Who the engine acted for (actor.hpp).
#include "kmr/model/actor.hpp"

namespace kmr::harness {
namespace {

bool same_answer(const Result& a, const Result& b) {
  return a.outcome == b.outcome && a.reason == b.reason && a.rule == b.rule && a.detail == b.detail &&
         a.events == b.events;
}

}  // namespace

Side acting_side(const Game& before, const Action& action, const Result& answer) {
  if (action.by) return *action.by;
  if (action.kind == ActionKind::Move) return before.to_move();
  for (Side side : {before.turn(), ~before.turn()}) {
    Action named = action;
    named.by = side;
    if (same_answer(before.probe(named), answer)) return side;
  }
  return before.turn();
}

}  // namespace kmr::harness
