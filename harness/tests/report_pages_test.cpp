// The HTML report's model and pages, from a small knowledge base and suite
// run for real (with traces and board snapshots).
#include "kmr/site/pages.hpp"

#include <gtest/gtest.h>

#include <string>

#include "kmr/load/loader.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/site/model.hpp"

namespace kmr::harness {
namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

constexpr std::string_view kRulings =
    "section: \"4\"\n"
    "title: Miscellaneous <b>bold</b>\n"
    "source: {document: Official Rulings, revised: 2007-11-28}\n"
    "rulings:\n"
    "  - id: S4-01\n"
    "    position: 1\n"
    "    cards: [pacifism, fog-of-war]\n"
    "    question: \"Does <script>alert('x')</script> run?\"\n"
    "    answer: No & never.\n"
    "    scenarios: [pacifist-rook, wrong-square]\n"
    "    status: encoded\n"
    "  - id: S4-02\n"
    "    position: 2\n"
    "    question: Later?\n"
    "    answer: Later.\n"
    "    status: \"pending: not <yet>\"\n";

constexpr std::string_view kScenarios =
    "scenarios:\n"
    "  - id: pacifist-rook\n"
    "    title: The <em>PACIFIST</em> Rook gives no check\n"
    "    rulings: [S4-01]\n"
    "    cards: [pacifism, fog-of-war]\n"
    "    setup:\n"
    "      fen: \"7k/8/8/4r3/8/8/8/4K3 w - - 0 1\"\n"
    "      effects: [{card: pacifism, owner: black, target: e5}]\n"
    "    steps:\n"
    "      - expect: {check: [], marks: {e5: [pacifist]}}\n"
    "      - move: e1e2\n"
    "      - expect: {result: accepted}\n"
    "  - id: wrong-square\n"
    "    title: expects the King where it is not\n"
    "    rulings: [S4-01]\n"
    "    setup: {fen: \"7k/8/8/8/8/8/8/R3K3 w - - 0 1\"}\n"
    "    steps:\n"
    "      - move: e1e2\n"
    "      - expect: {at: {e3: K}}\n"
    "      - move: h8g8\n"
    "  - id: lone-scenario\n"
    "    title: cites nothing\n"
    "    setup: {fen: \"7k/8/8/8/8/8/8/R3K3 w - - 0 1\"}\n"
    "    steps:\n"
    "      - move: e1e2\n";

class ReportPages : public ::testing::Test {
 protected:
  void SetUp() override {
    rulings_.push_back(load_rulings_text(kRulings, "section-4.yaml"));
    ASSERT_FALSE(rulings_[0].error) << *rulings_[0].error;
    files_.push_back(load_text(kScenarios, "suite.yaml"));
    ASSERT_FALSE(files_[0].error) << *files_[0].error;
    std::vector<const Scenario*> all;
    for (const Scenario& s : files_[0].scenarios) all.push_back(&s);
    results_ = run_scenarios(all, 1, RunOptions{.trace = true, .boards = true});
    model_ = build_report_model(rulings_, files_, results_);
  }

