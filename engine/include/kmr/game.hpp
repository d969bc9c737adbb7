// A game of Knightmare Chess as a value type: the position, both players'
// cards, the continuing effects in play and where the turn stands. All play
// goes through apply(); a probe is apply() on a copy. Copies compare equal
// when they are the same state, which is how probes prove they changed
// nothing.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/doors.hpp"
#include "kmr/effect.hpp"
#include "kmr/expected.hpp"
#include "kmr/frozen.hpp"
#include "kmr/move.hpp"
#include "kmr/piece_props.hpp"
#include "kmr/position.hpp"
#include "kmr/position_history.hpp"
#include "kmr/result.hpp"
#include "kmr/rules_profile.hpp"
#include "kmr/shared_list.hpp"
#include "kmr/turn_log.hpp"

namespace kmr {

// A piece by letter: role and side (scenario files write "P", "n"...).
struct PieceCode {
  Role role = Role::Pawn;
  Side side = Side::White;
  bool operator==(const PieceCode&) const = default;
  auto operator<=>(const PieceCode&) const = default;
};
std::optional<PieceCode> parse_piece_code(std::string_view text);  // one letter
char to_char(PieceCode p);

// Where the turn of the side to move stands (R6.7).
enum class Phase : unsigned char {
  BeforeMove,  // the acting player has not moved yet
  AfterMove,   // he has moved; after-move cards and the opponent's answers, then end-turn
};
std::string_view to_string(Phase p);
std::optional<Phase> parse_phase(std::string_view text);

enum class GameOver : unsigned char { None, WhiteWins, BlackWins, Draw };
std::string_view to_string(GameOver g);
std::optional<GameOver> parse_game_over(std::string_view text);

// Why a game ended (the names python-chess users know, in the scenario
// format's words: "checkmate", "move-count", ...).
enum class Termination : unsigned char {
  None,          // the game goes on
  Checkmate,     // no legal move or card gets the King out of check (R16.1)
  Stalemate,     // no legal move, not in check, no card escapes (R17.2)
  Repetition,    // the same board a third time, the same side to move (R17.1)
  MoveCount,     // a hundred half-moves with no capture and no Pawn move (R17.5)
  DeadPosition,  // neither side can ever mate, and no card is left (R17.4)
  NoKing,        // a side was left with no King at all (R12.6)
  Stalled,       // a King that must come back has no square: the game cannot go on (R17.3)
  CardWin,       // a way to win an effect in play adds (KING OF THE MOUNTAIN)
};
std::string_view to_string(Termination t);
std::optional<Termination> parse_termination(std::string_view text);
// The rule that ends a game so, e.g. "R17.5" ("" for None).
std::string_view rule_of(Termination t);

// How a game ended: the result, why, and the card whose win it was.
struct Ending {
  GameOver result = GameOver::None;
  Termination termination = Termination::None;
  const CardDef* card = nullptr;  // CardWin: the effect's card
  bool over() const { return result != GameOver::None; }
  // The side that won; nullopt for a draw or while the game goes on.
  std::optional<Side> winner() const;
  bool operator==(const Ending&) const = default;
};
// "white wins by checkmate (R16.1)", "draw by the move count (R17.5)",
// "black wins: KING OF THE MOUNTAIN", "" while the game goes on.
std::string describe(const Ending& e);

// A continuing effect already in play when a scenario starts.
struct EffectSetup {
  std::string card;
  Side owner = Side::White;
  CardChoices choices;
};

// The most continuing effects a setup may lay: more than two decks of
// cards could put in play (R3.1: 150 points a deck, no card under 2).
inline constexpr std::size_t kMaxSetupEffects = 256;

struct Setup {
  std::string fen;
  RulesProfile rules = RulesProfile::Knightmare;
  std::vector<EffectSetup> effects;            // oldest first
  std::map<Side, std::vector<Role>> captured;  // pieces each side has lost
  std::map<Side, std::vector<Role>> dead;
  std::map<Side, std::vector<std::string>> hands;
  std::map<Side, std::vector<std::string>> decks;  // top first
  std::map<Side, std::vector<std::string>> discard;
  Phase phase = Phase::BeforeMove;
  // Common-deck game (R3.7): both players draw from this deck, top first;
  // when it runs out the discards are shuffled into it (R5.6).
  std::optional<std::vector<std::string>> common_deck;
  std::uint64_t seed = 1;  // the engine's shuffles are reproducible
  // Personal decks built to a points budget (R3.1, R3.3): each player's
  // hand and deck together must fit it.
  std::optional<int> deck_budget;
};

using CardRef = const CardDef*;

// The card most recently played, by either player, on any turn (HAUNTING
// MEMORIES copies it). A copy records the card it acted as, and whose that
// card was: a copy of a copy copies the original.
struct PlayedCard {
  CardRef card = nullptr;
  Side by = Side::White;
  CardRef acted_as = nullptr;  // set when the card was a copy
  Side original_owner = Side::White;
  CardRef original() const { return acted_as ? acted_as : card; }
  bool operator==(const PlayedCard&) const = default;
};

struct PlayerCards {
  std::vector<CardRef> hand;
  std::vector<CardRef> deck;  // top first
  std::vector<CardRef> discard;
  bool operator==(const PlayerCards&) const = default;
};

// A piece taken off the board in secret (ABDUCTION, R28.1): only
// `known_to` knows which piece it was and where it stood. Its owner, who
// looked away, must name it back (the `recall` action) before play goes on.
struct HiddenPiece {
  PieceId piece = kNoPiece;
  Square from = 0;
  Side known_to = Side::White;
  const CardDef* card = nullptr;  // the card that took it off: a wrong answer is its capture
  bool operator==(const HiddenPiece&) const = default;
};

// Everything on and beside the table; the part of a game that snapshots
// (for cancellation, R27) copy.
struct TableState {
  Position position;
  std::array<PlayerCards, 2> cards;
  std::vector<Effect> effects;  // in play order
  std::uint32_t next_sequence = 1;
  Side turn = Side::White;
  Phase phase = Phase::BeforeMove;
  std::array<std::uint8_t, 2> cards_played{};  // this turn, per player (R7.1)
  std::array<std::uint8_t, 2> extra_cards{};   // still allowed beyond the limit (PLOTS WITHIN PLOTS, R7.3)
  std::optional<Side> card_just_played_by;     // opens the after-opponent-card window
  bool stalled = false;  // a start-of-turn duty cannot be met, so the game cannot go on: stalemate (R17.3)
  bool before_move_passed = false;  // the turn player passed his before-move window (R6.2, R17.2)
  bool after_move_passed = false;   // he passed his after-move window: his turn has nothing left (R27.2)
  std::optional<std::vector<CardRef>> common_deck;  // common-deck game (R3.7), top first
  std::uint64_t shuffle_state = 1;                  // the shuffles' random numbers, reproducible
  std::array<bool, 2> discarded{};                  // discarded instead of playing this turn (R9)
  std::optional<PlayedCard> last_played;            // whatever turn it was played in
  // The kind of piece each side moved as the move of its last finished turn
  // (DOPPELGANGER): the first piece the move displaced, a Pawn when it
  // promoted; none when that turn had no move (a lost move) or none yet.
  std::array<std::optional<Role>, 2> last_move_role{};
  std::optional<HiddenPiece> hidden;  // a piece waiting to be recalled (R28.1)
  // Times a card went from one player's cards to the other's (HAND OF FATE,
  // VULTURE, LEGACY from the opponent's pile): a cancel that takes the table
  // back across one cannot tell whose a card is by its name (R27.1, R5.2).
  std::uint32_t cards_crossed = 0;
  TurnLog log;
  bool operator==(const TableState&) const = default;
};

// The last card played, with the table as it was just before it.
struct LastCard {
  CardRef card = nullptr;
  Side by = Side::White;
  Frozen<TableState> before;
  bool was_move = false;  // it replaced its player's move
  // The card it acted as, when it was a copy (COUNTERTHRUST, HAUNTING
  // MEMORIES): a copy of it copies that card in turn.
  CardRef acted_as = nullptr;
  // The board a cancelled move had left, not to be made again (R27.3), as
  // it stood before this card: cancelling the card (FOG OF WAR on a
  // KNIGHTMARE!) brings back that, not the cancel the card made.
  std::optional<Position> forbidden_board;
  bool operator==(const LastCard&) const = default;
};

class CardPlay;
namespace detail {
struct RulesMemo;  // game_memo.hpp
}

// An action of the turn in progress as play took it, for a replay of the
// turn (Game::replay). `void_` marks one that stood with no effect: a card
// spent without effect (R5.3: refused when the turn was re-resolved, or made
// void by the Check Rule, R13.1), a move the Check Rule took back, an end of
// the turn that made them void. A replay does that again without judging
// the action anew, so a turn replays in time linear in its actions.
struct TurnAction {
  Action action;
  bool void_ = false;
  bool operator==(const TurnAction&) const = default;
};
using ActionList = SharedList<TurnAction>;

// Whether a probe first asks if the game is over (see Game::probe).
enum class Probe { Judged, InTurn };

class Game {
 public:
  static Expected<Game> create(const Setup& setup);

