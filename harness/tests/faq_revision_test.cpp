// The revision workflow of `kmr faq` (issue 23): diff prints what changed
// first, stubs never reuse an id, stamp --accept records a rewording,
// renumber makes room for an inserted entry; house rulings stay out of it.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "kmr/faq/diff.hpp"
#include "kmr/faq/renumber.hpp"
#include "kmr/faq/report.hpp"
#include "kmr/faq/stamp.hpp"
#include "kmr/faq/stubs.hpp"
#include "kmr/faq/text.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kEdition = "Official Rulings - November 28, 2007\nSection 3: Specific Cards - B\n";

// A printed entry's fingerprint line, as `kmr faq stamp` writes it.
std::string stamped(std::string_view question, std::string_view answer) {
  return "    source:\n      fingerprint: " +
         fingerprint_yaml(fingerprint_of("2007-11-28", std::string(question), std::string(answer))) + "\n";
}

// B-01 and B-02 stamped from the printed text; B-03 a house ruling.
std::string letter_b() {
  return "section: \"3\"\n"
         "letter: B\n"
         "title: Specific Cards - B\n"
         "source: {document: Official Rulings, revised: \"2007-11-28\"}\n"
         "rulings:\n"
         "  - id: B-01\n"
         "    position: 1\n" +
         stamped("Can BOG be played on a Knight?", "No.") +
         "    cards: [bog]\n"
         "    question: May a Knight be bogged?\n"
         "    answer: Never.\n"
         "    status: \"pending: later\"\n"
         "\n"
         "  - id: B-02\n"
         "    position: 2\n" +
         stamped("Does BOG end when the piece is captured?", "Yes, at once.") +
         "    cards: [bog]\n"
         "    question: Is a bog over once its piece is taken?\n"
         "    answer: It is.\n"
         "    same_as: [F-01]\n"
         "    status: \"pending: later\"\n"
         "    notes: see B-01\n"
         "\n"
         "  - id: B-03\n"
         "    position: 3\n"
         "    source:\n"
         "      document: House ruling (kmr)\n"
         "      revised: \"2026-11-30\"\n"
         "    cards: [bog]\n"
         "    question: May a bog lie under a King?\n"
         "    answer: Yes.\n"
         "    status: \"pending: later\"\n";
}

FaqDocument parse(std::string_view body) {
  auto d = parse_faq_text(std::string(kEdition) + std::string(body), "faq.txt");
  EXPECT_TRUE(d.has_value()) << d.error().message;
  return *d;
}

std::vector<RulingsFile> kb() {
  RulingsFile f = load_rulings_text(letter_b(), "3-B.yaml");
  EXPECT_FALSE(f.error) << *f.error;
  return {f};
}

TEST(FaqRevision, HouseRulingIsNeverMissingNorStamped) {
  const auto rulings = kb();
  ASSERT_TRUE(rulings[0].rulings[0].source.official());
  EXPECT_FALSE(rulings[0].rulings[2].source.official());
  const FaqDocument d = parse(
      "Q. Can BOG be played on a Knight?\nA. No.\n"
      "Q. Does BOG end when the piece is captured?\nA. Yes, at once.\n"
      "Q. Is a third thing so?\nA. It is.\n");
  const std::vector<FaqDocument> revision = {d};  // the records point into it
  const FaqDiff diff = diff_faq(revision, rulings, {});
  EXPECT_EQ(faq_summary_line(diff.counts()), "2 matched, 0 changed, 0 moved, 1 new, 0 missing");
  // Stamp plans the printed no. 3 at no entry: B-03 is ours, not the FAQ's.
  const StampPlan plan = plan_stamp(revision, rulings);
  EXPECT_TRUE(plan.changes.empty());
  ASSERT_EQ(plan.skipped.size(), 1u);
  EXPECT_NE(plan.skipped[0].find("has no entry at position 3"), std::string::npos) << plan.skipped[0];
}

TEST(FaqRevision, TheReportBadgesAHouseRulingUnofficial) {
  const auto rulings = kb();
  const ReportModel model = build_report_model(rulings, {}, {});
  const std::string index = index_page(model);
  const std::string badge = "<span class=\"badge unofficial\"";
  const auto row = index.find("data-ruling=\"B-03\"");
  ASSERT_NE(row, std::string::npos);
  EXPECT_NE(index.find(badge, row), std::string::npos);
  EXPECT_EQ(index.find(badge), index.find(badge, row)) << "B-01 and B-02 are official";
  EXPECT_NE(ruling_page(model, rulings[0].rulings[2]).find(badge), std::string::npos);
  EXPECT_EQ(ruling_page(model, rulings[0].rulings[0]).find(badge), std::string::npos);
}

