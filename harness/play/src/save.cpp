// Writing the line played as a scenario. The expectations are the engine's
// answers, replayed from the setup: the file says what the engine said.
#include "kmr/play/save.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <optional>

#include "kmr/base/message_text.hpp"
#include "kmr/fen.hpp"
#include "kmr/model/actor.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/setup_words.hpp"

namespace kmr::harness {
namespace {

constexpr std::array<std::string_view, 10> kPins = {"board", "turn",  "to_move", "phase",     "captured",
                                                    "hand",  "check", "in_play", "game_over", "termination"};

std::string save_list(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ", ") + i;
  return "[" + out + "]";
}

std::string both_sides(const std::vector<std::string>& white, const std::vector<std::string>& black) {
  return "{white: " + save_list(white) + ", black: " + save_list(black) + "}";
}

std::vector<std::string> save_letters(const std::vector<PieceCode>& pieces) {
  std::vector<std::string> out;
  for (PieceCode p : pieces) out.emplace_back(1, to_char(p));
  return out;
}

std::vector<std::string> hand_of(const Game& g, Side s) {
  std::vector<std::string> out;
  for (CardRef c : g.cards(s).hand) out.emplace_back(c->id);
  return out;
}

std::string pin_value(std::string_view key, const Game& g) {
  if (key == "board") return "\"" + placement(g.position()) + "\"";
  if (key == "turn") return std::string(to_string(g.turn()));
  if (key == "to_move") return std::string(to_string(g.to_move()));
  if (key == "phase") return std::string(to_string(g.phase()));
  if (key == "captured")
    return both_sides(save_letters(g.captured(Side::White)), save_letters(g.captured(Side::Black)));
  if (key == "hand") return both_sides(hand_of(g, Side::White), hand_of(g, Side::Black));
  if (key == "check") {
    std::vector<std::string> sides;
    for (Side s : g.in_check()) sides.emplace_back(to_string(s));
    return save_list(sides);
  }
  if (key == "in_play") {
    std::vector<std::string> ids;
    for (const Effect& fx : g.effects())
      if (fx.continuing) ids.emplace_back(fx.card->id);
    return save_list(ids);
  }
  if (key == "termination") return std::string(to_string(g.ending().termination));
  return std::string(to_string(g.game_over()));  // game_over
}

// "- play: bribery\n  target: e6\n", in the repository's block style.
std::string step_yaml(const Action& a, bool probe, const std::string& indent) {
  if (probe) return indent + "- try: " + action_flow(a) + "\n";
  const auto entries = action_entries(a);
  std::string out;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& [key, value] = entries[i];
    out += indent + (i == 0 ? "- " : "  ") + key +
           (value.empty() ? (entries.size() == 1 ? "" : ":") : ": " + value) + "\n";
  }
  return out;
}

// Is this step of the line saved?
bool kept(const LineStep& step, const SaveOptions& o) {
  return o.all || (!step.probe && step.result.outcome != Outcome::Rejected);
}

std::string title_for(const Session& s, const SaveOptions& o) {
  std::size_t acts = 0, probes = 0;
  for (const LineStep& step : s.line())
    if (kept(step, o)) (step.probe ? probes : acts) += 1;
  return "A line played with kmr play: " + std::to_string(acts) + " action" + (acts == 1 ? "" : "s") +
         (probes ? ", " + std::to_string(probes) + " tried" : "");
}

// `text` as comment lines of at most about 76 columns.
std::string comment_lines(const std::string& text) {
  std::string out, line, word;
  auto flush_word = [&] {
    if (word.empty()) return;
    if (!line.empty() && line.size() + 1 + word.size() > 76) {
      out += "# " + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    word.clear();
  };
  for (char c : one_line(text)) {
    if (c == ' ')
      flush_word();
    else
      word += c;
  }
  flush_word();
  if (!line.empty()) out += "# " + line + "\n";
  return out;
}

}  // namespace

std::span<const std::string_view> pin_keys() { return kPins; }

std::string ruling_comment(const std::vector<std::string>& ids, const std::string& question,
                           const std::string& answer) {
  if (ids.empty()) return "";
  std::string twins;
  for (std::size_t i = 1; i < ids.size(); ++i) twins += (i == 1 ? "" : ", ") + ids[i];
  std::string out =
      comment_lines("Ruling " + ids.front() + (twins.empty() ? "" : " (the same as " + twins + ")") +
                    (question.empty() ? "" : ": " + question));
  if (!answer.empty()) out += comment_lines("Answer: " + answer);
  return out;
}

std::size_t saved_steps(const Session& session, const SaveOptions& o) {
  std::size_t n = 0;
  for (const LineStep& step : session.line()) n += kept(step, o) ? 1 : 0;
  return n;
}