  // The one entry point for play. `Probe::InTurn` does not first ask
  // whether the game is over: it is how that question itself asks what
  // would stand this turn (R16.1).
  Result apply(const Action& action, Probe mode = Probe::Judged);
  // Would this action be accepted? Leaves the game exactly as it was.
  Result probe(const Action& action, Probe mode = Probe::Judged) const;

  // --- queries
  const Position& position() const { return s_.position; }
  RulesProfile rules() const { return rules_; }
  Side turn() const { return s_.turn; }                        // whose turn it is
  Side to_move() const { return s_.position.side_to_move(); }  // who makes the next move
  Phase phase() const { return s_.phase; }
  const PlayerCards& cards(Side s) const { return s_.cards[static_cast<std::size_t>(index(s))]; }
  const std::vector<Effect>& effects() const { return s_.effects; }
  const TurnLog& turn_log() const { return s_.log; }
  // The board as the game began, then as each turn ended (R17.1), oldest first.
  const PositionHistory& history() const { return history_; }  // newest first
  const TableState& table() const { return s_; }
  // The table as this turn began (nullptr before the first action of a
  // game set up mid-turn): what the turn's actions are replayed on.
  const TableState* turn_start() const { return turn_start_ ? &*turn_start_ : nullptr; }
  const LastCard* last_card() const { return last_card_ ? &*last_card_ : nullptr; }
  // The card most recently played in the game, this turn or before.
  const std::optional<PlayedCard>& last_played() const { return s_.last_played; }
  // The kind of piece `side` moved as the move of its last finished turn.
  std::optional<Role> last_move_role(Side side) const {
    return s_.last_move_role[static_cast<std::size_t>(index(side))];
  }
  // A move of this turn has been cancelled (KNIGHTMARE!, THINK AGAIN!,
  // CHAOS): the move now to be made is a new one (R27.2, R27.6).
  bool move_cancelled() const { return forbidden_board_.has_value(); }
  // The piece taken off in secret, waiting for its owner's answer (R28.1).
  const std::optional<HiddenPiece>& hidden() const { return s_.hidden; }
  // Does `side` know what the hidden piece is and where it stood? Its
  // taker does; its owner does not, until he has answered (R28.1).
  bool knows_hidden(Side side) const { return !s_.hidden || s_.hidden->known_to == side; }

