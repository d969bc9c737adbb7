// kmr status: how much of the game kmr covers, on one page (model's
// coverage.hpp): rulings, cards, base rules. Nothing is run.
#include "commands.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/base/text_file.hpp"
#include "kmr/card.hpp"
#include "kmr/model/coverage.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kStatusCommand = "kmr status";

constexpr CommandHelp kStatusHelp{
    "kmr status [options] [PATH...]",
    "How much of the game kmr covers, counted from the rulings knowledge base\n"
    "(--rulings DIR, default rulings/), the scenarios under PATH (default\n"
    "scenarios/) and the engine's cards; nothing is run:\n"
    "  rulings encoded, pending (with the cards each waits on) and untestable;\n"
    "  cards implemented, those read from their French original, and those\n"
    "  missing (named);\n"
    "  the base rules R1 ... R30, each with the scenarios that cite it (in their\n"
    "  comments, titles or pending reasons).\n"
    "--format markdown is the README's Coverage section (a test keeps them equal:\n"
    "scripts/check-readme-status.py --update rewrites it); --format json.\n",
};

std::string status_plural(std::size_t n, std::string_view one, std::string_view many = {}) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : (many.empty() ? std::string(one) + "s" : many));
}

std::string status_joined(const std::vector<std::string>& items, std::string_view sep = ", ") {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : std::string(sep)) + i;
  return out;
}

// Words filled into lines of at most `width` columns, each after `indent`.
std::string status_wrapped(const std::vector<std::string>& words, const std::string& indent,
                           std::size_t width = 100) {
  std::string out, line;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string word = words[i] + (i + 1 < words.size() ? "," : "");
    if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += indent + line + "\n";
  return out;
}

std::string status_card_name(const std::string& id) {
  const CardDef* def = find_card(id);
  return def ? std::string(def->name) : id;
}

std::vector<std::string> status_card_names(const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const std::string& id : ids) out.push_back(status_card_name(id));
  return out;
}

std::string rulings_line(const harness::Coverage& c) {
  return "rulings: " + std::to_string(c.rulings) + " in the knowledge base: " + std::to_string(c.encoded) +
         " encoded, " + std::to_string(c.pending.size()) + " pending, " + std::to_string(c.untestable) +
         " untestable";
}

std::string cards_line(const harness::Coverage& c) {
  return "cards: " + std::to_string(c.cards) + " in the catalog: " + std::to_string(c.implemented.size()) +
         " implemented (" + std::to_string(c.french_original.size()) +
         " of them from the French original), " + std::to_string(c.missing.size()) + " missing";
}

std::string rules_line(const harness::Coverage& c) {
  return "base rules: " + std::to_string(c.rules_cited()) + " of R1-R30 cited by the " +
         status_plural(c.scenarios, "scenario");
}

std::string status_text(const harness::Coverage& c) {
  std::string out = rulings_line(c) + "\n";
  if (!c.pending.empty()) out += "  pending, with the cards each waits on:\n";
  for (const harness::PendingRuling& p : c.pending)
    out += "    " + p.id + "  " +
           (p.waits_on.empty() ? "(no card missing) " + p.reason
                               : "waits on " + status_joined(status_card_names(p.waits_on))) +
           "\n";
  if (!c.untestable_ids.empty()) out += "  untestable: " + status_joined(c.untestable_ids) + "\n";
  out += cards_line(c) + "\n";
  if (!c.french_original.empty())
    out += "  from the French original:\n" + status_wrapped(status_card_names(c.french_original), "    ");
  if (!c.missing.empty()) out += "  missing:\n" + status_wrapped(status_card_names(c.missing), "    ");
  out += rules_line(c) + "\n";
  for (const harness::RuleCoverage& r : c.rules) {
    out +=
        "  R" + std::to_string(r.number) + " " + r.title + ": " +
        (r.scenarios.empty() ? std::string("no scenario") : status_plural(r.scenarios.size(), "scenario")) +
        "\n";
    out += status_wrapped(r.scenarios, "      ");
  }
  return out;
}

