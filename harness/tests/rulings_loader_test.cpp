// The rulings loader: a good file becomes the expected values; each malformed
// file stops with one exact "file:line:column: message"; files and directories.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/load/rulings_loader.hpp"
#include "kmr_cli.hpp"
#include "rulings_support.hpp"

namespace kmr::harness {
namespace {

using kmr::testing::KmrCliTest;
namespace fs = std::filesystem;

// ---------------------------------------------------------------- good files

TEST(RulingsLoaderTest, GoodFileWithEveryKey) {
  const RulingsFile f = load(kGood);
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.path, "section-1.yaml");
  EXPECT_EQ(f.section, "1");
  EXPECT_EQ(f.letter, std::nullopt);
  EXPECT_EQ(f.title, "Check, Checkmate and Stalemate");
  ASSERT_EQ(f.rulings.size(), 2u);

  const Ruling& a = f.rulings[0];
  EXPECT_EQ(a.id, "S1-01");
  EXPECT_EQ(a.source.document, "Official Rulings");
  EXPECT_EQ(a.source.revised, "2007-11-28");
  EXPECT_EQ(a.source.section, "1");
  EXPECT_EQ(a.source.letter, std::nullopt);
  EXPECT_EQ(a.source.position, 1);
  EXPECT_EQ(a.cards, std::vector<std::string>{"fog-of-war"});
  EXPECT_EQ(a.question, "Can the mated side still escape?");
  EXPECT_EQ(a.answer, "Yes, on his own turn.");
  EXPECT_TRUE(a.same_as.empty());
  EXPECT_EQ(a.scenarios, std::vector<std::string>{"s1-01-escape"});
  EXPECT_TRUE(a.status.encoded());
  EXPECT_EQ(a.status.str(), "encoded");
  EXPECT_EQ(a.notes, "Only with a card he holds.");
  EXPECT_EQ(a.loc.str(), "section-1.yaml:8:5");

  const Ruling& b = f.rulings[1];
  EXPECT_EQ(b.id, "S1-02");
  EXPECT_EQ(b.source.position, 2);
  EXPECT_TRUE(b.cards.empty());
  EXPECT_TRUE(b.scenarios.empty());
  EXPECT_FALSE(b.status.encoded());
  EXPECT_EQ(b.status.pending, "no scenario yet");
  EXPECT_EQ(b.status.str(), "pending: no scenario yet");
  EXPECT_EQ(b.notes, "");
  EXPECT_EQ(b.loc.str(), "section-1.yaml:17:5");
}

TEST(RulingsLoaderTest, SectionThreeLetterFileWithFoldedTextAndSameAs) {
  const RulingsFile f = load(R"(section: 3
letter: B
title: Specific cards, B
source: {document: Official Rulings, revised: 2007-11-28}
rulings:
  - id: B-07
    position: 7
    cards: [pacifism, betrayal]
    question: >-
      Does PACIFISM stay
      on a betrayed Pawn?
    answer: |
      Yes.
    same_as: [P-03, S2-01]
    scenarios: []
    status: "pending:   waits for BETRAYAL  "
)",
                             "rulings/3-B.yaml");
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.section, "3");
  EXPECT_EQ(f.letter, "B");
  ASSERT_EQ(f.rulings.size(), 1u);
  const Ruling& r = f.rulings[0];
  EXPECT_EQ(r.id, "B-07");
  EXPECT_EQ(r.source.section, "3");
  EXPECT_EQ(r.source.letter, "B");
  EXPECT_EQ(r.source.position, 7);
  EXPECT_EQ(r.cards, (std::vector<std::string>{"pacifism", "betrayal"}));
  EXPECT_EQ(r.question, "Does PACIFISM stay on a betrayed Pawn?");
  EXPECT_EQ(r.answer, "Yes.\n");
  EXPECT_EQ(r.same_as, (std::vector<std::string>{"P-03", "S2-01"}));
  EXPECT_EQ(r.status.pending, "waits for BETRAYAL");
}

TEST(RulingsLoaderTest, TheRepositoryKnowledgeBaseLoads) {
  const auto files = collect_rulings_files(std::string(KMR_SOURCE_DIR) + "/rulings");
  ASSERT_TRUE(files.has_value());
  for (const RulingsFile& f : load_rulings(*files)) EXPECT_FALSE(f.error.has_value()) << *f.error;
}

// ---------------------------------------------------------------- malformed files

struct BadCase {
  std::string_view name;
  std::string yaml;
  std::string error;
  std::string file = "section-1.yaml";
};

