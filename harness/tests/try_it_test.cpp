// Try it (issue 29): the pages carry it only when the engine built for the
// browser is there, and the scenario each carries, as JSON values, reads
// back as the scenario it was written from.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "kmr/graph/render.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/load/yaml_json.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"
#include "kmr/site/site.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kScenarios =
    "scenarios:\n"
    "  - id: blast\n"
    "    title: the Rook explodes on a4 </script> & \"quoted\"\n"
    "    rulings: [S4-01]\n"
    "    setup:\n"
    "      fen: \"4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1\"\n"
    "      hands: {white: [fireball], black: ['fireball']}\n"
    "    steps:\n"
    "      - move: a1a4\n"
    "      - play: fireball\n"
    "      - expect: {result: accepted, at: {b3: empty, b5: empty}}\n"
    "  - id: king-jump\n"
    "    setup: {fen: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"}\n"
    "    steps:\n"
    "      - try: {move: e1e3}\n"
    "      - expect: {result: rejected, reason: illegal-move, stalemate: false, halfmove: 0}\n";

class TryIt : public ::testing::Test {
 protected:
  void SetUp() override {
    files_.push_back(load_text(kScenarios, "suite.yaml"));
    ASSERT_FALSE(files_[0].error) << *files_[0].error;
    ASSERT_TRUE(files_[0].bad.empty()) << files_[0].bad[0].error;
    ASSERT_EQ(files_[0].scenarios.size(), 2u);
    std::vector<const Scenario*> all;
    for (const Scenario& s : files_[0].scenarios) all.push_back(&s);
    results_ = run_scenarios(all, 1, RunOptions{.trace = true, .boards = true});
    model_ = build_report_model({}, files_, results_);
  }

  const Scenario& blast() const { return files_[0].scenarios.at(0); }

  std::vector<LoadedFile> files_;
  std::vector<ScenarioResult> results_;
  ReportModel model_;
};

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The JSON a page carries for a scenario, as JSON.parse would see it.
std::string embedded_json(const std::string& page, const std::string& id) {
  const std::string open = "<div class=\"tryit\" hidden data-scenario=\"" + id +
                           "\"><script type=\"application/json\" class=\"tryit-scenario\">";
  const std::size_t at = page.find(open);
  if (at == std::string::npos) return "";
  const std::size_t start = at + open.size();
  std::string json = page.substr(start, page.find("</script>", start) - start);
  for (std::size_t p = json.find("\\u003c"); p != std::string::npos; p = json.find("\\u003c", p))
    json.replace(p, 6, "<");
  return json;
}

TEST_F(TryIt, PagesCarryItOnlyWithTheModule) {
  const ScenarioEntry& entry = *model_.scenario("blast");
  const ReportOptions without{};
  const ReportOptions with{.publish = false, .wasm_module = "kmr.js"};
  const ReportOptions published{.publish = true, .wasm_module = "kmr.js"};
  EXPECT_EQ(scenario_page(model_, entry, without).find("class=\"tryit"), std::string::npos);
  EXPECT_EQ(ruling_page(model_, *model_.ruling("S4-01"), without).find("class=\"tryit"), std::string::npos);
  for (const std::string& page : {scenario_page(model_, entry, with), scenario_page(model_, entry, published),
                                  ruling_page(model_, *model_.ruling("S4-01"), with),
                                  ruling_page(model_, *model_.ruling("S4-01"), published)}) {
    EXPECT_EQ(occurrences(page, "<div class=\"tryit\" hidden"), 1u) << page;
    EXPECT_NE(page.find("<script src=\"../tryit.js\" defer></script>"), std::string::npos);
    // Nothing in the scenario closes the script block early.
    const std::size_t block = page.find("class=\"tryit-scenario\">");
    EXPECT_EQ(page.find("</script>", block), page.find("</script></div>", block));
  }
}

