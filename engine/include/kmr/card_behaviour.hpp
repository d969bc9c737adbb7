// How a card acts. Each card file defines one CardBehaviour beside its
// metadata; the engine calls it through the play pipeline (card_play.cpp),
// which checks hand, timing and the one-card limit before, and the
// Checkmate and Check Rules after (R7, R12, R13).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/doors.hpp"
#include "kmr/effect.hpp"
#include "kmr/expected.hpp"
#include "kmr/game.hpp"
#include "kmr/piece_props.hpp"
#include "kmr/result.hpp"

namespace kmr {

// The card's view of the game while it resolves. It works on a scratch
// copy: when the card is refused the copy is thrown away, so a card may
// change things before it finds out it cannot finish.
class CardPlay {
 public:
  CardPlay(Game& game, Side player, const CardDef& card, const CardChoices& choices)
      : g_(game), player_(player), card_(card), choices_(choices) {}
  // It keeps a reference to the choices: a temporary would dangle.
  CardPlay(Game& game, Side player, const CardDef& card, CardChoices&& choices) = delete;
  CardPlay(const CardPlay&) = delete;
  CardPlay& operator=(const CardPlay&) = delete;
  // Adds what it did at the doors to the game's trace, when traced.
  ~CardPlay();

  Side player() const { return player_; }
  Side opponent() const { return ~player_; }
  const CardDef& card() const { return card_; }
  // The card that left the hand: card() itself, or the copying card when
  // this play resolves as a copy (act_as).
  const CardDef& played() const { return played_ ? *played_ : card_; }
  const CardChoices& choices() const { return choices_; }
  // The effect is being laid as already in play by a scenario's setup
  // (Game::create): what the position had to be when it was played (an
  // empty square to mark) may have changed since, and is not judged.
  bool in_setup() const { return in_setup_; }
  void laying_in_setup() { in_setup_ = true; }
  const Game& game() const { return g_; }
  const Position& position() const { return g_.s_.position; }
  PieceProps props(PieceId id) const { return g_.props(id); }

  // --- reading choices, with the reason to give when they are wrong
  // The piece on `choices.target`; illegal-target when absent or empty.
  Expected<PieceId> target_piece() const;

  // A displacement by a card is a move of that piece (R26.1): one a
  // continuing effect holds in place (MEDUSA, FATAL ATTRACTION) makes none,
  // the continuing effect winning over the card (R14.3), while the hold of
  // an earlier regular card (FALSE ORDERS) loses to this later one (R14.3,
  // R14.4). card_move, capture_own and swap ask it of every piece they
  // move; a card that moves pieces another way (a push, FIGURE DANCE) asks
  // it too.
  bool held_in_place(PieceId id) const;
  // The refusal for a piece held in place named for a card's move: a
  // choice the card cannot act on (row 5), naming what holds it.
  Result held_refusal(PieceId id) const;

  // --- refusing, by the cause: the reason is the decision table's for it
  // (kmr/result.hpp), never the card's to pick.
  Result reject(Cause cause, std::string rule, std::string detail) const {
    return Result::rejected(cause, std::move(rule), std::move(detail));
  }
  // A choice helper's error (target_piece, parts::card_mover...): a choice
  // that does not fit (row 5).
  Result reject(const Error& wrong_choice, std::string rule) const {
    return Result::rejected(Cause::ChoiceWrong, std::move(rule), wrong_choice.message);
  }
  Result done(std::string rule, std::string detail = {}) const {
    return Result::accepted(std::move(rule), std::move(detail));
  }

  // --- the doors: the only ways a card changes the board and the effects
  // in play (cards see no mutable position or game). Each door applies
  // every general rule of its mechanic, once, for every card that passes
  // it; a card's behaviour names the doors it passes (CardBehaviour::doors,
  // kmr/doors.hpp), and each door it passes is recorded (doors_passed).

