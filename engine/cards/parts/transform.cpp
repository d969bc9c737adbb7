// Shared parts of the cards that transform Knights and of the marked
// squares that lend a piece another piece's moves.
#include <algorithm>

#include "parts.hpp"

namespace kmr::parts {

Expected<PieceId> knight_target(const CardPlay& p, bool own) {
  auto id = own ? own_target(p, /*allow_royal=*/false) : p.target_piece();
  if (!id) return id;
  if (p.position().piece(*id).role != Role::Knight)
    return Error{std::string(p.card().name) + " is played on a Knight"};
  if (p.is_king(*id)) return Error{std::string(p.card().name) + " may not be played on a King"};
  return id;
}

Result lay_on_knight(CardPlay& p, bool own) {
  auto target = knight_target(p, own);
  if (!target) return p.reject(target.error(), "R8.3");
  p.add_effect({*target});
  return p.done("R11.1");
}

bool still_a_knight(const Effect& fx, const Game& game) {
  return game.position().piece(fx.targets.front()).role == Role::Knight;
}

void add_slides_of(Movement& m, Role role) {
  for (const Slide& s : standard_movement(role).slides)
    if (std::find(m.slides.begin(), m.slides.end(), s) == m.slides.end()) m.slides.push_back(s);
}

}  // namespace kmr::parts
