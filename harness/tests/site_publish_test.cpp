// The published FAQ (`kmr report --publish`): no test plumbing, the answer
// told from the engine's events, rule numbers linked to the rules page, the
// FAQ pages in order with editions and an "unofficial" badge, and boards
// that draw the deciding moment (a blast, a refused action, each player's
// walls).
#include <gtest/gtest.h>

#include <string>

#include "kmr/load/loader.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/load/run_statuses.hpp"
#include "kmr/run/interactions.hpp"
#include "kmr/site/board_svg.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {
namespace {

constexpr std::string_view kPublishRulings =
    "section: \"4\"\n"
    "title: Miscellaneous\n"
    "source: {document: Official Rulings, revised: 2007-11-28}\n"
    "rulings:\n"
    "  - id: S4-01\n"
    "    position: 1\n"
    "    cards: [fireball]\n"
    "    question: Does the blast take the pieces around?\n"
    "    answer: Yes, all of them (R12.3).\n"
    "    scenarios: [blast]\n"
    "    status: encoded\n"
    "    notes: >-\n"
    "      The engine reads it so. A Rook is a Rook, as R12.3 says. See\n"
    "      scenarios/FORMAT.md for the keys.\n"
    "  - id: S4-02\n"
    "    position: 2\n"
    "    source: {document: House rulings, revised: 2026-01-01}\n"
    "    question: May the King jump two squares?\n"
    "    answer: No.\n"
    "    scenarios: [king-jump]\n"
    "    status: encoded\n";

constexpr std::string_view kPublishScenarios =
    "scenarios:\n"
    "  - id: blast\n"
    "    title: the Rook explodes on a4\n"
    "    rulings: [S4-01]\n"
    "    setup:\n"
    "      fen: \"4k3/8/8/1p6/8/1n6/8/R3K3 w - - 0 1\"\n"
    "      hands: {white: [fireball]}\n"
    "    steps:\n"
    "      - move: a1a4\n"
    "      - play: fireball\n"
    "      - expect: {result: accepted, at: {b3: empty, b5: empty}}\n"
    "  - id: king-jump\n"
    "    title: the King does not jump\n"
    "    rulings: [S4-02]\n"
    "    setup: {fen: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"}\n"
    "    steps:\n"
    "      - move: e1e3\n"
    "      - expect: {result: rejected, reason: illegal-move}\n"
    "      - expect: {can_move: {e1: [e2], not: {e1: [e3]}}}\n";

constexpr std::string_view kRulesText =
    "# The rules\n\nIntro citing R12.\n\n## R12 The Checkmate Rule\n\n"
    "- **R12.3** A King is never captured; see R12.\n  It goes on.\n\n"
    "| a | b |\n|---|---|\n| R12.3 | `x` |\n";

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

class SitePublish : public ::testing::Test {
 protected:
  void SetUp() override {
    rulings_.push_back(load_rulings_text(kPublishRulings, "section-4.yaml"));
    ASSERT_FALSE(rulings_[0].error) << *rulings_[0].error;
    files_.push_back(load_text(kPublishScenarios, "suite.yaml"));
    ASSERT_FALSE(files_[0].error) << *files_[0].error;
    std::vector<const Scenario*> all;
    for (const Scenario& s : files_[0].scenarios) all.push_back(&s);
    results_ = run_scenarios(all, 1, RunOptions{.trace = true, .boards = true});
    ASSERT_TRUE(files_[0].bad.empty()) << files_[0].bad[0].error;
    ASSERT_EQ(results_.size(), 2u);
    for (const ScenarioResult& r : results_) ASSERT_EQ(r.status, Status::Passed) << r.id << ": " << r.message;
    model_ = build_report_model(rulings_, files_, results_);
    attach_rules(model_, std::string(kRulesText));
  }

  std::vector<RulingsFile> rulings_;
  std::vector<LoadedFile> files_;
  std::vector<ScenarioResult> results_;
  ReportModel model_;
};

