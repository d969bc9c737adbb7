#include "kmr/cards/parts.hpp"

namespace kmr::parts {

bool names_card(const CardPlay& p, const CardDef& card) {
  const auto& c = p.choices().card;
  return !c || *c == "last" || *c == card.id;
}

Result cancel_move(CardPlay& p) { return p.cancel_last_move(); }

Expected<PieceId> own_target(const CardPlay& p, bool allow_royal) {
  auto id = p.target_piece();
  if (!id) return id;
  const PieceProps props = p.props(*id);
  // "Your" pieces are the ones you control now; NEUTRAL ones count (R8.4).
  if (!props.controlled_by[static_cast<std::size_t>(index(p.player()))])
    return Error{"the piece on " + square_name(*p.choices().target) + " is not " +
                 std::string(to_string(p.player())) + "'s"};
  if (!allow_royal && props.royal) return Error{std::string(p.card().name) + " may not be played on a King"};
  return id;
}

bool piece_is(const Game& game, PieceId id, std::string_view name) {
  if (auto role = parse_role_name(name)) return game.position().piece(id).role == *role;
  if (auto mark = parse_mark(name)) return game.props(id).marks.has(*mark);
  return false;
}

bool known_piece_name(std::string_view name) { return parse_role_name(name) || parse_mark(name); }

std::optional<std::size_t> effect_index(const Game& game, const Effect& fx) {
  const auto& effects = game.effects();
  for (std::size_t i = 0; i < effects.size(); ++i)
    if (effects[i].sequence == fx.sequence) return i;
  return std::nullopt;
}

}  // namespace kmr::parts
