// A session: one game played step by step, the API every front end sits on
// (the scenario runner, `kmr play`, the library, bindings). Set it up, act,
// try without acting, undo, list a card's choices or a piece's moves,
// describe the state, and keep the line played. Data in, data out: nothing
// here prints, and every answer is the engine's own (Game::apply).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/expected.hpp"
#include "kmr/game.hpp"
#include "kmr/result.hpp"

namespace kmr {

// One step of the line: what was asked, and what the engine answered.
struct LineStep {
  Action action;
  Result result;
  bool probe = false;  // `try`: asked without acting, the game unchanged
  // What the cards that acted did at the doors (kmr/doors.hpp), with
  // Options::trace_doors: the card x rule matrix's record of the suite.
  std::vector<DoorPass> doors;
};

// A legal move of the side to move, and what it would do.
struct MoveOption {
  Square from = 0;
  Square to = 0;
  std::optional<Role> promotion;
  Result result;  // the engine's answer to the move, probed
};

// An effect in force, for people.
struct EffectView {
  std::string card;   // id
  std::string name;   // "FOG OF WAR"
  std::string place;  // where it lies ("on e4"), or empty
  Side owner = Side::White;
  bool continuing = true;
  bool suspended = false;
  // The words that name it alone, for the `effect:` choice key
  // (kmr/effect_names.hpp): "pacifism on e4", "doomsayer #2".
  std::string words;
};

// A card in a hand, and whether its owner may play it now by its timing
// and the one-card limit (R6.4, R7).
struct HandCard {
  std::string card;
  std::string name;
  bool playable_now = false;
  std::string why_not;  // the timing's refusal, when not playable now
};

struct SideView {
  Side side = Side::White;
  std::vector<HandCard> hand;
  std::vector<std::string> deck;  // top first
  std::vector<std::string> discard;
  std::vector<PieceCode> captured;
  std::vector<PieceCode> dead;
  bool in_check = false;
  std::vector<Timing> windows;  // the card windows open to him now (R6.4), Unknown left out
};

struct MarkView {
  Square square = 0;
  std::vector<std::string> marks;
};

// The whole state in plain data: whose turn and phase, the board, both
// sides' cards and boxes, the effects and marks, how the game stands.
struct StateView {
  std::string fen;
  Side turn = Side::White;
  Side to_move = Side::White;
  Phase phase = Phase::BeforeMove;
  GameOver game_over = GameOver::None;
  Ending ending;  // the same, with why the game ended and who won (R16, R17)
  std::optional<Side> checkmated;
  bool stalemated = false;
  bool move_cancelled = false;
  std::optional<Side> hidden_piece_owner;  // a piece waits to be recalled by its owner (R28.1)
  std::vector<SideView> sides;             // white, black
  std::vector<EffectView> effects;         // in play order
  std::vector<MarkView> marks;             // squares with marks, a1 to h8
};

class Session {
 public:
  // Keep copies of the game for undo (the runner, which never undoes, need not).
  struct Options {
    bool undo = true;
    bool trace_doors = false;  // record each action's doors in its LineStep
  };
  static Expected<Session> create(const Setup& setup, Options options);
  static Expected<Session> create(const Setup& setup) { return create(setup, Options{}); }

  const Game& game() const { return game_; }
  const Setup& setup() const { return setup_; }
  const std::vector<LineStep>& line() const { return line_; }

  // Plays the action and records it; a refused action leaves the game as it was.
  const Result& act(const Action& action);
  // Asks without acting (a scenario's `try`); recorded, the game unchanged.
  const Result& attempt(const Action& action);
  // Takes back the last action (and the tries after it). False when there is none.
  bool undo();
  bool can_undo() const { return options_.undo && !taken_.empty(); }
  // Games kept for undo: one every few actions, so memory stays linear in
  // the line however long a turn grows.
  std::size_t games_kept() const { return kept_.size(); }

  // Every choice set with which `by` (default: whoever may act now) could
  // play `card` now, from the engine's choice search, at most `budget` tried.
  // `interrupted` may stop a long search (list_choices).
  ChoiceListing choices(std::string_view card, std::optional<Side> by = std::nullopt, int budget = 20000,
                        const std::function<bool()>& interrupted = {}) const;
  // The legal moves of the side to move (from `from` only, when given), each probed.
  std::vector<MoveOption> moves(std::optional<Square> from = std::nullopt) const;
  StateView state() const;

 private:
  Session(Setup setup, Game game, Options options)
      : setup_(std::move(setup)), game_(std::move(game)), options_(options) {
    if (options_.undo) kept_.push_back({0, game_});
  }
  Setup setup_;
  Game game_;
  Options options_;
  std::vector<LineStep> line_;
  // Undo, in memory linear in the line: the line's index of each action
  // taken (accepted), and the game as it stood after every kEvery-th of
  // them; undo goes back to the last of those before the action undone and
  // plays the actions after it again (Game::apply answers an action the
  // same way on the same game).
  static constexpr std::size_t kEvery = 32;
  struct Kept {
    std::size_t taken = 0;  // actions taken before it
    Game game;
  };
  std::vector<std::size_t> taken_;
  std::vector<Kept> kept_;
};

}  // namespace kmr