  // Properties of a piece with every effect applied.
  PieceProps props(PieceId id) const;
  // Is the piece a King, for every card and rule that names Kings: royal
  // (a King, or the piece COUP crowned), or based on a King though no longer
  // royal (COUP's Prince, R11.2)? The one notion of a King the engine asks.
  bool is_king(PieceId id) const;
  // Sides with a King in check: any attack on any King, a Prince included,
  // is a check (R25.2), though only an exposed one must be answered.
  std::vector<Side> in_check() const;
  bool in_check(Side side) const;
  // A check the side must answer: on its only King. With several Kings a
  // player may leave one in check (R13.6, R25.2).
  bool exposed(Side side) const;
  // The Kings `side` still has: its royal pieces on the board or set aside
  // by a card that will put them back (UNDER ELF HILL); R12.5, R25.
  int kings(Side side) const;
  std::optional<Side> checkmated() const;  // side to move, mated on the board
  bool mated(Side side) const;             // in check with no legal move, were it his move
  bool stalemated() const;                 // side to move has no legal move and is not in check
  // How the game ends, judged where the next move is to be made: after his
  // move, as if the turn ended now (a mate given stands once the mated
  // player's turn comes and nothing gets him out, R16.1).
  GameOver game_over() const;
  // The same judgement, with why the game ended (R16, R17).
  Ending ending() const;
  std::vector<PieceCode> captured(Side owner) const;
  std::vector<PieceCode> dead(Side owner) const;
  std::vector<std::string> marks_at(Square s) const;
  // The game as the next turn begins: this one ended, what lasted to its end
  // lapsed, the next player's turn-start effects done. nullopt before the
  // move, or when the turn may not end now.
  std::optional<Game> next_turn() const;
  // Legal destinations of the piece on `from` for the side that would move it.
  std::vector<Square> destinations(Square from) const;
  // Legal moves of the side to move.
  MoveList legal_moves() const;
  // Is the window `t` open for `side` now (R6.4)? Not whether he may still
  // play a card in it (the one-card limit, R7: timing_refusal says that).
  bool window_is_open(Side side, Timing t) const { return window_open(side, t); }
  // May `side` play `card` now, by its timing and the one-card limit (R6.4, R7)?
  std::optional<Result> timing_refusal(Side side, const CardDef& card) const;
  // This turn rebuilt from its start by replaying its actions. Always equal
  // to *this: the engine's own self-check (the tests run it on every step).
  Game replayed() const;
  // The same game with one piece owned by the other side, everything else
  // as it is: what random play's checks ask of a NEUTRAL piece, which must
  // count as either player's (R24.2).
  Game with_owner(PieceId id, Side owner) const;
  // While `passes` is set, every card that acts on this game (a play,
  // refused or not, and its effect's hooks) adds what it did at the doors
  // (kmr/doors.hpp): random play's card x rule matrix. nullptr stops it.
  void trace_doors(std::vector<DoorPass>* passes) { door_sink_.passes = passes; }
  // Actions applied by this game and the copies made from it (probes,
  // searches, replays), since it was created: the engine's work, counted
  // (a test that a turn costs work linear in its actions reads it).
  std::uint64_t actions_applied() const { return *work_.applied; }

