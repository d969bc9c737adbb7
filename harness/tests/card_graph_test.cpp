// The card graph: built from a small synthetic knowledge base, then drawn
// with Graphviz (DOT, SVG, PNG).
#include "kmr/graph/card_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "kmr/graph/render.hpp"

namespace kmr::harness {
namespace {

Ruling ruling(std::string id, std::vector<std::string> cards, std::vector<std::string> scenarios,
              bool pending = false) {
  Ruling r;
  r.id = std::move(id);
  r.cards = std::move(cards);
  r.scenarios = std::move(scenarios);
  if (pending) r.status.pending = "not yet";
  return r;
}

Scenario scenario(std::string id, std::vector<std::string> cards, std::vector<std::string> rulings) {
  Scenario s;
  s.id = std::move(id);
  s.cards = std::move(cards);
  s.rulings = std::move(rulings);
  return s;
}

ScenarioResult result(std::string id, Status status) {
  ScenarioResult r;
  r.id = std::move(id);
  r.status = status;
  return r;
}

// P-01: pacifism + fog-of-war, checked by s1 (passes) and s2 (fails).
// B-01: bog + fog-of-war, pending, no scenario.
// s3 names pacifism + bog and cites no ruling; it passes.
// s4 names crab alone.
class CardGraphTest : public ::testing::Test {
 protected:
  void SetUp() override {
    rulings_ = {ruling("P-01", {"pacifism", "fog-of-war"}, {"s1", "s2"}),
                ruling("B-01", {"bog", "fog-of-war"}, {}, true)};
    scenarios_ = {scenario("s1", {"pacifism"}, {"P-01"}),
                  scenario("s2", {"pacifism", "fog-of-war"}, {"P-01"}),
                  scenario("s3", {"bog", "pacifism"}, {}), scenario("s4", {"crab"}, {})};
    results_ = {result("s1", Status::Passed), result("s2", Status::Failed), result("s3", Status::Passed),
                result("s4", Status::Passed)};
  }
  CardGraph build() const {
    std::vector<const Ruling*> rulings;
    for (const Ruling& r : rulings_) rulings.push_back(&r);
    std::vector<const Scenario*> scenarios;
    for (const Scenario& s : scenarios_) scenarios.push_back(&s);
    std::map<std::string, const ScenarioResult*> results;
    for (const ScenarioResult& r : results_) results[r.id] = &r;
    return build_card_graph(rulings, scenarios, results);
  }

