// kmr list: the scenarios, cards or rulings the suite knows, one per line,
// tab-separated for scripts.
#include <algorithm>

#include "commands.hpp"
#include "kmr/card.hpp"
#include "kmr/harness/ruling_index.hpp"
#include "kmr/harness/scenario_filter.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kCommand = "kmr list";

constexpr CommandHelp kHelp{
    "kmr list scenarios|cards|rulings [options] [PATH...]",
    "Lists, one per line, tab-separated:\n"
    "  scenarios  id, file, title          of the scenarios under PATH (default scenarios/)\n"
    "  cards      id, name, set, points, status (implemented | not-implemented); points ? when unknown\n"
    "  rulings    id, number of scenarios  for each ruling cited by the scenarios under PATH\n"
    "Files that do not load are reported on stderr and exit 2.\n",
};

struct ListOptions {
  std::vector<std::string> filters;
  std::optional<CardSet> set;
  std::optional<bool> implemented;
  std::string format;
  std::vector<std::string> paths;
};

// Files that did not load: to stderr, or (ctest mode) as lines the ctest
// script turns into failing tests, so one broken file does not hide the rest.
bool report_load_errors(const std::vector<harness::LoadedFile>& files, bool ctest, std::ostream& out,
                        std::ostream& err) {
  bool any = false;
  for (const harness::LoadedFile& file : files) {
    if (!file.error) continue;
    any = true;
    if (ctest)
      out << file.path << '\t' << file.path << "\tload-error\n";
    else
      err << *file.error << '\n';
  }
  return any;
}

ExitCode list_scenarios(const ListOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = load_paths(o.paths, kCommand, err);
  if (!files) return ExitCode::BadInput;
  const bool ctest = o.format == "ctest";
  const harness::ScenarioFilter filter{o.filters, {}};
  for (const harness::LoadedFile& file : *files) {
    for (const harness::Scenario& s : file.scenarios) {
      if (!filter.matches(s)) continue;
      out << s.id << '\t' << file.path;
      if (!ctest) out << '\t' << s.title;
      out << '\n';
    }
  }
  const bool load_errors = report_load_errors(*files, ctest, out, err);
  return load_errors && !ctest ? ExitCode::BadInput : ExitCode::Ok;
}

ExitCode list_cards(const ListOptions& o, std::ostream& out) {
  for (const CardDef* card : all_cards()) {
    const bool implemented = card->behaviour != nullptr;
    if (o.set && card->set != *o.set) continue;
    if (o.implemented && implemented != *o.implemented) continue;
    if (!o.filters.empty()) {
      const bool hit = std::any_of(o.filters.begin(), o.filters.end(), [&](const std::string& f) {
        return card->id.find(f) != std::string_view::npos;
      });
      if (!hit) continue;
    }
    out << card->id << '\t' << card->name << '\t' << to_string(card->set) << '\t'
        << (card->points ? std::to_string(*card->points) : "?") << '\t'
        << (implemented ? "implemented" : "not-implemented") << '\n';
  }
  return ExitCode::Ok;
}

ExitCode list_rulings(const ListOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = load_paths(o.paths, kCommand, err);
  if (!files) return ExitCode::BadInput;
  for (const harness::RulingInfo& r : harness::rulings_cited(*files)) {
    if (!o.filters.empty()) {
      const bool hit = std::any_of(o.filters.begin(), o.filters.end(),
                                   [&](const std::string& f) { return r.id.find(f) != std::string::npos; });
      if (!hit) continue;
    }
    out << r.id << '\t' << r.scenarios.size();
    if (!r.title.empty()) out << '\t' << r.title;
    out << '\n';
  }
  return report_load_errors(*files, false, out, err) ? ExitCode::BadInput : ExitCode::Ok;
}

}  // namespace

ExitCode cmd_list(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("filter", po::value<std::vector<std::string>>()->value_name("TEXT"),
       "scenarios: id contains TEXT, or cites card or ruling TEXT; cards and rulings: id contains TEXT; "
       "repeat for any of several")                                                            //
      ("set", po::value<std::string>()->value_name("SET"), "cards: only those of KC1 or KC2")  //
      ("implemented", "cards: only those the engine implements")                               //
      ("not-implemented", "cards: only those it does not implement yet");
  po::options_description hidden;
  hidden.add_options()                                                  //
      ("kind", po::value<std::string>(), "")                            //
      ("path", po::value<std::vector<std::string>>(), "")               //
      ("format", po::value<std::string>()->default_value("text"), "");  // "ctest": for the ctest integration
  po::positional_options_description positional;
  positional.add("kind", 1).add("path", -1);

  const auto vm = parse_options(args, visible, hidden, positional, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kHelp, visible);
    return ExitCode::Ok;
  }
  auto usage_error = [&](const std::string& message) {
    print_error(err, kCommand, message);
    err << "Try '" << kCommand << " --help'.\n";
    return ExitCode::BadInput;
  };
  if (!vm->count("kind")) return usage_error("what to list? scenarios, cards or rulings");
  const std::string kind = (*vm)["kind"].as<std::string>();
  if (kind != "scenarios" && kind != "cards" && kind != "rulings")
    return usage_error("cannot list '" + kind + "' (scenarios, cards or rulings)");

  ListOptions o;
  if (vm->count("filter")) o.filters = (*vm)["filter"].as<std::vector<std::string>>();
  if (vm->count("path")) o.paths = (*vm)["path"].as<std::vector<std::string>>();
  o.format = (*vm)["format"].as<std::string>();
  if (o.format != "text" && !(o.format == "ctest" && kind == "scenarios"))
    return usage_error("unknown --format '" + o.format + "'");
  const bool card_options = vm->count("set") || vm->count("implemented") || vm->count("not-implemented");
  if (card_options && kind != "cards")
    return usage_error("--set, --implemented and --not-implemented apply to cards");
  if (kind == "cards" && !o.paths.empty())
    return usage_error("cards come from the engine's catalog, not from files");
  if (vm->count("set")) {
    const std::string set = (*vm)["set"].as<std::string>();
    if (set == "KC1")
      o.set = CardSet::KC1;
    else if (set == "KC2")
      o.set = CardSet::KC2;
    else
      return usage_error("unknown --set '" + set + "' (KC1 or KC2)");
  }
  if (vm->count("implemented") && vm->count("not-implemented"))
    return usage_error("--implemented and --not-implemented exclude each other");
  if (vm->count("implemented")) o.implemented = true;
  if (vm->count("not-implemented")) o.implemented = false;

  if (kind == "scenarios") return list_scenarios(o, out, err);
  if (kind == "cards") return list_cards(o, out);
  return list_rulings(o, out, err);
}

}  // namespace kmr::cli
