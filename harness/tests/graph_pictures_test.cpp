// The card graph as readers use it (issue 39), on the repository's own
// knowledge base and scenarios: families found by community detection, each
// card's picture laid out around it and never taller than twice its width,
// the map of the families, and PDF and PNG ready to print.
#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <set>
#include <string>

#include "kmr/graph/card_graph.hpp"
#include "kmr/graph/pictures.hpp"
#include "kmr/graph/render.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/load/rulings_loader.hpp"

namespace kmr::harness {
namespace {

class RepositoryGraph : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const std::string root = KMR_SOURCE_DIR;
    rulings_ = new std::vector<RulingsFile>(load_rulings(*collect_rulings_files(root + "/rulings")));
    files_ = new std::vector<LoadedFile>(load_suite(collect_scenario_files({root + "/scenarios"}).files));
    graph_ = new CardGraph(build_card_graph(rulings(), scenarios(), {}));
    find_groups(*graph_, rulings(), scenarios());
  }
  static std::vector<const Ruling*> rulings() {
    std::vector<const Ruling*> out;
    for (const RulingsFile& f : *rulings_)
      for (const Ruling& r : f.rulings) out.push_back(&r);
    return out;
  }
  static std::vector<const Scenario*> scenarios() {
    std::vector<const Scenario*> out;
    for (const LoadedFile& f : *files_)
      for (const Scenario& s : f.scenarios) out.push_back(&s);
    return out;
  }
  static void TearDownTestSuite() {
    delete graph_;
    delete files_;
    delete rulings_;
  }
  static std::vector<RulingsFile>* rulings_;
  static std::vector<LoadedFile>* files_;
  static CardGraph* graph_;
};
std::vector<RulingsFile>* RepositoryGraph::rulings_ = nullptr;
std::vector<LoadedFile>* RepositoryGraph::files_ = nullptr;
CardGraph* RepositoryGraph::graph_ = nullptr;

// The SVG's own size in points.
std::pair<double, double> svg_size(const std::string& svg) {
  static const std::regex size(R"(<svg width="([0-9.]+)pt" height="([0-9.]+)pt")");
  std::smatch m;
  if (!std::regex_search(svg, m, size)) return {0, 0};
  return {std::stod(m[1]), std::stod(m[2])};
}

TEST_F(RepositoryGraph, FamiliesPartitionTheCardsAndAreNamedByTheirCentralCards) {
  const CardGraph& g = *graph_;
  ASSERT_GT(g.groups.size(), 3u) << "one family is no family";
  std::set<std::string> seen;
  for (const CardGroup& family : g.groups) {
    ASSERT_FALSE(family.cards.empty());
    ASSERT_FALSE(family.central.empty());
    EXPECT_EQ(family.central.front(), family.cards.front());
    EXPECT_NE(family.name.find(g.node(family.central.front())->name), std::string::npos) << family.name;
    for (const std::string& id : family.cards)
      EXPECT_TRUE(seen.insert(id).second) << id << " in two families";
  }
  EXPECT_EQ(seen.size(), g.nodes.size());
  // No family swallows the graph.
  EXPECT_LT(g.groups.front().cards.size(), g.nodes.size() / 2);
  // The same input, the same families.
  CardGraph again = g;
  find_groups(again, rulings(), scenarios());
  ASSERT_EQ(again.groups.size(), g.groups.size());
  for (std::size_t i = 0; i < g.groups.size(); ++i) EXPECT_EQ(again.groups[i].cards, g.groups[i].cards);
  EXPECT_EQ(find_family(g, "1"), 0u);
  EXPECT_EQ(find_family(g, g.groups.back().cards.front()), g.groups.size() - 1);
  EXPECT_FALSE(find_family(g, "0"));
  EXPECT_FALSE(find_family(g, "no-such-card"));
}

// The issue's bar: BOG's neighbourhood was a 3,848-pixel column. No card's
// picture is taller than it is wide by more than 2:1.
TEST_F(RepositoryGraph, NoCardsPictureIsTallerThanTwiceItsWidth) {
  const Expected<GraphRenderer> renderer = GraphRenderer::create();
  ASSERT_TRUE(renderer) << renderer.error().message;
  std::size_t drawn = 0;
  double tallest = 0;
  std::string which;
  for (const CardNode& n : graph_->nodes) {
    const Expected<std::string> svg = card_picture(*renderer, *graph_, n.id, GraphFormat::Svg);
    ASSERT_TRUE(svg) << n.id << ": " << svg.error().message;
    const auto [width, height] = svg_size(*svg);
    ASSERT_GT(width, 0) << n.id;
    EXPECT_LE(height, 2 * width) << n.id << ": " << width << " x " << height << " pt";
    if (height / width > tallest) {
      tallest = height / width;
      which = n.id;
    }
    // Labelled: the card by its name (one Graphviz writes as it is).
    if (n.name.find_first_of("'&<>\"-") == std::string::npos) {
      EXPECT_NE(svg->find(">" + n.name + "<"), std::string::npos) << n.id;
    }
    ++drawn;
  }
  EXPECT_EQ(drawn, graph_->nodes.size());
  RecordProperty("tallest", which + " " + std::to_string(tallest));
  // BOG's many neighbours come grouped by family, each group a labelled box.
  const Expected<std::string> bog = card_picture(*renderer, *graph_, "bog", GraphFormat::Svg);
  ASSERT_TRUE(bog);
  EXPECT_NE(bog->find(">FOG OF WAR<"), std::string::npos);
  EXPECT_NE(bog->find("cards/fireball.html"), std::string::npos);
}

TEST_F(RepositoryGraph, TheMapAndTheFamiliesComeReadyToPrint) {
  const Expected<GraphRenderer> renderer = GraphRenderer::create();
  ASSERT_TRUE(renderer) << renderer.error().message;
  PictureStyle style;
  style.family_link = "graph.html#family-";
  const Expected<std::string> map = family_map(*renderer, *graph_, GraphFormat::Svg, style);
  ASSERT_TRUE(map) << map.error().message;
  for (std::size_t f = 0; f < graph_->groups.size(); ++f)
    EXPECT_NE(map->find("graph.html#family-" + std::to_string(f + 1) + "\""), std::string::npos) << f;
  const Expected<std::string> pdf = family_map(*renderer, *graph_, GraphFormat::Pdf, style);
  ASSERT_TRUE(pdf) << pdf.error().message;
  EXPECT_EQ(pdf->rfind("%PDF", 0), 0u);
  const Expected<std::string> family = family_picture(*renderer, *graph_, 0, GraphFormat::Png);
  ASSERT_TRUE(family) << family.error().message;
  EXPECT_EQ(family->substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  EXPECT_FALSE(family_picture(*renderer, *graph_, graph_->groups.size(), GraphFormat::Svg));
  EXPECT_FALSE(card_picture(*renderer, *graph_, "no-such-card", GraphFormat::Svg));
}

}  // namespace
}  // namespace kmr::harness