std::string status_markdown(const harness::Coverage& c) {
  std::string out = "- **Rulings**: " + std::to_string(c.rulings) +
                    " in the knowledge base: " + std::to_string(c.encoded) + " encoded, " +
                    std::to_string(c.pending.size()) + " pending, " + std::to_string(c.untestable) +
                    " untestable.";
  std::vector<std::string> pending;
  for (const harness::PendingRuling& p : c.pending)
    pending.push_back(p.id +
                      (p.waits_on.empty() ? "" : " (" + status_joined(status_card_names(p.waits_on)) + ")"));
  if (!pending.empty()) out += " Pending, with the cards each waits on: " + status_joined(pending) + ".";
  if (!c.untestable_ids.empty()) out += " Untestable: " + status_joined(c.untestable_ids) + ".";
  out += "\n- **Cards**: " + std::to_string(c.cards) +
         " in the catalog: " + std::to_string(c.implemented.size()) + " implemented, " +
         std::to_string(c.french_original.size()) + " of them from the French original (" +
         status_joined(status_card_names(c.french_original)) + "); " + std::to_string(c.missing.size()) +
         " missing: " + status_joined(status_card_names(c.missing)) + ".\n";
  out += "- **Base rules**: " + std::to_string(c.rules_cited()) + " of R1–R30 cited by the " +
         status_plural(c.scenarios, "scenario") + ":\n\n| rule | scenarios citing it |\n| --- | ---: |\n";
  for (const harness::RuleCoverage& r : c.rules)
    out += "| R" + std::to_string(r.number) + " " + r.title + " | " + std::to_string(r.scenarios.size()) +
           " |\n";
  return out;
}

std::string status_json_list(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ",") + harness::json_quote(i);
  return "[" + out + "]";
}

std::string status_json(const harness::Coverage& c) {
  std::string pending;
  for (const harness::PendingRuling& p : c.pending)
    pending += (pending.empty() ? "" : ",") + std::string("{\"id\":") + harness::json_quote(p.id) +
               ",\"reason\":" + harness::json_quote(p.reason) +
               ",\"waits_on\":" + status_json_list(p.waits_on) + "}";
  std::string rules;
  for (const harness::RuleCoverage& r : c.rules)
    rules += (rules.empty() ? "" : ",") + std::string("{\"rule\":\"R") + std::to_string(r.number) +
             "\",\"title\":" + harness::json_quote(r.title) +
             ",\"scenarios\":" + status_json_list(r.scenarios) + "}";
  return "{\"rulings\":{\"total\":" + std::to_string(c.rulings) +
         ",\"encoded\":" + std::to_string(c.encoded) + ",\"pending\":[" + pending +
         "],\"untestable\":" + status_json_list(c.untestable_ids) +
         "},\"cards\":{\"total\":" + std::to_string(c.cards) +
         ",\"implemented\":" + status_json_list(c.implemented) +
         ",\"french_original\":" + status_json_list(c.french_original) +
         ",\"missing\":" + status_json_list(c.missing) + "},\"scenarios\":" + std::to_string(c.scenarios) +
         ",\"rules\":[" + rules + "]}\n";
}

}  // namespace

ExitCode cmd_status(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("text"),
       "text, markdown or json");
  add_rulings_option(visible);
  const auto vm = parse_with_paths(args, visible, kStatusCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kStatusHelp, visible);
    return ExitCode::Ok;
  }
  const std::string format = (*vm)["format"].as<std::string>();
  if (format != "text" && format != "markdown" && format != "json")
    return usage_error(err, kStatusCommand, "--format takes text, markdown or json, not '" + format + "'");
  const auto files = load_paths(paths_of(*vm), kStatusCommand, err);
  if (!files) return ExitCode::BadInput;
  const auto kb = load_knowledge_base(*vm, true, kStatusCommand, err);
  if (!kb) return ExitCode::BadInput;
  bool problems = false;
  for (const harness::RulingsFile& f : kb->files)
    if (f.error) {
      print_error(err, kStatusCommand, "warning: " + *f.error);
      problems = true;
    }
  std::map<std::string, std::vector<int>> citations;
  for (const harness::LoadedFile& f : *files) {
    for (const std::string& e : f.errors()) {
      print_error(err, kStatusCommand, "warning: " + e);
      problems = true;
    }
    const auto text = harness::read_text_file(f.path, "scenario file");
    if (!text) continue;
    for (auto& [id, rules] : harness::scenario_citations(f, *text)) citations[id] = std::move(rules);
  }
  if (!kb->present())
    print_error(err, kStatusCommand, "no rulings/ directory here: the rulings are not counted");
  const harness::Coverage c = harness::measure_coverage(kb->files, *files, citations);
  out << (format == "json" ? status_json(c) : format == "markdown" ? status_markdown(c) : status_text(c));
  return problems ? ExitCode::BadInput : ExitCode::Ok;
}

}  // namespace kmr::cli