std::vector<BadCase> bad_cases() {
  return {
      {"EmptyFile", "",
       "section-1.yaml:1:1: empty file (expected a rulings file: section, title, source and rulings)"},
      {"TopIsAList", "- a\n- b\n", "section-1.yaml:1:1: expected a map at the top of the file, got a list"},
      {"YamlSyntax", good_with("\"pending: no scenario yet\"", "pending: no scenario yet"),
       "section-1.yaml:21:20: YAML syntax error: illegal map value"},
      {"UnknownTopKey", good_with("title: Check", "titel: Check"),
       "section-1.yaml:3:1: unknown key 'titel' at the top of the file (allowed: section, letter, title, "
       "source, "
       "rulings)"},
      {"NoSection", good_without_line(1), "section-1.yaml:1:1: rulings file has no 'section'"},
      {"BadSection", good_with("section: \"1\"", "section: \"5\""),
       "section-1.yaml:1:10: bad section '5' (allowed: 1, 2, 3, 4)"},
      {"SectionIsAList", good_with("section: \"1\"", "section: [1]"),
       "section-1.yaml:1:10: expected a string for 'section', got a list"},
      {"LetterOutsideSectionThree", good_with("letter: null", "letter: B"),
       "section-1.yaml:2:9: 'letter' is only for Section 3 (this file is section 1)"},
      {"SectionThreeWithoutLetter", good_with("section: \"1\"", "section: \"3\""),
       "3-B.yaml:2:1: a Section 3 file needs a 'letter' (one capital letter, A to Z)", "3-B.yaml"},
      {"BadLetter", good_with("section: \"1\"\nletter: null", "section: \"3\"\nletter: b"),
       "3-B.yaml:2:9: bad letter 'b' (expected one capital letter, A to Z)", "3-B.yaml"},
      {"FileNameDoesNotMatchSection", good_with("section: \"1\"", "section: \"2\""),
       "section-1.yaml:1:10: file name 'section-1.yaml' does not match section 2 (expected section-2.yaml)"},
      {"FileNameDoesNotMatchLetter", good_with("section: \"1\"\nletter: null", "section: \"3\"\nletter: F"),
       "rulings/3-B.yaml:1:10: file name '3-B.yaml' does not match section 3, letter F (expected 3-F.yaml)",
       "rulings/3-B.yaml"},
      {"EmptyTitle", good_with("title: Check, Checkmate and Stalemate", "title: \"\""),
       "section-1.yaml:3:8: 'title' is empty"},
      {"NoSource", good_with("source:\n  document: Official Rulings\n  revised: 2007-11-28\n", ""),
       "section-1.yaml:1:1: rulings file has no 'source'"},
      {"UnknownSourceKey", good_with("  revised: 2007", "  revision: 2007"),
       "section-1.yaml:6:3: unknown key 'revision' in 'source' (allowed: document, revised)"},
      {"BadRevisionDate", good_with("2007-11-28", "2007-13-01"),
       "section-1.yaml:6:12: bad date '2007-13-01' for 'revised' (expected YYYY-MM-DD)"},
      {"NoRulings", good_with(std::string(kGood.substr(kGood.find("rulings:\n"))), ""),
       "section-1.yaml:1:1: rulings file has no 'rulings'"},
      {"EmptyRulings", good_with(std::string(kGood.substr(kGood.find("rulings:\n"))), "rulings: []\n"),
       "section-1.yaml:7:10: 'rulings' is empty (a file needs at least one ruling)"},
      {"RulingIsAString",
       good_with(std::string(kGood.substr(kGood.find("rulings:\n"))), "rulings: [S1-01]\n"),
       "section-1.yaml:7:11: expected a map for a ruling, got the string 'S1-01'"},
      {"UnknownRulingKey", good_with("    notes:", "    note:"),
       "section-1.yaml:16:5: unknown key 'note' in a ruling (allowed: id, position, source, cards, question, "
       "answer, same_as, scenarios, status, reason, notes)"},
      {"NoId", good_with("  - id: S1-02\n    position: 2\n", "  - position: 2\n"),
       "section-1.yaml:17:5: ruling has no 'id'"},
      {"IdOfAnotherSection", good_with("id: S1-01", "id: S2-01"),
       "section-1.yaml:8:9: ruling id 'S2-01' does not fit section 1 (expected S1- and two digits, such as "
       "S1-01)"},
      {"IdWithOneDigit", good_with("id: S1-02", "id: S1-2"),
       "section-1.yaml:17:9: ruling id 'S1-2' does not fit section 1 (expected S1- and two digits, such as "
       "S1-01)"},
      {"IdOfAnotherLetter",
       good_with("section: \"1\"\nletter: null", "section: \"3\"\nletter: B"),  // ids stay S1-..
       "3-B.yaml:8:9: ruling id 'S1-01' does not fit section 3, letter B (expected B- and two digits, such "
       "as "
       "B-01)",
       "3-B.yaml"},
      {"NoPosition", good_without_line(9), "section-1.yaml:8:5: ruling S1-01 has no 'position'"},
      {"PositionIsNotANumber", good_with("position: 1", "position: first"),
       "section-1.yaml:9:15: expected a whole number from 1 for 'position', got the string 'first'"},
      {"PositionDoesNotMatchId", good_with("position: 2", "position: 3"),
       "section-1.yaml:18:15: position 3 does not match ruling id S1-02 (expected 2)"},
      {"UnknownCard", good_with("[fog-of-war]", "[fog-of-wars]"),
       "section-1.yaml:10:13: unknown card 'fog-of-wars' (did you mean 'fog-of-war'?)"},
      {"CardsNotAList", good_with("[fog-of-war]", "fog-of-war"),
       "section-1.yaml:10:12: expected a list for 'cards', got the string 'fog-of-war'"},
      {"NoQuestion", good_without_line(19), "section-1.yaml:17:5: ruling S1-02 has no 'question'"},
      {"EmptyAnswer", good_with("answer: Yes.", "answer: \"  \""), "section-1.yaml:20:13: 'answer' is empty"},
      {"BadSameAsId", good_with("same_as: []", "same_as: [B7]"),
       "section-1.yaml:13:15: bad ruling id 'B7' in 'same_as' (expected S1-01 ... S4-99 or A-01 ... Z-99)"},
      {"SameAsItself", good_with("same_as: []", "same_as: [S1-01]"),
       "section-1.yaml:13:15: ruling S1-01 cannot be the same as itself"},
      {"ScenarioIdNotKebabCase", good_with("[s1-01-escape]", "[S1-01-Escape]"),
       "section-1.yaml:14:17: scenario id 'S1-01-Escape' is not kebab-case (lower-case letters and digits "
       "joined by single hyphens)"},
      {"ScenarioListedTwice", good_with("[s1-01-escape]", "[s1-01-escape, s1-01-escape]"),
       "section-1.yaml:14:31: 's1-01-escape' is listed twice in 'scenarios'"},
      {"NoStatus", good_without_line(15),
       "section-1.yaml:8:5: ruling S1-01 has no 'status' (encoded, \"pending: <reason>\", or untestable with "
       "a "
       "'reason')"},
      {"BadStatus", good_with("status: encoded", "status: done"),
       "section-1.yaml:15:13: bad status 'done' (expected encoded, \"pending: <reason>\", or untestable)"},
      {"UntestableWithoutReason", good_with("\"pending: no scenario yet\"", "untestable"),
       "section-1.yaml:21:13: ruling S1-02 is untestable but has no 'reason' (say why no scenario can check "
       "it)"},
      {"UntestableReasonInTheStatus", good_with("\"pending: no scenario yet\"", "\"untestable: manners\""),
       "section-1.yaml:21:13: write an untestable ruling's reason in its own key: status: untestable, then "
       "reason: <why>"},
      {"UntestableWithScenarios", good_with("status: encoded", "status: untestable\n    reason: manners"),
       "section-1.yaml:14:16: ruling S1-01 is untestable: it lists no scenarios (a scenario that checks it "
       "makes it encoded)"},
      {"ReasonWithoutUntestable", good_with("    notes: Only", "    reason: why\n    notes: Only"),
       "section-1.yaml:16:5: 'reason' is for an untestable ruling only (a pending ruling gives its reason in "
       "\"pending: <reason>\")"},
      {"PendingWithoutReason", good_with("\"pending: no scenario yet\"", "\"pending:  \""),
       "section-1.yaml:21:13: a pending status needs a reason (\"pending: <reason>\")"},
      {"NotesNotAString", good_with("notes: Only with a card he holds.", "notes: [a]"),
       "section-1.yaml:16:12: expected a string for 'notes', got a list"},
      {"DuplicateId", good_with("id: S1-02\n    position: 2", "id: S1-01\n    position: 1"),
       "section-1.yaml:17:5: duplicate ruling id 'S1-01' (first in section-1.yaml:8)"},
      {"OutOfOrder", good_with("id: S1-01\n    position: 1", "id: S1-03\n    position: 3"),
       "section-1.yaml:17:5: ruling S1-02 comes after S1-03 (list rulings in the FAQ's order)"},
  };
}