  std::vector<RulingsFile> rulings_;
  std::vector<LoadedFile> files_;
  std::vector<ScenarioResult> results_;
  ReportModel model_;
};

TEST_F(ReportPages, RunnerSnapshotsTheBoards) {
  ASSERT_TRUE(results_[0].setup_board);
  ASSERT_TRUE(results_[0].final_board);
  EXPECT_EQ(results_[0].setup_board->fen, results_[0].setup_fen);
  EXPECT_EQ(results_[0].final_board->fen, results_[0].final_fen);
  const Square e5 = *parse_square("e5");
  EXPECT_EQ(results_[0].setup_board->marks.at(e5), std::vector<std::string>{"pacifist"});
  ASSERT_EQ(results_[0].setup_board->effects.size(), 1u);
  EXPECT_EQ(results_[0].setup_board->effects[0].card, "pacifism");
  EXPECT_EQ(results_[0].setup_board->effects[0].targets, std::vector<Square>{e5});
  EXPECT_EQ(results_[1].status, Status::Failed);
  ASSERT_TRUE(results_[1].final_board);  // the position where it failed
  EXPECT_EQ(results_[1].final_board->fen, results_[1].final_fen);
  // Without the option there are none.
  EXPECT_FALSE(run_scenario(files_[0].scenarios[0]).setup_board);
}

TEST_F(ReportPages, Model) {
  EXPECT_EQ(model_.ruling_count(), 2u);
  ASSERT_EQ(model_.sections.size(), 1u);
  EXPECT_EQ(model_.sections[0].key, "4");
  EXPECT_EQ(model_.verdict(*model_.ruling("S4-01")), Verdict::Fail);
  EXPECT_EQ(model_.verdict(*model_.ruling("S4-02")), Verdict::Pending);
  EXPECT_EQ(model_.scenarios_of(*model_.ruling("S4-01")).size(), 2u);
  EXPECT_EQ(model_.card_rulings.at("pacifism").size(), 1u);
  EXPECT_EQ(model_.graph.edges.size(), 1u);
  EXPECT_EQ(model_.graph.edges[0].status, Verdict::Fail);
  EXPECT_EQ(page_name("S4-01"), "S4-01");
  EXPECT_EQ(page_name("../x y"), "___x_y");
}

TEST_F(ReportPages, IndexCountsAndEscapes) {
  const std::string page = index_page(model_);
  EXPECT_NE(page.find("data-kmr-rulings=\"2\""), std::string::npos);
  EXPECT_NE(page.find("data-kmr-scenarios=\"3\""), std::string::npos);
  EXPECT_NE(page.find("data-kmr-passed=\"2\" data-kmr-failed=\"1\""), std::string::npos);
  EXPECT_EQ(count(page, "<tr class=\"ruling\""), 2u);
  EXPECT_NE(page.find("href=\"rulings/S4-01.html\""), std::string::npos);
  EXPECT_NE(page.find("href=\"cards/pacifism.html\""), std::string::npos);
  EXPECT_NE(page.find("lone-scenario"), std::string::npos);  // tied to no ruling
  // Implemented cards per set, and the ones not implemented linked.
  std::size_t kc1 = 0, kc1_done = 0;
  for (const CardDef* c : all_cards())
    if (c->set == CardSet::KC1) {
      ++kc1;
      if (c->behaviour) ++kc1_done;
    }
  EXPECT_NE(page.find("data-kmr-set=\"KC1\" data-kmr-implemented=\"" + std::to_string(kc1_done) +
                      "\" data-kmr-cards=\"" + std::to_string(kc1) + "\""),
            std::string::npos);
  EXPECT_NE(page.find("data-kmr-set=\"KC2\""), std::string::npos);
  EXPECT_NE(page.find("<li data-kmr-not-implemented=\"KC2\">KC2: <a"), std::string::npos);
  EXPECT_NE(page.find("href=\"cards/big-mojo.html\""), std::string::npos);  // not implemented, linked
  EXPECT_EQ(page.find("<script>"), std::string::npos);
  EXPECT_EQ(page.find("<b>bold"), std::string::npos);
  EXPECT_NE(page.find("Does &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; run?"), std::string::npos);
  EXPECT_NE(page.find("not &lt;yet&gt;"), std::string::npos);
  EXPECT_EQ(page.find("http://"), std::string::npos);  // nothing external
  EXPECT_EQ(page.find("https://"), std::string::npos);
}

TEST_F(ReportPages, RulingPageHasStepsResultsAndABoardPerChange) {
  const std::string page = ruling_page(model_, *model_.ruling("S4-01"));
  // Each scenario: the setup, and the board after its one move (expects
  // change nothing; the failed scenario stops before its second move).
  EXPECT_NE(page.find("data-kmr-scenarios=\"2\" data-kmr-boards=\"4\""), std::string::npos);
  EXPECT_EQ(count(page, "<svg class=\"board\""), 4u);
  EXPECT_EQ(count(page, "data-board=\"step\""), 2u);
  EXPECT_EQ(count(page, "<g class=\"move\" data-move=\"e1-e2\""), 2u);
  EXPECT_NE(page.find("After step 2: White moves Ke1-e2"), std::string::npos);
  EXPECT_NE(page.find("How to read the boards"), std::string::npos);  // the legend
  EXPECT_NE(page.find("<nav class=\"breadcrumbs\""), std::string::npos);
  EXPECT_NE(page.find("rel=\"next\" href=\"S4-02.html\""), std::string::npos);
  EXPECT_NE(page.find("href=\"../scenarios/pacifist-rook.html\""), std::string::npos);
  EXPECT_NE(page.find("suite.yaml:"), std::string::npos);  // the editor's view: where it is
  EXPECT_NE(page.find("<code>move: e1e2</code>"), std::string::npos);
  EXPECT_EQ(count(page, "<section class=\"scenario\""), 2u);
  EXPECT_NE(page.find("data-mark=\"pacifist\""), std::string::npos);
  EXPECT_NE(page.find("The &lt;em&gt;PACIFIST&lt;/em&gt; Rook"), std::string::npos);
  EXPECT_EQ(page.find("<em>"), std::string::npos);
  EXPECT_NE(page.find("No &amp; never."), std::string::npos);
  EXPECT_NE(page.find("class=\"failed-step\""), std::string::npos);
  EXPECT_NE(page.find("at e3: expected K, got empty"), std::string::npos);
  EXPECT_NE(page.find("not run"), std::string::npos);  // the step after the failure
  EXPECT_NE(page.find("href=\"../style.css\""), std::string::npos);
  EXPECT_NE(page.find("href=\"../cards/pacifism.html\""), std::string::npos);
}

TEST_F(ReportPages, PublishedPagesHaveNoPathsNorYaml) {
  const ReportOptions publish{.publish = true};
  for (const std::string& page :
       {ruling_page(model_, *model_.ruling("S4-01"), publish), index_page(model_, publish),
        scenario_page(model_, *model_.scenario("wrong-square"), publish), failures_page(model_, publish)}) {
    EXPECT_EQ(page.find("suite.yaml"), std::string::npos) << page;
    EXPECT_EQ(page.find("section-4.yaml"), std::string::npos);
    EXPECT_EQ(page.find("<code>move: e1e2</code>"), std::string::npos);
    EXPECT_EQ(page.find("class=\"fen\""), std::string::npos);
  }
  const std::string page = ruling_page(model_, *model_.ruling("S4-01"), publish);
  // The steps in words with what followed; the checks are the editor's, and
  // an example that fails is only named.
  EXPECT_NE(page.find("<li>White moves Ke1-e2."), std::string::npos) << page;
  EXPECT_EQ(page.find("Expected:"), std::string::npos);
  EXPECT_NE(page.find("This example is not worked out yet."), std::string::npos);
}

TEST_F(ReportPages, ScenarioPagesFailuresAndSearch) {
  const std::string lone = scenario_page(model_, *model_.scenario("lone-scenario"));
  EXPECT_NE(lone.find("data-kmr-page=\"scenario\""), std::string::npos);
  EXPECT_NE(lone.find("Tied to no ruling"), std::string::npos);
  const std::string cited = scenario_page(model_, *model_.scenario("wrong-square"));
  EXPECT_NE(cited.find("href=\"../rulings/S4-01.html\""), std::string::npos);

  const std::string failures = failures_page(model_);
  EXPECT_NE(failures.find("data-kmr-failed=\"1\""), std::string::npos);
  EXPECT_NE(failures.find("href=\"scenarios/wrong-square.html\""), std::string::npos);
  EXPECT_NE(index_page(model_).find("<a class=\"fail-text\" href=\"failures.html\">1 failed</a>"),
            std::string::npos);

  const std::string index = search_index_js(model_);
  EXPECT_EQ(index.rfind("// ", 0), 0u);
  EXPECT_NE(index.find("\"kind\":\"ruling\",\"id\":\"S4-01\""), std::string::npos);
  EXPECT_NE(index.find("\"cards\":\"PACIFISM, FOG OF WAR\""), std::string::npos);
  EXPECT_NE(index.find("\"href\":\"scenarios/lone-scenario.html\""), std::string::npos);
  EXPECT_NE(index.find("<script>alert"), std::string::npos);  // data for textContent, never parsed as HTML
  EXPECT_NE(search_js().find("textContent"), std::string_view::npos);
  EXPECT_EQ(search_js().find("innerHTML"), std::string_view::npos);
  EXPECT_NE(search_page(model_).find("<script src=\"search-index.js\"></script>"), std::string::npos);
}

TEST_F(ReportPages, CardPage) {
  const std::string page = card_page(model_, *find_card("pacifism"), "<svg class=\"neighbours\"></svg>");
  EXPECT_NE(page.find("<h1>PACIFISM"), std::string::npos);
  EXPECT_NE(page.find("data-kmr-rulings=\"1\""), std::string::npos);
  EXPECT_NE(page.find("href=\"../rulings/S4-01.html\""), std::string::npos);
  EXPECT_NE(page.find("<svg class=\"neighbours\"></svg>"), std::string::npos);
  const std::string lonely = card_page(model_, *find_card("betrayal"), "");
  EXPECT_NE(lonely.find("No ruling involves this card."), std::string::npos);
  EXPECT_EQ(lonely.find("<div class=\"graph\">"), std::string::npos);
  EXPECT_EQ(page.find("data-kmr-reading"), std::string::npos);
  // A card known only in part says which reading the engine plays.
  const std::string reading = card_page(model_, *find_card("surrounded"), "");
  EXPECT_NE(reading.find("data-kmr-reading=\"yes\""), std::string::npos);
  EXPECT_NE(reading.find("The exact condition is not known."), std::string::npos);
  EXPECT_EQ(reading.find("data-kmr-basis"), std::string::npos);
  // A card read from its French original is labelled so.
  const std::string french = card_page(model_, *find_card("second-sight"), "");
  EXPECT_NE(french.find("data-kmr-basis=\"french-original\">from the French original"), std::string::npos);
}

TEST_F(ReportPages, InteractionsNamedTogetherAreLeftOut) {
  Interaction named;  // S4-01 and pacifist-rook name both
  named.a = "fog-of-war";
  named.b = "pacifism";
  named.same_piece = 5;
  Interaction open;
  open.a = "bog";
  open.b = "pacifism";
  open.same_piece = 1;
  model_.interactions = {named, open};
  const std::string page = interactions_page(model_);
  EXPECT_NE(page.find("data-kmr-pairs=\"1\" data-kmr-seen=\"2\""), std::string::npos);
  EXPECT_EQ(page.find("data-pair=\"fog-of-war pacifism\""), std::string::npos);
  EXPECT_NE(page.find("data-pair=\"bog pacifism\""), std::string::npos);
}

TEST(ReportCss, IsSelfContained) {
  EXPECT_EQ(report_css().find("url("), std::string_view::npos);
  EXPECT_EQ(report_css().find("@import"), std::string_view::npos);
}

}  // namespace
}  // namespace kmr::harness
