// The scenario loader (scenarios/FORMAT.md): YAML text to Scenario values,
// strictly. The first problem in a file stops it with "file:line:column:
// message"; nothing is defaulted silently.
#include "kmr/load/loader.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <exception>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "json_schema_text.hpp"
#include "kmr/action.hpp"
#include "kmr/base/did_you_mean.hpp"
#include "kmr/base/message_text.hpp"
#include "kmr/base/parallel_for.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/card.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/load/schema.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/model/unknown_card.hpp"
#include "kmr/piece.hpp"
#include "kmr/result.hpp"
#include "kmr/rules_profile.hpp"
#include "kmr/types.hpp"
#include "node_reader.hpp"

namespace kmr::harness {

namespace {

namespace fs = std::filesystem;
using yaml::Node;
using yaml::NodePtr;
using Entry = std::pair<NodePtr, NodePtr>;
using Names = std::span<const std::string_view>;

constexpr std::array<std::string_view, 1> kTopKeys = {"scenarios"};
constexpr std::array<std::string_view, 7> kScenarioKeys = {"id",      "title", "rulings", "cards",
                                                           "pending", "setup", "steps"};
constexpr std::array<std::string_view, 12> kSetupKeys = {"fen",   "rules",       "effects", "captured",
                                                         "dead",  "hands",       "decks",   "discard",
                                                         "phase", "common_deck", "seed",    "deck_budget"};
constexpr std::array<std::string_view, 2> kSideKeys = {"white", "black"};
constexpr std::array<std::string_view, 12> kChoiceKeys = {"target", "targets", "to",      "move",
                                                          "moves",  "square",  "wall",    "piece",
                                                          "card",   "rotate",  "promote", "announce"};
constexpr std::array<std::string_view, 12> kActionKeys = {"move",    "castle",   "play",    "try",
                                                          "pass",    "end-turn", "say",     "recall",
                                                          "timeout", "expect",   "discard", "keep"};
// `castle:` values: the side castled toward, in words or in chess notation.
constexpr std::array<std::string_view, 4> kCastleNames = {"king-side", "queen-side", "O-O", "O-O-O"};
constexpr std::array<std::string_view, 2> kPieceOnSquareKeys = {"piece", "square"};  // keep
constexpr std::array<std::string_view, 3> kRecallKeys = {"piece", "square", "aloud"};
constexpr std::array<std::string_view, 22> kExpectKeys = {"result",
                                                          "reason",
                                                          "to_move",
                                                          "board",
                                                          "at",
                                                          "marks",
                                                          "check",
                                                          "checkmate",
                                                          "stalemate",
                                                          "game_over",
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
                                                          "phase"};

// Names for messages; each is checked against the engine's parser before it is offered.
constexpr std::array<std::string_view, 3> kOutcomeNames = {"accepted", "rejected", "no-effect"};
constexpr std::array<std::string_view, 14> kReasonNames = {
    "illegal-move",    "wrong-timing",  "one-card-limit",  "not-in-hand", "illegal-target",
    "condition-unmet", "immune",        "cannot-threaten", "blocked",     "checkmate-rule",
    "check-rule",      "same-position", "not-implemented", "game-over"};
constexpr std::array<std::string_view, 2> kRulesNames = {"knightmare", "fide"};
constexpr std::array<std::string_view, 2> kPhaseNames = {"before-move", "after-move"};
constexpr std::array<std::string_view, 4> kGameOverNames = {"white-wins", "black-wins", "draw", "none"};

bool contains(Names names, std::string_view s) {
  return std::find(names.begin(), names.end(), s) != names.end();
}

std::string join(Names names) {
  std::string out;
  for (auto n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

template <class Parse>
std::string join_valid(Names names, Parse parse) {
  std::vector<std::string_view> valid;
  for (auto n : names)
    if (parse(n)) valid.push_back(n);
  return join(valid);
}

std::string mark_names() {
  std::vector<std::string_view> names;
  for (int i = 0; i < kMarkCount; ++i) names.push_back(mark_name(static_cast<Mark>(i)));
  return join(names);
}

// The engine's FEN messages start with "bad FEN: "; ours name the text too.
std::string strip_fen_prefix(std::string message) {
  constexpr std::string_view kPrefix = "bad FEN: ";
  if (message.starts_with(kPrefix)) message.erase(0, kPrefix.size());
  return message;
}

// Reads the tree of one file. Every read_* returns false after recording the
// first error; callers return at once.
class Reader : public NodeReader {
 public:
  using NodeReader::NodeReader;

  bool read_file(const NodePtr& root, std::vector<Scenario>& out, std::vector<BadScenario>& bad) {
    if (!root || root->is_null())
      return fail_at(1, 1, "empty file (expected 'scenarios:' with a list, or a single scenario)");
    if (!root->is_map())
      return fail(
          *root,
          "expected a map at the top of the file ('scenarios:' with a list, or a single scenario), got " +
              yaml::describe(*root));
    if (const Entry* list = root->find("scenarios")) {
      for (const auto& [key, value] : root->entries)
        if (!contains(kTopKeys, key->scalar))
          return fail(*key,
                      "unknown key '" + key->scalar +
                          "' at the top of the file (a file holds either 'scenarios:' or a single scenario)");
      const Node& items = *list->second;
      if (!want_list(items, "'scenarios'")) return false;
      if (items.items.empty())
        return fail(items, "'scenarios' is empty (a file needs at least one scenario)");
      // Each scenario loads on its own: one that does not fails alone, by its id.
      for (const auto& item : items.items) {
        Reader one(file_);
        Scenario scenario;
        if (one.read_scenario(*item, scenario))
          out.push_back(std::move(scenario));
        else
          bad.push_back({id_of(*item), *one.error()});
      }
    } else {
      Scenario scenario;
      if (!read_scenario(*root, scenario)) return false;
      out.push_back(std::move(scenario));
    }
    std::map<std::string, SourceLoc> seen;
    std::vector<Scenario> unique;
    for (auto& scenario : out) {
      auto [it, fresh] = seen.emplace(scenario.id, scenario.loc);
      if (fresh) {
        unique.push_back(std::move(scenario));
        continue;
      }
      bad.push_back({scenario.id,
                     scenario.loc.str() + ": duplicate scenario id '" + scenario.id + "' (first in " +
                         it->second.file + ":" + std::to_string(it->second.line) + ")",
                     true});
    }
    out = std::move(unique);
    return true;
  }

 private:
  // The id a scenario that does not load goes by: its `id` if that reads, else where it is.
  std::string id_of(const Node& n) const {
    if (n.is_map())
      if (const Entry* id = n.find("id"); id && id->second->is_scalar() && is_kebab_case(id->second->scalar))
        return id->second->scalar;
    return SourceLoc{file_, n.line, n.column}.str();
  }

 public:
 private:
  // ---- errors and shapes

  bool check_keys(const Node& map, Names allowed, std::string_view context) {
    for (const auto& [key, value] : map.entries)
      if (!contains(allowed, key->scalar))
        return fail(*key, "unknown key '" + key->scalar + "' in " + std::string(context) +
                              did_you_mean(key->scalar, allowed) + " (allowed: " + join(allowed) + ")");
    return true;
  }

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

  // ---- scalars

  bool read_string(const Node& n, std::string_view key, std::string& out) {
    return want_scalar(n, "a string for '" + std::string(key) + "'", out);
  }

  bool read_square(const Node& n, Square& out) {
    std::string s;
    if (!want_scalar(n, "a square", s)) return false;
    auto sq = parse_square(s);
    if (!sq) return fail(n, "bad square '" + s + "' (expected a1 to h8)");
    out = *sq;
    return true;
  }

  bool read_squares(const Node& n, std::string_view key, std::vector<Square>& out) {
    return each_item(n, in_quotes(key), [&](const Node& item) {
      Square sq = 0;
      if (!read_square(item, sq)) return false;
      out.push_back(sq);
      return true;
    });
  }

  bool read_side(const Node& n, Side& out) {
    std::string s;
    if (!want_scalar(n, "a side", s)) return false;
    auto side = parse_side(s);
    if (!side) return fail(n, "unknown side '" + s + "' (allowed: white, black)");
    out = *side;
    return true;
  }

  bool read_card_id(const Node& n, std::string& out) {
    if (!want_scalar(n, "a card id", out)) return false;
    if (!find_card(out)) return fail(n, unknown_card_message(out));
    return true;
  }

  bool read_card_ids(const Node& n, std::string_view key, std::vector<std::string>& out) {
    return each_item(n, in_quotes(key), [&](const Node& item) {
      std::string id;
      if (!read_card_id(item, id)) return false;
      out.push_back(std::move(id));
      return true;
    });
  }

  bool read_move(const Node& n, MoveRequest& out) {
    std::string s;
    if (!want_scalar(n, "a move", s)) return false;
    auto move = parse_move_request(s);
    if (!move) return fail(n, "bad move '" + s + "' (expected coordinate notation such as e2e4, or e7e8q)");
    out = *move;
    return true;
  }

  bool read_promotion(const Node& n, Role& out) {
    std::string s;
    if (!want_scalar(n, "a promotion piece", s)) return false;
    if (s.size() == 1 && s != "p" && s != "k")
      if (auto role = role_from_letter(s[0]); role && role_letter(*role, Side::Black) == s[0]) {
        out = *role;
        return true;
      }
    return fail(n, "bad promotion piece '" + s + "' (allowed: q, r, b, n)");
  }

  // A named piece type: a role ("rook") or the mark of a transformed piece ("crab").
  bool read_piece_name(const Node& n, std::string& out) {
    if (!want_scalar(n, "a piece name", out)) return false;
    if (parse_role_name(out) || parse_mark(out)) return true;
    return fail(n, "unknown piece name '" + out +
                       "' (expected a piece type such as rook, or a piece mark such as crab)");
  }

  // A letter whose case must agree with the side it is listed under.
  bool read_piece_letter(const Node& n, Side side, PieceCode& out) {
    std::string s;
    if (!want_scalar(n, "a piece letter", s)) return false;
    auto code = parse_piece_code(s);
    if (!code)
      return fail(n, "bad piece letter '" + s +
                         "' (expected one of PNBRQKS for white, pnbrqks for black (S: a Princess))");
    if (code->side != side)
      return fail(n, "piece letter '" + s + "' is " + std::string(to_string(code->side)) +
                         ", but it is listed under " + std::string(to_string(side)));
    out = *code;
    return true;
  }

  bool read_piece_letters(const Node& n, Side side, std::vector<PieceCode>& out) {
    return each_item(n, in_quotes(to_string(side)), [&](const Node& item) {
      PieceCode code;
      if (!read_piece_letter(item, side, code)) return false;
      out.push_back(code);
      return true;
    });
  }

  // ---- scenario

  bool read_scenario(const Node& n, Scenario& out) {
    if (!want_map(n, "a scenario") || !check_keys(n, kScenarioKeys, "a scenario")) return false;
    out.loc = loc(n);
    const Entry* id = n.find("id");
    if (!id) return fail(n, "scenario has no 'id'");
    if (!read_string(*id->second, "id", out.id)) return false;
    if (!is_kebab_case(out.id))
      return fail(*id->second,
                  "scenario id '" + out.id +
                      "' is not kebab-case (lower-case letters and digits joined by single hyphens)");
    const std::string named = "scenario '" + out.id + "'";
    if (const Entry* title = n.find("title"); title && !read_string(*title->second, "title", out.title))
      return false;
    if (const Entry* rulings = n.find("rulings")) {
      bool ok = each_item(*rulings->second, "'rulings'", [&](const Node& item) {
        std::string ruling;
        if (!want_scalar(item, "a ruling id", ruling)) return false;
        out.rulings.push_back(std::move(ruling));
        return true;
      });
      if (!ok) return false;
    }
    const Entry* cards = n.find("cards");
    if (cards && !read_card_ids(*cards->second, "cards", out.cards)) return false;
    if (const Entry* pending = n.find("pending")) {
      std::string reason;
      if (!read_string(*pending->second, "pending", reason)) return false;
      if (reason.empty()) return fail(*pending->second, "'pending' needs a reason");
      out.pending = std::move(reason);
    }
    const Entry* setup = n.find("setup");
    if (!setup) return fail(n, named + " has no 'setup'");
    out.setup_loc = loc(*setup->second);
    if (!read_setup(*setup->second, out.setup)) return false;
    if (const Entry* effects = setup->second->find("effects"); effects && effects->second->is_sequence())
      for (const auto& item : effects->second->items) out.effect_locs.push_back(loc(*item));
    const Entry* steps = n.find("steps");
    if (!steps) return fail(n, named + " has no 'steps'");
    if (!want_list(*steps->second, "'steps'")) return false;
    if (steps->second->items.empty())
      return fail(*steps->second, named + " has no steps (at least one is required)");
    for (const auto& item : steps->second->items) {
      Step step;
      if (!read_step(*item, step)) return false;
      out.steps.push_back(std::move(step));
    }
    if (!cards) out.cards = derive_cards(out);
    return true;
  }

  static std::vector<std::string> derive_cards(const Scenario& s) {
    std::set<std::string> ids;
    auto choice = [&](const CardChoices& c) {
      if (c.card && *c.card != "last") ids.insert(*c.card);
    };
    for (const auto& e : s.setup.effects) {
      ids.insert(e.card);
      choice(e.choices);
    }
    for (const auto* lists : {&s.setup.hands, &s.setup.decks, &s.setup.discard})
      for (const auto& [side, list] : *lists) ids.insert(list.begin(), list.end());
    if (s.setup.common_deck) ids.insert(s.setup.common_deck->begin(), s.setup.common_deck->end());
    for (const auto& step : s.steps) {
      if (step.kind == Step::Kind::Expect) continue;
      if (step.action.kind == ActionKind::Discard) ids.insert(step.action.card);
      if (step.action.kind != ActionKind::Play) continue;
      ids.insert(step.action.card);
      choice(step.action.choices);
    }
    return {ids.begin(), ids.end()};
  }

  // ---- setup

  bool read_setup(const Node& n, Setup& out) {
    if (!want_map(n, "'setup'") || !check_keys(n, kSetupKeys, "'setup'")) return false;
    if (const Entry* rules = n.find("rules")) {
      std::string s;
      if (!read_string(*rules->second, "rules", s)) return false;
      auto profile = parse_rules_profile(s);
      if (!profile)
        return fail(*rules->second, "unknown rules '" + s +
                                        "' (allowed: " + join_valid(kRulesNames, parse_rules_profile) + ")");
      out.rules = *profile;
    }
    const Entry* fen = n.find("fen");
    if (!fen) return fail(n, "'setup' has no 'fen'");
    if (!read_string(*fen->second, "fen", out.fen)) return false;
    if (auto pos = parse_fen(out.fen, out.rules); !pos)
      return fail(*fen->second, "bad FEN '" + out.fen + "': " + strip_fen_prefix(pos.error().message));
    if (const Entry* effects = n.find("effects")) {
      bool ok = each_item(*effects->second, "'effects'", [&](const Node& item) {
        EffectSetup effect;
        if (!read_effect(item, effect)) return false;
        out.effects.push_back(std::move(effect));
        return true;
      });
      if (!ok) return false;
    }
    for (auto [key, boxes] : {std::pair{"captured", &out.captured}, std::pair{"dead", &out.dead}}) {
      const Entry* e = n.find(key);
      if (!e) continue;
      bool ok = each_side(*e->second, key, [&, boxes = boxes](Side side, const Node& list) {
        std::vector<PieceCode> codes;
        if (!read_piece_letters(list, side, codes)) return false;
        auto& roles = (*boxes)[side];
        for (const auto& c : codes) roles.push_back(c.role);
        return true;
      });
      if (!ok) return false;
    }
    for (auto [key, piles] : {std::pair{"hands", &out.hands}, std::pair{"decks", &out.decks},
                              std::pair{"discard", &out.discard}}) {
      const Entry* e = n.find(key);
      if (!e) continue;
      bool ok = each_side(*e->second, key, [&, piles = piles](Side side, const Node& list) {
        return read_card_ids(list, to_string(side), (*piles)[side]);
      });
      if (!ok) return false;
    }
    if (const Entry* common = n.find("common_deck")) {
      if (!read_card_ids(*common->second, "common_deck", out.common_deck.emplace())) return false;
    }
    for (auto [key, target] : {std::pair{"seed", 0}, std::pair{"deck_budget", 1}}) {
      const Entry* e = n.find(key);
      if (!e) continue;
      std::string text;
      if (!read_string(*e->second, key, text)) return false;
      std::uint64_t v = 0;
      const std::uint64_t most = target == 1 ? 100000 : std::numeric_limits<std::uint64_t>::max();
      const bool negative =
          text.size() > 1 && text.front() == '-' &&
          std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; });
      auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (negative || (ec == std::errc::result_out_of_range && end == text.data() + text.size()) ||
          (ec == std::errc() && end == text.data() + text.size() && v > most))
        return fail(*e->second, in_quotes(key) + " is out of range: it goes from 0 to " +
                                    std::to_string(most) + ", got " + yaml::describe(*e->second));
      if (ec != std::errc() || end != text.data() + text.size())
        return fail(*e->second,
                    in_quotes(key) + " must be a whole number, got " + yaml::describe(*e->second));
      if (target == 0)
        out.seed = v;
      else
        out.deck_budget = static_cast<int>(v);
    }
    if (const Entry* phase = n.find("phase")) {
      std::string s;
      if (!read_string(*phase->second, "phase", s)) return false;
      auto p = parse_phase(s);
      if (!p)
        return fail(*phase->second, "unknown phase '" + s + "'" + did_you_mean(s, kPhaseNames) +
                                        " (allowed: " + join_valid(kPhaseNames, parse_phase) + ")");
      out.phase = *p;
    }
    return true;
  }

  bool read_effect(const Node& n, EffectSetup& out) {
    std::vector<std::string_view> allowed = {"card", "owner"};
    allowed.insert(allowed.end(), kChoiceKeys.begin(), kChoiceKeys.end());
    allowed.erase(std::find(allowed.begin() + 2, allowed.end(), "card"));  // `card` names the effect itself
    if (!want_map(n, "an effect") || !check_keys(n, allowed, "an effect")) return false;
    const Entry* card = n.find("card");
    if (!card) return fail(n, "effect has no 'card'");
    if (!read_card_id(*card->second, out.card)) return false;
    const Entry* owner = n.find("owner");
    if (!owner) return fail(n, "effect has no 'owner'");
    if (!read_side(*owner->second, out.owner)) return false;
    return read_choices(n, out.choices, /*card_is_choice=*/false);
  }

  // The choice keys among the map's entries (other keys were checked by the caller).
  bool read_choices(const Node& map, CardChoices& out, bool card_is_choice) {
    if (map.find("move") && map.find("moves"))
      return fail(*map.find("moves")->first,
                  "'move' and 'moves' cannot both be given (use 'moves' for several)");
    for (const auto& [key, value] : map.entries) {
      const std::string& k = key->scalar;
      const Node& v = *value;
      bool ok = true;
      if (k == "target") {
        ok = read_square(v, out.target.emplace());
      } else if (k == "targets") {
        ok = read_squares(v, k, out.targets);
      } else if (k == "to") {
        ok = read_square(v, out.to.emplace());
      } else if (k == "move") {
        ok = read_move(v, out.moves.emplace_back());
      } else if (k == "moves") {
        ok = each_item(v, "'moves'",
                       [&](const Node& item) { return read_move(item, out.moves.emplace_back()); });
      } else if (k == "square") {
        ok = read_square(v, out.square.emplace());
      } else if (k == "wall") {
        ok = read_wall(v, out.wall.emplace());
      } else if (k == "piece") {
        ok = read_piece_name(v, out.piece.emplace());
      } else if (k == "card" && card_is_choice) {
        std::string& id = out.card.emplace();
        ok = want_scalar(v, "a card id", id) && (id == "last" || read_card_id(v, id));
      } else if (k == "rotate") {
        std::string s;
        ok = want_scalar(v, "a rotation", s);
        if (ok && s == "cw")
          out.rotate = Rotation::Clockwise;
        else if (ok && s == "ccw")
          out.rotate = Rotation::CounterClockwise;
        else if (ok)
          ok = fail(v, "bad rotation '" + s + "' (allowed: cw, ccw)");
      } else if (k == "promote") {
        ok = read_promotion(v, out.promote.emplace());
      } else if (k == "announce") {
        ok = read_card_ids(v, k, out.announce);
      }
      if (!ok) return false;
    }
    return true;
  }

  bool read_wall(const Node& n, std::pair<Square, Square>& out) {
    std::string s;
    if (!want_scalar(n, "a wall", s)) return false;
    const bool shaped = s.size() == 5 && s[2] == '-';
    const std::string_view text = s;
    auto a = parse_square(shaped ? text.substr(0, 2) : std::string_view{});
    auto b = parse_square(shaped ? text.substr(3, 2) : std::string_view{});
    if (!a || !b || *a == *b)
      return fail(n, "bad wall '" + s + "' (expected two squares joined by a hyphen, such as e4-e5)");
    out = {*a, *b};
    return true;
  }

  // ---- steps

  bool read_step(const Node& n, Step& out) {
    out.loc = loc(n);
    if (n.is_scalar()) {
      constexpr std::array<std::pair<std::string_view, ActionKind>, 3> kBare = {
          {{"pass", ActionKind::Pass}, {"end-turn", ActionKind::EndTurn}, {"timeout", ActionKind::Timeout}}};
      for (auto [word, kind] : kBare)
        if (n.scalar == word) {
          out.kind = Step::Kind::Action;
          out.action.kind = kind;
          out.text = n.scalar;
          return true;
        }
      constexpr std::array<std::string_view, 3> kWords = {"pass", "end-turn", "timeout"};
      return fail(n, "unknown step '" + n.scalar + "'" + did_you_mean(n.scalar, kWords) +
                         " (a step written as a bare word is one of: pass, end-turn, timeout)");
    }
    if (!want_map(n, "a step")) return false;
    std::vector<const Entry*> actions;
    for (const auto& entry : n.entries) {
      const std::string& key = entry.first->scalar;
      // Beside `play`, `move` is a choice key (a move made as part of the card).
      if (contains(kActionKeys, key) && !(key == "move" && n.find("play"))) actions.push_back(&entry);
    }
    if (actions.empty()) {
      // A misspelt action ("expct:") is the likeliest cause: point at it.
      for (const auto& [key, value] : n.entries)
        if (std::string hint = did_you_mean(key->scalar, kActionKeys); !hint.empty())
          return fail(*key, "unknown step action '" + key->scalar + "'" + hint +
                                " (expected one of: " + join(kActionKeys) + ")");
      // Otherwise name the first key that is no step key at all.
      auto other_key = [](std::string_view k) {
        return k == "by" || k == "promote" || k == "square" || contains(kChoiceKeys, k);
      };
      for (const auto& [key, value] : n.entries)
        if (!other_key(key->scalar))
          return fail(
              *key, "unknown step action '" + key->scalar + "' (expected one of: " + join(kActionKeys) + ")");
      return fail(n, "step has no action (expected one of: " + join(kActionKeys) + ")");
    }
    if (actions.size() > 1)
      return fail(*actions[1]->first, "step has more than one action ('" + actions[0]->first->scalar +
                                          "' and '" + actions[1]->first->scalar +
                                          "'); write one action per step");
    const Entry& action = *actions[0];
    out.text = render_step(n, action);
    const std::string& key = action.first->scalar;
    if (key == "expect") {
      constexpr std::array<std::string_view, 1> kOnly = {"expect"};
      out.kind = Step::Kind::Expect;
      return check_keys(n, kOnly, "an 'expect' step") && read_expect(*action.second, out.expect);
    }
    if (key == "try") {
      constexpr std::array<std::string_view, 1> kOnly = {"try"};
      out.kind = Step::Kind::Probe;
      return check_keys(n, kOnly, "a 'try' step") && read_probe(*action.second, out.action);
    }
    out.kind = Step::Kind::Action;
    return read_action(n, action, "a '" + key + "' step", out.action);
  }

  bool read_probe(const Node& n, Action& out) {
    if (!want_map(n, "'try'")) return false;
    // As in a step, `move` beside `play` is the card's choice.
    const Entry* action = n.find("play");
    if (!action) action = n.find("move");
    if (!action) action = n.find("castle");
    if (!action) return fail(n, "'try' needs one of: move, castle, play");
    return read_action(n, *action, "'try'", out);
  }

  // `map` holds the action entry `action`, `by` and the keys that action takes.
  bool read_action(const Node& map, const Entry& action, const std::string& context, Action& out) {
    const std::string& key = action.first->scalar;
    const Node& value = *action.second;
    std::vector<std::string_view> allowed = {key};
    if (key == "move") allowed.insert(allowed.end(), {"promote", "castling"});
    if (key == "say") allowed.push_back("square");
    if (key == "play") allowed.insert(allowed.end(), kChoiceKeys.begin(), kChoiceKeys.end());
    allowed.push_back("by");
    if (!check_keys(map, allowed, context)) return false;
    if (const Entry* by = map.find("by"); by && !read_side(*by->second, out.by.emplace())) return false;

    if (key == "move") {
      out.kind = ActionKind::Move;
      if (!read_move(value, out.move)) return false;
      if (const Entry* promote = map.find("promote")) {
        if (out.move.promotion)
          return fail(*promote->first, "promotion given twice ('" + value.scalar + "' and 'promote')");
        if (!read_promotion(*promote->second, out.move.promotion.emplace())) return false;
      }
      // `castling: true` asks for castling only, `false` for the piece's own
      // move only (a WARLORD King's two-square walk where it could castle).
      if (const Entry* castling = map.find("castling")) {
        const Node& v = *castling->second;
        if (!v.is_scalar() || v.quoted || (v.scalar != "true" && v.scalar != "false"))
          return fail(v, "expected true or false for 'castling', got " + yaml::describe(v));
        out.move.castling = v.scalar == "false" ? Castling::Never : Castling::Only;
      }
      return true;
    }
    if (key == "castle") {
      out.kind = ActionKind::Move;
      std::string side;
      if (!want_scalar(value, "a castling side", side)) return false;
      const auto* it = std::find(kCastleNames.begin(), kCastleNames.end(), side);
      if (it == kCastleNames.end())
        return fail(value, "unknown castling side '" + side + "'" + did_you_mean(side, kCastleNames) +
                               " (expected one of: " + join(kCastleNames) + ")");
      const bool king_side = (it - kCastleNames.begin()) % 2 == 0;
      out.move.castling = king_side ? Castling::KingSide : Castling::QueenSide;
      return true;
    }
    if (key == "play") {
      out.kind = ActionKind::Play;
      return read_card_id(value, out.card) && read_choices(map, out.choices, /*card_is_choice=*/true);
    }
    if (key == "pass" || key == "end-turn" || key == "timeout") {
      out.kind = key == "pass"       ? ActionKind::Pass
                 : key == "end-turn" ? ActionKind::EndTurn
                                     : ActionKind::Timeout;
      if (!value.is_null())
        return fail(value, in_quotes(key) + " takes no value, got " + yaml::describe(value));
      return true;
    }
    if (key == "say") {
      out.kind = ActionKind::Say;
      if (const Entry* square = map.find("square");
          square && !read_square(*square->second, out.square.emplace()))
        return false;
      return read_piece_name(value, out.word);
    }
    if (key == "discard") {
      out.kind = ActionKind::Discard;
      return read_card_id(value, out.card);
    }
    // recall, keep: a piece and a square
    out.kind = key == "keep" ? ActionKind::Keep : ActionKind::Recall;
    const std::string what = in_quotes(key);
    if (!want_map(value, what)) return false;
    if (key == "keep" ? !check_keys(value, kPieceOnSquareKeys, what) : !check_keys(value, kRecallKeys, what))
      return false;
    // recall's `aloud: false`: the piece was described, not named (DOOMSAYER does not hear it).
    if (const Entry* aloud = value.find("aloud")) {
      const Node& v = *aloud->second;
      if (!v.is_scalar() || v.quoted || (v.scalar != "true" && v.scalar != "false"))
        return fail(v, "expected true or false for 'aloud', got " + yaml::describe(v));
      out.aloud = v.scalar == "true";
    }
    const Entry* piece = value.find("piece");
    if (!piece) return fail(value, what + " has no 'piece'");
    const Entry* square = value.find("square");
    if (!square) return fail(value, what + " has no 'square'");
    return read_piece_name(*piece->second, out.word) && read_square(*square->second, out.square.emplace());
  }

  // "play: fog-of-war {target: d5}": the action entry, then the step's other keys.
  static std::string render_step(const Node& n, const Entry& action) {
    std::string text = action.first->scalar;
    if (!action.second->is_null()) text += ": " + yaml::render_flow(*action.second);
    std::string rest;
    for (const auto& entry : n.entries) {
      if (&entry == &action) continue;
      if (!rest.empty()) rest += ", ";
      rest += yaml::render_flow(*entry.first) + ": " + yaml::render_flow(*entry.second);
    }
    if (!rest.empty()) text += " {" + rest + "}";
    return text;
  }

  // ---- expectations

  bool read_expect(const Node& n, Expectation& out) {
    if (n.is_null() || (n.is_map() && n.entries.empty()))
      return fail(n, "'expect' is empty (name at least one thing to check)");
    if (!want_map(n, "'expect'") || !check_keys(n, kExpectKeys, "'expect'")) return false;
    for (const auto& [key_node, value] : n.entries)
      if (!read_expect_key(key_node->scalar, *value, out)) return false;
    const Entry* result = n.find("result");
    const Entry* reason = n.find("reason");
    if (result && out.result != Outcome::Accepted && !reason)
      return fail(*result->second,
                  "'reason' is required when the result is " + std::string(to_string(*out.result)));
    if (reason && out.result == Outcome::Accepted)
      return fail(*reason->first, "'reason' cannot be given with result: accepted");
    return true;
  }

  bool read_expect_key(const std::string& key, const Node& v, Expectation& out) {
    std::string s;
    if (key == "result") {
      if (!read_string(v, key, s)) return false;
      out.result = parse_outcome(s);
      if (!out.result)
        return fail(v, "unknown result '" + s + "'" + did_you_mean(s, kOutcomeNames) +
                           " (allowed: " + join_valid(kOutcomeNames, parse_outcome) + ")");
      return true;
    }
    if (key == "reason") {
      // One code, or a list of codes of which any will do (extension).
      auto one = [&](const Node& item) {
        std::string code;
        if (!want_scalar(item, "a reason code", code)) return false;
        auto reason = parse_reason(code);
        if (!reason)
          return fail(item, "unknown reason '" + code + "'" + did_you_mean(code, kReasonNames) +
                                " (allowed: " + join_valid(kReasonNames, parse_reason) + ")");
        out.reasons.push_back(*reason);
        return true;
      };
      if (!v.is_sequence()) return one(v);
      if (v.items.empty()) return fail(v, "'reason' lists no reason code");
      return each_item(v, "'reason'", one);
    }
    if (key == "phase") {
      if (!read_string(v, key, s)) return false;
      out.phase = parse_phase(s);
      if (!out.phase)
        return fail(v, "unknown phase '" + s + "'" + did_you_mean(s, kPhaseNames) +
                           " (allowed: " + join_valid(kPhaseNames, parse_phase) + ")");
      return true;
    }
    if (key == "captured_includes")
      return each_side(v, key, [&](Side side, const Node& list) {
        return read_piece_letters(list, side, out.captured_includes[side]);
      });
    if (key == "hand_includes")
      return each_side(v, key, [&](Side side, const Node& list) {
        return read_card_ids(list, to_string(side), out.hand_includes[side]);
      });
    if (key == "in_play_includes") return read_card_ids(v, key, out.in_play_includes);
    if (key == "to_move") return read_side(v, out.to_move.emplace());
    if (key == "board") {
      if (!read_string(v, key, s)) return false;
      if (auto pos = parse_placement(s); !pos)
        return fail(v, "bad board '" + s + "': " + strip_fen_prefix(pos.error().message));
      out.board = s;
      return true;
    }
    if (key == "at") {
      return each_square(v, key, [&](Square sq, const Node& piece) {
        std::string letter;
        if (!want_scalar(piece, "a piece letter or empty", letter)) return false;
        if (letter == "empty") {
          out.at[sq] = std::nullopt;
          return true;
        }
        auto code = parse_piece_code(letter);
        if (!code)
          return fail(
              piece,
              "bad piece letter '" + letter +
                  "' (expected one of PNBRQKS for white, pnbrqks for black (S: a Princess), or empty)");
        out.at[sq] = *code;
        return true;
      });
    }
    if (key == "marks") {
      return each_square(v, key, [&](Square sq, const Node& list) {
        auto& names = out.marks[sq];
        return each_item(list, in_quotes(square_name(sq)), [&](const Node& item) {
          std::string name;
          if (!want_scalar(item, "a mark name", name)) return false;
          if (!parse_mark(name))
            return fail(item, "unknown mark '" + name + "' (allowed: " + mark_names() + ")");
          names.push_back(std::move(name));
          return true;
        });
      });
    }
    if (key == "check") {
      auto& sides = out.check.emplace();
      return each_item(v, "'check'", [&](const Node& item) { return read_side(item, sides.emplace_back()); });
    }
    if (key == "checkmate") {
      if (!read_string(v, key, s)) return false;
      if (s == "none")
        out.checkmate.emplace(std::nullopt);
      else if (auto side = parse_side(s))
        out.checkmate.emplace(side);
      else
        return fail(v, "bad checkmate '" + s + "' (allowed: white, black, none)");
      return true;
    }
    if (key == "stalemate") {
      if (v.is_scalar() && !v.quoted && (v.scalar == "true" || v.scalar == "false")) {
        out.stalemate = v.scalar == "true";
        return true;
      }
      return fail(v, "expected true or false for 'stalemate', got " + yaml::describe(v));
    }
    if (key == "game_over") {
      if (!read_string(v, key, s)) return false;
      out.game_over = parse_game_over(s);
      if (!out.game_over)
        return fail(v, "unknown game_over '" + s + "'" + did_you_mean(s, kGameOverNames) +
                           " (allowed: " + join_valid(kGameOverNames, parse_game_over) + ")");
      return true;
    }
    if (key == "captured" || key == "dead") {
      auto& boxes = key == "captured" ? out.captured : out.dead;
      return each_side(
          v, key, [&](Side side, const Node& list) { return read_piece_letters(list, side, boxes[side]); });
    }
    if (key == "in_play") return read_card_ids(v, key, out.in_play.emplace());
    if (key == "suspended") return read_card_ids(v, key, out.suspended.emplace());
    if (key == "hand" || key == "discard") {
      auto& piles = key == "hand" ? out.hand : out.discard;
      return each_side(v, key, [&](Side side, const Node& list) {
        return read_card_ids(list, to_string(side), piles[side]);
      });
    }
    if (key == "moves_from") {
      return each_square(v, key, [&](Square sq, const Node& list) {
        return read_squares(list, square_name(sq), out.moves_from[sq]);
      });
    }
    // can_move: {d5: [d6], not: {d5: [e6]}}
    if (!want_map(v, "'can_move'")) return false;
    for (const auto& [k, value] : v.entries) {
      if (k->scalar == "not") {
        bool ok = each_square(*value, "not", [&](Square sq, const Node& list) {
          return read_squares(list, square_name(sq), out.cannot_move[sq]);
        });
        if (!ok) return false;
        continue;
      }
      Square sq = 0;
      if (!read_square(*k, sq) || !read_squares(*value, square_name(sq), out.can_move[sq])) return false;
    }
    return true;
  }
};

bool is_scenario_file(const fs::path& p) {
  auto ext = p.extension();
  return ext == ".yaml" || ext == ".yml";
}

}  // namespace

LoadedFile load_text(std::string_view yaml, const std::string& name) {
  return read_yaml_text<LoadedFile>(yaml, name, [&](const NodePtr& root, LoadedFile& f) {
    Reader reader(name);
    if (!reader.read_file(root, f.scenarios, f.bad)) {
      f.scenarios.clear();
      f.bad.clear();
    }
    return reader.error();
  });
}

LoadedFile load_file(const std::string& path) {
  auto text = read_text_file(path, "scenario");
  if (!text) return failed_file<LoadedFile>(path, text.error().message);
  return load_text(*text, path);
}

FileList collect_scenario_files(const std::vector<std::string>& paths) {
  FileList out;
  std::set<std::string> files;
  try {
    for (const auto& p : paths) {
      std::error_code ec;
      fs::path path(p);
      auto status = fs::status(path, ec);
      if (ec || !fs::exists(status)) {
        out.missing.push_back(p);
        continue;
      }
      if (!fs::is_directory(status)) {
        // Named directly: a FIFO, a device or a scenario file over the size
        // limit is refused, never read; another regular file is skipped.
        const bool regular = fs::is_regular_file(status);
        if (!regular || is_scenario_file(path)) {
          if (auto refused = unreadable(p, "scenario"))
            out.refused.push_back(refused->message);
          else
            files.insert(path.lexically_normal().generic_string());
        }
        continue;
      }
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
      for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code file_ec;
        if (it->is_regular_file(file_ec) && is_scenario_file(it->path()))
          files.insert(it->path().lexically_normal().generic_string());
      }
    }
  } catch (const std::exception&) {
    // Unreadable parts of a tree are skipped; what was found is returned.
  }
  out.files.assign(files.begin(), files.end());
  return out;
}