class RulingsMalformedTest : public ::testing::TestWithParam<BadCase> {};

TEST_P(RulingsMalformedTest, StopsWithTheExactError) {
  EXPECT_EQ(load_error(GetParam().yaml, GetParam().file), GetParam().error);
}

INSTANTIATE_TEST_SUITE_P(RulingsLoaderTest, RulingsMalformedTest, ::testing::ValuesIn(bad_cases()),
                         [](const ::testing::TestParamInfo<BadCase>& param) {
                           return std::string(param.param.name);
                         });

TEST(RulingsLoaderTest, EnoughMalformedCases) { EXPECT_GE(bad_cases().size(), 12u); }

// Every prefix of a good file loads or fails without throwing or crashing.
TEST(RulingsLoaderTest, NeverThrowsOnTruncatedInput) {
  for (std::size_t n = 0; n <= kGood.size(); ++n) {
    const RulingsFile f = load(kGood.substr(0, n));
    EXPECT_TRUE(f.error.has_value() || !f.rulings.empty()) << n;
  }
}

// ---------------------------------------------------------------- files and directories

class RulingsFiles : public KmrCliTest {};

TEST_F(RulingsFiles, CollectsTheYamlFilesOfOneDirectoryOnly) {
  write("r/README.md", "# not a rulings file\n");
  write("r/section-1.yaml", kGood);
  write("r/3-B.yml", "not read\n");
  write("r/old/section-2.yaml", "not read either\n");
  const auto files = collect_rulings_files((dir_ / "r").string());
  ASSERT_TRUE(files.has_value());
  EXPECT_EQ(*files, std::vector<std::string>{(dir_ / "r/section-1.yaml").string()});
  EXPECT_FALSE(collect_rulings_files((dir_ / "nowhere").string()).has_value());
  EXPECT_FALSE(collect_rulings_files((dir_ / "r/section-1.yaml").string()).has_value());
}

