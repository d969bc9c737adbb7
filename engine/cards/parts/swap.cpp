// Two pieces exchange squares (R23.4): ANATHEMA, CATHEDRAL, TOURNAMENT,
// SIEGE, TREASON, PASSING IN THE NIGHT.
#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "parts.hpp"

namespace kmr::parts {
namespace {

bool fits(const CardPlay& p, PieceId id, const SwapEnd& end) {
  const Side whose = end.own ? p.player() : p.opponent();
  return p.props(id).controlled_by[static_cast<std::size_t>(index(whose))] &&
         piece_is(p.game(), id, end.kind);
}

std::string describe(const CardPlay& p, const SwapEnd& end) {
  return std::string(end.own ? "one of " + std::string(to_string(p.player())) + "'s "
                             : "one of " + std::string(to_string(p.opponent())) + "'s ") +
         std::string(end.kind) + "s";
}

}  // namespace

Result swap_targets(CardPlay& p, SwapEnd first, SwapEnd second) {
  const std::vector<Square>& squares = p.choices().targets;
  if (squares.size() != 2 || squares[0] == squares[1])
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    std::string(p.card().name) + " needs the two pieces it swaps (targets: [a, b])");
  PieceId a = p.position().piece_at(squares[0]);
  PieceId b = p.position().piece_at(squares[1]);
  for (std::size_t i = 0; i < 2; ++i)
    if (p.position().piece_at(squares[i]) == kNoPiece)
      return p.reject(Cause::ChoiceWrong, "R8.3", "no piece stands on " + square_name(squares[i]));
  if (!(fits(p, a, first) && fits(p, b, second)) && !(fits(p, a, second) && fits(p, b, first)))
    return p.reject(
        Cause::ChoiceWrong, "R8.3",
        std::string(p.card().name) + " swaps " + describe(p, first) + " with " + describe(p, second));
  return swap_pieces(p, a, b, "R23.4");
}

Result cancel_continuing_effect(CardPlay& p) {
  Result refused;
  const auto chosen = p.named_effect(refused, [](const Effect& fx) { return fx.continuing; });
  if (!chosen) return refused;
  p.end_effect(*chosen);
  return p.done("R10.4");
}

bool is_own(const CardPlay& p, PieceId id) { return p.is_own(id); }

bool is_enemy(const CardPlay& p, PieceId id) { return p.is_enemy(id); }

Expected<std::vector<PieceId>> target_pieces(const CardPlay& p, std::size_t n) {
  const auto& squares = p.choices().targets;
  const std::string name(p.card().name);
  if (squares.size() != n) return Error{name + " needs " + std::to_string(n) + " targets (targets:)"};
  std::vector<PieceId> ids;
  for (Square s : squares) {
    const PieceId id = p.position().piece_at(s);
    if (id == kNoPiece) return Error{"no piece stands on " + square_name(s)};
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return Error{square_name(s) + " is named twice"};
    ids.push_back(id);
  }
  return ids;
}

// A piece held in place is the wrong piece to name, not a closed path: the
// reason decision table's row 5 (illegal-target) comes before row 7
// (blocked), as for every card naming a piece that may not move.
Result swap_pieces(CardPlay& p, PieceId a, PieceId b, std::string rule) {
  for (PieceId id : {a, b})
    if (p.props(id).royal || is_king(p.game(), id))
      return p.reject(Cause::ChoiceWrong, "R8.3", std::string(p.card().name) + " may not move a King");
  return p.swap(a, b, std::move(rule));  // the checked swap: a swap is a move of both (R26.1)
}

}  // namespace kmr::parts
