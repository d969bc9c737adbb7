// kmr new scenario: a skeleton to fill in, that loads as it is.
#include <algorithm>
#include <filesystem>

#include "commands.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/play/ruling_ties.hpp"
#include "kmr/play/save.hpp"
#include "kmr/play/skeleton.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kNewCommand = "kmr new";

constexpr CommandHelp kNewHelp{
    "kmr new scenario [options] FILE",
    "Writes a new scenario file to fill in: the schema line, the ruling's question\n"
    "and answer as comments, its cards (and --card's) in the hands they are played\n"
    "from (the opponent's cards in Black's, played with by: black), a FEN to\n"
    "change, and a step for each card in the order their timings give (a move\n"
    "before after-move cards), with choices the engine takes in that position and\n"
    "its answer as the expectation: it loads and plays as it is (kmr run FILE).\n"
    "With --ruling, the file cites the ruling and its twins (the same ruling\n"
    "printed under other letters, same_as), and when FILE is under scenarios/ each\n"
    "of those rulings lists it back in rulings/ (only those lists are edited), so\n"
    "kmr validate and kmr run accept it at once. Never overwrites a file.\n",
};

}  // namespace

ExitCode cmd_new(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("ruling", po::value<std::string>()->value_name("ID"),
       "the ruling it checks: its cards and question")                                                   //
      ("card", po::value<std::vector<std::string>>()->value_name("ID"), "a card it plays (repeatable)")  //
      ("id", po::value<std::string>()->value_name("ID"), "the scenario's id (default: from FILE)");
  add_rulings_option(visible);
  po::options_description hidden;
  hidden.add_options()("kind", po::value<std::string>(), "")("file", po::value<std::string>(), "");
  po::positional_options_description positional;
  positional.add("kind", 1).add("file", 1);
  const auto vm = parse_options(args, visible, hidden, positional, kNewCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kNewHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("kind") || (*vm)["kind"].as<std::string>() != "scenario")
    return usage_error(err, kNewCommand, "what to make? kmr new scenario FILE");
  if (!vm->count("file")) return usage_error(err, kNewCommand, "which file? kmr new scenario FILE");
  const std::string file = (*vm)["file"].as<std::string>();
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    print_error(err, kNewCommand, "'" + file + "' exists; it is not overwritten (name a new file)");
    return ExitCode::BadInput;
  }
  harness::SkeletonOptions o;
  o.id = vm->count("id") ? (*vm)["id"].as<std::string>() : harness::id_from_path(file);
  o.schema = harness::schema_path_for(file);
  std::optional<harness::RulingTies> ties;
  if (vm->count("ruling")) {
    const std::string ruling = (*vm)["ruling"].as<std::string>();
    const auto kb = load_knowledge_base(*vm, true, kNewCommand, err);
    if (!kb) return ExitCode::BadInput;
    if (!kb->present()) {
      print_error(err, kNewCommand,
                  "no rulings/ directory here to find ruling " + ruling + " in (--rulings DIR)");
      return ExitCode::BadInput;
    }
    auto tied = harness::tie_rulings({ruling}, kb->dir, file, o.id, std::string(kDefaultScenarioPath));
    if (!tied) {
      print_error(err, kNewCommand, tied.error().message);
      return ExitCode::BadInput;
    }
    ties = std::move(*tied);
    o.rulings = ties->cited;
    for (const harness::RulingsFile& f : kb->files)
      for (const harness::Ruling& r : f.rulings)
        if (r.id == ruling) {
          o.question = r.question;
          o.answer = r.answer;
          o.cards = r.cards;
        }
  }
  if (vm->count("card"))
    for (const std::string& c : (*vm)["card"].as<std::vector<std::string>>())
      if (std::find(o.cards.begin(), o.cards.end(), c) == o.cards.end()) o.cards.push_back(c);
  auto text = harness::scenario_skeleton(o);
  if (!text) {
    print_error(err, kNewCommand, text.error().message);
    return ExitCode::BadInput;
  }
  // It must load as written: the skeleton is checked before it is kept.
  const harness::LoadedFile loaded = harness::load_text(*text, file);
  if (!loaded.errors().empty()) {
    print_error(err, kNewCommand, "the skeleton does not load: " + loaded.errors().front());
    return ExitCode::BadInput;
  }
  // Never over a file, even one made since the check above.
  if (auto written = harness::write_new_atomically(file, *text); !written) {
    print_error(err, kNewCommand, "cannot write '" + file + "': " + written.error().message);
    return ExitCode::BadInput;
  }
  out << "wrote " << file << ": scenario " << o.id << " (fill in the TODOs, then kmr run " << file << ")\n";
  if (ties) {
    if (ties->links) {
      if (auto written = harness::write_ruling_links(*ties->links); !written) {
        print_error(err, kNewCommand, written.error().message);
        return ExitCode::BadInput;
      }
    }
    if (const std::string words = harness::ties_words(*ties); !words.empty())
      out << "rulings: " << words << "\n";
  }
  return ExitCode::Ok;
}

}  // namespace kmr::cli