TEST(FaqRevision, DiffPrintsChangesFirstAndOnlyCountsMatches) {
  const auto rulings = kb();
  const FaqDocument d = parse(
      "Q. Can BOG be played on a Knight?\nA. No.\n"
      "Q. Does BOG end when the piece is captured?\nA. Yes, right away.\n");
  const std::vector<FaqDocument> revision = {d};  // the records point into it
  const FaqDiff diff = diff_faq(revision, rulings, {});
  std::ostringstream out;
  faq_report_console(out, diff);
  EXPECT_EQ(out.str(),
            "faq.txt:5: changed B-02 (question unchanged)\n"
            "1 matched, 1 changed, 0 moved, 0 new, 0 missing\n");
  std::ostringstream all;
  faq_report_console(all, diff, true);
  EXPECT_EQ(all.str(),
            "faq.txt:5: changed B-02 (question unchanged)\n"
            "faq.txt:3: matched B-01\n"
            "1 matched, 1 changed, 0 moved, 0 new, 0 missing\n");
}

TEST(FaqRevision, AcceptRestampsOnlyAReworded) {
  const auto rulings = kb();
  const FaqDocument d = parse(
      "Q. Can BOG be played on a Knight?\nA. No.\n"
      "Q. Does BOG end when the piece is captured?\nA. Yes, right away.\n");
  const std::vector<FaqDocument> revision = {d};  // the records point into it
  const FaqDiff diff = diff_faq(revision, rulings, {});
  const auto changes = plan_accept(diff, rulings, {"B-02"});
  ASSERT_TRUE(changes.has_value()) << changes.error().message;
  ASSERT_EQ(changes->size(), 1u);
  const Fingerprint now =
      fingerprint_of("2007-11-28", "Does BOG end when the piece is captured?", "Yes, right away.");
  EXPECT_EQ((*changes)[0].fingerprint, now);
  auto text = stamp_text(letter_b(), "3-B.yaml", *changes);
  ASSERT_TRUE(text.has_value()) << text.error().message;
  const RulingsFile back = load_rulings_text(*text, "3-B.yaml");
  ASSERT_FALSE(back.error) << *back.error;
  EXPECT_EQ(*back.rulings[1].source.fingerprint, now);
  EXPECT_EQ(back.rulings[0].source.fingerprint, rulings[0].rulings[0].source.fingerprint);
  // After the stamp the same text diffs clean.
  const std::vector<RulingsFile> stamped_kb = {back};
  EXPECT_TRUE(diff_faq(revision, stamped_kb, {}).counts().clean());

  const auto unknown = plan_accept(diff, rulings, {"B-2"});
  ASSERT_FALSE(unknown.has_value());
  EXPECT_EQ(unknown.error().message, "no ruling B-2 in the knowledge base (did you mean 'B-02'?)");
  const auto matched = plan_accept(diff, rulings, {"B-01"});
  ASSERT_FALSE(matched.has_value());
  EXPECT_NE(matched.error().message.find("B-01 is not reworded in this text (matched)"), std::string::npos);
}

TEST(FaqRevision, StubsNeverReuseAnId) {
  const auto rulings = kb();
  // A question inserted at no. 2: the id B-02 is taken, so the stub is B-04.
  const FaqDocument d = parse(
      "Q. Can BOG be played on a Knight?\nA. No.\n"
      "Q. Can FIREBALL burn a bogged piece?\nA. Yes.\n"
      "Q. Does BOG end when the piece is captured?\nA. Yes, at once.\n");
  const std::vector<FaqDocument> revision = {d};  // the records point into it
  const FaqDiff diff = diff_faq(revision, rulings, {});
  const auto stubs = stub_files(diff, revision, rulings, "stubs");
  ASSERT_EQ(stubs.size(), 1u);
  EXPECT_NE(
      stubs[0].text.find("  # printed as no. 2, whose id B-02 is taken: to give it that place, `kmr faq "
                         "renumber --insert B-02` first\n  - id: B-04\n    position: 4\n"),
      std::string::npos)
      << stubs[0].text;
  EXPECT_NE(stubs[0].text.find("  revised: \"2007-11-28\"\n"), std::string::npos) << stubs[0].text;
}

class FaqRenumber : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kmr_faq_renumber_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "rulings");
    fs::create_directories(dir_ / "scenarios");
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, std::string_view text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  static std::string read(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  fs::path dir_;
};