  std::vector<Ruling> rulings_;
  std::vector<Scenario> scenarios_;
  std::vector<ScenarioResult> results_;
};

TEST_F(CardGraphTest, NodesAreTheCardsNamedWithTheirRulingCounts) {
  const CardGraph g = build();
  ASSERT_EQ(g.nodes.size(), 4u);
  EXPECT_EQ(g.nodes[0].id, "bog");
  EXPECT_EQ(g.nodes[1].id, "crab");
  EXPECT_EQ(g.nodes[2].id, "fog-of-war");
  EXPECT_EQ(g.nodes[3].id, "pacifism");
  EXPECT_EQ(g.node("fog-of-war")->rulings, 2);
  EXPECT_EQ(g.node("pacifism")->rulings, 1);
  EXPECT_EQ(g.node("crab")->rulings, 0);
  EXPECT_EQ(g.node("pacifism")->name, "PACIFISM");
  EXPECT_EQ(g.node("pacifism")->set, "KC1");
  EXPECT_EQ(g.node("nothing"), nullptr);
}

TEST_F(CardGraphTest, EdgesJoinCardsNamedTogetherWithTheirStatus) {
  const CardGraph g = build();
  ASSERT_EQ(g.edges.size(), 3u);
  // bog + fog-of-war: only the pending ruling B-01.
  EXPECT_EQ(g.edges[0].a, "bog");
  EXPECT_EQ(g.edges[0].b, "fog-of-war");
  EXPECT_EQ(g.edges[0].rulings, std::vector<std::string>{"B-01"});
  EXPECT_TRUE(g.edges[0].scenarios.empty());
  EXPECT_EQ(g.edges[0].status, Verdict::Pending);
  // bog + pacifism: only scenario s3, which passes.
  EXPECT_EQ(g.edges[1].a, "bog");
  EXPECT_EQ(g.edges[1].b, "pacifism");
  EXPECT_TRUE(g.edges[1].rulings.empty());
  EXPECT_EQ(g.edges[1].scenarios, std::vector<std::string>{"s3"});
  EXPECT_EQ(g.edges[1].status, Verdict::Pass);
  // fog-of-war + pacifism: P-01 with s1 and s2; s2 fails.
  EXPECT_EQ(g.edges[2].a, "fog-of-war");
  EXPECT_EQ(g.edges[2].b, "pacifism");
  EXPECT_EQ(g.edges[2].rulings, std::vector<std::string>{"P-01"});
  EXPECT_EQ(g.edges[2].scenarios, (std::vector<std::string>{"s1", "s2"}));
  EXPECT_EQ(g.edges[2].status, Verdict::Fail);
}

TEST_F(CardGraphTest, AllPassOnceTheFailureIsFixed) {
  results_[1].status = Status::Passed;
  EXPECT_EQ(build().edges[2].status, Verdict::Pass);
  results_[1].status = Status::Pending;
  EXPECT_EQ(build().edges[2].status, Verdict::Pending);
  results_.erase(results_.begin() + 1);  // s2 not run
  EXPECT_EQ(build().edges[2].status, Verdict::Pending);
}

TEST_F(CardGraphTest, ScenarioCitationsLabelTheirEdges) {
  scenarios_[2].rulings = {"S1-03"};
  EXPECT_EQ(build().edges[1].rulings, std::vector<std::string>{"S1-03"});
}

TEST_F(CardGraphTest, Neighbourhood) {
  const CardGraph near = neighbourhood(build(), "bog");
  ASSERT_EQ(near.nodes.size(), 3u);  // bog, fog-of-war, pacifism
  EXPECT_EQ(near.edges.size(), 2u);
  for (const CardEdge& e : near.edges) EXPECT_TRUE(e.a == "bog" || e.b == "bog");
  const CardGraph alone = neighbourhood(build(), "crab");
  EXPECT_EQ(alone.nodes.size(), 1u);
  EXPECT_TRUE(alone.edges.empty());
  const CardGraph unnamed = neighbourhood(build(), "betrayal");  // in the catalog, named by nothing
  ASSERT_EQ(unnamed.nodes.size(), 1u);
  EXPECT_EQ(unnamed.nodes[0].name, "BETRAYAL");
  EXPECT_TRUE(neighbourhood(build(), "no-such-card").nodes.empty());
}

TEST_F(CardGraphTest, DotHoldsTheNodesEdgesAndLabels) {
  const Expected<std::string> dot = graph_dot(build());
  ASSERT_TRUE(dot) << dot.error().message;
  EXPECT_EQ(dot->rfind("graph cards {", 0), 0u) << *dot;
  for (const char* text : {"pacifism", "label=PACIFISM", "\"fog-of-war\"", "label=\"FOG OF WAR\"",
                           "label=BOG", "label=CRAB", "bog -- pacifism", "xlabel=1", "xlabel=\"1 scen.\"",
                           "tooltip=\"fog-of-war + pacifism: fail; rulings P-01",
                           "URL=\"cards/pacifism.html\"", "#c62828", "#2e7d32", "dashed"})
    EXPECT_NE(dot->find(text), std::string::npos) << text << "\n" << *dot;
}

TEST_F(CardGraphTest, RendersSvgAndPngInProcess) {
  const Expected<GraphRenderer> renderer = GraphRenderer::create();
  ASSERT_TRUE(renderer) << renderer.error().message;
  GraphStyle style;
  style.link_prefix = "";
  style.highlight = "pacifism";
  const Expected<std::string> svg = renderer->render(build(), GraphFormat::Svg, style);
  ASSERT_TRUE(svg) << svg.error().message;
  EXPECT_NE(svg->find("<svg"), std::string::npos);
  EXPECT_NE(svg->find(">PACIFISM</text>"), std::string::npos);
  EXPECT_NE(svg->find(">FOG OF WAR</text>"), std::string::npos);
  EXPECT_NE(svg->find("rulings P&#45;01"), std::string::npos) << *svg;  // in the edge's tooltip
  EXPECT_NE(svg->find("xlink:href=\"pacifism.html\""), std::string::npos);
  EXPECT_EQ(inline_svg(*svg).rfind("<svg", 0), 0u);

  const Expected<std::string> png = renderer->render(build(), GraphFormat::Png);
  ASSERT_TRUE(png) << png.error().message;
  EXPECT_EQ(png->substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));

  const Expected<std::string> dot = renderer->render(build(), GraphFormat::Dot);
  ASSERT_TRUE(dot);
  EXPECT_EQ(dot->rfind("graph cards {", 0), 0u);

