// kmr list: the scenarios, cards or rulings the suite knows, one per line,
// tab-separated for scripts.
#include <algorithm>
#include <sstream>
#include <tuple>

#include "commands.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/card.hpp"
#include "kmr/model/ruling.hpp"
#include "kmr/model/ruling_index.hpp"
#include "kmr/model/scenario_filter.hpp"
#include "kmr/report/json.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kListCommand = "kmr list";

constexpr CommandHelp kListHelp{
    "kmr list scenarios|cards|rulings [options] [PATH...]",
    "Lists, one per line, tab-separated:\n"
    "  scenarios  id, file, title          of the scenarios under PATH (default scenarios/)\n"
    "  cards      id, name, set, points, status (implemented | not-implemented), timing (windows, comma-\n"
    "             separated; assumed:own-turn when the reference does not know it), reading (the plain\n"
    "             reading the engine plays when the card's effect is only partly known, - for none),\n"
    "             basis (french-original: the effect is a reading of the card's French original, - for\n"
    "             the card's own reference); points ? when unknown\n"
    "  rulings    id, status (encoded | pending: <reason> | untestable: <reason>), number of scenarios,\n"
    "             cards (comma-separated,\n"
    "             - for none), file, source (official: from a publisher's edition of the rulings;\n"
    "             house: our own answer to a question the FAQ leaves open): the rulings knowledge base\n"
    "             (--rulings DIR; default rulings/), in FAQ order. With no knowledge base (or with a PATH "
    "and no --rulings): id and number of\n"
    "             scenarios for each ruling cited by the scenarios under PATH, with a note on stderr.\n"
    "Files that do not load are reported on stderr and exit 2.\n",
};

struct ListOptions {
  std::vector<std::string> filters;
  std::optional<CardSet> set;
  std::optional<bool> implemented;
  std::string format;
  std::vector<std::string> paths;
  bool uncovered = false;
  bool untestable = false;
  std::optional<std::string> card;
  std::optional<std::string> section;  // "1" ... "4", or a Section 3 letter

  // One cell of a row, escaped for the output: the console's escaping for
  // text (a tab or newline in a title would break the columns), JSON's for
  // json (print_table writes it as it is), never both.
  std::string cell(std::string_view raw) const {
    return format == "json" ? harness::json_quote(raw) : harness::console_text(raw);
  }
};

// Files that did not load: to stderr, or (ctest mode) as lines the ctest
// script turns into failing tests, so one broken file does not hide the rest.
bool report_load_errors(const std::vector<harness::LoadedFile>& files, bool ctest, std::ostream& out,
                        std::ostream& err) {
  bool any = false;
  for (const harness::LoadedFile& file : files) {
    // A bad scenario with an id is a test of its own (`kmr run --id` shows its error).
    for (const harness::BadScenario& bad : file.bad) {
      any = true;
      if (!ctest)
        err << harness::console_lines(bad.error) << '\n';
      else if (!bad.duplicate && bad.id.find(':') == std::string::npos)
        out << harness::console_text(bad.id) << '\t' << harness::console_text(file.path) << "\tscenario\n";
      else  // named by where it is: its id is not its own
        out << harness::console_text(bad.error.substr(0, bad.error.find(": "))) << '\t'
            << harness::console_text(file.path) << "\tload-error\n";
    }
    if (!file.error) continue;
    any = true;
    if (ctest)
      out << harness::console_text(file.path) << '\t' << harness::console_text(file.path) << "\tload-error\n";
    else
      err << harness::console_text(*file.error) << '\n';
  }
  return any;
}

ExitCode list_scenarios(const ListOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = load_paths(o.paths, kListCommand, err);
  if (!files) return ExitCode::BadInput;
  const bool ctest = o.format == "ctest";
  const harness::ScenarioFilter filter{o.filters, {}};
  for (const harness::LoadedFile& file : *files) {
    for (const harness::Scenario& s : file.scenarios) {
      if (!filter.matches(s)) continue;
      // Tabs and newlines in a title would break the columns: escaped, as other control characters.
      out << o.cell(s.id) << '\t' << o.cell(file.path);
      if (!ctest) out << '\t' << o.cell(s.title);
      // ctest: "scenario", then a label per card and ruling (`ctest -L card:fireball`).
      if (ctest) {
        out << "\tscenario";
        for (const std::string& c : s.cards) out << "\tcard:" << o.cell(c);
        for (const std::string& r : s.rulings) out << "\truling:" << o.cell(r);
      }
      out << '\n';
    }
  }
  const bool load_errors = report_load_errors(*files, ctest, out, err);
  return load_errors && !ctest ? ExitCode::BadInput : ExitCode::Ok;
}