  bool operator==(const Game&) const = default;

 private:
  friend class CardPlay;
  friend class ReplayCheck;  // the self-check, kmr/replay_check.hpp
  Result apply_move(const Action& a, Side by, bool restacked = false);
  Result keep(Side by, const std::string& piece, std::optional<Square> at);
  // The game with the piece beneath the one on `at` brought on top (when
  // one is, and answers to `name` if given), or nullopt (R10.5).
  std::optional<Game> with_beneath_on_top(Square at, std::string_view name) const;
  Result apply_play(const Action& a, Side by);
  // The answer to an action once the game is over, or nullopt while `by`
  // may still act (see game_turn.cpp).
  std::optional<Result> refused_as_over(const Action& action, Side by);
  // Ends the turn (R6.7). With `void_cause`, a King left in check by what
  // its player did this turn makes that action void (R13.1) rather than
  // refusing: see without_check_cause.
  // `bind_announced`: hold the turn up for a card named with PLOTS WITHIN
  // PLOTS (R7.4); off where the engine only looks ahead (mate is judged on
  // the next turn, and that judging must not search the cards again).
  Result end_turn(Side by, bool void_cause = true, bool bind_announced = true);
  // The Check Rule at the end of the turn (R13.1, R13.3): the turn with the
  // action that last left its player's King in check made void (a card
  // spent with no effect, a move taken back), what followed replayed; the
  // card's name or the move in `what`. nullopt when no action of his did.
  // `track`: what its replay noted at its end, kept for the next void.
  struct VoidTrack {
    std::optional<std::size_t> cause, move;  // the action that last left the King in check; the move's
    bool exposed = false;                    // the mover's King in check at the end
  };
  std::optional<Game> without_check_cause(std::string& what, VoidTrack& track) const;
  Result say(Side speaker, const std::string& word, std::optional<Square> which);
  Result recall(Side by, const std::string& piece, std::optional<Square> at, bool aloud);
  // The first effect in play order that reacts to something (`react`
  // returns a result), resolved on a copy that is kept only when accepted.
  template <class React>
  std::optional<Result> first_reaction(React react);
  Result discard(Side by, const std::string& card);
  void reshuffle_common_deck();
  Result timeout(Side late);
  bool may_rescue_with_card(Side side) const;
  // Holds an implemented card he may play now, by timing and the one-card
  // limit, with some choices that let it be played.
  bool may_play_a_card_now(Side side) const;
  // With no legal move before his move, could `side` still play a card this
  // turn (R16.1, R17.2)? game_over's question; it probes `Probe::InTurn`.
  bool may_still_play_a_card(Side side) const;
  // `look_ahead` false: over already, not only once this turn ends. The
  // player whose turn it is still finishes it after giving mate (R16.1).
  Ending ending(bool look_ahead) const;
  bool in_check_after(const Position& pos, Side side) const;
  bool exposed_after(const Position& pos, Side side) const;
  bool board_repeated_three_times() const;
  bool dead_position() const;
  MoveList legal_moves_in(const Position& pos) const;
  // The squares of each side's last King (its only royal piece, none set
  // aside): no move may capture there (R12.3, R25.2).
  Bitboard last_kings(const Position& pos) const;
  static bool takes_last_king(const Move& m, Bitboard kings);
  void drop_king_captures(const Position& pos, MoveList& moves) const;
  // A promotion can change which effects hold: COUP is suspended while its
  // King is a Rook or a Queen, and its Prince is King again (R10.3, P-11).
  // The move generator judges the King's safety with the effects as they
  // stand; this judges the promotion with them settled after it: Exposed,
  // a King of the mover left in check (refused, R13.3); NoKing, a side left
  // with no King at all (allowed: that side has lost, R21.7).
  enum class AfterPromotion : std::uint8_t { Kept, Exposed, NoKing };
  AfterPromotion royals_after_promotion(const Position& pos, const Move& m) const;
  void drop_unsettling_promotions(const Position& pos, MoveList& moves) const;
  bool uses_fast_path() const;
  void settle_effects();  // end or suspend effects whose conditions changed (R10.3, R10.4)
  // The one door every capture passes, whatever made it (a move, a card, an
  // effect in force, a wrong answer to ABDUCTION), once the piece is in the
  // captured box: the turn's record of captures, which the cards answering
  // or counting captures read (R22.1), and the halfmove clock (R17.5). The
  // position itself drops the castling right of a Rook or King taken
  // (R18.1) and the en passant square of a Pawn taken (R20.1).
  void record_capture(PieceId id, Square at, Side by, const CardDef* card);
  // The halfmove clock is 0 once this turn has seen a capture or a Pawn
  // move, a Pawn moved by a card included (R17.5, R26.1).
  void settle_halfmove_clock();
  void draw_up(Side side);  // back to a full hand (R5.1)