std::vector<LoadedFile> load_suite(const std::vector<std::string>& files) {
  // yaml-cpp is slow; the files are independent, so they are read on every CPU.
  std::vector<LoadedFile> loaded(files.size());
  parallel_for(files.size(), 0, [&](std::size_t i) { loaded[i] = load_file(files[i]); });
  std::vector<LoadedFile> out;
  std::map<std::string, SourceLoc> seen;  // id -> where it was first defined
  for (LoadedFile& f : loaded) {
    // An id already used by an earlier file: the later scenario fails alone.
    std::vector<Scenario> kept;
    for (auto& s : f.scenarios) {
      auto [it, fresh] = seen.emplace(s.id, s.loc);
      if (fresh) {
        kept.push_back(std::move(s));
        continue;
      }
      f.bad.push_back({s.id,
                       s.loc.str() + ": duplicate scenario id '" + s.id + "' (first in " + it->second.file +
                           ":" + std::to_string(it->second.line) + ")",
                       true});
    }
    f.scenarios = std::move(kept);
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace kmr::harness

// ---------------------------------------------------------------- schema

namespace kmr::harness {

// Made from the key tables above: a key added to a table is in the schema,
// typed here when its reading is known, open otherwise.
std::string scenario_schema() {
  using namespace schema_text;
  std::vector<std::string> card_ids;
  for (const CardDef* card : all_cards()) card_ids.emplace_back(card->id);
  const std::string card = strings_enum(card_ids);
  const std::string cards = array_of(card);
  const std::string square = R"({"type": "string", "pattern": "^[a-h][1-8]$"})";
  const std::string squares = array_of(square);
  const std::string move = R"({"type": "string", "pattern": "^[a-h][1-8][a-h][1-8][qrbnk]?$"})";
  const std::string side = R"({"type": "string", "enum": ["white", "black"]})";
  const std::string letters = array_of(R"({"type": "string", "pattern": "^[PNBRQKSpnbrqks]$"})");
  const std::string whole = R"({"type": "integer", "minimum": 0})";
  auto sides = [&](const std::string& item) { return object(kSideKeys, {{"white", item}, {"black", item}}); };
  auto by_square = [&](const std::string& item) {
    return R"({"type": "object", "propertyNames": {"pattern": "^[a-h][1-8]$"}, "additionalProperties": )" +
           item + "}";
  };
  const std::string piece_name = R"({"type": "string"})";
  const std::map<std::string, std::string> choice_types = {
      {"target", square},
      {"targets", squares},
      {"to", square},
      {"move", move},
      {"moves", array_of(move)},
      {"square", square},
      {"wall", R"({"type": "string", "pattern": "^[a-h][1-8]-[a-h][1-8]$"})"},
      {"piece", piece_name},
      {"card", R"({"type": "string"})"},
      {"rotate", R"({"type": "string", "enum": ["cw", "ccw"]})"},
      {"promote", R"({"type": "string", "enum": ["q", "r", "b", "n"]})"},
      {"announce", cards},
  };
  std::vector<std::string_view> effect_keys = {"card", "owner"};
  for (auto k : kChoiceKeys)
    if (k != "card") effect_keys.push_back(k);
  std::map<std::string, std::string> effect_types = choice_types;
  effect_types["card"] = card;
  effect_types["owner"] = side;
  const std::string effect = object(effect_keys, effect_types, {"card", "owner"});

  const std::string setup = object(kSetupKeys,
                                   {{"fen", R"({"type": "string"})"},
                                    {"rules", strings_enum(kRulesNames)},
                                    {"effects", array_of(effect)},
                                    {"captured", sides(letters)},
                                    {"dead", sides(letters)},
                                    {"hands", sides(cards)},
                                    {"decks", sides(cards)},
                                    {"discard", sides(cards)},
                                    {"phase", strings_enum(kPhaseNames)},
                                    {"common_deck", cards},
                                    {"seed", whole},
                                    {"deck_budget", whole}},
                                   {"fen"});

  const std::string reason = strings_enum(kReasonNames);
  const std::string piece_at = R"({"type": "string", "pattern": "^([PNBRQKSpnbrqks]|empty)$"})";
  std::map<std::string, std::string> expect_types = {
      {"result", strings_enum(kOutcomeNames)},
      {"reason", "{\"oneOf\": [" + reason + ", " + array_of(reason, 1) + "]}"},
      {"to_move", side},
      {"board", R"({"type": "string"})"},
      {"at", by_square(piece_at)},
      {"marks", by_square(array_of(R"({"type": "string"})"))},
      {"check", array_of(side)},
      {"checkmate", R"({"type": "string", "enum": ["white", "black", "none"]})"},
      {"stalemate", R"({"type": "boolean"})"},
      {"game_over", strings_enum(kGameOverNames)},
      {"captured", sides(letters)},
      {"dead", sides(letters)},
      {"in_play", cards},
      {"suspended", cards},
      {"hand", sides(cards)},
      {"discard", sides(cards)},
      {"moves_from", by_square(squares)},
      {"can_move", R"({"type": "object"})"},
      {"captured_includes", sides(letters)},
      {"hand_includes", sides(cards)},
      {"in_play_includes", cards},
      {"phase", strings_enum(kPhaseNames)},
  };
  const std::string expect = object(kExpectKeys, expect_types, {}, ", \"minProperties\": 1");

  // A step map: one action key with the keys it takes. The loader checks
  // that exactly one action is given; the schema lists what may appear.
  std::vector<std::string_view> step_keys(kActionKeys.begin(), kActionKeys.end());
  for (auto k : kChoiceKeys)
    if (std::find(step_keys.begin(), step_keys.end(), k) == step_keys.end()) step_keys.push_back(k);
  step_keys.push_back("by");
  std::map<std::string, std::string> step_types = choice_types;
  step_types["move"] = move;
  step_types["castle"] = strings_enum(kCastleNames);
  step_keys.push_back("castling");
  step_types["castling"] = R"({"type": "boolean"})";
  step_types["play"] = card;
  step_types["by"] = side;
  step_types["expect"] = expect;
  step_types["discard"] = card;
  step_types["say"] = piece_name;
  for (std::string_view bare : {"pass", "end-turn", "timeout"})
    step_types[std::string(bare)] = R"({"type": "null"})";
  step_types["try"] = R"({"type": "object"})";
  const std::string step_map = object(step_keys, step_types, {}, ", \"minProperties\": 1");
  const std::string step =
      R"({"oneOf": [{"type": "string", "enum": ["pass", "end-turn", "timeout"]}, )" + step_map + "]}";

  const std::string scenario = object(kScenarioKeys,
                                      {{"id", R"({"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"})"},
                                       {"title", R"({"type": "string"})"},
                                       {"rulings", array_of(R"({"type": "string"})")},
                                       {"cards", cards},
                                       {"pending", R"({"type": "string", "minLength": 1})"},
                                       {"setup", setup},
                                       {"steps", array_of(step, 1)}},
                                      {"id", "setup", "steps"});

  return "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
         "  \"$id\": \"https://kmr.invalid/schema/scenario.schema.json\",\n"
         "  \"title\": \"kmr scenario file (scenarios/FORMAT.md)\",\n"
         "  \"definitions\": {\"scenario\": " +
         scenario +
         "},\n"
         "  \"oneOf\": [\n"
         "    {\"type\": \"object\", \"properties\": {\"scenarios\": {\"type\": \"array\", \"minItems\": 1, "
         "\"items\": {\"$ref\": \"#/definitions/scenario\"}}}, \"required\": [\"scenarios\"], "
         "\"additionalProperties\": false},\n"
         "    {\"$ref\": \"#/definitions/scenario\"}\n"
         "  ]\n}\n";
}

}  // namespace kmr::harness
