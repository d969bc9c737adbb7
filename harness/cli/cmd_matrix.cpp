// kmr matrix: the card x rule matrix. Random play in positions seeded to
// make the doors' general rules bite, each card dealt in turn, every
// action checked against those rules (kmr/door_matrix.hpp); and the
// scenarios of the suite, run with the doors traced: which card made which
// rule bite where. Exits 1 on a breach, on a door passed but not named, and
// on a rule of a named door that neither random play nor a scenario reached.
#include <iomanip>
#include <sstream>

#include "commands.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/door_matrix.hpp"
#include "kmr/run/door_coverage.hpp"
#include "kmr/run/runner.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kMatrixCommand = "kmr matrix";

constexpr CommandHelp kMatrixHelp{
    "kmr matrix [options] [PATH...]",
    "The card x rule matrix of the doors (kmr/doors.hpp): every card changes the\n"
    "game through shared doors (a capture, a removal, a move made by a card, a\n"
    "piece put back, a piece transformed, an effect named), and each door applies\n"
    "the general rules of its mechanic. Random play seeded with PACIFIST and\n"
    "NEUTRAL pieces, merged pairs, closed squares, walls, a Prince and duplicate\n"
    "effects deals each card in turn and checks every rule after every action;\n"
    "the scenarios under PATH (default scenarios/) run with the doors traced.\n"
    "Each cell: how often the rule bit for the card in random play, in how many\n"
    "scenarios, and breaches. Exits 1 on a breach, a door a card passes but does\n"
    "not name, or a cell of a named door that nothing reached.\n",
};

std::string cell_text(const harness::CoverageCell& c) {
  if (c.broken > 0) return "!" + std::to_string(c.broken);
  if (!c.covered()) return c.required ? "0" : c.relevant ? "." : "-";
  std::string s = std::to_string(c.random_bits);
  if (!c.scenarios.empty()) s += "+" + std::to_string(c.scenarios.size());
  return s;
}

std::string doors_text(DoorSet d) {
  std::string s;
  for (Door door : kAllDoors)
    if (d.has(door)) s += (s.empty() ? "" : ",") + std::string(to_string(door));
  return s;
}

void print_text(std::ostream& out, const harness::DoorCoverage& c) {
  out << "card x rule matrix: " << c.rows.size() << " cards naming a door, " << c.games << " random games, "
      << c.actions << " actions; " << c.scenarios << " scenarios traced\n";
  out << "cell: random-play bites + scenarios; '0' a required cell nothing reached; '.' a rule of its doors "
         "not\n"
         "required (it bites only in some positions) that nothing reached; '-' not a rule of its doors; '!' "
         "breaches\n";
  out << std::left << std::setw(24) << "card" << std::setw(34) << "doors";
  for (GeneralRule r : kAllGeneralRules) out << std::setw(14) << to_string(r);
  out << "\n";
  for (const harness::CoverageRow& row : c.rows) {
    out << std::setw(24) << row.card << std::setw(34) << doors_text(row.declared);
    for (GeneralRule r : kAllGeneralRules) out << std::setw(14) << cell_text(row.cells.at(r));
    out << "\n";
  }
  out << std::right;
  out << "cards naming no door (" << c.doorless.size() << "): ";
  for (std::size_t i = 0; i < c.doorless.size(); ++i) out << (i ? ", " : "") << c.doorless[i];
  out << "\n";
  const auto open = c.uncovered();
  out << "required cells no game and no scenario reached (" << open.size() << ")" << (open.empty() ? "" : ":")
      << "\n";
  for (const auto& [card, rule] : open)
    out << "  " << card << " x " << to_string(rule) << " (" << rule_number(rule) << ")\n";
  out << "required cells exempted (" << matrix_exemptions().size()
      << "), the card's text never letting the "
         "rule decide:\n";
  for (const MatrixExemption& e : matrix_exemptions())
    out << "  " << e.card << " x " << to_string(e.rule) << " (" << rule_number(e.rule) << "): " << e.why
        << "\n";
  out << "violations (" << c.violations.size() << ")" << (c.violations.empty() ? "" : ":") << "\n";
  for (const std::string& v : c.violations) out << "  " << v << "\n";
}

