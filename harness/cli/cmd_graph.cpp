// kmr graph: the card-interaction graph, drawn in-process with Graphviz.
#include <filesystem>
#include <fstream>

#include "commands.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/card.hpp"
#include "kmr/graph/pictures.hpp"
#include "kmr/graph/render.hpp"
#include "kmr/model/unknown_card.hpp"
#include "kmr/site/model.hpp"
#include "options.hpp"
#include "report_inputs.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kGraphCommand = "kmr graph";

constexpr CommandHelp kGraphHelp{
    "kmr graph --out FILE [--card ID | --family N | --full] [--format dot|svg|png|pdf] [options] [PATH...]",
    "Draws the card graph with Graphviz (in-process, no `dot` command), the cards\n"
    "tied by the rulings and scenarios that name them together, as pictures a\n"
    "reader can use (the scenarios are run now to colour the lines: green all\n"
    "pass, red some fail, grey dashed pending):\n"
    "  (default)     the map of the families: the graph's communities (found by\n"
    "                modularity), each a box named by its central cards and\n"
    "                listing its cards, a line between two families labelled with\n"
    "                the number of rulings naming cards of both;\n"
    "  --family N    family N of the map (or the family of the card N names): its\n"
    "                cards and the lines between them, labelled with their rulings;\n"
    "  --card ID     the card in the middle, its neighbours laid out around it\n"
    "                (grouped by family, in boxes, when there are many);\n"
    "  --full        every card and line at once (dense families meet at a dot).\n"
    "--format defaults to FILE's extension (.dot or .gv: dot, .png, .pdf), else svg;\n"
    "PNG and PDF are fitted to a page, ready to print. dot is the DOT text. FILE\n"
    "`-` is standard output (not for png or pdf). In SVG, cards link to\n"
    "cards/<id>.html: the card pages of `kmr report` when FILE is in its directory.\n"
    "--layout chooses Graphviz's layout engine for --full.\n"
    "Exits 0 once written, whatever the scenarios' results; 2 on bad usage, an\n"
    "unknown card, family or format, a missing path, or a file that cannot be\n"
    "written.\n",
};

harness::GraphFormat format_from_extension(const std::string& file) {
  const std::string ext = std::filesystem::path(file).extension().string();
  if (ext == ".dot" || ext == ".gv") return harness::GraphFormat::Dot;
  if (ext == ".png") return harness::GraphFormat::Png;
  if (ext == ".pdf") return harness::GraphFormat::Pdf;
  return harness::GraphFormat::Svg;
}

}  // namespace

ExitCode cmd_graph(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                                  //
      ("help,h", "show this help")                                                                       //
      ("out,o", po::value<std::string>()->value_name("FILE"), "write the graph to FILE (required)")      //
      ("card", po::value<std::string>()->value_name("ID"), "the card with its neighbours around it")     //
      ("family", po::value<std::string>()->value_name("N"), "family N of the map (or a card's family)")  //
      ("full", "every card and line at once")                                                            //
      ("format", po::value<std::string>()->value_name("FORMAT"), "dot, svg, png or pdf")                 //
      ("layout", po::value<std::string>()->value_name("ENGINE"),
       "Graphviz layout for --full: dot, neato, fdp or sfdp (default: the one that crosses least)");
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
    if (!parsed) return usage_error("unknown --format '" + text + "' (dot, svg, png or pdf)");
    format = *parsed;
  }
  std::optional<std::string> card;
  if (vm->count("card")) {
    card = (*vm)["card"].as<std::string>();
    if (!find_card(*card)) return usage_error(harness::unknown_card_message(*card) + " (see kmr list cards)");
  }
  if (file == "-" && (format == harness::GraphFormat::Png || format == harness::GraphFormat::Pdf))
    return usage_error(std::string(harness::to_string(format)) + " is not written to stdout");
  if (vm->count("card") + vm->count("family") + vm->count("full") > 1)
    return usage_error("give one of --card, --family and --full");

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

  harness::PictureStyle picture;
  std::optional<Expected<std::string>> drawn;
  std::string what;
  if (card) {
    drawn = harness::card_picture(*renderer, model.graph, *card, format, picture);
    what = "card " + *card + " and its neighbours";
  } else if (vm->count("family")) {
    const std::string word = (*vm)["family"].as<std::string>();
    const auto family = harness::find_family(model.graph, word);
    if (!family)
      return usage_error("no family '" + word + "': a number from 1 to " +
                         std::to_string(model.graph.groups.size()) +
                         ", or a card (kmr graph --out map.svg draws them)");
    drawn = harness::family_picture(*renderer, model.graph, *family, format, picture);
    what = "family " + std::to_string(*family + 1) + " (" + model.graph.groups[*family].name + ")";
  } else if (vm->count("full")) {
    harness::GraphStyle style;
    if (vm->count("layout")) {
      style.engine = (*vm)["layout"].as<std::string>();
      if (style.engine != "dot" && style.engine != "neato" && style.engine != "fdp" && style.engine != "sfdp")
        return usage_error("unknown --layout '" + style.engine + "' (dot, neato, fdp or sfdp)");
    }
    drawn = renderer->render(model.graph, format, style);
    what = std::to_string(model.graph.nodes.size()) + " cards, " + std::to_string(model.graph.edges.size()) +
           " edges";
  } else {
    picture.family_link = "graph.html#family-";
    drawn = harness::family_map(*renderer, model.graph, format, picture);
    what = "the map of " + std::to_string(model.graph.groups.size()) + " families";
  }
  if (!*drawn) {
    print_error(err, kGraphCommand, drawn->error().message);
    return ExitCode::BadInput;
  }
  if (file == "-") {
    out << **drawn;
  } else {
    // Whole or not at all: a failed write leaves the old file untouched.
    if (!harness::write_atomically(file, **drawn)) {
      print_error(err, kGraphCommand, "cannot write " + file);
      return ExitCode::BadInput;
    }
    err << "graph: " << what << " -> " << file << '\n';
  }
  return ExitCode::Ok;
}

}  // namespace kmr::cli