  const Expected<std::string> empty = renderer->render(CardGraph{}, GraphFormat::Svg);
  ASSERT_TRUE(empty) << empty.error().message;
  EXPECT_NE(empty->find("<svg"), std::string::npos);
}

// Reduced from the repository's graph: with edge `label`s, Graphviz 2.42
// lays this out, then frees it twice (abort in gvFreeLayout) when the edges
// cross clusters (set clusters then; family clusters now, in dot).
TEST(GraphRender, EdgesAcrossClustersLayOutAndFree) {
  const std::vector<std::pair<std::string, std::string>> pairs{{"challenge", "mystic-shield"},
                                                               {"chaos", "funeral-pyre"},
                                                               {"chaos", "think-again"},
                                                               {"funeral-pyre", "think-again"},
                                                               {"haunting-memories", "medusa"}};
  std::vector<Ruling> rulings;
  for (std::size_t i = 0; i < pairs.size(); ++i)
    rulings.push_back(ruling("S1-0" + std::to_string(i), {pairs[i].first, pairs[i].second}, {}));
  // A family of five that two rulings name, one of them with a sixth card.
  const std::vector<std::string> five{"fireball", "hostage", "revenge", "toll", "chaos"};
  rulings.push_back(ruling("B-04", five, {}));
  std::vector<std::string> six = five;
  six.push_back("pacifism");
  rulings.push_back(ruling("B-05", six, {}));
  rulings.push_back(ruling("B-06", {"toll", "medusa"}, {}));
  std::vector<const Ruling*> pointers;
  for (const Ruling& r : rulings) pointers.push_back(&r);
  CardGraph g = build_card_graph(pointers, {}, {});
  g.nodes.push_back(neighbourhood(g, "false-orders").nodes.at(0));  // a KC2 card alone
  std::sort(g.nodes.begin(), g.nodes.end(), [](const CardNode& a, const CardNode& b) { return a.id < b.id; });
  ASSERT_EQ(g.node("funeral-pyre")->set, "KC2");
  find_families(g, pointers);
  ASSERT_EQ(g.families.size(), 1u);
  EXPECT_EQ(g.families[0].cards,
            (std::vector<std::string>{"chaos", "fireball", "hostage", "revenge", "toll"}));
  EXPECT_EQ(g.families[0].rulings, (std::vector<std::string>{"B-04", "B-05"}));
  EXPECT_EQ(g.families[0].joined.at("pacifism"), std::vector<std::string>{"B-05"});

  const Expected<GraphRenderer> renderer = GraphRenderer::create();
  ASSERT_TRUE(renderer) << renderer.error().message;
  for (const char* engine : {"dot", "dot", "dot", "sfdp", "neato", "fdp"}) {
    GraphStyle style;
    style.engine = engine;
    style.edge_link_prefix = "rulings/";
    const Expected<std::string> svg = renderer->render(g, GraphFormat::Svg, style);
    ASSERT_TRUE(svg) << svg.error().message;
    EXPECT_NE(svg->find("family_0"), std::string::npos) << engine;  // the hub (and its cluster where drawn)
    EXPECT_NE(svg->find("rulings S1&#45;04"), std::string::npos) << *svg;
    EXPECT_NE(svg->find("xlink:href=\"rulings/B-04.html\""), std::string::npos) << engine;
  }
}

TEST(GraphRender, RenderersOneAfterAnotherLayOutText) {
  // Graphviz's pango plugin remembers the last font name it laid out; a
  // renderer freeing its context left that pointer dangling for the next
  // one (a heap use after free under AddressSanitizer, scripts/sanitize.sh).
  const Ruling r = ruling("B-04", {"chaos", "fireball"}, {});
  const CardGraph g = build_card_graph({&r}, {}, {});
  for (int i = 0; i < 3; ++i) {
    const Expected<GraphRenderer> renderer = GraphRenderer::create();
    ASSERT_TRUE(renderer) << renderer.error().message;
    const Expected<std::string> svg = renderer->render(g, GraphFormat::Svg);
    ASSERT_TRUE(svg) << svg.error().message;
    EXPECT_NE(svg->find("FIREBALL"), std::string::npos);
  }
}

TEST(CardGraph, SameAsRulingsCountOnce) {
  Ruling a = ruling("B-01", {"bog", "fireball"}, {});
  a.same_as = {"F-02"};
  const Ruling b = ruling("F-02", {"bog", "fireball"}, {});
  const Ruling c = ruling("P-03", {"bog", "fireball"}, {});
  const CardGraph g = build_card_graph({&a, &b, &c}, {}, {});
  ASSERT_EQ(g.edges.size(), 1u);
  EXPECT_EQ(g.edges[0].rulings.size(), 3u);
  EXPECT_EQ(g.edges[0].ruling_groups, (std::vector<std::vector<std::string>>{{"B-01", "F-02"}, {"P-03"}}));
  EXPECT_EQ(g.node("bog")->rulings, 2);
  const Expected<std::string> dot = graph_dot(g);
  ASSERT_TRUE(dot);
  EXPECT_NE(dot->find("xlabel=2"), std::string::npos) << *dot;
  EXPECT_NE(dot->find("B-01 = F-02, P-03"), std::string::npos) << *dot;
}

}  // namespace
}  // namespace kmr::harness
