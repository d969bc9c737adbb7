// Effect parts shared by several cards, so that cards with the same
// mechanics (KNIGHTMARE!, THINK AGAIN! and CHAOS) share one implementation.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "kmr/card_behaviour.hpp"
#include "kmr/piece_names.hpp"

namespace kmr::parts {

// The `card:` choice, when given, must name the card it acts on.
bool names_card(const CardPlay& p, const CardDef& card);

// Cancels the opponent's move this turn (R27.2).
Result cancel_move(CardPlay& p);

// The single piece chosen with `target:`, which must be the player's own
// (or one he controls), and not royal when `allow_royal` is false.
Expected<PieceId> own_target(const CardPlay& p, bool allow_royal);

// Piece names (kmr/piece_names.hpp), which the game's own actions use too.
using kmr::known_piece_name;
using kmr::piece_is;

// The two pieces a swapping card names with `targets: [a, b]` (HOLY WAR,
// EVANGELISTS, HOLY QUEST, DEATH DANCE), in the order given; each square
// must hold a piece.
Expected<std::pair<PieceId, PieceId>> two_targets(const CardPlay& p);

// Why a card that acts on the piece the player moved this turn finds none
// on the board, when one did move: "the knight you moved to e4 this turn is
// no longer on the board (captured there)". "" when none of the player's
// pieces moved in `moves`.
std::string moved_piece_gone(const CardPlay& p, const std::vector<MoveRecord>& moves);

// Index of an effect in game.effects(), found by its sequence number.
std::optional<std::size_t> effect_index(const Game& game, const Effect& fx);

// The piece a card moves with its `move:` choice (one move): it must be the
// player's own (or one he controls, R8.4), not royal unless `allow_royal`,
// and free to move (a continuing effect holding it wins, R14.3).
Expected<PieceId> card_mover(const CardPlay& p, bool allow_royal);
// The same, for a card that moves only a piece of one kind ("rook", "pawn":
// a merged or transformed piece answering to it will do, R11.2); never a King.
Expected<PieceId> card_mover_of(const CardPlay& p, std::string_view kind);

// The replace-move of a card that lets a piece move like another without
// capturing (DUBBING, BLESSING, MASQUERADE): the `move:` choice must follow
// `how` (its leaps, and its slides over empty squares) to an empty square.
// The piece keeps its own type (R11.5) and does not promote (R21.2).
Result move_like(CardPlay& p, PieceId id, const Movement& how, std::string rule);

}  // namespace kmr::parts

namespace kmr::parts {

// Could the piece capture on `target` now, with every effect in force: it
// may move and capture, reaches the square, and (if the square is occupied)
// may take what stands there? Threat in the sense of R15.1.
bool threatens(const Game& game, PieceId id, Square target);

// `side`'s rank of a square, 0 (his first) to 7 (his last), as the board
// now lies (EARTHQUAKE turns it, R19.2).
int rank_for(const Game& game, Side side, Square s);

// Is the square in `side`'s half of the board (his ranks 0 to 3, R19.2)?
bool in_half_of(const Game& game, Side side, Square s);

// A piece of `owner`'s captured box (not dead) of the given kind: a
// promoted Pawn counts as a Pawn (R21.5). kNoPiece when there is none.
PieceId captured_piece(const Game& game, Side owner, Role kind);

// Is the piece a King for cards: royal, or based on a King (a Prince, R11.2)?
bool is_king(const Game& game, PieceId id);

// Could a piece `by` moves capture on `s` now, with every effect in force
// (is a King standing there in check, R15)?
bool attacked(const Game& game, Square s, Side by);

// Could a piece of this kind and side have stood on `s` (in the board's
// original frame) when the game began (R23.5)? Either of the two squares of
// a Bishop, Knight or Rook will do; a Princess had none.
bool starting_square(Role role, Side side, Square s);

// One of the player's pieces of `kind` (`target:`) captures, without
// moving, two or more enemy pieces it threatens (`targets:`), then is
// captured itself; the turn's move (SPLIT KNIGHT, MARTYR).
Result capture_many_then_fall(CardPlay& p, std::string_view kind);
// A card move `from`-`to` that the mover cannot make in `view` (among the
// moves of `view`'s side to move; `fits` picks the one meant): the way is
// closed (a piece between, a wall, a closed square: path-crossed, row 7 of
// the reason table), or the move has not the shape the piece allows
// (choice-wrong, row 5). Judged by trying again with only the pieces on
// `from` and `to` on the board and no walls or closed squares.
Cause unreachable_cause(const Game& game, Position view, Square from, Square to,
                        const std::function<bool(const Move&)>& fits);
// What closes the straight way from `from` to `to`, for people: "the knight
// on b2 stands in the way", "FORTIFICATION at e4-e5 stands between e4 and
// e5", "d6 is closed to every piece (FORBIDDEN CITY on d6)"; a plain phrase
// when the squares share no line.
// `own_pieces_pass`: the player's own pieces do not close it (GHOSTWALK).
std::string closed_way(const CardPlay& p, Square from, Square to, bool own_pieces_pass = false);
// A card move `from`-`to` the mover cannot make in `view` only because the
// piece it would take may not be captured (PACIFISM on it, TRUCE): were
// the effects that protect that piece not in force, `view`'s side to move
// could make it (`fits` picks the one meant). Then the capture door's
// refusal (R22.3, row 8 of the reason table), else nullopt: the move's
// shape and way (rows 5, 7) are judged first.
std::optional<Result> protected_victim(CardPlay& p, const Position& view, Square from, Square to,
                                       const std::function<bool(const Move&)>& fits);

}  // namespace kmr::parts