TEST_F(FaqRenumber, MovesTheEntryInAndShiftsEveryReference) {
  const std::string b = write("rulings/3-B.yaml", letter_b());
  const std::string f = write("rulings/3-F.yaml",
                              "section: \"3\"\nletter: F\ntitle: F\n"
                              "source: {document: Official Rulings, revised: \"2007-11-28\"}\n"
                              "rulings:\n"
                              "  - id: F-01\n    position: 1\n    question: Q?\n    answer: A.\n"
                              "    same_as: [B-02]\n    status: \"pending: later\"\n");
  const std::string s = write("scenarios/s.yaml",
                              "scenarios:\n  - id: bog-over\n    rulings: [B-02, \"B-01\"]\n"
                              "    setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
                              "    steps: [{expect: {to_move: white}}]\n");
  // B-03 (pasted at the end) takes B-02's place; B-02 becomes B-03.
  auto plan = plan_renumber("B-02", std::string("B-03"), {b, f}, {s});
  ASSERT_TRUE(plan.has_value()) << plan.error().message;
  EXPECT_EQ(plan->renamed,
            (std::vector<std::pair<std::string, std::string>>{{"B-03", "B-02"}, {"B-02", "B-03"}}));
  ASSERT_EQ(plan->texts.size(), 3u);
  // Nothing is written by the plan.
  EXPECT_EQ(read(b), letter_b());
  std::vector<std::string> whats;
  for (const RenumberEdit& e : plan->edits) whats.push_back(e.what + " " + e.from + " -> " + e.to);
  EXPECT_EQ(whats,
            (std::vector<std::string>{"id B-02 -> B-03", "position 2 -> 3", "id B-03 -> B-02",
                                      "position 3 -> 2", "same_as B-02 -> B-03", "rulings B-02 -> B-03"}));
  ASSERT_EQ(plan->mentions.size(), 0u);
  const std::string journal = (std::filesystem::path(b).parent_path() / ".kmr-renumber.journal").string();
  ASSERT_TRUE(apply_renumber(*plan, journal).has_value());
  EXPECT_FALSE(std::filesystem::exists(journal));
  const RulingsFile back = load_rulings_text(read(b), b);
  ASSERT_FALSE(back.error) << *back.error;
  ASSERT_EQ(back.rulings.size(), 3u);
  EXPECT_EQ(back.rulings[1].id, "B-02");
  EXPECT_EQ(back.rulings[1].question, "May a bog lie under a King?");
  EXPECT_EQ(back.rulings[2].id, "B-03");
  EXPECT_EQ(back.rulings[2].same_as, std::vector<std::string>{"F-01"});
  EXPECT_NE(read(f).find("same_as: [B-03]"), std::string::npos);
  EXPECT_NE(read(s).find("rulings: [B-03, \"B-01\"]"), std::string::npos);
  // Comments and layout of the other lines stay; one blank line between entries.
  EXPECT_NE(
      read(b).find("    status: \"pending: later\"\n\n  - id: B-02\n    position: 2\n    source:\n      "
                   "document: House ruling (kmr)"),
      std::string::npos)
      << read(b);
}

TEST_F(FaqRenumber, WithoutAnEntryLeavesAGapAndListsProse) {
  const std::string b = write("rulings/3-B.yaml", letter_b());
  auto plan = plan_renumber("B-01", std::nullopt, {b}, {});
  ASSERT_TRUE(plan.has_value()) << plan.error().message;
  EXPECT_EQ(plan->renamed.size(), 3u);
  // B-02's notes say "see B-01": prose, listed and left as written.
  ASSERT_EQ(plan->mentions.size(), 1u);
  EXPECT_NE(plan->mentions[0].find(":24: mentions B-01 (prose, left as written)"), std::string::npos)
      << plan->mentions[0];
  const RulingsFile back = load_rulings_text(plan->texts.at(b), b);
  ASSERT_FALSE(back.error) << *back.error;
  EXPECT_EQ(back.rulings[0].id, "B-02");
  EXPECT_EQ(back.rulings[2].id, "B-04");

  auto unknown = plan_renumber("B-1", std::nullopt, {b}, {});
  ASSERT_FALSE(unknown.has_value());
  EXPECT_EQ(unknown.error().message, "no ruling B-1 in the knowledge base (did you mean 'B-01'?)");
  auto backwards = plan_renumber("B-02", std::string("B-01"), {b}, {});
  ASSERT_FALSE(backwards.has_value());
  EXPECT_NE(backwards.error().message.find("comes before"), std::string::npos);
}

}  // namespace
}  // namespace kmr::harness