  // Whose a piece is (R8.4, R24.2): one the player controls now, or one the
  // opponent controls. A NEUTRAL piece is both.
  bool is_own(PieceId id) const;
  bool is_enemy(PieceId id) const;
  // What a King is, for every card that names Kings (R11.2, R25.2): royal,
  // or a King no longer royal (a Prince). Game::is_king.
  bool is_king(PieceId id) const;

  // The capture door (Door::Capture). Why the card may not capture `victim`
  // (nullopt: it may): a piece nothing may capture (PACIFISM, TRUCE: R22.3)
  // refuses it as immune; a last King never falls to a card (R12.1, R12.5:
  // spent with no effect), one of several may (R25.2), and a Prince is not
  // taken while its side has one King.
  std::optional<Result> capture_refusal(PieceId victim) const;
  // May anything capture the piece now (PACIFISM, TRUCE: R22.3)? For a card
  // choosing what it takes among pieces (DOOMSAYER).
  bool capturable(PieceId id) const;
  // Captures a piece by card: false (and nothing happens) when it is not on
  // the board or nothing may capture it (R22.3). What every capture does
  // follows: the turn's record (R22.1), the halfmove clock (R17.5), the
  // castling right of a Rook taken (R18.1), the en passant square of a Pawn
  // taken (R20.1); a merged pair goes whole (R11.9, as its effect ends).
  bool capture(PieceId id);
  // A piece already off the board (set aside, beneath another) now counts
  // as captured (R10.5, R22.1), with all that a capture does.
  void count_as_captured(PieceId id, Square at);
  // A merged pair is one piece (R11.9): the part set aside inside it goes
  // where its host went, captured or dead, as one loss with it.
  void lose_with(PieceId part, PieceId host);

  // The removal door (Door::Removal): off the board, not captured.
  void kill(PieceId id);  // dead, from the board or the captured box, whatever protects it (R22.2, R22.3)
  // Set aside: neither captured nor dead, effects tied to it go on, a King
  // still counts (R12.5). `keeps_rights`: its castling right survives (a
  // piece lifted for a moment, INSUBSTANTIALITY).
  void set_aside(PieceId id, bool keeps_rights = false);
  // Takes a piece off the board in secret (ABDUCTION, R28.1): it waits
  // aside until its owner names it back with `recall`.
  void hide(PieceId id);

  // The card-move door (Door::CardMove): a displacement by a card is a
  // move of that piece (R26.1). Recorded as a move by card; a Pawn moved
  // puts the halfmove clock back (R17.5); a King or Rook leaving its square
  // loses its castling right (R18.1); nothing promotes unless the card says
  // so (R21.2). Moves to an empty square, unchecked (the card has judged
  // the way: a piece stopped short, pushed, castled).
  void relocate(PieceId id, Square to);
  // Moves a piece as a card says: to an empty square, or capturing what
  // stands there (through the capture door) when `may_capture`. Refused
  // when a continuing effect holds the piece in place (held_in_place,
  // R14.3) or the square is closed to every piece (FORBIDDEN CITY, R14.6).
  Result card_move(PieceId id, Square to, bool may_capture, std::string rule);
  // A Pawn the card advanced two squares from its starting square may be
  // taken en passant on the opponent's next move, as the card says (R20.3:
  // ANNEXATION yes, FANATIC and GUARDIAN no).
  void allow_en_passant(PieceId pawn, Square passed);
  // Two pieces exchange squares, nothing captured (R23.4); recorded as a
  // move by card of each.
  void swap(PieceId a, PieceId b);

