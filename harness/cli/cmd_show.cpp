// kmr show card ID: one card's reference entry as the engine holds it, with
// the rulings and scenarios that name it, so an editor need not guess.
#include <algorithm>

#include "commands.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/model/ruling.hpp"
#include "kmr/model/unknown_card.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kShowCommand = "kmr show";

constexpr CommandHelp kShowHelp{
    "kmr show card ID [options] [PATH...]",
    "Prints a card's reference entry: name, set, points, unique, timing (assumed when the reference does\n"
    "not know it), continuing or not and its end, the effect in the project's words, the confidence of\n"
    "the reference, whether the engine implements it (and the reading it plays when the card's effect is\n"
    "only partly known), the choice keys it reads, then the rulings of the\n"
    "knowledge base (--rulings DIR; default rulings/) and the scenarios under PATH (default scenarios/)\n"
    "that name it.\n",
};

// The scenario format's names of the choice keys (FORMAT.md, "Choice keys for play").
std::string yes_no(std::optional<bool> v) { return v ? (*v ? "yes" : "no") : "unknown"; }

std::string timing_words(const CardDef& card) {
  if (card.timing.size() == 1 && card.timing.front() == Timing::Unknown)
    return "unknown; assumed: any window of its owner's own turn (before, instead of or after the move)";
  std::string out;
  for (Timing t : card.timing) out += (out.empty() ? "" : ", ") + std::string(to_string(t));
  return out.empty() ? "unknown" : out;
}

// The keys the card reads, as a table (key, value, need), its example step
// and its note: what the engine's declaration says (kmr/choice_spec.hpp).
std::string choice_table(const CardDef& card) {
  const ChoiceSpec* spec = choice_spec(card);
  if (!spec) return "  choices:    - (not implemented)\n";
  const std::vector<ChoiceRow> rows = choice_rows(card);
  std::string out;
  if (rows.empty()) {
    out += "  choices:    none\n";
  } else {
    out += "  choices:\n";
    auto pad = [](std::string s, std::size_t n) {
      return s.size() < n ? s + std::string(n - s.size(), ' ') : s + ' ';
    };
    out += "    " + pad("key", 10) + pad("value", 34) + "need\n";
    for (const ChoiceRow& r : rows)
      out += "    " + pad(std::string(r.key->name), 10) +
             pad(std::string(r.key->value) + " (" + std::string(r.key->sample) + ")", 34) +
             std::string(to_string(r.need)) + "\n";
  }
  if (!spec->note.empty()) out += "  keys note:  " + std::string(spec->note) + "\n";
  out += "  example:    " + std::string(spec->example) + "\n";
  return out;
}

ExitCode show_card(const CardDef& card, const po::variables_map& vm, const std::vector<std::string>& paths,
                   std::ostream& out, std::ostream& err) {
  out << card.name << " (" << card.id << ")\n"
      << "  set:        " << to_string(card.set) << '\n'
      << "  points:     " << (card.points ? std::to_string(*card.points) : "unknown") << '\n'
      << "  unique:     " << yes_no(card.unique) << '\n'
      << "  timing:     " << timing_words(card) << '\n'
      << "  continuing: " << yes_no(card.continuing) << '\n';
  if (!card.ends_when.empty()) out << "  ends when:  " << card.ends_when << '\n';
  out << "  effect:     " << card.summary << '\n' << "  confidence: " << to_string(card.confidence) << '\n';
  if (card.basis == Basis::FrenchOriginal)
    out << "  basis:      from the French original (the KC2 card itself was not read)\n";
  out << "  engine:     " << (card.behaviour ? "implemented" : "not-implemented") << '\n';
  if (!card.reading.empty()) out << "  reading:    " << card.reading << '\n';
  out << choice_table(card);

  bool bad = false;
  const auto kb = load_knowledge_base(vm, paths.empty(), kShowCommand, err);
  if (!kb) return ExitCode::BadInput;
  out << "rulings:\n";
  int rulings = 0;
  for (const harness::RulingsFile& file : kb->files) {
    if (file.error) {
      err << harness::console_text(*file.error) << '\n';
      bad = true;
    }
    for (const harness::Ruling& r : file.rulings) {
      if (std::find(r.cards.begin(), r.cards.end(), card.id) == r.cards.end()) continue;
      ++rulings;
      out << "  " << r.id << '\t' << r.status.str() << '\t' << harness::console_text(file.path) << '\n';
    }
  }
  if (rulings == 0) out << "  (none)\n";

  const auto files = load_paths(paths, kShowCommand, err);
  if (!files) return ExitCode::BadInput;
  out << "scenarios:\n";
  int scenarios = 0;
  for (const harness::LoadedFile& file : *files) {
    if (file.error) bad = true;
    for (const harness::Scenario& s : file.scenarios) {
      if (std::find(s.cards.begin(), s.cards.end(), card.id) == s.cards.end()) continue;
      ++scenarios;
      out << "  " << harness::console_text(s.id) << '\t' << harness::console_text(file.path) << '\n';
    }
  }
  if (scenarios == 0) out << "  (none)\n";
  return bad ? ExitCode::BadInput : ExitCode::Ok;
}

}  // namespace

ExitCode cmd_show(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()("help,h", "show this help");
  add_rulings_option(visible);
  po::options_description hidden;
  hidden.add_options()                        //
      ("kind", po::value<std::string>(), "")  //
      ("id", po::value<std::string>(), "")    //
      ("path", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("kind", 1).add("id", 1).add("path", -1);

  const auto vm = parse_options(args, visible, hidden, positional, kShowCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kShowHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("kind")) return usage_error(err, kShowCommand, "what to show? card ID");
  const std::string kind = (*vm)["kind"].as<std::string>();
  if (kind != "card") return usage_error(err, kShowCommand, "cannot show '" + kind + "' (card ID)");
  if (!vm->count("id")) return usage_error(err, kShowCommand, "which card? kmr show card ID");
  const std::string id = (*vm)["id"].as<std::string>();
  const CardDef* card = find_card(id);
  if (!card)
    return usage_error(err, kShowCommand, harness::unknown_card_message(id) + " (see kmr list cards)");
  std::vector<std::string> paths;
  if (vm->count("path")) paths = (*vm)["path"].as<std::vector<std::string>>();
  return show_card(*card, *vm, paths, out, err);
}

}  // namespace kmr::cli