  RulesProfile rules_ = RulesProfile::Knightmare;
  TableState s_;
  std::optional<LastCard> last_card_;
  Frozen<TableState> turn_start_;            // for cancelling a move (R27.2)
  Frozen<TableState> move_start_;            // before a second move of the turn (PLOTS WITHIN PLOTS, R27.5)
  std::optional<Position> forbidden_board_;  // a cancelled move's board, not to be repeated (R27.3)
  // The turn just ended, while the next player has done nothing yet: a
  // move-cancelling card may still answer it (R27.2; Official Rulings 3-T).
  Frozen<TableState> last_turn_start_;
  Frozen<TableState> last_turn_end_;  // as it stood when that turn ended
  // Its move_start_: a cancel answering a turn of two moves through PLOTS
  // WITHIN PLOTS takes back the second only (R27.5).
  Frozen<TableState> last_move_start_;
  ActionList last_turn_actions_;
  bool turn_reopened_ = false;  // such a card has just given the turn back
  bool answering_last_turn(Side side) const;
  // The turn player has moved and may still act in his turn: a card
  // cancelling his move must wait for its end (R27.2, Official Rulings C-03).
  bool mover_turn_open() const;
  // In his own turn, after his move, an effect of the opponent's took a
  // piece of `side` (a MAN-TRAP sprung): a card answering that loss is
  // played now (R6.4; CardBehaviour::answers_loss).
  bool lost_on_own_move(Side side) const;
  // What stood open when a player played PLOTS WITHIN PLOTS this turn: his
  // extra cards must be legal at that moment (R7.3).
  struct PlotContext {
    unsigned windows = 0;                // Timing bits open then
    int cards_played = 0;                // his count of cards with PLOTS WITHIN PLOTS itself
    std::optional<LastCard> answerable;  // the opponent's card he could answer then
    std::vector<CardRef> announced;      // the extra cards he named, not yet played (R7.4)
    bool before_move = false;            // played on his own turn before its move
    bool operator==(const PlotContext&) const = default;
  };
  std::array<std::optional<PlotContext>, 2> plots_;
  std::array<std::optional<PlotContext>, 2> last_plots_;  // as the last turn ended, with last_move_start_
  bool window_open(Side side, Timing t) const;
  PositionHistory history_;  // positions after each completed turn (R17.1)
  // The actions taken since the turn began, each with the side that took
  // it. Replaying them on the turn's start rebuilds the game: a card that
  // changes an earlier step of the turn (BOG shortening a move that
  // FIREBALL followed, R6.6; FOG OF WAR on an earlier card of PLOTS WITHIN
  // PLOTS, R7.4) re-resolves what came after it that way.
  ActionList turn_actions_;
  // Counts the times turn_actions_ was rewritten rather than added to (a
  // turn re-resolved, a new turn): the self-check replays only what a turn
  // gained until it changes. Book-keeping, not part of the game's value.
  struct Rewrites {
    std::uint64_t count = 0;
    bool operator==(const Rewrites&) const { return true; }
  };
  Rewrites turn_rewrites_;
  // game_over's escape search is costly, and every probe from a position
  // asks it again of that position: its last answers, each kept with the
  // game it was for, so that a hit is exact. Shared by a game and its
  // copies (most are probes of it); not part of the game's value. A game
  // and its copies are used from one thread at a time.
  struct EscapeMemo;
  struct EscapeCache {
    std::shared_ptr<std::vector<std::shared_ptr<const EscapeMemo>>> entries =
        std::make_shared<std::vector<std::shared_ptr<const EscapeMemo>>>();
    bool operator==(const EscapeCache&) const { return true; }
  };
  mutable EscapeCache escape_cache_;
  // Legal moves and checks by position and effects (src/game_memo.hpp),
  // made on first use and shared by copies made after; not part of the
  // game's value.
  struct RulesCache {
    std::shared_ptr<detail::RulesMemo> memo;
    bool operator==(const RulesCache&) const { return true; }
  };
  mutable RulesCache rules_cache_;
  detail::RulesMemo& rules_memo() const;
  // A copy without the memos and caches above, for keeping inside one of
  // them (a memo must not keep itself alive).
  Game without_caches() const;
  // How many searches for a playable card (may_play_a_card_now) this game
  // is nested in: a card tried in such a search may resolve by replaying the
  // turn (a copy of BOG), whose plays search again; past a few levels the
  // answer is "none found", as when a search runs out of budget. Book-keeping,
  // not part of the game's value.
  struct NestedSearch {
    int depth = 0;
    bool operator==(const NestedSearch&) const { return true; }
  };
  NestedSearch nested_search_;
  // Where the doors' record of each card's play goes while a caller traces
  // (trace_doors): copies made to resolve an action share it, probes do
  // not. Book-keeping, not part of the game's value.
  struct DoorSink {
    std::vector<DoorPass>* passes = nullptr;
    bool operator==(const DoorSink&) const { return true; }
  };
  DoorSink door_sink_;
  // Work counted (actions_applied), shared by a game and its copies; not
  // part of the game's value.
  struct Work {
    std::shared_ptr<std::uint64_t> applied = std::make_shared<std::uint64_t>(0);
    bool operator==(const Work&) const { return true; }
  };
  Work work_;
  // The turn replayed with what the Check Rule last made void (R13.1), kept
  // by the end of the turn that did so: the next end that must void an
  // action replays only what came after it (without_check_cause), so a
  // turn of many voided ends costs time linear in its actions. Used only
  // while the turn still begins with those very actions. Not part of the
  // game's value.
  struct VoidBase;
  struct VoidCache {
    std::shared_ptr<const VoidBase> base;
    bool operator==(const VoidCache&) const { return true; }
  };
  VoidCache void_cache_;
  bool search_escape(Side side) const;  // may_still_play_a_card, uncached
  Game rewound() const;                 // as the turn began, with no action taken yet
  // Replays actions taken earlier this turn on a changed game. A card that
  // can no longer do what it did is still played, without effect; any
  // other action that no longer stands is dropped. Says what changed.
  void replay(const std::vector<TurnAction>& actions, std::vector<std::string>& events);
  // A card played that stands with no effect (R5.3): spent and discarded,
  // the last card played, nothing else.
  void spend_without_effect(Side by, CardRef card);
  // The book-keeping of a card played, whatever it did: counted against the
  // one-card limit (R7.1), discarded unless it stays in play, hand refilled.
  void spend_card(Side by, CardRef card, bool to_discard);
  Result dispatch(const Action& action, Side by);
};

}  // namespace kmr