  // The put-back door (Door::PutBack).
  // A loss undone (BOG, RIPOSTE, HOSTAGE: the capture does not stand): the
  // piece goes back to `at` as it was in `before`, whole: the pieces set
  // aside inside it then (a CONFABULATION's other part, R11.9) are aside
  // again, the continuing effects that lay on it and left play since are in
  // play again, their cards out of the discard (R10.9, R11.6), and a castling
  // right it held there comes back with it (R18.1).
  void undo_loss(const TableState& before, PieceId id, Square at);
  // The same, as the turn began: the capture it undoes was made this turn.
  void rescue(PieceId id, Square at);
  // A captured piece returns (R23.1) to the empty square `to` as a `kind`,
  // its marks gone (a promoted Pawn as a Pawn, R21.5). Refused (row 7) when
  // the square is taken or closed to every piece (FORBIDDEN CITY, R14.6).
  Result return_captured(PieceId id, Role kind, Square to, std::string rule);
  // A piece set aside comes back on `at`: false when the square is taken or
  // closed to every piece (FORBIDDEN CITY). `keeps_rights` as set_aside.
  bool bring_back(PieceId id, Square at, bool keeps_rights = false);
  // A new piece for `side` on `at` (HEIR, PRINCESS, SURROUNDED), refused
  // (row 7) as return_captured is.
  Result add_piece(Role role, Side side, Square at, std::string rule);
  // May a piece be put on `s` now: empty and open (no FORBIDDEN CITY)?
  bool may_stand_on(Square s) const;
  // Is `s` closed to every piece now (FORBIDDEN CITY, R14.6)? The one
  // question every card asks of a square on its way or at its end.
  bool closed(Square s) const;
  // Why not (nullopt: it may), by the decision table's row 7.
  std::optional<Result> stand_refusal(Square s, const std::string& rule) const;

  // The transformation door (Door::Transform).
  // A Pawn promotes where it stands, as the card says (R21.2): to a Queen,
  // Rook, Bishop or Knight only (R21.1); it stays a Pawn underneath, its
  // effects with it (R21.5, R21.6); a merged Pawn never promotes (R21.6).
  // False when it may not.
  bool promote(PieceId id, Role kind);
  // The piece becomes another ordinary kind for good (R11.3: REVELATION,
  // SPOILS OF WAR): cards about the new kind affect it, about the old not.
  void become(PieceId id, Role kind);

  // The effect door (Door::NameEffect): the continuing effect in play the
  // choices name (R10.7: each copy is one effect): `effect:` names one
  // instance (its card, where it lies, which copy); `card:` alone names the
  // latest of that card; with neither, the only one in play. `which` keeps
  // the effects the card may act on. An index in game().effects(), or
  // nullopt with `refused` set (by its cause: row 5 for a name that fits
  // none or several, row 10 when none is in play).
  std::optional<std::size_t> named_effect(Result& refused, bool (*which)(const Effect&) = nullptr) const;

