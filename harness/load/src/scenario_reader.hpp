// The scenario reader (scenarios/FORMAT.md), shared by the files that read
// each part of a scenario: read_scenario.cpp (the file and the scenario),
// read_setup.cpp, read_choices.cpp, read_steps.cpp, read_expect.cpp and
// read_scalars.cpp. Not part of the component's interface.
#pragma once

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/base/message_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/model/unknown_card.hpp"
#include "kmr/piece.hpp"
#include "kmr/result.hpp"
#include "kmr/rules_profile.hpp"
#include "kmr/types.hpp"
#include "node_reader.hpp"

namespace kmr::harness::scenario_reading {

using yaml::Node;
using yaml::NodePtr;
using Entry = std::pair<NodePtr, NodePtr>;
using Names = std::span<const std::string_view>;

inline constexpr std::array<std::string_view, 1> kTopKeys = {"scenarios"};
inline constexpr std::array<std::string_view, 7> kScenarioKeys = {"id",      "title", "rulings", "cards",
                                                                  "pending", "setup", "steps"};
inline constexpr std::array<std::string_view, 12> kSetupKeys = {
    "fen",   "rules",   "effects", "captured",    "dead", "hands",
    "decks", "discard", "phase",   "common_deck", "seed", "deck_budget"};
inline constexpr std::array<std::string_view, 2> kSideKeys = {"white", "black"};
inline constexpr std::array<std::string_view, 14> kChoiceKeys = {
    "target", "targets", "to",     "move",    "moves",    "square", "wall",
    "piece",  "card",    "rotate", "promote", "announce", "refuse", "effect"};
inline constexpr std::array<std::string_view, 12> kActionKeys = {"move",    "castle",   "play",    "try",
                                                                 "pass",    "end-turn", "say",     "recall",
                                                                 "timeout", "expect",   "discard", "keep"};
// `castle:` values: the side castled toward, in words or in chess notation.
inline constexpr std::array<std::string_view, 4> kCastleNames = {"king-side", "queen-side", "O-O", "O-O-O"};
inline constexpr std::array<std::string_view, 2> kPieceOnSquareKeys = {"piece", "square"};  // keep
inline constexpr std::array<std::string_view, 3> kRecallKeys = {"piece", "square", "aloud"};
inline constexpr std::array<std::string_view, 29> kExpectKeys = {"result",
                                                                 "reason",
                                                                 "to_move",
                                                                 "turn",
                                                                 "board",
                                                                 "at",
                                                                 "marks",
                                                                 "check",
                                                                 "checkmate",
                                                                 "stalemate",
                                                                 "game_over",
                                                                 "termination",
                                                                 "captured",
                                                                 "dead",
                                                                 "in_play",
                                                                 "suspended",
                                                                 "hand",
                                                                 "discard",
                                                                 "moves_from",
                                                                 "can_move",
                                                                 "captured_includes",
                                                                 "hand_includes",
                                                                 "in_play_includes",
                                                                 "phase",
                                                                 "castling_rights",
                                                                 "en_passant",
                                                                 "halfmove",
                                                                 "fullmove",
                                                                 "deck"};

// Names for messages; each is checked against the engine's parser before it is offered.
inline constexpr std::array<std::string_view, 3> kOutcomeNames = {"accepted", "rejected", "no-effect"};
inline constexpr std::array<std::string_view, 14> kReasonNames = {
    "illegal-move",    "wrong-timing",  "one-card-limit",  "not-in-hand", "illegal-target",
    "condition-unmet", "immune",        "cannot-threaten", "blocked",     "checkmate-rule",
    "check-rule",      "same-position", "not-implemented", "game-over"};
inline constexpr std::array<std::string_view, 2> kRulesNames = {"knightmare", "fide"};
inline constexpr std::array<std::string_view, 2> kPhaseNames = {"before-move", "after-move"};
inline constexpr std::array<std::string_view, 4> kGameOverNames = {"white-wins", "black-wins", "draw",
                                                                   "none"};
inline constexpr std::array<std::string_view, 9> kTerminationNames = {
    "checkmate", "stalemate", "repetition", "move-count", "dead-position",
    "no-king",   "stalled",   "card-win",   "none"};

inline bool contains(Names names, std::string_view s) {
  return std::find(names.begin(), names.end(), s) != names.end();
}

inline std::string join(Names names) {
  std::string out;
  for (auto n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

template <class Parse>
inline std::string join_valid(Names names, Parse parse) {
  std::vector<std::string_view> valid;
  for (auto n : names)
    if (parse(n)) valid.push_back(n);
  return join(valid);
}

inline std::string mark_names() {
  std::vector<std::string_view> names;
  for (int i = 0; i < kMarkCount; ++i) names.push_back(mark_name(static_cast<Mark>(i)));
  return join(names);
}

// The engine's FEN messages start with "bad FEN: "; ours name the text too.
inline std::string strip_fen_prefix(std::string message) {
  constexpr std::string_view kPrefix = "bad FEN: ";
  if (message.starts_with(kPrefix)) message.erase(0, kPrefix.size());
  return message;
}

// Reads the tree of one file. Every read_* returns false after recording an
// error; callers return at once, but for read_scenario, which reads each of
// a scenario's parts whatever the others gave, so that one run reports
// every problem of a scenario.
class ScenarioReader : public NodeReader {
 public:
  using NodeReader::NodeReader;

  bool read_file(const NodePtr& root, std::vector<Scenario>& out, std::vector<BadScenario>& bad);
  // One step on its own (kmr play's lines, step_line.cpp).
  bool read_one_step(const Node& n, Step& out) { return read_step(n, out); }
  // A setup map on its own (the engine protocol's setups, setup_tree.cpp).
  bool read_one_setup(const Node& n, Setup& out) { return read_setup(n, out); }

 private:
  // The id a scenario that does not load goes by: its `id` if that reads, else where it is.
  std::string id_of(const Node& n) const;

  bool check_keys(const Node& map, Names allowed, std::string_view context);

  template <class F>
  bool each_item(const Node& list, std::string_view what, F&& read) {
    if (!want_list(list, what)) return false;
    for (const auto& item : list.items)
      if (!read(*item)) return false;
    return true;
  }

  // {white: ..., black: ...}
  template <class F>
  bool each_side(const Node& map, std::string_view key, F&& read) {
    std::string what = in_quotes(key);
    if (!want_map(map, what) || !check_keys(map, kSideKeys, what)) return false;
    for (const auto& [k, value] : map.entries)
      if (!read(*parse_side(k->scalar), *value)) return false;
    return true;
  }

  // {d5: ..., e4: ...}
  template <class F>
  bool each_square(const Node& map, std::string_view key, F&& read) {
    if (!want_map(map, in_quotes(key))) return false;
    for (const auto& [k, value] : map.entries) {
      Square sq = 0;
      if (!read_square(*k, sq) || !read(sq, *value)) return false;
    }
    return true;
  }

  // ---- scalars (read_scalars.cpp)
  bool read_string(const Node& n, std::string_view key, std::string& out);
  bool read_square(const Node& n, Square& out);
  bool read_squares(const Node& n, std::string_view key, std::vector<Square>& out);
  bool read_side(const Node& n, Side& out);
  bool read_card_id(const Node& n, std::string& out);
  bool read_card_ids(const Node& n, std::string_view key, std::vector<std::string>& out);
  bool read_move(const Node& n, MoveRequest& out);
  bool read_promotion(const Node& n, Role& out);
  // A named piece type: a role ("rook") or the mark of a transformed piece ("crab").
  bool read_piece_name(const Node& n, std::string& out);
  // A letter whose case must agree with the side it is listed under.
  bool read_piece_letter(const Node& n, Side side, PieceCode& out);
  bool read_piece_letters(const Node& n, Side side, std::vector<PieceCode>& out);

  // ---- the scenario (read_scenario.cpp)
  bool read_scenario(const Node& n, Scenario& out);
  bool missing_said_ = false;  // an unknown key stands for the scenario's missing ones
  void read_scenario_parts(const Node& n, Scenario& out, const std::string& named);
  static std::vector<std::string> derive_cards(const Scenario& s);

  // ---- setup (read_setup.cpp)
  bool read_setup(const Node& n, Setup& out);
  bool read_effect(const Node& n, EffectSetup& out);

  // ---- choices (read_choices.cpp)
  // The choice keys among the map's entries (other keys were checked by the caller).
  bool read_choices(const Node& map, CardChoices& out, bool card_is_choice);
  bool read_wall(const Node& n, std::pair<Square, Square>& out);
  // The choice keys of the map against the declaration of the card played
  // (kmr/choice_spec.hpp): a key it does not read, at that key, with the
  // closest key it reads and the keys it reads; a key it needs that is
  // missing, at `where` (the `play:` or `card:` key). Every problem is
  // recorded; false if there was one.
  bool check_declared_keys(const Node& map, const Node& where, const std::string& card_id);

  // ---- steps (read_steps.cpp)
  bool read_step(const Node& n, Step& out);
  bool read_probe(const Node& n, Action& out);
  // `map` holds the action entry `action`, `by` and the keys that action takes.
  bool read_action(const Node& map, const Entry& action, const std::string& context, Action& out);
  // "play: fog-of-war {target: d5}": the action entry, then the step's other keys.
  static std::string render_step(const Node& n, const Entry& action);

  // ---- expectations (read_expect.cpp)
  bool read_expect(const Node& n, Expectation& out);
  bool read_expect_key(const std::string& key, const Node& v, Expectation& out);
};

}  // namespace kmr::harness::scenario_reading
