// One step typed on a line: the line made into the YAML of a step (its flow
// map), then read by the scenario reader's own read_step.
#include "kmr/load/step_line.hpp"

#include <exception>
#include <regex>
#include <variant>

#include "scenario_reader.hpp"

namespace kmr::harness {
namespace {

std::string_view trim_blanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// A chess player's shorthand, as the step it stands for; else the text as it is.
std::string expand_short(std::string_view head) {
  static const std::regex kMove("[a-h][1-8][a-h][1-8][qrbnQRBN]?");
  const std::string h(head);
  if (std::regex_match(h, kMove)) return "move: " + h;
  if (h == "O-O" || h == "0-0") return "castle: O-O";
  if (h == "O-O-O" || h == "0-0-0") return "castle: O-O-O";
  return h;
}

// Where the last `{...}` of the line starts, when the line ends with one; npos otherwise.
std::size_t trailing_braces(std::string_view s) {
  if (s.empty() || s.back() != '}') return std::string_view::npos;
  int depth = 0;
  for (std::size_t i = s.size(); i-- > 0;) {
    if (s[i] == '}') ++depth;
    if (s[i] == '{' && --depth == 0) return i;
  }
  return std::string_view::npos;
}

}  // namespace

std::string step_line_yaml(std::string_view line) {
  line = trim_blanks(line);
  if (line.empty() || line.front() == '{' || line.front() == '-') return std::string(line);
  std::string head(line), extra;
  if (const std::size_t open = trailing_braces(line); open != std::string_view::npos && open > 0) {
    const std::string_view before = trim_blanks(line.substr(0, open));
    // `recall: {piece: rook, square: a8}`: the braces are the action's value.
    if (!before.empty() && before.back() != ':') {
      head = std::string(before);
      extra = std::string(trim_blanks(line.substr(open + 1, line.size() - open - 2)));
    }
  }
  head = expand_short(head);
  // A bare word alone is a step of its own (`end-turn`); with more it is a key of the map.
  if (extra.empty() && head.find(':') == std::string::npos) return head;
  return "{" + head + (extra.empty() ? "" : ", " + extra) + "}";
}

Expected<Step> read_step_tree(const yaml::Node& node, const std::string& name) {
  try {
    scenario_reading::ScenarioReader reader(name);
    Step step;
    if (!reader.read_one_step(node, step)) return Error{reader.error().value_or(name + ": not a step")};
    return step;
  } catch (const std::exception& e) {
    return Error{name + ": internal error while reading the step: " + e.what()};
  }
}

Expected<Step> parse_step_line(std::string_view line, const std::string& name) {
  const std::string yaml = step_line_yaml(line);
  if (yaml.empty()) return Error{name + ":1:1: empty step"};
  try {
    auto parsed = yaml::parse(yaml);
    if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
      return Error{SourceLoc{name, d->line, d->column}.str() + ": " + d->message};
    const yaml::NodePtr& root = std::get<yaml::NodePtr>(parsed);
    if (!root) return Error{name + ":1:1: empty step"};
    return read_step_tree(*root, name);
  } catch (const std::exception& e) {
    return Error{name + ": internal error while reading the step: " + e.what()};
  }
}

}  // namespace kmr::harness