  // Lays a continuing effect in play, owned by the player (R10.1).
  Effect& add_effect(std::vector<PieceId> targets);
  // Leaves a regular card's effect for a while (not in play, R10.6).
  Effect& add_lingering(std::vector<PieceId> targets, int turn_ends);
  // Ends a continuing effect: its card goes to its owner's discard pile (R10.4).
  void end_effect(std::size_t index);
  // Cancels the card just played by the opponent (FOG OF WAR, R27.1).
  Result cancel_last_card();
  // Cancels a card the opponent played after his PLOTS WITHIN PLOTS this
  // turn, though others followed it (FOG OF WAR, R7.4): the turn is played
  // again without it. It is spent, with no effect; what came after it
  // resolves again on the changed game.
  Result cancel_earlier_card(const CardDef& card);
  // Changes the turn's move and re-resolves what followed it (BOG, R6.6):
  // `change` runs, as this card, on the game as it was when `piece` last
  // moved this turn, and the actions taken since are replayed on the
  // changed move (a FIREBALL played after it explodes where it now ends).
  Result rework_move(PieceId piece, Result (*change)(CardPlay&));
  // Inside rework_move's `change`: the game just before the piece's first
  // move of this turn (nullptr elsewhere), for what the changed move no
  // longer does.
  const Game* before_rework() const { return before_rework_; }
  // A continuing effect in play in `before` and gone since (a MAN-TRAP the
  // move sprang) comes back, its card out of its owner's discard.
  void restore_effect(const Effect& fx);
  // Takes back the turn's move, which is not made again (TAKE BACK THIS
  // EVIL DAY, SECOND SIGHT): the game as it was before the move, the move
  // lost, and the actions taken since replayed on it (R6.6). `by_effect`:
  // an effect in force does it as it reacts to the move (no card is being
  // played, so none is taken out of its player's hand); the move then
  // stands if taking it back would leave the mover's King in check (R13.1).
  Result take_back_move(bool by_effect = false);
  // Resolves as a copy of `card`, played by this player with the same
  // choices (COUNTERTHRUST, HAUNTING MEMORIES), and records it: a copy of
  // this play copies `card`. Effects it lays in play have no card of their
  // own there (Effect::proxy): the copying card is discarded as usual.
  Result act_as(const CardDef& card);
  const CardDef* acted_as() const { return acted_as_; }
  // Takes the card the opponent has just played into the player's hand
  // (VULTURE): out of his discard pile, or, when it is a Continuing Effect
  // in play, leaving the effect in play under a proxy (R10.8).
  Result take_last_card();
  // The latest copy of `card` on `pile_owner`'s discard pile goes into the
  // player's hand (LEGACY, R5.2); false, and nothing changes, when it is not there.
  bool take_from_discard(Side pile_owner, const CardDef& card);
  // The top card of the player's own deck goes to his discard pile, unseen
  // (VULTURE with separate decks, R5.2). Nothing when the deck is empty.
  void discard_top_of_deck();
  // Cancels the opponent's move this turn (KNIGHTMARE!, THINK AGAIN!, CHAOS, R27.2).
  Result cancel_last_move();
  // The card replaced its player's move: the turn's move is made (R6.4).
  void counts_as_move();
  // The side to move loses this turn's move (RIPOSTE, CHALLENGE): the turn
  // goes on as if it had moved, with nothing moved.
  void lose_move();
  // The turn player loses his whole turn (PANIC's time limit, R6.8): what
  // was done this turn is undone, as at its start, and the turn ends with
  // no move. Refused (nothing changes) if the turn cannot end so.
  // `keep_player_cards`: the card's player keeps his cards as they are now
  // (TOLL refused: its player's card is spent, the mover's comes back).
  Result lose_turn(bool keep_player_cards = false);
  // Why one step of a card's move, from `at` into `next`, may not be made
  // (nullopt: it may), naming what stops it (row 7): a wall between them
  // (FORTIFICATION at e4-e5), a square closed to every piece (FORBIDDEN
  // CITY on d6), a piece standing on it. `ends_there`: the move would stop
  // on `next` (a piece there is square-taken, a closed square
  // square-closed); else it passes (path-crossed).
  std::optional<Result> way_refusal(Square at, Square next, bool ends_there, const std::string& rule) const;
  // " (MEDUSA on d5 holds it)": what keeps a piece from moving, for a
  // refusal to name; "" when no single effect does.
  std::string held_by(PieceId id) const;
  // A card move capturing a piece of the mover's own side (ASSASSIN),
  // through the capture door: refused when it is a King or cannot be
  // captured (R12.1, R22.3).
  Result capture_own(PieceId id, Square to, std::string rule);
  // Replaces a piece on the board by one from the captured box (BETRAYAL,
  // BRIBERY): the old piece dies (R22.4, R23.3), or goes to the captured box
  // when `old_to` says so (DEMOTION), the new one takes its square as the
  // kind it was born (a promoted Pawn as a Pawn, R21.5), and the effects
  // laid on the old piece now lie on the new one (R11.7). Removal and
  // put-back doors.
  void replace(PieceId old_piece, PieceId with, Zone old_to = Zone::Dead);
  // The same swap, checked first as the move of both pieces it is (R26.1):
  // refused when either is held in place (held_in_place: MEDUSA, FATAL
  // ATTRACTION, R14.3). Nothing is captured, nothing promotes (R21.2).
  Result swap(PieceId a, PieceId b, std::string rule);
  // The two players exchange their whole hands (HAND OF FATE).
  void exchange_hands();
  // `side` draws one card from his deck (or the common deck), if any is left (R5.1).
  void draw_one(Side side);
  // Extra cards allowed this turn beyond the limit (PLOTS WITHIN PLOTS,
  // R7.3). When they are announced, those are the ones he must play (R7.4).
  void allow_extra_cards(int n, std::vector<const CardDef*> announced = {});
  // A start-of-turn duty the card imposes cannot be met (a King UNDER ELF
  // HILL with no square to come back to): the game cannot go on and ends
  // as a stalemate, with no card to escape it (R17.3).
  void stall_game(std::string why);
  // Out of line: inlined into a card's play, GCC 12 warns falsely (-Warray-bounds) on the string moved.
  void events(std::string e);
  std::vector<std::string> take_events() { return std::move(events_); }
  // The doors this play passed and the general rules that bit in them.
  DoorSet doors_passed() const { return passed_; }
  RuleSet rules_met() const { return met_; }
  // A general rule that bit in a door of the engine's own on this card's
  // behalf (the say door: several copies of one card listening, R10.7).
  void meet_rule(GeneralRule r) const { meet(r); }