namespace kmr::parts {

// Knight transformations (PALADIN, CHAMPION, ROYAL KNIGHT): the Knight
// chosen with `target:`, the player's own when `own`, else either side's;
// never a royal piece.
Expected<PieceId> knight_target(const CardPlay& p, bool own);
// Plays such a transformation: lays its effect on that Knight (R11.1).
Result lay_on_knight(CardPlay& p, bool own);

// A transformation of a Knight holds while its piece is a Knight: REVELATION
// turning it into a Bishop suspends it (R10.3, R11.3).
bool still_a_knight(const Effect& fx, const Game& game);

// Adds the slides of `role` (a Queen's, a Bishop's) to a movement, skipping
// those it already has (SEAT OF POWER, HOLY GROUND).
void add_slides_of(Movement& m, Role role);

// After a move of one of the player's pieces of `role` that captured
// nothing, that piece makes the second move given with `move:`, capturing
// or not; BOG counts both as one move (R26.2). MERCILESS, CRUSADE.
Result second_move(CardPlay& p, Role role, std::string_view name);

// One of the player's Pawns (`m.from`) advances exactly `n` squares
// straight forward through empty, open squares, capturing nothing; forward
// is the board's forward (R14.5). ANNEXATION, FANATIC.
Result advance_pawn(CardPlay& p, const MoveRequest& m, int n);

}  // namespace kmr::parts

namespace kmr::parts {

// One end of a swap: a piece of the player's own (or one he controls) or of
// the enemy (or one the enemy controls: a NEUTRAL piece is both, R24.2),
// answering to `kind` ("rook", "bishop": R11.2, R11.9).
struct SwapEnd {
  bool own = true;
  std::string_view kind;
};
// The two pieces chosen with `targets: [a, b]` (in either order) exchange
// squares, nothing captured (R23.4). Never a King; a piece a continuing
// effect holds in place is not moved (R14.3). ANATHEMA, CATHEDRAL.
Result swap_targets(CardPlay& p, SwapEnd first, SwapEnd second);

// Ends one continuing effect in play, either player's (R10.4): the only
// one, or the one `card:` names. A regular card doing it may not thereby
// mate (R10.10, R12.7). PEACE TALKS, COUNTERSPELL.
Result cancel_continuing_effect(CardPlay& p);

// Is the piece the player's own (one he controls, R8.4), or the enemy's (one
// the opponent controls)? A NEUTRAL piece is both (R24.2).
bool is_own(const CardPlay& p, PieceId id);
bool is_enemy(const CardPlay& p, PieceId id);

// The pieces on the `targets:` squares, which must number `n`: the squares
// must hold pieces, all different. The detail says what went wrong.
Expected<std::vector<PieceId>> target_pieces(const CardPlay& p, std::size_t n);

// Swaps the squares of two pieces (R23.4), as swap_targets does once the
// pieces are chosen: never a King; a swap is a move of both by a card
// (R26.1), checked as CardPlay::swap(a, b, rule) checks it, so a piece held
// in place (MEDUSA, R14.3) refuses it as illegal-target. PASSING IN THE NIGHT.
Result swap_pieces(CardPlay& p, PieceId a, PieceId b, std::string rule);

}  // namespace kmr::parts