TEST_F(TryIt, TheEmbeddedScenarioReadsBackAsWritten) {
  for (const Scenario& original : files_[0].scenarios) {
    const std::string page =
        scenario_page(model_, *model_.scenario(original.id), {.publish = false, .wasm_module = "x"});
    const std::string json = embedded_json(page, original.id);
    ASSERT_EQ(json, original.tree_json) << page;
    // JSON is YAML: read as the module reads a JavaScript value (strings as
    // quoted text, true and false as booleans), it loads as the same scenario.
    auto tree = yaml::parse("{\"scenarios\": [" + json + "]}");
    ASSERT_TRUE(std::holds_alternative<yaml::NodePtr>(tree));
    const LoadedFile again = load_tree(std::get<yaml::NodePtr>(tree), "tree");
    ASSERT_FALSE(again.error) << *again.error;
    ASSERT_TRUE(again.bad.empty()) << again.bad[0].error;
    ASSERT_EQ(again.scenarios.size(), 1u);
    const Scenario& s = again.scenarios[0];
    EXPECT_EQ(s.id, original.id);
    EXPECT_EQ(s.title, original.title);
    EXPECT_EQ(s.setup.fen, original.setup.fen);
    EXPECT_EQ(s.cards, original.cards);
    ASSERT_EQ(s.steps.size(), original.steps.size());
    for (std::size_t i = 0; i < s.steps.size(); ++i) {
      EXPECT_EQ(s.steps[i].text, original.steps[i].text);
      EXPECT_EQ(s.steps[i].action, original.steps[i].action);
      EXPECT_EQ(s.steps[i].expect.stalemate, original.steps[i].expect.stalemate);
    }
    EXPECT_EQ(s.tree_json, json);
  }
  const std::string json = files_[0].scenarios[0].tree_json;
  EXPECT_NE(json.find("\"title\":\"the Rook explodes on a4 </script> & \\\"quoted\\\"\""), std::string::npos)
      << json;
  EXPECT_NE(json.find("\"hands\":{\"white\":[\"fireball\"],\"black\":[\"fireball\"]}"), std::string::npos);
  EXPECT_NE(files_[0].scenarios[1].tree_json.find("\"stalemate\":false"), std::string::npos);
}

TEST(YamlJson, BooleansStayBooleansAndQuotedTextText) {
  auto tree = yaml::parse("a: true\nb: \"true\"\nc: 3\nd:\ne: [x, {f: false}]\n");
  ASSERT_TRUE(std::holds_alternative<yaml::NodePtr>(tree));
  EXPECT_EQ(yaml::json_values(*std::get<yaml::NodePtr>(tree)),
            "{\"a\":true,\"b\":\"true\",\"c\":\"3\",\"d\":null,\"e\":[\"x\",{\"f\":false}]}");
}

TEST_F(TryIt, TheSiteHoldsTheModuleOnlyWhenGiven) {
  const Expected<GraphRenderer> renderer = GraphRenderer::create();
  ASSERT_TRUE(renderer) << renderer.error().message;
  const fs::path dir = fs::temp_directory_path() / ("kmr-tryit-test-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path module = dir.string() + "-kmr.js";
  std::ofstream(module) << "var createKmr = function () {};\n";
  ASSERT_TRUE(write_report_site(dir / "without", model_, *renderer));
  EXPECT_FALSE(fs::exists(dir / "without" / "kmr.js"));
  EXPECT_TRUE(fs::exists(dir / "without" / "tryit.js"));
  ASSERT_TRUE(
      write_report_site(dir / "with", model_, *renderer, {.publish = false, .wasm_module = module.string()}));
  std::ifstream copied(dir / "with" / "kmr.js");
  std::string text((std::istreambuf_iterator<char>(copied)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "var createKmr = function () {};\n");
  const auto missing = write_report_site(dir / "missing", model_, *renderer,
                                         {.publish = false, .wasm_module = (dir / "nothing.js").string()});
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message.find("nothing.js"), std::string::npos) << missing.error().message;
  fs::remove_all(dir);
  fs::remove(module);
}

}  // namespace
}  // namespace kmr::harness
