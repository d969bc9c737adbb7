// FIREBALL (KC1). Reference: shared/cards/cards.yaml, id fireball.
#include <algorithm>
#include <vector>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace fireball_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

bool is_king(const CardPlay& p, PieceId id) { return p.is_king(id); }  // a Prince too (R11.2)

// After a move of yours that captured nothing, the piece you moved
// explodes: it and every piece of either side on the eight squares around
// it are captured (R22.1). Kings (a Prince included) are never affected: a
// King that moved does not explode, so the card is spent (R5.3a). Pieces
// that cannot be captured (PACIFISM, R22.3) stay, and one cannot be the
// piece that explodes. When the move moved several pieces (castling,
// R18.2), `target:` names the one that explodes; a King being excluded,
// the Rook of a castling explodes without naming it. As a regular card it
// may not directly mate (R12.1), nor leave the player's own King in check
// (R13.1): the pipeline judges both.
Result play(CardPlay& p) {
  // The turn's move only: pieces moved by cards played after it (through
  // PLOTS WITHIN PLOTS) are not the piece that moved (R6.5).
  const TurnLog& full = p.game().turn_log();
  TurnLog log;
  log.moves.assign(
      full.moves.begin(),
      full.moves.begin() + static_cast<std::ptrdiff_t>(full.turn_move_end.value_or(full.moves.size())));
  if (log.moves.empty()) return p.reject(Cause::GameCondition, "R6.5", "you have not moved this turn");
  if (std::any_of(log.moves.begin(), log.moves.end(), [](const MoveRecord& m) { return m.captured; }))
    return p.reject(Cause::GameCondition, "R6.5", "FIREBALL follows only a move that captured nothing");
  const Position& pos = p.position();
  // The pieces the player moved this turn, still on the board: his own or
  // NEUTRAL ones he moved (R24.1).
  std::vector<PieceId> moved;
  auto add = [&](PieceId id) {
    if (id == kNoPiece) return;
    const Piece& piece = pos.piece(id);
    if (piece.zone == Zone::Board && std::find(moved.begin(), moved.end(), id) == moved.end())
      moved.push_back(id);
  };
  for (const MoveRecord& m : log.moves) {
    if (m.mover != p.player()) continue;
    add(m.piece);
    // Castling is a move of the Rook too (R18.2): it now stands on the
    // square the King crossed.
    if (!m.by_card && m.move.kind == MoveKind::Castle)
      add(pos.piece_at(make_square((file_of(m.from) + file_of(m.to)) / 2, rank_of(m.from))));
  }
  if (moved.empty()) {
    // One moved but is gone (a MAN-TRAP took it): say so.
    const std::string gone = parts::moved_piece_gone(p, log.moves);
    return p.reject(Cause::GameCondition, "R6.5", gone.empty() ? "no piece of yours moved this turn" : gone);
  }
  std::optional<PieceId> bomb;
  if (p.choices().target) {
    const PieceId at = pos.piece_at(*p.choices().target);
    if (std::find(moved.begin(), moved.end(), at) == moved.end())
      return p.reject(Cause::ChoiceWrong, "R6.5",
                      "no piece you moved this turn stands on " + square_name(*p.choices().target));
    bomb = at;
  } else {
    std::vector<PieceId> can_explode;
    for (PieceId id : moved)
      if (!is_king(p, id)) can_explode.push_back(id);
    if (can_explode.size() > 1)
      return p.reject(Cause::ChoiceMissing, "R6.5",
                      "several pieces moved: name the one that explodes (target:)");
    bomb = can_explode.empty() ? moved.front() : can_explode.front();
  }
  // Played on its condition, it finds nothing to explode: spent (R5.3a).
  if (is_king(p, *bomb)) return Result::no_effect(Cause::GameCondition, "R5.3a", "a King does not explode");
  if (!p.props(*bomb).capturable)
    return p.reject(Cause::Protected, "R22.3",
                    "the piece that moved cannot be captured, so it cannot explode");
  const Square centre = pos.piece(*bomb).square;
  std::vector<PieceId> around;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const int f = file_of(centre) + df, r = rank_of(centre) + dr;
      if ((df == 0 && dr == 0) || !on_board(f, r)) continue;
      const PieceId id = pos.piece_at(make_square(f, r));
      if (id != kNoPiece && !is_king(p, id)) around.push_back(id);
    }
  p.capture(*bomb);
  for (PieceId id : around)
    if (!p.capture(id)) p.events("the piece on " + square_name(p.position().piece(id).square) + " is immune");
  return p.done("R22.1");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget,
                .example = "{play: fireball}",
                .note = "target: the piece that moved, needed when more than one did"},
    .doors = {Door::Capture},
    .play = play};
}  // namespace fireball_card

extern const CardDef fireball{
    .id = "fireball",
    .name = "FIREBALL",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = fireball_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after a move of yours that captured nothing: the piece you moved explodes and is removed, "
        "together with every piece, of both colours, on the eight squares around it. All count as captured. "
        "Kings are never affected.",
    .confidence = Confidence::High,
    .behaviour = &fireball_card::kBehaviour,
};

}  // namespace kmr::cards