TEST_F(RulingsFiles, OneFilePerSection) {
  const fs::path first = write("a/section-1.yaml", kGood);
  const fs::path second = write("b/section-1.yaml", kGood);
  const auto files = load_rulings({first.string(), second.string()});
  ASSERT_EQ(files.size(), 2u);
  EXPECT_FALSE(files[0].error.has_value());
  EXPECT_EQ(files[1].error, second.string() + ":1:1: section 1 is already in " + first.string() +
                                " (one file per section or letter)");
  EXPECT_TRUE(files[1].rulings.empty());
}

TEST_F(RulingsFiles, MissingFile) {
  const std::string path = (dir_ / "section-9.yaml").string();
  EXPECT_EQ(load_rulings_file(path).error, path + ": no such file");
}

TEST(RulingsLoaderTest, UntestableRulingKeepsItsReason) {
  const RulingsFile f = load(good_with("status: \"pending: no scenario yet\"", kUntestable));
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  const RulingStatus& s = f.rulings[1].status;
  EXPECT_FALSE(s.encoded());
  EXPECT_EQ(s.pending, std::nullopt);
  EXPECT_EQ(s.untestable, "it is about where a player looks");
  EXPECT_EQ(s.str(), "untestable: it is about where a player looks");
}

TEST(RulingsLoaderTest, RulingMayNameItsOwnSource) {
  const RulingsFile f = load(good_with(
      "    position: 2\n", "    position: 2\n    source: {document: Web revision, revised: 2007-11-28}\n"));
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.rulings[1].source.document, "Web revision");
  EXPECT_EQ(f.rulings[1].source.section, "1");
  EXPECT_EQ(f.rulings[1].source.position, 2);
  EXPECT_EQ(f.rulings[0].source.document, "Official Rulings");
}

TEST(RulingsLoaderTest, RulingSourceMayHoldAFingerprint) {
  const RulingsFile f = load(good_with(
      "    position: 2\n",
      "    position: 2\n    source:\n      document: Web revision\n      revised: 2007-11-28\n"
      "      fingerprint: {edition: 2007-11-28, question: 0123456789abcdef, answer: 00000000000000ff}\n"));
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.rulings[1].source.document, "Web revision");
  ASSERT_TRUE(f.rulings[1].source.fingerprint);
  EXPECT_EQ(f.rulings[1].source.fingerprint->question, 0x0123456789abcdefull);
  EXPECT_EQ(f.rulings[1].source.fingerprint->answer, 0xffull);
  EXPECT_FALSE(f.rulings[0].source.fingerprint);
  const RulingsFile bad = load(good_with("    position: 2\n",
                                         "    position: 2\n    source: {fingerprint: {edition: 2007-11-28, "
                                         "question: 12, answer: 00000000000000ff}}\n"));
  ASSERT_TRUE(bad.error.has_value());
  EXPECT_NE(bad.error->find("bad hash '12' for 'question'"), std::string::npos) << *bad.error;
}

}  // namespace
}  // namespace kmr::harness