// The card's timing windows; a timing the reference does not know is
// played as assumed: any window of its owner's own turn (R6.4).
std::string timing_column(const CardDef& card) {
  if (card.timing.size() == 1 && card.timing.front() == Timing::Unknown) return "assumed:own-turn";
  std::string out;
  for (Timing t : card.timing) {
    if (!out.empty()) out += ',';
    out += to_string(t);
  }
  return out.empty() ? "?" : out;
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
    out << o.cell(card->id) << '\t' << o.cell(card->name) << '\t' << o.cell(to_string(card->set)) << '\t'
        << o.cell(card->points ? std::to_string(*card->points) : "?") << '\t'
        << o.cell(implemented ? "implemented" : "not-implemented") << '\t' << o.cell(timing_column(*card))
        << '\t' << o.cell(card->reading.empty() ? std::string_view("-") : card->reading) << '\t'
        << o.cell(card->basis == Basis::FrenchOriginal ? to_string(card->basis) : std::string_view("-"))
        << '\n';
  }
  return ExitCode::Ok;
}

bool id_matches(const std::vector<std::string>& filters, const std::string& id) {
  return filters.empty() || std::any_of(filters.begin(), filters.end(), [&](const std::string& f) {
           return id.find(f) != std::string::npos;
         });
}

// No knowledge base: the ruling ids the scenarios cite.
ExitCode list_cited_rulings(const ListOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = load_paths(o.paths, kListCommand, err);
  if (!files) return ExitCode::BadInput;
  print_error(err, kListCommand,
              std::string(o.paths.empty() ? "no rulings/ directory here" : "no --rulings DIR given") +
                  ": listing the ruling ids the scenarios cite, without the knowledge base");
  for (const harness::RulingInfo& r : harness::rulings_cited(*files))
    if (id_matches(o.filters, r.id))
      out << o.cell(r.id) << '\t' << o.cell(std::to_string(r.scenarios.size())) << '\n';
  return report_load_errors(*files, false, out, err) ? ExitCode::BadInput : ExitCode::Ok;
}

// Tabs and line breaks would split a column.
std::string one_column(std::string text) {
  for (char& c : text)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return text;
}

bool in_section(const harness::Ruling& r, const std::string& section) {
  if (section.size() == 1 && section[0] >= 'A' && section[0] <= 'Z') return r.source.letter == section;
  return r.source.section == section;
}

ExitCode list_knowledge_base(const ListOptions& o, const KnowledgeBase& kb, std::ostream& out,
                             std::ostream& err) {
  struct Row {
    const harness::Ruling* ruling;
    const std::string* file;
  };
  std::vector<Row> rows;
  bool load_errors = false;
  for (const harness::RulingsFile& file : kb.files) {
    if (file.error) {
      err << harness::console_text(*file.error) << '\n';
      load_errors = true;
    }
    for (const harness::Ruling& r : file.rulings) rows.push_back({&r, &file.path});
  }
  // FAQ order: sections 1 to 4, Section 3 by letter, then position.
  std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    const harness::RulingSource& x = a.ruling->source;
    const harness::RulingSource& y = b.ruling->source;
    return std::tie(x.section, x.letter, x.position) < std::tie(y.section, y.letter, y.position);
  });
  for (const Row& row : rows) {
    const harness::Ruling& r = *row.ruling;
    if (!id_matches(o.filters, r.id)) continue;
    if (o.uncovered && !r.scenarios.empty() && r.status.encoded()) continue;
    if (o.untestable && !r.status.untestable) continue;
    if (o.card && std::find(r.cards.begin(), r.cards.end(), *o.card) == r.cards.end()) continue;
    if (o.section && !in_section(r, *o.section)) continue;
    std::string cards;
    for (const std::string& c : r.cards) {
      if (!cards.empty()) cards += ',';
      cards += c;
    }
    out << o.cell(r.id) << '\t' << o.cell(one_column(r.status.str())) << '\t'
        << o.cell(std::to_string(r.scenarios.size())) << '\t' << o.cell(cards.empty() ? "-" : cards) << '\t'
        << o.cell(*row.file) << '\t' << o.cell(r.source.official() ? "official" : "house") << '\n';
  }
  return load_errors ? ExitCode::BadInput : ExitCode::Ok;
}

// Tab-separated rows under a header line ("id\tfile\ttitle"), or a JSON
// list of objects keyed by the header's names (the cells already JSON
// strings, ListOptions::cell).
void print_table(std::ostream& out, const std::vector<std::string_view>& header, const std::string& rows,
                 bool json) {
  if (!json) {
    for (std::size_t i = 0; i < header.size(); ++i) out << (i ? "\t" : "") << header[i];
    out << '\n' << rows;
    return;
  }
  out << "[";
  std::istringstream lines(rows);
  std::string line;
  bool first = true;
  while (std::getline(lines, line)) {
    out << (first ? "\n  {" : ",\n  {");
    first = false;
    std::size_t from = 0;
    for (std::size_t i = 0; i < header.size(); ++i) {
      const std::size_t tab = i + 1 < header.size() ? line.find('\t', from) : std::string::npos;
      const std::string cell =
          from > line.size() ? "" : line.substr(from, tab == std::string::npos ? tab : tab - from);
      out << (i ? ", " : "") << harness::json_quote(header[i]) << ": " << (cell.empty() ? "\"\"" : cell);
      from = tab == std::string::npos ? line.size() + 1 : tab + 1;
    }
    out << "}";
  }
  out << (first ? "]\n" : "\n]\n");
}

}  // namespace