void print_json(std::ostream& out, const harness::DoorCoverage& c) {
  using harness::json_quote;
  out << "{\"games\":" << c.games << ",\"actions\":" << c.actions << ",\"scenarios\":" << c.scenarios
      << ",\"cards\":[";
  for (std::size_t i = 0; i < c.rows.size(); ++i) {
    const harness::CoverageRow& row = c.rows[i];
    out << (i ? "," : "") << "{\"card\":" << json_quote(row.card) << ",\"doors\":[";
    bool first = true;
    for (Door d : kAllDoors)
      if (row.declared.has(d)) out << (std::exchange(first, false) ? "" : ",") << json_quote(to_string(d));
    out << "],\"rules\":{";
    first = true;
    for (const auto& [rule, cell] : row.cells) {
      out << (std::exchange(first, false) ? "" : ",") << json_quote(to_string(rule))
          << ":{\"relevant\":" << (cell.relevant ? "true" : "false")
          << ",\"required\":" << (cell.required ? "true" : "false") << ",\"random\":" << cell.random_bits
          << ",\"broken\":" << cell.broken << ",\"scenarios\":[";
      for (std::size_t k = 0; k < cell.scenarios.size(); ++k)
        out << (k ? "," : "") << json_quote(cell.scenarios[k]);
      out << "]}";
    }
    out << "}}";
  }
  out << "],\"doorless\":[";
  for (std::size_t i = 0; i < c.doorless.size(); ++i) out << (i ? "," : "") << json_quote(c.doorless[i]);
  out << "],\"uncovered\":[";
  const auto open = c.uncovered();
  for (std::size_t i = 0; i < open.size(); ++i)
    out << (i ? "," : "") << "{\"card\":" << json_quote(open[i].first)
        << ",\"rule\":" << json_quote(to_string(open[i].second)) << "}";
  out << "],\"exempted\":[";
  for (std::size_t i = 0; i < matrix_exemptions().size(); ++i) {
    const MatrixExemption& e = matrix_exemptions()[i];
    out << (i ? "," : "") << "{\"card\":" << json_quote(e.card)
        << ",\"rule\":" << json_quote(to_string(e.rule)) << ",\"why\":" << json_quote(e.why) << "}";
  }
  out << "],\"violations\":[";
  for (std::size_t i = 0; i < c.violations.size(); ++i) out << (i ? "," : "") << json_quote(c.violations[i]);
  out << "]}\n";
}

}  // namespace

ExitCode cmd_matrix(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                                    //
      ("help,h", "show this help")                                                                         //
      ("games", po::value<int>()->default_value(3)->value_name("N"), "random games per card (0 to 1000)")  //
      ("steps", po::value<int>()->default_value(60)->value_name("K"), "actions per game (1 to 10000)")     //
      ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("S"), "random seed")               //
      ("cards", po::value<std::string>()->value_name("ID,..."), "deal only these cards in turn")           //
      ("format", po::value<std::string>()->default_value("text")->value_name("text|json"), "output")       //
      ("jobs,j", po::value<int>()->default_value(1)->value_name("N"), "run the scenarios on N threads");
  po::options_description hidden;
  hidden.add_options()("paths", po::value<std::vector<std::string>>()->default_value({}, ""), "");
  po::positional_options_description positional;
  positional.add("paths", -1);
  const auto vm = parse_options(args, visible, hidden, positional, kMatrixCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kMatrixHelp, visible);
    return ExitCode::Ok;
  }
  MatrixOptions options;
  options.games_per_card = (*vm)["games"].as<int>();
  options.steps = (*vm)["steps"].as<int>();
  options.seed = (*vm)["seed"].as<std::uint64_t>();
  if (options.games_per_card < 0 || options.games_per_card > 1000)
    return usage_error(err, kMatrixCommand, "--games is out of range (0 to 1000)");
  if (options.steps < 1 || options.steps > 10000)
    return usage_error(err, kMatrixCommand, "--steps is out of range (1 to 10000)");
  const std::string format = (*vm)["format"].as<std::string>();
  if (format != "text" && format != "json")
    return usage_error(err, kMatrixCommand, "--format must be text or json, not '" + format + "'");
  if (vm->count("cards")) {
    std::stringstream list((*vm)["cards"].as<std::string>());
    for (std::string id; std::getline(list, id, ',');) {
      if (!find_card(id))
        return usage_error(err, kMatrixCommand, "unknown card '" + id + "' (see kmr list cards)");
      options.cards.push_back(id);
    }
  }
  const auto files = load_paths((*vm)["paths"].as<std::vector<std::string>>(), kMatrixCommand, err);
  if (!files) return ExitCode::BadInput;
  std::vector<const harness::Scenario*> scenarios;
  for (const harness::LoadedFile& file : *files)
    for (const harness::Scenario& s : file.scenarios) scenarios.push_back(&s);
  harness::RunOptions run;
  run.doors = true;
  const auto suite = harness::run_scenarios(scenarios, (*vm)["jobs"].as<int>(), run);
  const DoorMatrix random = options.games_per_card > 0 ? fill_door_matrix(options) : DoorMatrix{};
  const harness::DoorCoverage coverage = harness::door_coverage(random, suite);
  if (format == "json")
    print_json(out, coverage);
  else
    print_text(out, coverage);
  return coverage.violations.empty() && coverage.uncovered().empty() ? ExitCode::Ok : ExitCode::Failures;
}

}  // namespace kmr::cli
