// CHALLENGE (KC1). Reference: shared/cards/cards.yaml, id challenge.
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/cards/card_defs.hpp"
#include "kmr/cards/parts.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};

// Names a kind of enemy piece (not King or Queen) that has a legal move; on
// his next turn the opponent may move only pieces of that kind, or loses
// the move. His other pieces therefore threaten nothing meanwhile, so a
// King may be left in check by one of them (R15.3).
Result play(CardPlay& p) {
  if (!p.choices().piece)
    return p.reject(Reason::IllegalTarget, "R8.3", "CHALLENGE needs a piece name (piece:)");
  const std::string& name = *p.choices().piece;
  if (!parts::known_piece_name(name) || name == "king" || name == "queen")
    return p.reject(Reason::IllegalTarget, "R8.3", "CHALLENGE may name any piece but a King or a Queen");
  p.add_lingering({}, 2);  // this turn's end, then the opponent's
  // The named piece must exist and have a legal move, judged as the opponent will move.
  const Game& g = p.game();
  Position view = g.position();
  view.set_side_to_move(p.opponent());
  bool movable = false;
  for (int i = 0; i < view.piece_count() && !movable; ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (view.piece(id).zone != Zone::Board || !parts::piece_is(g, id, name)) continue;
    if (!g.props(id).controlled_by[static_cast<std::size_t>(index(p.opponent()))]) continue;
    movable = !g.destinations(view.piece(id).square).empty();
  }
  if (!movable) return p.reject(Reason::ConditionUnmet, "R8.3", "no " + name + " of the opponent can move");
  return p.done("R15.3");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (pos.piece(id).owner != ~fx.owner) return;
  // Judged on the role or mark as the earlier effects leave it.
  const std::string& name = *fx.choices.piece;
  bool named = false;
  if (auto role = parse_role_name(name))
    named = pos.piece(id).role == *role;
  else if (auto mark = parse_mark(name))
    named = props.marks.has(*mark);
  // A merged piece answers to either part's name (R11.9), which only the
  // game can tell: restrict_moves below judges it whole.
  if (!named && !props.marks.has(Mark::Confabulated)) props.can_move = false;
}

// The opponent's moves: only those of pieces answering to the name, merged
// pieces judged whole (R11.9).
void restrict_moves(const Effect& fx, const Game& game, MoveList& moves) {
  if (game.position().side_to_move() != ~fx.owner) return;
  MoveList kept;
  for (const Move& m : moves) {
    const PieceId id = game.position().piece_at(m.from);
    if (id != kNoPiece && parts::piece_is(game, id, *fx.choices.piece)) kept.push(m);
  }
  moves = kept;
}

void on_turn_start(const Effect& fx, CardPlay& p) {
  if (p.game().turn() == ~fx.owner && p.game().legal_moves().empty()) p.lose_move();
}

constexpr CardBehaviour kBehaviour{.choices = kChoosePiece,
                                   .play = play,
                                   .modify = modify,
                                   .restrict_moves = restrict_moves,
                                   .on_turn_start = on_turn_start};
}  // namespace

extern const CardDef challenge{
    .id = "challenge",
    .name = "CHALLENGE",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Name one enemy piece other than the King or Queen; it must exist and have a legal move. On his "
        "next move the opponent must move that piece, or he loses the turn.",
    .confidence = Confidence::High,
    .behaviour = &kBehaviour,
};

}  // namespace kmr::cards
