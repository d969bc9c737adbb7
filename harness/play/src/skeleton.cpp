// A new scenario's skeleton, in the repository's style.
#include "kmr/play/skeleton.hpp"

#include "kmr/base/message_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/play/setup_words.hpp"

namespace kmr::harness {
namespace {

// "text" as comment lines of at most about 76 columns.
std::string comment(const std::string& text) {
  std::string out, line;
  std::string word;
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

Expected<std::string> scenario_skeleton(const SkeletonOptions& o) {
  if (!is_kebab_case(o.id)) return Error{"the scenario id '" + o.id + "' is not kebab-case (like my-line-1)"};
  std::string hand, steps;
  for (const std::string& id : o.cards) {
    const CardDef* card = find_card(id);
    if (!card) return Error{"no card is called '" + id + "' (kmr list cards names them)"};
    hand += (hand.empty() ? "" : ", ") + id;
    // The card's own example step: it loads, its choices to be set for the position.
    const ChoiceSpec* spec = choice_spec(*card);
    const std::string example =
        spec && !spec->example.empty() ? std::string(spec->example) : "{play: " + id + "}";
    steps += "      - " + example + "  # TODO: the choices for this position\n";
    steps += "      - expect: {result: accepted}  # TODO: what the ruling says holds\n";
  }
  if (steps.empty()) {
    steps += "      - move: e2e4  # TODO: the actions\n";
    steps += "      - expect: {result: accepted}  # TODO: what the ruling says holds\n";
  }
  std::string out;
  if (!o.schema.empty()) out += "# yaml-language-server: $schema=" + o.schema + "\n";
  if (!o.ruling.empty()) out += comment("Ruling " + o.ruling + (o.question.empty() ? "" : ": " + o.question));
  out += "scenarios:\n  - id: " + o.id + "\n";
  out += "    title: \"TODO: the claim this scenario checks, in one sentence\"\n";
  out += "    rulings: [" + o.ruling + "]\n";
  out += "    setup:\n";
  out += "      fen: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"  # TODO: the position\n";
  if (!hand.empty()) out += "      hands: {white: [" + hand + "]}\n";
  out += "    steps:\n" + steps;
  return out;
}

}  // namespace kmr::harness
