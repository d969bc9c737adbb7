// Piece names as players say them (kmr/piece_names.hpp).
#include "kmr/piece_names.hpp"

#include "kmr/card_behaviour.hpp"

namespace kmr {

bool piece_is(const Game& game, PieceId id, std::string_view name) {
  if (auto role = parse_role_name(name)) {
    if (game.position().piece(id).role == *role) return true;
    // A merged piece answers to either part's name (CONFABULATION, R11.9).
    for (const Effect& fx : game.effects()) {
      const CardBehaviour* b = fx.card->behaviour;
      if (fx.suspended || !b || !b->merged_into) continue;
      const PieceId part = b->merged_into(fx, id);
      if (part != kNoPiece && part != id && piece_is(game, part, name)) return true;
    }
    return false;
  }
  if (auto mark = parse_mark(name)) return game.props(id).marks.has(*mark);
  return false;
}

bool known_piece_name(std::string_view name) { return parse_role_name(name) || parse_mark(name); }

}  // namespace kmr
