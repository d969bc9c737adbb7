// kmr graph: the card-interaction graph, drawn in-process with Graphviz.
#include <filesystem>
#include <fstream>

#include "commands.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/card.hpp"
#include "kmr/graph/render.hpp"
#include "kmr/model/unknown_card.hpp"
#include "kmr/site/model.hpp"
#include "options.hpp"
#include "report_inputs.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kGraphCommand = "kmr graph";

constexpr CommandHelp kGraphHelp{
    "kmr graph --out FILE [--card ID] [--format dot|svg|png] [options] [PATH...]",
    "Draws the card graph with Graphviz (in-process, no `dot` command): a node per\n"
    "card that a ruling or scenario names, labelled with its name, filled and\n"
    "grouped by set, larger with more rulings (dashed: not implemented); an edge\n"
    "between two cards named together by a ruling or a scenario, labelled with\n"
    "the ruling ids and coloured by the scenarios' results, which it runs now:\n"
    "green all pass, red some fail, grey dashed pending.\n"
    "--card ID draws that card's neighbourhood: the card, the cards it shares a\n"
    "ruling or scenario with, and those edges.\n"
    "--layout chooses Graphviz's layout engine (the default is the one that gives\n"
    "the fewest edge crossings on the full graph; dot for --card).\n"
    "--format defaults to FILE's extension (.dot or .gv: dot, .png: png), else svg.\n"
    "dot is the graph's DOT text without layout. FILE `-` is standard output. In\n"
    "SVG, nodes link to cards/<id>.html: the card pages of `kmr report` when FILE\n"
    "is in the report's directory.\n"
    "Exits 0 once written, whatever the scenarios' results; 2 on bad usage, an\n"
    "unknown card or format, a missing path, or a file that cannot be written.\n",
};

harness::GraphFormat format_from_extension(const std::string& file) {
  const std::string ext = std::filesystem::path(file).extension().string();
  if (ext == ".dot" || ext == ".gv") return harness::GraphFormat::Dot;
  if (ext == ".png") return harness::GraphFormat::Png;
  return harness::GraphFormat::Svg;
}

}  // namespace

ExitCode cmd_graph(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                              //
      ("help,h", "show this help")                                                                   //
      ("out,o", po::value<std::string>()->value_name("FILE"), "write the graph to FILE (required)")  //
      ("card", po::value<std::string>()->value_name("ID"), "only this card's neighbourhood")         //
      ("format", po::value<std::string>()->value_name("FORMAT"), "dot, svg or png")                  //
      ("layout", po::value<std::string>()->value_name("ENGINE"),
       "Graphviz layout: dot, neato, fdp or sfdp (default: the one that crosses least)");
  add_suite_options(visible);
  const auto vm = parse_with_paths(args, visible, kGraphCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kGraphHelp, visible);
    return ExitCode::Ok;
  }
  auto usage_error = [&](const std::string& message) {
    return cli::usage_error(err, kGraphCommand, message);
  };
  if (!vm->count("out")) return usage_error("where to? (kmr graph --out FILE)");
  const std::string file = (*vm)["out"].as<std::string>();
  harness::GraphFormat format = format_from_extension(file);
  if (vm->count("format")) {
    const std::string text = (*vm)["format"].as<std::string>();
    const auto parsed = harness::parse_graph_format(text);
    if (!parsed) return usage_error("unknown --format '" + text + "' (dot, svg or png)");
    format = *parsed;
  }
  std::optional<std::string> card;
  if (vm->count("card")) {
    card = (*vm)["card"].as<std::string>();
    if (!find_card(*card)) return usage_error(harness::unknown_card_message(*card) + " (see kmr list cards)");
  }
  if (file == "-" && format == harness::GraphFormat::Png) return usage_error("PNG is not written to stdout");

  auto renderer = harness::GraphRenderer::create();
  if (!renderer) {
    print_error(err, kGraphCommand, renderer.error().message);
    return ExitCode::BadInput;
  }
  // A bad output path fails before the suite runs.
  if (const std::string why = file == "-" ? "" : harness::output_problem(file); !why.empty()) {
    print_error(err, kGraphCommand, "cannot write " + file + ": " + why);
    return ExitCode::BadInput;
  }
  const auto suite = run_suite(*vm, harness::RunOptions{}, kGraphCommand, err);
  if (!suite) return ExitCode::BadInput;
  const harness::ReportModel model =
      harness::build_report_model(suite->kb.files, suite->files, suite->results);

  harness::GraphStyle style;
  if (card) {
    style.highlight = *card;
    style.neighbourhood = true;
  }
  if (vm->count("layout")) {
    style.engine = (*vm)["layout"].as<std::string>();
    if (style.engine != "dot" && style.engine != "neato" && style.engine != "fdp" && style.engine != "sfdp")
      return usage_error("unknown --layout '" + style.engine + "' (dot, neato, fdp or sfdp)");
  }
  const harness::CardGraph graph = card ? harness::neighbourhood(model.graph, *card) : model.graph;
  const auto drawn = renderer->render(graph, format, style);
  if (!drawn) {
    print_error(err, kGraphCommand, drawn.error().message);
    return ExitCode::BadInput;
  }
  if (file == "-") {
    out << *drawn;
  } else {
    // Whole or not at all: a failed write leaves the old file untouched.
    if (!harness::write_atomically(file, *drawn)) {
      print_error(err, kGraphCommand, "cannot write " + file);
      return ExitCode::BadInput;
    }
    err << "graph: " << graph.nodes.size() << " cards, " << graph.edges.size() << " edges -> " << file
        << '\n';
  }
  return ExitCode::Ok;
}

}  // namespace kmr::cli