TEST_F(SitePublish, NoPlumbing) {
  const ReportOptions publish{.publish = true};
  const ReportSection& section = model_.sections.at(0);
  for (const std::string& page :
       {ruling_page(model_, *model_.ruling("S4-01"), publish),
        ruling_page(model_, *model_.ruling("S4-02"), publish), index_page(model_, publish),
        faq_page(model_, section, publish), scenario_page(model_, *model_.scenario("blast"), publish),
        scenarios_page(model_, publish), card_page(model_, *find_card("fireball"), "", publish),
        search_page(model_, publish)}) {
    for (const char* word : {"class=\"badge pass\"", "class=\"badge fail\"", "class=\"holds\"", "Expected:",
                             "cards implemented", "failures.html", "FORMAT.md", "cards.yaml", "engine"})
      EXPECT_EQ(page.find(word), std::string::npos) << word << " in\n" << page;
  }
  EXPECT_EQ(search_index_js(model_, publish).find("\"status\":\"passed\""), std::string::npos);
  // The editor's view keeps them.
  EXPECT_NE(ruling_page(model_, *model_.ruling("S4-01")).find("class=\"holds\""), std::string::npos);
}

TEST_F(SitePublish, TheAnswerInWordsAndTheEditorsNotesApart) {
  const std::string page =
      ruling_page(model_, *model_.ruling("S4-01"), ReportOptions{.publish = true, .wasm_module = {}});
  EXPECT_NE(
      page.find("White plays FIREBALL: the white Rook on a4, the black Knight on b3 and the black Pawn on "
                "b5 are captured."),
      std::string::npos)
      << page;
  const std::size_t answer = page.find("<section class=\"answer\">");
  const std::size_t notes = page.find("<aside class=\"editor-notes\"><h2>Editor's notes</h2>");
  ASSERT_NE(answer, std::string::npos);
  ASSERT_NE(notes, std::string::npos);
  EXPECT_LT(answer, notes);
  EXPECT_NE(page.find("A Rook is a Rook", notes), std::string::npos);
  EXPECT_EQ(page.find("reads it so"),
            std::string::npos);  // the sentence about the program is the editor's own
}

TEST_F(SitePublish, RuleNumbersLinkToTheRulesPage) {
  const std::string page =
      ruling_page(model_, *model_.ruling("S4-01"), ReportOptions{.publish = true, .wasm_module = {}});
  EXPECT_NE(page.find("<a class=\"rule-ref\" href=\"../rules.html#R12.3\">R12.3</a>"), std::string::npos);
  const std::string rules = rules_page(model_, ReportOptions{.publish = true, .wasm_module = {}});
  EXPECT_NE(rules.find("<h2 id=\"R12\">"), std::string::npos);
  EXPECT_NE(rules.find("<li id=\"R12.3\" class=\"clause\">"), std::string::npos);
  EXPECT_NE(rules.find("It goes on."), std::string::npos);  // the clause's continued line
  EXPECT_NE(rules.find("<a class=\"rule-ref\" href=\"#R12\">R12</a>"), std::string::npos);
  EXPECT_NE(rules.find("<td><code>x</code></td>"), std::string::npos);
  EXPECT_EQ(model_.rule_anchors, (std::set<std::string>{"R12", "R12.3"}));
  // Without the rules text, rule numbers stay text and there is no page.
  ReportModel bare = build_report_model(rulings_, files_, results_);
  EXPECT_EQ(ruling_page(bare, *bare.ruling("S4-01")).find("rule-ref"), std::string::npos);
  EXPECT_EQ(rules_page(bare), "");
}

TEST_F(SitePublish, FaqPageInOrderWithEditionsAndUnofficialBadge) {
  const std::string page =
      faq_page(model_, model_.sections.at(0), ReportOptions{.publish = true, .wasm_module = {}});
  const std::size_t first = page.find("<article class=\"faq-entry\" id=\"S4-01\"");
  const std::size_t second = page.find("<article class=\"faq-entry\" id=\"S4-02\"");
  ASSERT_NE(first, std::string::npos);
  ASSERT_NE(second, std::string::npos);
  EXPECT_LT(first, second);
  EXPECT_NE(page.find("<nav class=\"faq-toc\""), std::string::npos);
  EXPECT_NE(page.find("data-edition=\"2007-11-28\""), std::string::npos);
  EXPECT_NE(page.find("data-edition=\"2026-01-01\""), std::string::npos);
  // The house ruling is badged, the official one is not.
  EXPECT_EQ(occurrences(page.substr(first, second - first), "badge unofficial"), 0u);
  EXPECT_GE(occurrences(page.substr(second), "badge unofficial"), 1u);
  EXPECT_GE(occurrences(page, "<svg class=\"board\""), 1u);  // its diagrams
  EXPECT_TRUE(model_.ruling("S4-01")->source.official());
  EXPECT_FALSE(model_.ruling("S4-02")->source.official());
}