ExitCode cmd_list(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("filter", po::value<std::vector<std::string>>()->value_name("TEXT"),
       "scenarios: id contains TEXT, or cites card or ruling TEXT; cards and rulings: id contains TEXT; "
       "repeat for any of several")                                                                  //
      ("set", po::value<std::string>()->value_name("SET"), "cards: only those of KC1 or KC2")        //
      ("implemented", "cards: only those the engine implements")                                     //
      ("not-implemented", "cards: only those it does not implement yet")                             //
      ("uncovered", "rulings: only those with no scenario, pending or untestable")                   //
      ("untestable", "rulings: only those no scenario can check (table manners)")                    //
      ("card", po::value<std::string>()->value_name("ID"), "rulings: only those involving card ID")  //
      ("section", po::value<std::string>()->value_name("X"),
       "rulings: only those of section X (1, 2, 3 or 4), or of Section 3 letter X (B, 3-B)");
  add_rulings_option(visible);
  po::options_description hidden;
  hidden.add_options()                        //
      ("kind", po::value<std::string>(), "")  //
      ("path", po::value<std::vector<std::string>>(), "");
  visible.add_options()("format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
                        "text (a header line, then tab-separated rows) or json; ctest is for the ctest "
                        "integration (scenarios, no header)");
  po::positional_options_description positional;
  positional.add("kind", 1).add("path", -1);

  const auto vm = parse_options(args, visible, hidden, positional, kListCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kListHelp, visible);
    return ExitCode::Ok;
  }
  auto usage_error = [&](const std::string& message) { return cli::usage_error(err, kListCommand, message); };
  if (!vm->count("kind")) return usage_error("what to list? scenarios, cards or rulings");
  const std::string kind = (*vm)["kind"].as<std::string>();
  if (kind != "scenarios" && kind != "cards" && kind != "rulings")
    return usage_error("cannot list '" + kind + "' (scenarios, cards or rulings)");

  ListOptions o;
  if (vm->count("filter")) o.filters = (*vm)["filter"].as<std::vector<std::string>>();
  if (vm->count("path")) o.paths = (*vm)["path"].as<std::vector<std::string>>();
  o.format = (*vm)["format"].as<std::string>();
  if (o.format != "text" && o.format != "json" && !(o.format == "ctest" && kind == "scenarios"))
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

  const bool ruling_options =
      vm->count("uncovered") || vm->count("untestable") || vm->count("card") || vm->count("section");
  if ((ruling_options || vm->count("rulings")) && kind != "rulings")
    return usage_error("--uncovered, --untestable, --card, --section and --rulings apply to rulings");
  o.uncovered = vm->count("uncovered") > 0;
  o.untestable = vm->count("untestable") > 0;
  if (vm->count("card")) {
    o.card = (*vm)["card"].as<std::string>();
    if (!find_card(*o.card)) return usage_error("unknown card '" + *o.card + "' (see kmr list cards)");
  }
  if (vm->count("section")) {
    std::string section = (*vm)["section"].as<std::string>();
    if (section.size() == 3 && section.starts_with("3-")) section.erase(0, 2);
    if (section.size() == 1 && section[0] >= 'a' && section[0] <= 'z')
      section[0] = static_cast<char>(section[0] - 'a' + 'A');
    const bool number = section == "1" || section == "2" || section == "3" || section == "4";
    const bool letter = section.size() == 1 && section[0] >= 'A' && section[0] <= 'Z';
    if (!number && !letter)
      return usage_error("bad --section '" + (*vm)["section"].as<std::string>() +
                         "' (1, 2, 3, 4, or a Section 3 letter such as B)");
    o.section = section;
  }

  if (o.format == "ctest") return list_scenarios(o, out, err);
  // The rows are written tab-separated, then printed under a header line, or as JSON.
  std::ostringstream rows;
  std::vector<std::string_view> header;
  ExitCode code = ExitCode::Ok;
  if (kind == "scenarios") {
    header = {"id", "file", "title"};
    code = list_scenarios(o, rows, err);
  } else if (kind == "cards") {
    header = {"id", "name", "set", "points", "status", "timing", "reading", "basis"};
    code = list_cards(o, rows);
  } else {
    const auto kb = load_knowledge_base(*vm, o.paths.empty(), kListCommand, err);
    if (!kb) return ExitCode::BadInput;
    if (kb->present()) {
      if (!o.paths.empty()) return usage_error("scenario paths are not used when listing the knowledge base");
      header = {"id", "status", "scenarios", "cards", "file", "source"};
      code = list_knowledge_base(o, *kb, rows, err);
    } else {
      if (ruling_options)
        return usage_error("--uncovered, --untestable, --card and --section need the rulings knowledge base");
      header = {"id", "scenarios"};
      code = list_cited_rulings(o, rows, err);
    }
  }
  print_table(out, header, rows.str(), o.format == "json");
  return code;
}

}  // namespace kmr::cli