Expected<std::string> scenario_yaml(const Session& session, const SaveOptions& o) {
  for (const std::string& pin : o.pins)
    if (std::find(kPins.begin(), kPins.end(), pin) == kPins.end()) {
      std::string known;
      for (std::string_view k : kPins) known += (known.empty() ? "" : ", ") + std::string(k);
      return Error{"unknown expectation to pin '" + pin + "' (expected one of: " + known + ")"};
    }
  if (!is_kebab_case(o.id)) return Error{"the scenario id '" + o.id + "' is not kebab-case (like my-line-1)"};
  // Written into the YAML as they are: only ids of a ruling's shape (plain scalars).
  for (const std::string& id : o.rulings)
    if (!is_ruling_id(id))
      return Error{"'" + one_line(id) +
                   "' is not a ruling id (a section or letter, a hyphen and a number: B-08, S1-07)"};
  // The line replayed from the setup: each expectation is the engine's answer.
  auto created = Game::create(session.setup());
  if (!created) return Error{"the setup does not make a game: " + created.error().message};
  Game game = std::move(created).value();

  const std::string in = "      ";
  std::string steps;
  const auto pinned = [&](std::string_view key) {
    return std::find(o.pins.begin(), o.pins.end(), key) != o.pins.end();
  };
  std::size_t last_kept = 0;
  for (std::size_t i = 0; i < session.line().size(); ++i)
    if (kept(session.line()[i], o)) last_kept = i;
  for (std::size_t i = 0; i < session.line().size(); ++i) {
    const LineStep& step = session.line()[i];
    if (!kept(step, o)) continue;
    Action action = step.action;
    const Side to_move = game.to_move();
    // Who the engine acts for is its answer's (actor.hpp); a step names him
    // when he is not the side to move.
    std::optional<Game> before;
    if (!action.by && action.kind != ActionKind::Move) before = game;
    const Result r = step.probe ? game.probe(action) : game.apply(action);
    if (before)
      if (const Side actor = acting_side(*before, action, r); actor != to_move) action.by = actor;
    steps += step_yaml(action, step.probe, in);
    std::string expect = "result: " + std::string(to_string(r.outcome));
    if (r.reason) expect += ", reason: " + std::string(to_string(*r.reason));
    for (const std::string& pin : o.pins) expect += ", " + pin + ": " + pin_value(pin, game);
    // A line that ended the game says how, at its last step.
    if (i == last_kept && game.ending().over())
      for (std::string_view key : {"game_over", "termination"})
        if (!pinned(key)) expect += ", " + std::string(key) + ": " + pin_value(key, game);
    steps += in + "- expect: {" + expect + "}\n";
  }
  if (steps.empty())
    return Error{session.line().empty() ? "nothing to save: no action has been played yet"
                                        : "nothing to save: every action so far was a try or refused "
                                          "(save --all keeps them)"};

  std::string out;
  if (!o.schema.empty()) out += "# yaml-language-server: $schema=" + o.schema + "\n";
  if (!o.comment.empty()) out += "# " + one_line(o.comment) + "\n";
  out += o.ruling_comment;
  out += "scenarios:\n  - id: " + o.id + "\n";
  const std::string title = o.title.empty() ? title_for(session, o) : o.title;
  out += "    title: " + yaml_quoted(one_line(title)) + "\n";
  if (!o.rulings.empty()) out += "    rulings: " + save_list(o.rulings) + "\n";
  out += "    setup:\n" + setup_yaml(session.setup(), "      ");
  out += "    steps:\n" + steps;
  return out;
}

std::string schema_path_for(const std::string& file) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // The checkout holding `schema/` nearest above `from`, if any.
  auto checkout_above = [&](fs::path from) -> std::optional<fs::path> {
    for (fs::path p = std::move(from); !p.empty(); p = p.parent_path()) {
      if (fs::exists(p / "schema" / "scenario.schema.json", ec)) return p;
      if (p == p.parent_path()) break;
    }
    return std::nullopt;
  };
  const fs::path dir = fs::absolute(fs::path(file), ec).parent_path();
  // Inside a checkout the link is relative (it moves with the tree); a file
  // saved elsewhere links to the schema of the checkout kmr runs in, by its
  // absolute path; with neither there is no schema line.
  if (auto root = checkout_above(dir))
    return fs::relative(*root / "schema" / "scenario.schema.json", dir, ec).generic_string();
  if (auto root = checkout_above(fs::current_path(ec)))
    return (*root / "schema" / "scenario.schema.json").generic_string();
  return "";
}

std::string id_from_path(const std::string& file) {
  const std::string stem = std::filesystem::path(file).stem().string();
  std::string id;
  for (char c : stem) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u))
      id += static_cast<char>(std::tolower(u));
    else if (!id.empty() && id.back() != '-')
      id += '-';
  }
  while (!id.empty() && id.back() == '-') id.pop_back();
  return id.empty() ? "played-line" : id;
}

}  // namespace kmr::harness
