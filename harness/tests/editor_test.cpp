// The rules editor's tools (issue 39): a scenario tied to a ruling and its
// twins in one step (the rulings files edited as text, nothing else
// touched), `kmr validate FILE` judging twins as the whole-suite check
// does, the played line saved without its tries and with `by:` where the
// engine acted for the other side, ruling ids checked before they are
// written (issue 36), templates that play, who the engine acted for, and
// the coverage `kmr status` counts.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "kmr/base/text_file.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/load/ruling_links.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/model/actor.hpp"
#include "kmr/model/coverage.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "kmr/play/save.hpp"
#include "kmr/play/session_text.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/play/skeleton.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

Action move_of(const char* move) {
  Action a;
  a.kind = ActionKind::Move;
  a.move = *parse_move_request(move);
  return a;
}

Action play_of(const char* card) {
  Action a;
  a.kind = ActionKind::Play;
  a.card = card;
  return a;
}

// Two files, one ruling printed under two letters (one fingerprint,
// same_as both ways), each list written in another style, with comments.
constexpr std::string_view kLetterB =
    "section: \"3\"\n"
    "letter: B\n"
    "title: Specific cards, B\n"
    "source: {document: Official Rulings, revised: \"2007-11-28\"}\n"
    "rulings:\n"
    "  # The BOG ruling.\n"
    "  - id: B-01\n"
    "    position: 1\n"
    "    source:\n"
    "      fingerprint: {edition: \"2007-11-28\", question: 0123456789abcdef, answer: fedcba9876543210}\n"
    "    cards: [bog, fireball]\n"
    "    question: What does BOG do to a FIREBALL?\n"
    "    answer: The piece explodes one square on.\n"
    "    same_as: [F-01]\n"
    "    scenarios:\n"
    "      - old-one   # kept as it is\n"
    "    status: encoded\n"
    "\n"
    "  - id: B-02\n"
    "    position: 2\n"
    "    question: Another?\n"
    "    answer: No.\n"
    "    status: \"pending: later\"\n";

constexpr std::string_view kLetterF =
    "section: \"3\"\n"
    "letter: F\n"
    "title: Specific cards, F\n"
    "source: {document: Official Rulings, revised: \"2007-11-28\"}\n"
    "rulings:\n"
    "  - id: F-01\n"
    "    position: 1\n"
    "    source:\n"
    "      fingerprint: {edition: \"2007-11-28\", question: 0123456789abcdef, answer: fedcba9876543210}\n"
    "    cards: [fireball, bog]\n"
    "    question: What does BOG do to a FIREBALL?\n"
    "    answer: The piece explodes one square on.\n"
    "    same_as: [B-01]\n"
    "    scenarios: [old-one]  # the same\n"
    "    status: encoded\n";

class RulingLinksTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kmr-links-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    std::ofstream(dir_ / "3-B.yaml") << kLetterB;
    std::ofstream(dir_ / "3-F.yaml") << kLetterF;
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::vector<RulingsFile> kb() const { return load_rulings(*collect_rulings_files(dir_.string())); }
  fs::path dir_;
};

TEST_F(RulingLinksTest, TheRulingAndItsTwinListTheScenarioAndNothingElseChanges) {
  auto links = plan_ruling_links(kb(), {"F-01"}, "f-01-queen");
  ASSERT_TRUE(links) << links.error().message;
  EXPECT_EQ(links->rulings, (std::vector<std::string>{"F-01", "B-01"}));
  EXPECT_EQ(links->listed, (std::vector<std::string>{"B-01", "F-01"}));
  ASSERT_TRUE(write_ruling_links(*links));
  const std::string b = *read_text_file((dir_ / "3-B.yaml").string(), "b");
  const std::string f = *read_text_file((dir_ / "3-F.yaml").string(), "f");
  // A block list gains a line, a flow list an item; every other byte stays.
  std::string want_b(kLetterB);
  want_b.insert(want_b.find("    status: encoded\n"), "      - f-01-queen\n");
  EXPECT_EQ(b, want_b);
  std::string want_f(kLetterF);
  want_f.replace(want_f.find("[old-one]"), 9, "[old-one, f-01-queen]");
  EXPECT_EQ(f, want_f);
  // Asked again, nothing is left to do.
  auto again = plan_ruling_links(kb(), {"B-01"}, "f-01-queen");
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->texts.empty());
  EXPECT_TRUE(again->listed.empty());
}

