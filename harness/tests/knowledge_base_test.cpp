// The knowledge base's cross-checks between rulings and scenarios
// (kmr/model/knowledge_base.hpp).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/load/loader.hpp"
#include "kmr/model/knowledge_base.hpp"
#include "rulings_support.hpp"

namespace kmr::harness {
namespace {

// One scenario, s1-01-escape, at s.yaml:2:5, citing `rulings`.
LoadedFile scenario_citing(std::string_view rulings) {
  LoadedFile f = load_text(
      "scenarios:\n"
      "  - id: s1-01-escape\n"
      "    rulings: " +
          std::string(rulings) +
          "\n"
          "    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
          "    steps:\n"
          "      - expect: {to_move: white}\n",
      "s.yaml");
  EXPECT_FALSE(f.error.has_value()) << *f.error;
  return f;
}

std::vector<std::string> issues(const std::vector<RulingsFile>& rulings,
                                const std::vector<LoadedFile>& scenarios) {
  std::vector<std::string> out;
  for (const KnowledgeIssue& issue : check_knowledge_base(rulings, scenarios)) out.push_back(issue.str());
  return out;
}

using Lines = std::vector<std::string>;

TEST(KnowledgeBaseTest, ConsistentBaseHasNoIssue) {
  EXPECT_EQ(issues({load(kGood)}, {scenario_citing("[S1-01]")}), Lines{});
}

TEST(KnowledgeBaseTest, PendingRulingMayListScenarios) {
  const std::string text = good_with("status: encoded", "status: \"pending: the engine lacks FOG OF WAR\"");
  EXPECT_EQ(issues({load(text)}, {scenario_citing("[S1-01]")}), Lines{});
}

TEST(KnowledgeBaseTest, RulingWithNeitherScenarioNorPendingStatus) {
  const std::string text = good_with("\"pending: no scenario yet\"", "encoded");
  EXPECT_EQ(
      issues({load(text)}, {scenario_citing("[S1-01]")}),
      Lines{"section-1.yaml:17:5: ruling S1-02 has no scenario and is not pending (list its scenarios, or "
            "write status: \"pending: <reason>\")"});
}

TEST(KnowledgeBaseTest, RulingListsAnUnknownScenario) {
  const std::string text = good_with("[s1-01-escape]", "[s1-01-escape, s1-01-gone]");
  EXPECT_EQ(issues({load(text)}, {scenario_citing("[S1-01]")}),
            Lines{"section-1.yaml:8:5: ruling S1-01 lists scenario 's1-01-gone', which does not exist"});
}

TEST(KnowledgeBaseTest, RulingListsAScenarioThatDoesNotCiteIt) {
  EXPECT_EQ(
      issues({load(kGood)}, {scenario_citing("[]")}),
      Lines{"section-1.yaml:8:5: ruling S1-01 lists scenario 's1-01-escape', which does not cite it (add "
            "S1-01 to its 'rulings')"});
}

TEST(KnowledgeBaseTest, ScenarioCitesAnUnknownRuling) {
  EXPECT_EQ(issues({load(kGood)}, {scenario_citing("[S1-01, S1-09]")}),
            Lines{"s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-09, which does not exist (did you "
                  "mean 'S1-01'?)"});
}

TEST(KnowledgeBaseTest, ScenarioCitesARulingThatDoesNotListIt) {
  EXPECT_EQ(issues({load(kGood)}, {scenario_citing("[S1-01, S1-02]")}),
            Lines{"s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-02, which does not list it (add "
                  "'s1-01-escape' to its 'scenarios')"});
}

const std::string kLetterB =
    "section: \"3\"\n"
    "letter: B\n"
    "title: Specific cards, B\n"
    "source: {document: Official Rulings, revised: 2007-11-28}\n"
    "rulings:\n"
    "  - id: B-01\n"
    "    position: 1\n"
    "    question: q\n"
    "    answer: a\n"
    "    same_as: SAME\n"
    "    status: \"pending: later\"\n";

std::string letter_b(std::string_view same_as) {
  std::string text = kLetterB;
  text.replace(text.find("SAME"), 4, same_as);
  return text;
}

TEST(KnowledgeBaseTest, SameAsAnUnknownRuling) {
  EXPECT_EQ(issues({load(kGood), load(letter_b("[B-09]"), "3-B.yaml")}, {scenario_citing("[S1-01]")}),
            Lines{"3-B.yaml:6:5: ruling B-01 is the same as B-09, which does not exist"});
}

TEST(KnowledgeBaseTest, SameAsMustNameItBack) {
  const std::string s1 = good_with("same_as: []", "same_as: [B-01]");
  EXPECT_EQ(issues({load(s1), load(letter_b("[S1-01]"), "3-B.yaml")}, {scenario_citing("[S1-01]")}), Lines{});
  EXPECT_EQ(
      issues({load(s1), load(letter_b("[]"), "3-B.yaml")}, {scenario_citing("[S1-01]")}),
      Lines{"section-1.yaml:8:5: ruling S1-01 is the same as B-01, which does not name it back (add S1-01 "
            "to its 'same_as')"});
}

// kLetterB's B-01 holding the fingerprint `fp` and listing `scenarios`.
std::string letter_b_stamped(std::string_view same_as, std::string_view fp, std::string_view scenarios) {
  std::string text = letter_b(same_as);
  text.replace(text.find("    question: q\n"), 0,
               "    source:\n      fingerprint: {edition: 2007-11-28, " + std::string(fp) + "}\n");
  text.replace(text.find("    status:"), 0, "    scenarios: " + std::string(scenarios) + "\n");
  return text;
}

constexpr std::string_view kFp = "question: 0123456789abcdef, answer: fedcba9876543210";

std::string s1_stamped(std::string_view same_as, std::string_view fp) {
  return good_with("    same_as: []\n", "    source:\n      fingerprint: {edition: 2003-02-28, " +
                                            std::string(fp) + "}\n    same_as: " + std::string(same_as) +
                                            "\n");
}

TEST(KnowledgeBaseTest, SameFingerprintMustBeLinkedBothWays) {
  const std::vector<LoadedFile> scenarios = {scenario_citing("[S1-01, B-01]")};
  EXPECT_EQ(issues({load(s1_stamped("[B-01]", kFp)),
                    load(letter_b_stamped("[S1-01]", kFp, "[s1-01-escape]"), "3-B.yaml")},
                   scenarios),
            Lines{});
  // Neither names the other: both are told, at their own entries.
  EXPECT_EQ(
      issues({load(s1_stamped("[]", kFp)), load(letter_b_stamped("[]", kFp, "[s1-01-escape]"), "3-B.yaml")},
             scenarios),
      (Lines{
          "section-1.yaml:8:5: ruling S1-01 has the printed text of B-01 (the same fingerprint) but does not "
          "name it (add B-01 to its 'same_as')",
          "3-B.yaml:6:5: ruling B-01 has the printed text of S1-01 (the same fingerprint) but does not name "
          "it "
          "(add S1-01 to its 'same_as')"}));
  // Another answer is another text: no link is asked for.
  EXPECT_EQ(issues({load(s1_stamped("[]", kFp)),
                    load(letter_b_stamped("[]", "question: 0123456789abcdef, answer: 0000000000000001",
                                          "[s1-01-escape]"),
                         "3-B.yaml")},
                   scenarios),
            Lines{});
}

TEST(KnowledgeBaseTest, SameFingerprintMustShareScenarios) {
  EXPECT_EQ(
      issues({load(s1_stamped("[B-01]", kFp)), load(letter_b_stamped("[S1-01]", kFp, "[]"), "3-B.yaml")},
             {scenario_citing("[S1-01]")}),
      Lines{"3-B.yaml:6:5: ruling B-01 is the same text as S1-01 but does not list its scenario "
            "'s1-01-escape' (the same ruling shares its scenarios)"});
}

TEST(KnowledgeBaseTest, EveryIssueRulingsFirst) {
  const std::string text = good_with("[s1-01-escape]", "[gone]");
  EXPECT_EQ(issues({load(text)}, {scenario_citing("[S1-03]")}),
            (Lines{"section-1.yaml:8:5: ruling S1-01 lists scenario 'gone', which does not exist",
                   "s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-03, which does not exist (did you "
                   "mean 'S1-01'?)"}));
}

TEST(KnowledgeBaseTest, FilesThatDidNotLoadHideOnlyDoesNotExist) {
  LoadedFile broken;
  broken.path = "broken.yaml";
  broken.error = "broken.yaml:1:1: boom";
  const std::string text = good_with("[s1-01-escape]", "[s1-01-escape, maybe-in-the-broken-file]");
  EXPECT_EQ(issues({load(text)}, {scenario_citing("[S1-01]"), broken}), Lines{});

  RulingsFile broken_rulings;
  broken_rulings.path = "3-B.yaml";
  broken_rulings.error = "3-B.yaml:1:1: boom";
  EXPECT_EQ(issues({load(kGood), broken_rulings}, {scenario_citing("[S1-01, B-01, S1-02]")}),
            Lines{"s.yaml:2:5: scenario 's1-01-escape' cites ruling S1-02, which does not list it (add "
                  "'s1-01-escape' to its 'scenarios')"});
}

}  // namespace
}  // namespace kmr::harness
