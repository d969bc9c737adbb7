// CHALLENGE (KC1). Reference: shared/cards/cards.yaml, id challenge.
#include <algorithm>
#include <optional>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace challenge_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Names a kind of enemy piece (not King or Queen) that has a legal move; on
// his next turn the opponent may move only pieces of that kind, or loses
// the move. His other pieces therefore threaten nothing meanwhile, so a
// King may be left in check by one of them (R15.3).
Result play(CardPlay& p) {
  if (!p.choices().piece)
    return p.reject(Cause::ChoiceWrong, "R8.3", "CHALLENGE needs a piece name (piece:)");
  const std::string& name = *p.choices().piece;
  if (!parts::known_piece_name(name) || name == "king" || name == "queen")
    return p.reject(Cause::ChoiceWrong, "R8.3", "CHALLENGE may name any piece but a King or a Queen");
  // The pieces that answer to the name now, merged ones included (a Queen
  // merged with a Knight is a Knight, R11.9): both parts of such a piece are
  // named, so the part beneath does not hold the whole back.
  const Game& game = p.game();
  std::vector<PieceId> named;
  for (int i = 0; i < game.position().piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (game.position().piece(id).zone == Zone::Board && parts::piece_is(game, id, name)) named.push_back(id);
  }
  for (const Effect& fx : game.effects()) {
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->merged_into) continue;
    for (std::size_t k = 0, n = named.size(); k < n; ++k)
      if (const PieceId part = b->merged_into(fx, named[k]); part != kNoPiece && part != named[k])
        named.push_back(part);
  }
  p.add_lingering(std::move(named), 2);  // this turn's end, then the opponent's
  // The named piece must exist and have a legal move, judged as the
  // opponent will move: once this turn has ended and what held his pieces
  // or checks to its end has lapsed (a RIPOSTE's piece gives check again).
  const std::optional<Game> next = p.game().next_turn();
  const Game& g = next ? *next : p.game();
  Position view = g.position();
  view.set_side_to_move(p.opponent());
  bool movable = false;
  for (int i = 0; i < view.piece_count() && !movable; ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (view.piece(id).zone != Zone::Board || !parts::piece_is(g, id, name)) continue;
    if (!p.is_enemy(id)) continue;
    movable = !g.destinations(view.piece(id).square).empty();
  }
  if (!movable) return p.reject(Cause::GameCondition, "R8.3", "no " + name + " of the opponent can move");
  return p.done("R15.3");
}

// Does CHALLENGE's name fit the piece, judged on the role or mark as the
// earlier effects leave it?
bool named(const Effect& fx, const Position& pos, PieceId id, const PieceProps& props) {
  if (std::find(fx.targets.begin(), fx.targets.end(), id) != fx.targets.end()) return true;
  const std::string& name = *fx.choices.piece;
  if (auto role = parse_role_name(name)) return pos.piece(id).role == *role;
  if (auto mark = parse_mark(name)) return props.marks.has(*mark);
  return false;
}

// It binds the opponent's next move only: his pieces are held while he is
// the one to move (then they threaten nothing either, R15.3), not while
// the challenger still acts in his own turn (a MERCILESS of his moving a
// NEUTRAL Rook of the opponent's, R24.1).
void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (pos.side_to_move() != ~fx.owner || pos.piece(id).owner != ~fx.owner) return;
  if (named(fx, pos, id, props)) return;
  props.can_move = false;
  // Castling moves the Rook as well as the King (R18.2): with Rooks named,
  // the King may still castle with one, though it may not move otherwise.
  const std::string& name = *fx.choices.piece;
  const bool rooks_named =
      name == "rook" || std::any_of(fx.targets.begin(), fx.targets.end(),
                                    [&](PieceId t) { return pos.piece(t).role == Role::Rook; });
  if (rooks_named && pos.piece(id).role == Role::King) props.castles_held = true;
}

// A piece of the challenger's own that the opponent may move too (NEUTRAL,
// R24.1) is no piece of the named kind for his move either. It is not held:
// it still threatens the opponent's King for the challenger.
void restrict_moves(const Effect& fx, const Game& game, MoveList& moves) {
  const Position& pos = game.position();
  if (pos.side_to_move() != ~fx.owner) return;
  MoveList kept;
  for (const Move& m : moves) {
    const PieceId id = pos.piece_at(m.from);
    if (id == kNoPiece || pos.piece(id).owner == ~fx.owner || named(fx, pos, id, game.props(id)))
      kept.push(m);
  }
  moves = kept;
}

void on_turn_start(const Effect& fx, CardPlay& p) {
  if (p.game().turn() == ~fx.owner && p.game().legal_moves().empty()) p.lose_move();
}

// It lasts its two turn ends, whatever becomes of the pieces it names.
bool ended(const Effect&, const Game&) { return false; }

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChoosePiece,
                                               .required = kChoosePiece,
                                               .example = "{play: challenge, piece: knight}"},
                                   .play = play,
                                   .modify = modify,
                                   .ended = ended,
                                   .restrict_moves = restrict_moves,
                                   .on_turn_start = on_turn_start};
}  // namespace challenge_card

extern const CardDef challenge{
    .id = "challenge",
    .name = "CHALLENGE",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = challenge_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Name one enemy piece other than the King or Queen; it must exist and have a legal move. On his "
        "next move the opponent must move that piece, or he loses the turn.",
    .confidence = Confidence::High,
    .behaviour = &challenge_card::kBehaviour,
};

}  // namespace kmr::cards
