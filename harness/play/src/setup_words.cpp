// Setups to scenario words and back: the writer for saved scenarios, and
// the command line's words read as a scenario's setup by the loader.
#include "kmr/play/setup_words.hpp"

#include <map>
#include <optional>
#include <utility>

#include "kmr/load/loader.hpp"
#include "kmr/report/result_text.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr::harness {
namespace {

constexpr const char* kOpening = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::string setup_list(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ", ") + i;
  return "[" + out + "]";
}

template <class T, class Show>
std::string sides(const std::map<Side, std::vector<T>>& map, Show show) {
  std::string out;
  for (const auto& [side, items] : map) {
    std::vector<std::string> words;
    for (const T& item : items) words.push_back(show(item, side));
    out += (out.empty() ? "" : ", ") + std::string(to_string(side)) + ": " + setup_list(words);
  }
  return "{" + out + "}";
}

}  // namespace

std::string yaml_quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string setup_yaml(const Setup& s, const std::string& indent) {
  auto card = [](const std::string& id, Side) { return id; };
  auto piece = [](Role r, Side side) { return std::string(1, role_letter(r, side)); };
  std::string out = indent + "fen: " + yaml_quoted(s.fen) + "\n";
  if (s.rules != RulesProfile::Knightmare) out += indent + "rules: " + std::string(to_string(s.rules)) + "\n";
  if (!s.effects.empty()) {
    out += indent + "effects:\n";
    for (const EffectSetup& e : s.effects) {
      std::string entry = "{card: " + e.card + ", owner: " + std::string(to_string(e.owner));
      for (const auto& [key, value] : choice_entries(e.choices)) entry += ", " + key + ": " + value;
      out += indent + "  - " + entry + "}\n";
    }
  }
  if (!s.captured.empty()) out += indent + "captured: " + sides(s.captured, piece) + "\n";
  if (!s.dead.empty()) out += indent + "dead: " + sides(s.dead, piece) + "\n";
  if (!s.hands.empty()) out += indent + "hands: " + sides(s.hands, card) + "\n";
  if (!s.decks.empty()) out += indent + "decks: " + sides(s.decks, card) + "\n";
  if (!s.discard.empty()) out += indent + "discard: " + sides(s.discard, card) + "\n";
  if (s.phase != Phase::BeforeMove) out += indent + "phase: " + std::string(to_string(s.phase)) + "\n";
  if (s.common_deck) out += indent + "common_deck: " + setup_list(*s.common_deck) + "\n";
  if (s.seed != 1) out += indent + "seed: " + std::to_string(s.seed) + "\n";
  if (s.deck_budget) out += indent + "deck_budget: " + std::to_string(*s.deck_budget) + "\n";
  return out;
}

Expected<Setup> setup_from_words(const SetupWords& w) {
  // One option a line, so that an error's line names its option: as the
  // command line spells it ("--effect ENTRY"), or as a keyword ("effects[0]").
  const bool cli = w.names == SetupWords::Names::CommandLine;
  const auto named = [&](const std::string& key) { return cli ? "--" + key : key; };
  // Each option is one value of the setup, written on its own line below:
  // a line break in one would begin other setup keys.
  const auto one_line = [](const std::string& option, const std::string& value) -> std::optional<Error> {
    if (value.find_first_of("\n\r") == std::string::npos) return std::nullopt;
    return Error{option + ": a line break in the value (an option is one line of the scenario format)"};
  };
  for (const auto& [option, value] : {std::pair<std::string, const std::string*>{named("fen"), &w.fen},
                                      {named("hands"), &w.hands},
                                      {named("phase"), &w.phase}})
    if (auto bad = one_line(option, *value)) return *bad;
  for (std::size_t i = 0; i < w.effects.size(); ++i)
    if (auto bad = one_line(cli ? "--effect" : "effects[" + std::to_string(i) + "]", w.effects[i]))
      return *bad;
  std::vector<std::string> option = {"", "", "", "", named("fen")};
  std::string yaml =
      "id: kmr-play\nsteps: [end-turn]\nsetup:\n  fen: " + yaml_quoted(w.fen.empty() ? kOpening : w.fen) +
      "\n";
  if (!w.hands.empty()) {
    yaml += "  hands: " + w.hands + "\n";
    option.push_back(named("hands"));
  }
  if (!w.phase.empty()) {
    yaml += "  phase: " + w.phase + "\n";
    option.push_back(named("phase"));
  }
  if (!w.effects.empty()) {
    yaml += "  effects:\n";
    option.push_back(named(cli ? "effect" : "effects"));
    for (std::size_t i = 0; i < w.effects.size(); ++i) {
      yaml += "    - " + w.effects[i] + "\n";
      option.push_back(cli ? "--effect " + w.effects[i] : "effects[" + std::to_string(i) + "]");
    }
  }
  LoadedFile f = load_text(yaml, "options");
  std::vector<std::string> errors = f.errors();
  if (errors.empty() && f.scenarios.size() == 1) return f.scenarios.front().setup;
  std::string message = errors.empty() ? "options: the setup does not read" : errors.front();
  // "options:5:14: message" -> "--hands: message"
  if (message.starts_with("options:")) {
    const std::size_t line_end = message.find(':', 8);
    const std::size_t col_end = line_end == std::string::npos ? line_end : message.find(':', line_end + 1);
    if (col_end != std::string::npos) {
      const std::size_t line = std::stoul(message.substr(8, line_end - 8));
      const std::string what = line < option.size() && !option[line].empty() ? option[line] : "setup";
      message = what + message.substr(col_end);
    }
  }
  return Error{message};
}

}  // namespace kmr::harness