 private:
  // After a replay of the turn (a card cancelled or a move reworked): the
  // player's cards as the replay left them, less the card being played now.
  void keep_player_cards(Game& back) const;
  Game& g_;
  Side player_;
  const CardDef& card_;
  const CardChoices& choices_;
  std::vector<std::string> events_;
  const CardDef* acted_as_ = nullptr;
  const CardDef* played_ = nullptr;
  const Game* before_rework_ = nullptr;
  bool in_setup_ = false;
  // What the doors saw this play: the doors passed, the general rules that
  // bit (kmr/doors.hpp). Mutable: a door that only judges (capture_refusal)
  // counts too.
  mutable DoorSet passed_;
  mutable RuleSet met_;
  void pass(Door d) const { passed_.add(d); }
  void meet(GeneralRule r) const { met_.add(r); }
};

struct CardBehaviour {
  // The choice keys the card reads and needs, with an example step
  // (kmr/choice_spec.hpp); the pipeline refuses others, and missing ones.
  ChoiceSpec choices = {};
  // The doors its play and its effect's hooks pass (kmr/doors.hpp): random
  // play checks that it passes no other, and counts how often each general
  // rule of those doors bit for it (the card x rule matrix).
  DoorSet doors = {};
  // The card reads the colour of the pieces it names for something else
  // than whose they are (the starting squares of that colour, the order in
  // which the sides' pieces act): a NEUTRAL piece's owner may change what
  // it does (R24.2 is about whose a piece is, not its colour), so random
  // play's NEUTRAL check (kmr/door_rules.hpp) leaves it alone.
  bool colour_matters = false;
  // Checks the card's conditions and does what it says. Return a rejection
  // (the game is left unchanged) or an acceptance.
  Result (*play)(CardPlay& play) = nullptr;
  // Continuing effects: change a piece's properties while in force.
  void (*modify)(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) = nullptr;
  // `modify` looks at the piece alone (its id, role, owner, marks), never at
  // where pieces stand: the move generator then resolves it once for a
  // whole search instead of once per position (rules_tables.hpp).
  bool modify_reads_piece_only = false;
  // Continuing effects: do the conditions it needed still hold (R10.3)? nullptr: always.
  bool (*holds)(const Effect& fx, const Game& game) = nullptr;
  // Continuing effects: has it ended (R10.4)? nullptr: when a target piece leaves the board.
  bool (*ended)(const Effect& fx, const Game& game) = nullptr;
  // The same, for an effect whose end turns on a general rule of the doors
  // (a trap sprung only by a piece that may be captured, R22.3): judged with
  // CardPlay acting for the effect's owner, so the doors apply that rule
  // (and a traced game records it). Set instead of `ended`.
  bool (*ended_at_doors)(const Effect& fx, const CardPlay& play) = nullptr;
  // Effects that narrow the regular moves of the side to move (VENDETTA's
  // compulsory captures, CHALLENGE's named piece).
  void (*restrict_moves)(const Effect& fx, const Game& game, MoveList& moves) = nullptr;
  // Effects that act when a turn begins (a lost move, a King coming back),
  // called with `play` acting for the effect's owner.
  void (*on_turn_start)(const Effect& fx, CardPlay& play) = nullptr;
  // Effects that listen to what players say (DOOMSAYER, R28.1). Returns the
  // result of the `say` action when the effect reacts.
  // `which`: the speaker's piece the word is about, when he names one.
  std::optional<Result> (*on_say)(const Effect& fx, CardPlay& play, Side speaker, const std::string& word,
                                  std::optional<Square> which) = nullptr;
  // Effects that merge pieces (CONFABULATION, R11.9): the piece merged into
  // `id`, whose properties join its own, or kNoPiece. The engine combines
  // them: the piece moves and captures as either part, what restrains either
  // part restrains the whole, and it answers to either part's name.
  PieceId (*merged_into)(const Effect& fx, PieceId id) = nullptr;
  // Pieces left sharing a square, one set aside beneath the other (a
  // cancelled CONFABULATION, R10.5): the piece beneath the one on `at`, or
  // kNoPiece. Its owner may bring it on top, to move it off the square or
  // to keep it there; the engine swaps the two, on the board and in the
  // effect's targets.
  PieceId (*beneath)(const Effect& fx, const Position& pos, Square at) = nullptr;
  // What an effect leaves behind once it has ended or been cancelled (R10.4,
  // R10.5, R10.9), called with `play` acting for the effect's owner after the
  // effect is gone (a merged piece's other part follows it off the board).
  void (*on_end)(const Effect& fx, CardPlay& play) = nullptr;
  // Board geometry (R19.2, R14). Quarter turns this effect has given the
  // board: +1 clockwise, -1 counter-clockwise (EARTHQUAKE).
  int (*turns)(const Effect& fx) = nullptr;
  // A wall between two adjacent squares (FORTIFICATION).
  bool (*blocks_step)(const Effect& fx, Square from, Square to) = nullptr;
  // A square no piece may stop on or pass through (FORBIDDEN CITY).
  bool (*closes_square)(const Effect& fx, Square s) = nullptr;
  // Effects that set a time limit (PANIC, R28.1): `late` did not finish in
  // time (the `timeout` action). Returns the result of that action when the
  // effect reacts.
  std::optional<Result> (*on_timeout)(const Effect& fx, CardPlay& play, Side late) = nullptr;
  // Effects that add a way to win (KING OF THE MOUNTAIN, R16): the side that
  // has now won by it, judged on the game as it stands, or nullopt.
  std::optional<Side> (*winner)(const Effect& fx, const Game& game) = nullptr;
  // Cards that cancel the opponent's move (KNIGHTMARE!, THINK AGAIN!,
  // CHAOS) answer his whole turn, card included: also as the player's own
  // turn begins, before he does anything (R27.2; Official Rulings 3-T).
  bool cancels_move = false;
  // Cards that answer a capture of one of the player's pieces by the
  // opponent, by his move or a card of his (HOSTAGE, LEGACY): the card is
  // played where that capture comes (R6.4), also in the player's own turn
  // after his move, when an effect of the opponent's took his piece then (a
  // MAN-TRAP his own move sprang). Their after-opponent-move window opens
  // there too.
  bool answers_loss = false;
  // Cards that act as a copy of another (HAUNTING MEMORIES, COUNTERTHRUST)
  // and so read whatever keys it reads: the card `by` would copy now, or
  // nullptr. The choice search tries that card's keys only, not every key.
  const CardDef* (*copies)(const Game& game, Side by) = nullptr;
  // Random play (kmr fuzz, the RandomPlay test) draws each choice the card
  // reads at random. A card whose useful choices are too rare to hit that
  // way may set them here from `seed` (a random number), after the draw.
  void (*random_choices)(const Game& game, Side by, std::uint64_t seed, CardChoices& choices) = nullptr;
};

}  // namespace kmr