TEST_F(RulingLinksTest, AListIsMadeWhereThereIsNone) {
  auto links = plan_ruling_links(kb(), {"B-02"}, "b-02-try");
  ASSERT_TRUE(links) << links.error().message;
  const std::string& b = links->texts.at((dir_ / "3-B.yaml").string());
  EXPECT_NE(b.find("    answer: No.\n    scenarios: [b-02-try]\n    status: \"pending: later\"\n"),
            std::string::npos)
      << b;
}

// Issue 36: `save --ruling` wrote its argument into the YAML as it was, so a
// crafted id made a file that did not load. An id is checked first.
TEST_F(RulingLinksTest, AnIdOfAnotherShapeOrUnknownIsRefused) {
  for (const std::string bad : {"F-01]\nsetup: {}", "f-01", "F-01 # x", "", "\"F-01\""}) {
    auto links = plan_ruling_links(kb(), {bad}, "x");
    ASSERT_FALSE(links) << bad;
    EXPECT_NE(links.error().message.find("is not a ruling id"), std::string::npos) << links.error().message;
  }
  auto unknown = plan_ruling_links(kb(), {"F-02"}, "x");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().message.find("did you mean"), std::string::npos) << unknown.error().message;
}

TEST(SaveRulingIds, ACraftedIdIsNeverWritten) {
  auto session = Session::create(*setup_from_words({"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "", {}, {}}));
  ASSERT_TRUE(session);
  session->act(move_of("e2e4"));
  SaveOptions o;
  o.id = "crafted";
  o.rulings = {"P-01]\n    setup: {fen: x}\n#"};
  auto text = scenario_yaml(*session, o);
  ASSERT_FALSE(text);
  EXPECT_NE(text.error().message.find("is not a ruling id"), std::string::npos) << text.error().message;
  o.rulings = {"P-01", "S1-07"};
  text = scenario_yaml(*session, o);
  ASSERT_TRUE(text) << text.error().message;
  EXPECT_TRUE(load_text(*text, "saved.yaml").errors().empty()) << *text;
}

TEST(Twins, ValidateOfAFileJudgesTwinsAsTheWholeSuiteDoes) {
  const RulingsFile b = load_rulings_text(kLetterB, "3-B.yaml");
  const RulingsFile f = load_rulings_text(kLetterF, "3-F.yaml");
  ASSERT_FALSE(b.error);
  ASSERT_FALSE(f.error);
  // F-01 lists the new scenario, its twin B-01 does not, and the scenario cites F-01 only.
  RulingsFile f2 = f;
  f2.rulings[0].scenarios.push_back("new-one");
  const LoadedFile file = load_text(
      "scenarios:\n  - id: new-one\n    rulings: [F-01]\n    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 "
      "1\"}\n"
      "    steps: [end-turn]\n",
      "new.yaml");
  ASSERT_TRUE(file.errors().empty());
  const auto issues = check_citations({b, f2}, {file});
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_NE(
      issues[0].message.find("ruling B-01 is the same text as F-01 but does not list its scenario 'new-one'"),
      std::string::npos)
      << issues[0].message;
  // Listed by B-01 too, it must cite B-01.
  RulingsFile b2 = b;
  b2.rulings[0].scenarios.push_back("new-one");
  const auto second = check_citations({b2, f2}, {file});
  ASSERT_EQ(second.size(), 1u);
  EXPECT_NE(second[0].message.find("ruling B-01 lists scenario 'new-one', which does not cite it"),
            std::string::npos)
      << second[0].message;
  EXPECT_EQ(ruling_and_twins({b, f}, "F-01").size(), 2u);
  EXPECT_TRUE(is_ruling_id("S1-07"));
  EXPECT_TRUE(is_ruling_id("B-08"));
  EXPECT_FALSE(is_ruling_id("b-08"));
  EXPECT_FALSE(is_ruling_id("B-08x"));
}

// BOG, the opponent's card, played without `by:`: the engine plays it for
// Black (acting_side). A saved step names its side whenever the engine
// acted for another than the one to move: after White's move Black is to
// move, so White's FIREBALL gets `by: white` and Black's BOG needs none.
// The try and the refused BOG of the exploration are left out.
TEST(SavedLine, NamesTheSideTheEngineActedForAndLeavesTriesOut) {
  auto setup =
      setup_from_words({"4k3/8/8/1p6/8/1n6/8/Q3K3 w - - 0 1", "{white: [fireball], black: [bog]}", {}, {}});
  ASSERT_TRUE(setup) << setup.error().message;
  PlaySession play(*Session::create(*setup), {});
  for (const char* line :
       {"try play: fireball", "a1a4", "play: bog {by: white}", "play: fireball", "play: bog"})
    ASSERT_FALSE(play.answer(line).error) << line;
  const Game before_bog = [&] {
    auto g = Game::create(*setup);
    g->apply(move_of("a1a4"));
    g->apply(play_of("fireball"));
    return *g;
  }();
  const Result bog = before_bog.probe(play_of("bog"));
  ASSERT_TRUE(bog.ok()) << bog.detail;
  EXPECT_EQ(acting_side(before_bog, play_of("bog"), bog), Side::Black);

  SaveOptions o;
  o.id = "queen-bogged";
  auto text = scenario_yaml(play.session(), o);
  ASSERT_TRUE(text) << text.error().message;
  EXPECT_EQ(text->find("try:"), std::string::npos) << *text;
  EXPECT_EQ(text->find("rejected"), std::string::npos) << *text;
  EXPECT_NE(text->find("      - play: fireball\n        by: white\n"), std::string::npos) << *text;
  EXPECT_NE(text->find("      - play: bog\n      - expect"), std::string::npos) << *text;
  EXPECT_EQ(saved_steps(play.session(), o), 3u);
  const LoadedFile f = load_text(*text, "saved.yaml");
  ASSERT_TRUE(f.errors().empty()) << *text;
  EXPECT_EQ(run_scenario(f.scenarios.front()).status, Status::Passed) << *text;
  o.all = true;
  EXPECT_EQ(saved_steps(play.session(), o), 5u);
  EXPECT_NE(scenario_yaml(play.session(), o)->find("try:"), std::string::npos);
}

// F-08's cards: FIREBALL after a move, BOG the opponent's answer. Before,
// the template played FIREBALL before any move and BOG from White's hand:
// both refused.
TEST(Skeleton, TheTemplateFollowsTheCardsTimingsAndPlays) {
  SkeletonOptions o{"f-08-new",       {"F-08", "B-08"},    "I move and add FIREBALL; BOG follows.",
                    "One square on.", {"fireball", "bog"}, ""};
  auto text = scenario_skeleton(o);
  ASSERT_TRUE(text) << text.error().message;
  EXPECT_NE(text->find("# Ruling F-08 (the same as B-08): I move and add FIREBALL"), std::string::npos)
      << *text;
  EXPECT_NE(text->find("# Answer: One square on."), std::string::npos) << *text;
  EXPECT_NE(text->find("hands: {white: [fireball], black: [bog]}"), std::string::npos) << *text;
  const std::size_t move = text->find("      - move: ");
  const std::size_t fireball = text->find("{play: fireball");
  const std::size_t bog = text->find("{play: bog");
  ASSERT_NE(move, std::string::npos) << *text;
  EXPECT_LT(move, fireball) << *text;
  EXPECT_LT(fireball, bog) << *text;
  EXPECT_NE(text->find("by: black}", bog), std::string::npos) << *text;
  const LoadedFile f = load_text(*text, "new.yaml");
  ASSERT_TRUE(f.errors().empty()) << f.errors().front() << "\n" << *text;
  EXPECT_EQ(run_scenario(f.scenarios.front()).status, Status::Passed) << *text;
  EXPECT_EQ(text->find("rejected"), std::string::npos) << *text;
}

TEST(PlaySessionWords, UndoSaysWhatItUndidAndCompletionOffersTheHandFirst) {
  auto setup = setup_from_words({"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "{white: [pacifism]}", {}, {}});
  PlaySession::Options options;
  options.source = "scenario x of y.yaml";
  PlaySession play(*Session::create(*setup), options);
  EXPECT_TRUE(play.opening().text.starts_with("opened scenario x of y.yaml\n")) << play.opening().text;
  play.answer("e2e4");
  play.answer("try e8d8");
  const Answer undo = play.answer("undo");
  EXPECT_TRUE(undo.text.starts_with("undone: move: e2e4, then try: move: e8d8\n")) << undo.text;
  const std::vector<std::string> p = play.completions("p");
  ASSERT_FALSE(p.empty());
  EXPECT_EQ(p.front(), "pacifism");
  const std::string turn = play.answer("state").text;
  EXPECT_NE(turn.find("next to act: white (his move or a card: before-move"), std::string::npos) << turn;
}

TEST(Coverage, RulesAreCitedInProseNotInFens) {
  EXPECT_EQ(rules_cited("# R12.4 and R5.3a, not R31\n"), (std::vector<int>{5, 12}));
  EXPECT_EQ(rules_cited("      fen: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"  # a Rook\n"), std::vector<int>{});
  EXPECT_EQ(rules_cited("    title: The Check Rule (R13) holds\n"), std::vector<int>{13});
  EXPECT_EQ(rules_cited("      board: \"R7/8/8/8/8/8/8/4K3\"\n"), std::vector<int>{});
  const std::string text =
      "# Both (R1.1):\nscenarios:\n  - id: a\n    title: A, R5\n    setup: {fen: \"R7/8/8/8/8/8/8/K6k w - - "
      "0 1\"}\n"
      "    steps: [end-turn]\n  - id: b\n    # R22.2\n    setup: {fen: \"8/8/8/8/8/8/8/K6k w - - 0 1\"}\n"
      "    steps: [end-turn]\n";
  const LoadedFile f = load_text(text, "c.yaml");
  ASSERT_TRUE(f.errors().empty()) << f.errors().front();
  const auto cited = scenario_citations(f, text);
  EXPECT_EQ(cited.at("a"), (std::vector<int>{1, 5}));
  EXPECT_EQ(cited.at("b"), (std::vector<int>{1, 22}));
  const Coverage c = measure_coverage({}, {f}, cited);
  EXPECT_EQ(c.rules.size(), 30u);
  EXPECT_EQ(c.rules[0].scenarios, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(c.rules_cited(), 3u);
  EXPECT_EQ(c.implemented.size() + c.missing.size(), c.cards);
}

// The titles kmr status prints are the rules reference's headings.
TEST(Coverage, RuleTitlesAreTheReferencesHeadings) {
  const char* shared = std::getenv("KMR_SHARED_DIR");
  const fs::path rules =
      fs::path(shared && *shared ? shared : KMR_SOURCE_DIR "/../shared") / "rules" / "rules.md";
  if (!fs::exists(rules)) GTEST_SKIP() << "no rules reference at " << rules;
  std::ifstream in(rules);
  std::string line;
  int seen = 0;
  while (std::getline(in, line)) {
    if (!line.starts_with("## R")) continue;
    const std::size_t space = line.find(' ', 4);
    const int n = std::stoi(line.substr(4, space - 4));
    EXPECT_EQ(line.substr(space + 1), rule_title(n)) << line;
    ++seen;
  }
  EXPECT_EQ(seen, 30);
}

}  // namespace
}  // namespace kmr::harness