TEST_F(SitePublish, BoardsDrawTheBlastAndTheRefusedMove) {
  for (const bool publish : {false, true}) {
    const ReportOptions options{.publish = publish};
    const std::string blast = ruling_page(model_, *model_.ruling("S4-01"), options);
    for (const char* square : {"a4", "b3", "b5"})
      EXPECT_NE(blast.find(std::string("<g class=\"taken\" data-square=\"") + square + "\""),
                std::string::npos)
          << square;
    const std::string refused = ruling_page(model_, *model_.ruling("S4-02"), options);
    EXPECT_NE(refused.find("<g class=\"refused\" data-square=\"e3\""), std::string::npos) << refused;
    EXPECT_NE(refused.find("data-board=\"refused\""), std::string::npos);
    EXPECT_NE(refused.find("refused: "), std::string::npos);  // the reason in the board's legend
    // The King's reach, which the ruling is about, as dots.
    EXPECT_NE(refused.find("<circle class=\"reach\" data-square=\"e2\""), std::string::npos);
    EXPECT_NE(refused.find("<circle class=\"no-reach\" data-square=\"e3\""), std::string::npos);
  }
  const std::string page =
      ruling_page(model_, *model_.ruling("S4-02"), ReportOptions{.publish = true, .wasm_module = {}});
  EXPECT_NE(page.find("<li class=\"reach-step\">The white King on e1 may go to e2; may not go to e3.</li>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("Step 1, refused: White moves Ke1-e3"), std::string::npos);
  EXPECT_NE(page.find("Step 2: where the piece on e1 may go"), std::string::npos);
}

TEST_F(SitePublish, CompareMarksTheScenariosWhoseOutcomeMoved) {
  EXPECT_EQ(index_page(model_).find("What changed"), std::string::npos);  // no comparison asked
  const auto old = read_run_statuses(
      "{\"passed\": 1, \"scenarios\": [\n  {\"id\": \"blast\", \"status\": \"failed\"},\n"
      "  {\"id\": \"king-jump\", \"status\": \"passed\"},\n  {\"id\": \"gone\", \"status\": \"pending\"}]}",
      "old.json");
  ASSERT_TRUE(old) << old.error().message;
  model_.previous = *old;
  const std::vector<StatusChange> changes = model_.changes();
  ASSERT_EQ(changes.size(), 2u);
  EXPECT_EQ(changes[0].id, "blast");
  EXPECT_EQ(changes[0].was, "failed");
  EXPECT_EQ(changes[0].now, "passed");
  EXPECT_EQ(changes[1].id, "gone");
  EXPECT_EQ(changes[1].now, "");
  const std::string index = index_page(model_);
  EXPECT_NE(index.find("data-kmr-changed=\"2\""), std::string::npos);
  EXPECT_NE(index.find("<tr class=\"changed\" data-scenario=\"blast\">"), std::string::npos);
  EXPECT_NE(index.find("href=\"rulings/S4-01.html\""), std::string::npos);
  EXPECT_NE(ruling_page(model_, *model_.ruling("S4-01")).find("<p class=\"changed\" data-was=\"failed\">"),
            std::string::npos);
  EXPECT_EQ(ruling_page(model_, *model_.ruling("S4-02")).find("<p class=\"changed\""), std::string::npos);
}

TEST(RunStatuses, BadInputSaysWhere) {
  const auto syntax = read_run_statuses("{\"scenarios\": [", "old.json");
  ASSERT_FALSE(syntax);
  EXPECT_EQ(syntax.error().message.rfind("old.json:", 0), 0u) << syntax.error().message;
  const auto no_list = read_run_statuses("{\"passed\": 1}", "old.json");
  ASSERT_FALSE(no_list);
  EXPECT_NE(no_list.error().message.find("'scenarios'"), std::string::npos);
  const auto bad_status =
      read_run_statuses("{\"scenarios\": [{\"id\": \"a\", \"status\": \"ok\"}]}", "old.json");
  ASSERT_FALSE(bad_status);
  EXPECT_NE(bad_status.error().message.find("old.json:1:"), std::string::npos) << bad_status.error().message;
  EXPECT_NE(bad_status.error().message.find("got 'ok'"), std::string::npos);
}

TEST_F(SitePublish, InteractionsWithoutARuling) {
  EXPECT_EQ(index_page(model_).find("interactions.html"), std::string::npos);  // none looked for
  Interaction bog;
  bog.a = "bog";
  bog.b = "fireball";
  bog.same_turn = 3;
  model_.interactions = {bog};
  const std::string page = interactions_page(model_);
  EXPECT_NE(page.find("data-kmr-pairs=\"1\""), std::string::npos);
  EXPECT_NE(page.find("<article class=\"interaction\" id=\"pair-1\" data-pair=\"bog fireball\">"),
            std::string::npos)
      << page;
  EXPECT_NE(index_page(model_).find("href=\"interactions.html\""), std::string::npos);
}

// Each example as boards and words with Try it (issue 39): no YAML linked,
// none at all in the FAQ author's view.
TEST_F(SitePublish, InteractionExamplesAreBoardsAndWords) {
  model_.interactions = find_interactions(InteractionOptions{.games = 6, .seed = 3, .steps = 80});
  for (const Interaction* in : uncovered_interactions(model_)) {
    InteractionExample example;
    example.file = load_text(interaction_scenario_yaml(*in), "interaction");
    ASSERT_EQ(example.file.scenarios.size(), 1u);
    example.result = run_scenario(example.file.scenarios.front(), RunOptions{.trace = true, .boards = true});
    model_.interaction_examples.emplace(in->a + " " + in->b, std::move(example));
  }
  ASSERT_FALSE(model_.interaction_examples.empty());
  for (const bool publish : {false, true}) {
    const std::string page =
        interactions_page(model_, ReportOptions{.publish = publish, .wasm_module = "kmr.js"});
    EXPECT_NE(page.find("<figure class=\"board-figure"), std::string::npos);
    EXPECT_NE(page.find("<ol class=\"play\">"), std::string::npos);
    EXPECT_NE(page.find("<div class=\"tryit\" hidden"), std::string::npos);
    EXPECT_EQ(page.find(".yaml"), std::string::npos) << "a YAML file linked";
    EXPECT_EQ(page.find("<table class=\"interactions\""), std::string::npos) << "the wide table";
    if (publish) {
      EXPECT_EQ(page.find("<code class=\"fen\">"), std::string::npos);
    }
  }
}

// rules.html in --publish keeps none of the reference's notes about files
// and the engine (issue 39); the editor's keeps them.
TEST(PublishedRules, KeepNoNoteAboutFilesOrTheEngine) {
  const std::string reference =
      "# Knightmare Chess: the base rules, in our own words\n\n"
      "This is the rules reference for the engine and the scenario suite.\n\n"
      "| tag | source |\n|---|---|\n| `CARD` | as summarised in `shared/cards/cards.yaml`. |\n\n---\n\n"
      "## R12 The Checkmate Rule\n\n"
      "- **R12.4** A card may never mate; it is discarded (engine result `no-effect`, reason\n"
      "  `checkmate-rule`). `RB`\n"
      "- **R12.5** The move count (`INT`, as engines adjudicate it): drawn. `INT`\n"
      "- **R12.6** Players look away. The engine models them with explicit actions (`say` in the scenario\n"
      "  format). `CARD`\n\n"
      "### Known tensions (for the rulings knowledge base)\n\n- R12.4 vs R12.5.\n";
  ReportModel model;
  attach_rules(model, reference);
  const std::string published = rules_page(model, ReportOptions{.publish = true, .wasm_module = {}});
  for (const char* note : {"engine", "shared/", "cards.yaml", "scenario format", "Known tensions"})
    EXPECT_EQ(published.find(note), std::string::npos) << note << "\n" << published;
  for (const char* kept : {"id=\"R12.4\"", "A card may never mate; it is discarded.",
                           "The move count (<code>INT</code>)", "Players look away.", "our own reading"})
    EXPECT_NE(published.find(kept), std::string::npos) << kept << "\n" << published;
  EXPECT_NE(rules_page(model).find("engine result"), std::string::npos);
}

TEST(Interactions, FoundByRandomPlayAndWrittenAsScenarios) {
  const std::vector<Interaction> found =
      find_interactions(InteractionOptions{.games = 6, .seed = 3, .steps = 80});
  ASSERT_FALSE(found.empty());
  for (std::size_t i = 0; i < found.size(); ++i) {
    EXPECT_LT(found[i].a, found[i].b);
    EXPECT_GT(found[i].count(), 0);
    EXPECT_FALSE(found[i].actions.empty());
    if (i > 0) {
      EXPECT_GE(found[i - 1].count(), found[i].count());
    }
  }
  // The same games give the same pairs.
  EXPECT_EQ(find_interactions(InteractionOptions{.games = 6, .seed = 3, .steps = 80}).size(), found.size());
  // Each example is a scenario file that loads.
  for (const Interaction& in : found) {
    const LoadedFile f = load_text(interaction_scenario_yaml(in), "interaction.yaml");
    EXPECT_TRUE(!f.error && f.bad.empty() && f.scenarios.size() == 1u)
        << (f.bad.empty() ? "" : f.bad[0].error) << "\n"
        << interaction_scenario_yaml(in);
  }
  // It is pending: a question, not an answer.
  const std::string yaml = interaction_scenario_yaml(found.front());
  const LoadedFile file = load_text(yaml, "interaction.yaml");
  ASSERT_FALSE(file.error) << *file.error << "\n" << yaml;
  ASSERT_EQ(file.scenarios.size(), 1u) << yaml;
  EXPECT_TRUE(file.scenarios[0].pending);
  EXPECT_EQ(file.scenarios[0].id, "interaction-" + found.front().a + "-" + found.front().b);
  const ScenarioResult run = run_scenario(file.scenarios[0]);
  EXPECT_EQ(run.status, Status::Pending) << run.message;
}

TEST(SiteBoards, EachPlayersWallsDrawnApart) {
  BoardSnapshot board;
  board.fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  BoardOverlay overlay;
  overlay.walls.push_back({*parse_square("d4"), *parse_square("d5"), "FORTIFICATION (white)", Side::White});
  overlay.walls.push_back({*parse_square("e4"), *parse_square("e5"), "FORTIFICATION (black)", Side::Black});
  overlay.reach_from = *parse_square("e1");
  overlay.reach = {*parse_square("e2")};
  overlay.no_reach = {*parse_square("d1")};
  const std::string svg = board_svg(board, "walls", overlay);
  EXPECT_NE(svg.find("data-wall=\"d4-d5\" data-owner=\"white\""), std::string::npos);
  EXPECT_NE(svg.find("data-wall=\"e4-e5\" data-owner=\"black\""), std::string::npos);
  const std::size_t white = svg.find("data-owner=\"white\"");
  const std::size_t black = svg.find("data-owner=\"black\"");
  EXPECT_EQ(svg.substr(white, 200).find("stroke-dasharray"), std::string::npos);
  EXPECT_NE(svg.substr(black, 200).find("stroke-dasharray"), std::string::npos);
  EXPECT_NE(svg.find("<circle class=\"reach\" data-square=\"e2\""), std::string::npos);
  EXPECT_NE(svg.find("<circle class=\"no-reach\" data-square=\"d1\""), std::string::npos);
}

TEST(SiteStep, ScriptIsSelfContained) {
  EXPECT_NE(step_js().find("ArrowRight"), std::string_view::npos);
  EXPECT_EQ(step_js().find("innerHTML"), std::string_view::npos);
  EXPECT_EQ(step_js().find("http"), std::string_view::npos);
}

}  // namespace
}  // namespace kmr::harness
