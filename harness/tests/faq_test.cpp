// kmr faq (issue 16): reading FAQ text, fingerprints, matching a revision
// against the knowledge base, stamping it, stubs.
#include <gtest/gtest.h>

#include <unistd.h>

#include <sys/wait.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "kmr/faq/diff.hpp"
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

// The printed FAQ, beside the repository (../shared/faq), or where
// KMR_SHARED_DIR says the shared material is.
fs::path shared_faq() {
  const char* dir = std::getenv("KMR_SHARED_DIR");
  return (dir && *dir ? fs::path(dir) : fs::path(KMR_SOURCE_DIR) / ".." / "shared") / "faq";
}
const fs::path kShared = shared_faq();

// Without the printed FAQ these tests cannot run. Elsewhere they skip and
// say why; in CI (CI set) that is a failure, unless the job says the text is
// not there on purpose (KMR_NO_SHARED_FAQ=1, which .ci/run sets when it finds
// no ../shared/faq, saying so).
#define KMR_NEEDS_SHARED_FAQ()                                                                             \
  do {                                                                                                     \
    if (fs::exists(kShared)) break;                                                                        \
    const char* ci = std::getenv("CI");                                                                    \
    const char* absent = std::getenv("KMR_NO_SHARED_FAQ");                                                 \
    if (ci && *ci && !(absent && std::string(absent) == "1"))                                              \
      FAIL() << "the printed FAQ is not at " << kShared << " (set KMR_SHARED_DIR to the shared material)"; \
    GTEST_SKIP() << "the printed FAQ is not at " << kShared << " (set KMR_SHARED_DIR)";                    \
  } while (false)
const std::vector<std::string> k2007 = {"sections-1-2-4.txt", "section-3-B.txt", "section-3-F.txt",
                                        "section-3-P.txt", "section-3-S.txt"};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

FaqDocument parse_ok(const std::string& text, const std::string& name = "faq.txt") {
  auto doc = parse_faq_text(text, name);
  EXPECT_TRUE(doc.has_value()) << (doc ? "" : doc.error().message);
  return doc ? *doc : FaqDocument{};
}

std::string parse_error(const std::string& text) {
  auto doc = parse_faq_text(text, "bad.txt");
  return doc ? std::string("(no error)") : doc.error().message;
}

std::vector<RulingsFile> knowledge_base() {
  return load_rulings(*collect_rulings_files((fs::path(KMR_SOURCE_DIR) / "rulings").string()));
}

// ---- reading the text

TEST(FaqText, ReadsHeadersEntriesAndQuirks) {
  const FaqDocument d = parse_ok(
      "Official Rulings - November 28, 2007\n"
      "Section 3: Specific Cards - B\n\n"
      "Q. First question, wrapped\nover two lines?\n\n"
      "A: Yes.\n\n"
      "Page 2 of 9\n\f"
      "Official Rulings - November 28, 2007\n"
      "Section 3: Specific Cards - B\n"
      "Q: Second?\n"
      "A. One paragraph.\n\nAnother paragraph.\n"
      "Section 4: Miscellaneous\n"
      "Q. Third?\r\nA. Sure.\r\n");
  EXPECT_EQ(d.edition, "2007-11-28");
  ASSERT_EQ(d.entries.size(), 3u);
  EXPECT_EQ(d.entries[0].question, "First question, wrapped over two lines?");
  EXPECT_EQ(d.entries[0].answer, "Yes.");
  EXPECT_EQ(d.entries[0].line, 4);
  EXPECT_EQ(d.entries[1].position, 2);  // the repeated running head does not restart the letter
  EXPECT_EQ(d.entries[1].answer, "One paragraph. Another paragraph.");
  EXPECT_EQ(d.entries[2].place.key(), "4");
  EXPECT_EQ(d.entries[2].position, 1);
  ASSERT_EQ(d.places.size(), 2u);
  EXPECT_EQ(d.titles[0], "Specific Cards - B");
}

TEST(FaqText, ReadsEverySharedFile) {
  KMR_NEEDS_SHARED_FAQ();
  std::size_t entries = 0;
  for (const auto& f : fs::recursive_directory_iterator(kShared)) {
    if (f.path().extension() != ".txt") continue;
    auto doc = read_faq_file(f.path().string());
    ASSERT_TRUE(doc.has_value()) << doc.error().message;
    entries += doc->entries.size();
  }
  EXPECT_EQ(entries, 130u + 132u);
}

TEST(FaqText, MalformedTextGivesFileAndLine) {
  EXPECT_EQ(parse_error("Section 3: Specific Cards - B\n\nA. An answer first.\n"),
            "bad.txt:3:1: 'A.' with no 'Q.' before it");
  EXPECT_EQ(parse_error("Section 1: Check\nQ. Asked?\n\nQ. Again?\nA. Yes.\n"),
            "bad.txt:2:1: question without an answer (expected an 'A.' paragraph)");
  EXPECT_EQ(parse_error("Q. Where?\nA. Nowhere.\n"),
            "bad.txt:1:1: 'Q.' before any section header (expected 'Section N: ...' first)");
  EXPECT_EQ(parse_error("Section 1: Check\nStray words.\n"),
            "bad.txt:2:1: text outside an entry (expected 'Q.' to begin one)");
  EXPECT_EQ(
      parse_error("Official Rulings - Smarch 40, 2007\nSection 1: Check\n"),
      "bad.txt:1:20: cannot read the edition date 'Smarch 40, 2007' (expected a date such as November 28, "
      "2007)");
  EXPECT_EQ(parse_error("Section 3: Specific Cards\nQ. Which letter?\nA. None.\n"),
            "bad.txt:2:1: 'Q.' in Section 3 without a letter (expected 'Section 3: Specific Cards - B')");
  EXPECT_EQ(parse_error("Section 1: Check\nQ. Asked?\nA. Yes.\nA. And again.\n"),
            "bad.txt:4:1: a second 'A.' for the question of line 2");
  EXPECT_EQ(parse_error("\n\n"), std::string("bad.txt:1:1: no 'Section N:' header (expected FAQ "
                                             "text: 'Official Rulings', then 'Section 1: ...' or "
                                             "'Section 3: Specific Cards - B', then 'Q.' and 'A.' "
                                             "paragraphs)"));
  EXPECT_EQ(parse_error("Section 9: Nothing\n"),
            "bad.txt:1:1: bad section header (expected 'Section N: title' with N from 1 to 4)");
}

TEST(FaqText, AByteOrderMarkIsNoText) {
  // What some editors and PDF extractors write first (issue 25): read as if
  // it were not there, columns counted after it.
  const FaqDocument d = parse_ok(
      "\xEF\xBB\xBFOfficial Rulings - November 28, 2007\nSection 1: Check\n"
      "Q. Asked?\nA. Yes.\n");
  EXPECT_EQ(d.edition, "2007-11-28");
  ASSERT_EQ(d.entries.size(), 1u);
  EXPECT_EQ(d.entries[0].question, "Asked?");
  EXPECT_EQ(parse_error("\xEF\xBB\xBFSection 1: Check\nStray words.\n"),
            "bad.txt:2:1: text outside an entry (expected 'Q.' to begin one)");
  // Only at the start: elsewhere it is text like any other.
  EXPECT_EQ(parse_error("Section 1: Check\n\xEF\xBB\xBFStray.\n"),
            "bad.txt:2:1: text outside an entry (expected 'Q.' to begin one)");
}

TEST(FaqText, EditionDates) {
  EXPECT_EQ(parse_edition_date("November 28, 2007"), "2007-11-28");
  EXPECT_EQ(parse_edition_date("28 Feb 2003"), "2003-02-28");
  EXPECT_EQ(parse_edition_date("Sept. 7, 2003"), "2003-09-07");
  EXPECT_EQ(parse_edition_date("2003-09-17"), "2003-09-17");
  EXPECT_FALSE(parse_edition_date("someday"));
}

// ---- fingerprints and cards

TEST(FaqFingerprint, IgnoresCaseSpacingAndPunctuation) {
  EXPECT_EQ(normalise_text("  Can't it -- BE?\n"), "can t it be");
  EXPECT_EQ(text_hash("Yes, and yes."), text_hash("yes and   YES"));
  EXPECT_NE(text_hash("Yes and yes."), text_hash("Yes and no."));
  EXPECT_EQ(hash_hex(0x0123456789abcdefull), "0123456789abcdef");
  std::uint64_t h = 0;
  EXPECT_TRUE(parse_hash_hex("0123456789abcdef", h));
  EXPECT_EQ(h, 0x0123456789abcdefull);
  EXPECT_FALSE(parse_hash_hex("0123456789ABCDEF", h));
}

TEST(FaqCards, NamesInCapitalsAndTheirInflections) {
  EXPECT_EQ(cards_named("Can my opponent BOG my Knight moving as a Queen via MASQUERADE? It was BOGGED."),
            (std::vector<std::string>{"bog", "masquerade"}));
  EXPECT_EQ(cards_named("A PACIFIST piece under PLOTS WITHIN PLOTS; a bog is no card"),
            (std::vector<std::string>{"pacifism", "plots-within-plots"}));
}

TEST(FaqWordDiff, WordsChangedAndABoundOnHugeTexts) {
  EXPECT_EQ(word_diff("a b c d", "a x c d"), "a [-b-] {+x+} c d");
  EXPECT_EQ(word_diff("a b", "a b"), "a b");
  EXPECT_EQ(word_diff("", "new words"), "{+new words+}");
  // Two entries of 3,000 different words each: past kFaqWordDiffCells, the
  // middle is shown removed then added, the shared ends kept.
  std::string before = "same start", after = "same start";
  for (int i = 0; i < 3000; ++i) {
    before += " b" + std::to_string(i);
    after += " a" + std::to_string(i);
  }
  before += " same end";
  after += " same end";
  const std::string diff = word_diff(before, after);
  EXPECT_EQ(diff.rfind("same start [-b0 b1 ", 0), 0u) << diff.substr(0, 80);
  EXPECT_NE(diff.find(" b2999-] {+a0 a1 "), std::string::npos);
  EXPECT_NE(diff.find(" a2999+} same end"), std::string::npos);
}

// ---- diff against the knowledge base

std::vector<FaqDocument> shared_2007(std::map<std::string, std::string> edited = {}) {
  std::vector<FaqDocument> docs;
  for (const std::string& name : k2007) {
    const std::string text = edited.count(name) ? edited[name] : slurp(kShared / name);
    docs.push_back(parse_ok(text, name));
  }
  return docs;
}

std::vector<std::string> not_matched(const FaqDiff& diff) {
  std::vector<std::string> out;
  for (const FaqDiffRecord& r : diff.records) {
    if (r.status == FaqStatus::Matched) continue;
    std::string s(to_string(r.status));
    if (r.ruling) s += " " + r.ruling->id;
    if (r.entry) s += " at " + r.entry->place.key() + " no. " + std::to_string(r.entry->position);
    out.push_back(s);
  }
  return out;
}

TEST(FaqDiff, SharedTextDiffsClean) {
  KMR_NEEDS_SHARED_FAQ();
  const std::vector<FaqDocument> revision = shared_2007();
  const std::vector<RulingsFile> kb = knowledge_base();
  const FaqDiff diff = diff_faq(revision, kb, {});
  EXPECT_EQ(not_matched(diff), std::vector<std::string>{});
  EXPECT_EQ(diff.counts().matched, 130u);
  EXPECT_TRUE(diff.counts().clean());
}

std::string cut(std::string& text, const std::string& from, const std::string& to) {
  const auto a = text.find(from);
  const auto b = text.find(to, a + 1);
  EXPECT_NE(a, std::string::npos) << from;
  EXPECT_NE(b, std::string::npos) << to;
  std::string piece = text.substr(a, b - a);
  text.erase(a, b - a);
  return piece;
}

TEST(FaqDiff, RewordedAddedRemovedAndMovedAreExactlyThoseFour) {
  KMR_NEEDS_SHARED_FAQ();
  std::map<std::string, std::string> t;
  for (const std::string& name : k2007) t[name] = slurp(kShared / name);
  // B-07: the answer reworded.
  const auto at = t["section-3-B.txt"].find("VENDETTA remains, however,");
  ASSERT_NE(at, std::string::npos);
  t["section-3-B.txt"].replace(at, 26, "VENDETTA stays in play, though,");
  // P-02 removed; P-03 moved to letter S.
  cut(t["section-3-P.txt"], "Q. Can a PACIFIST Pawn be promoted?", "Q. Can a PACIFIST Pawn capture");
  const std::string moved = cut(t["section-3-P.txt"], "Q. Can a PACIFIST Pawn capture", "Q. ");
  t["section-3-S.txt"] += "\n" + moved;
  // A question added under F.
  t["section-3-F.txt"] += "\nQ. May SPLIT KNIGHT be played during a TRUCE?\n\nA. No: nothing threatens.\n";

  const std::vector<FaqDocument> base = shared_2007();
  const std::vector<FaqDocument> revision = shared_2007(t);
  const std::vector<RulingsFile> kb = knowledge_base();
  const FaqDiff diff = diff_faq(revision, kb, base);
  EXPECT_EQ(not_matched(diff), (std::vector<std::string>{"changed B-07 at 3-B no. 7", "new at 3-F no. 27",
                                                         "moved P-03 at 3-S no. 10", "missing P-02"}));
  EXPECT_EQ(faq_summary_line(diff.counts()), "127 matched, 1 changed, 1 moved, 1 new, 1 missing");
  for (const FaqDiffRecord& r : diff.records) {
    if (r.status == FaqStatus::Changed) {
      EXPECT_EQ(r.how, FaqMatch::Question);
      ASSERT_TRUE(r.answer_diff);
      EXPECT_NE(r.answer_diff->find("[-remains, however,-] {+stays in play, though,+}"), std::string::npos)
          << *r.answer_diff;
      EXPECT_EQ(r.question_diff->find("[-"), std::string::npos);
    }
    if (r.status == FaqStatus::New) {
      EXPECT_EQ(r.cards, (std::vector<std::string>{"split-knight", "truce"}));
    }
  }
  std::ostringstream json;
  faq_report_json(json, diff);
  EXPECT_NE(json.str().find(
                "\"summary\": {\"matched\": 127, \"changed\": 1, \"moved\": 1, \"new\": 1, \"missing\": 1}"),
            std::string::npos);
}

TEST(FaqDiff, BothHalvesRewordedFallsBackToSimilarity) {
  KMR_NEEDS_SHARED_FAQ();
  std::map<std::string, std::string> t;
  std::string s = slurp(kShared / "section-3-B.txt");
  // B-09: question and answer both reworded, the same cards named.
  const auto q = s.find("Q. Can my opponent BOG my Knight moving as a Queen via MASQUERADE?");
  ASSERT_NE(q, std::string::npos);
  s.replace(q, 67, "Q. May my opponent play BOG on my Knight that moves as a Queen through MASQUERADE?");
  const auto a = s.find("A. No. BOG does not affect Knights");
  ASSERT_NE(a, std::string::npos);
  s.replace(a, 34, "A. No. Knights are immune to BOG");
  t["section-3-B.txt"] = s;
  const std::vector<FaqDocument> revision = shared_2007(t);
  const std::vector<RulingsFile> kb = knowledge_base();
  const FaqDiff diff = diff_faq(revision, kb, {});
  ASSERT_EQ(not_matched(diff), std::vector<std::string>{"changed B-09 at 3-B no. 9"});
  for (const FaqDiffRecord& r : diff.records)
    if (r.status == FaqStatus::Changed) {
      EXPECT_EQ(r.how, FaqMatch::Similarity);
    }
}

TEST(FaqDiff, RepeatUnderAnotherLetterIsNewWithAHint) {
  KMR_NEEDS_SHARED_FAQ();
  // A 2003 letter repeating P-14 before the knowledge base lists it there.
  std::string p = slurp(kShared / "section-3-P.txt");
  const FaqDocument src = parse_ok(p, "section-3-P.txt");
  const FaqEntry& p14 = src.entries.at(13);
  const FaqDocument c =
      parse_ok("Official Rulings - February 28, 2003\nSection 3: Specific Cards - Z\n\nQ. " + p14.question +
                   "\n\nA. " + p14.answer + "\n",
               "section-3-Z.txt");
  const std::vector<RulingsFile> kb = knowledge_base();
  const std::vector<FaqDocument> revision = {c};
  const FaqDiff diff = diff_faq(revision, kb, {});
  ASSERT_EQ(diff.records.size(), 1u);
  EXPECT_EQ(diff.records[0].status, FaqStatus::New);
  // Other letters may repeat it too (C-02 from the 2003 letter C): P-14 is among the hints.
  const auto& hints = diff.records[0].same_text_as;
  EXPECT_NE(std::find(hints.begin(), hints.end(), "P-14"), hints.end()) << hints.front();
}

// ---- stamp

constexpr std::string_view kRulings =
    "# a comment that stays\n"
    "section: \"3\"\n"
    "letter: B\n"
    "title: Specific Cards - B\n"
    "source: {document: Official Rulings, revised: 2007-11-28}\n"
    "rulings:\n"
    "  - id: B-01\n"
    "    position: 1   # trailing comment\n"
    "    cards: [bog]\n"
    "    question: Asked?\n"
    "    answer: Yes.\n"
    "    status: \"pending: later\"\n"
    "\n"
    "  - id: B-02\n"
    "    position: 2\n"
    "    source:\n"
    "      fingerprint: {edition: 2003-02-28, question: 0000000000000000, answer: 0000000000000000}  # old\n"
    "    question: Asked again?\n"
    "    answer: No.\n"
    "    status: \"pending: later\"\n";

TEST(FaqStamp, AddsAndReplacesOnlyTheFingerprintLines) {
  const Fingerprint a{"2007-11-28", 0x1111111111111111ull, 0x2222222222222222ull};
  const Fingerprint b{"2007-11-28", 0x3333333333333333ull, 0x4444444444444444ull};
  auto out = stamp_text(kRulings, "3-B.yaml", {{"3-B.yaml", "B-01", a, "x"}, {"3-B.yaml", "B-02", b, "y"}});
  ASSERT_TRUE(out.has_value()) << out.error().message;
  std::string expected(kRulings);
  expected.replace(
      expected.find("    cards: [bog]"), 0,
      "    source:\n      fingerprint: {edition: \"2007-11-28\", question: 1111111111111111, answer: "
      "2222222222222222}\n");
  const std::string old = "{edition: 2003-02-28, question: 0000000000000000, answer: 0000000000000000}";
  expected.replace(expected.find(old), old.size(),
                   "{edition: \"2007-11-28\", question: 3333333333333333, answer: 4444444444444444}");
  EXPECT_EQ(*out, expected);
  const RulingsFile back = load_rulings_text(*out, "3-B.yaml");
  ASSERT_FALSE(back.error) << *back.error;
  EXPECT_EQ(*back.rulings[0].source.fingerprint, a);

  // CRLF files keep their line endings.
  std::string crlf;
  for (char ch : kRulings) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
  auto out2 = stamp_text(crlf, "3-B.yaml", {{"3-B.yaml", "B-01", a, "x"}});
  ASSERT_TRUE(out2.has_value()) << out2.error().message;
  EXPECT_NE(out2->find("    source:\r\n      fingerprint: {edition"), std::string::npos);
}

TEST(FaqStamp, AddsTheFingerprintToAnEntrysOwnSource) {
  const std::string text = std::string(kRulings).replace(
      std::string(kRulings).find("    cards: [bog]\n"), 0,
      "    source:\n      document: Official Rulings web revision, letter B\n      revised: 2007-11-28\n");
  const Fingerprint a{"2007-11-28", 0x1111111111111111ull, 0x2222222222222222ull};
  auto out = stamp_text(text, "3-B.yaml", {{"3-B.yaml", "B-01", a, "x"}});
  ASSERT_TRUE(out.has_value()) << out.error().message;
  EXPECT_NE(
      out->find(
          "    source:\n      fingerprint: {edition: \"2007-11-28\", question: 1111111111111111, answer: "
          "2222222222222222}\n      document: Official Rulings web revision, letter B\n"),
      std::string::npos)
      << *out;
  const RulingsFile back = load_rulings_text(*out, "3-B.yaml");
  ASSERT_FALSE(back.error) << *back.error;
  EXPECT_EQ(back.rulings[0].source.document, "Official Rulings web revision, letter B");
  EXPECT_EQ(*back.rulings[0].source.fingerprint, a);
}

TEST(FaqStamp, RefusesShapesItCannotEditSafely) {
  const Fingerprint a{"2007-11-28", 1, 2};
  const std::string flow =
      "section: \"3\"\nletter: B\ntitle: T\nsource: {document: D, revised: 2007-11-28}\nrulings:\n"
      "  - {id: B-01, position: 1, question: Q, answer: A, status: encoded}\n";
  auto out = stamp_text(flow, "3-B.yaml", {{"3-B.yaml", "B-01", a, "x"}});
  ASSERT_FALSE(out.has_value());
  EXPECT_EQ(out.error().message.substr(0, 14), "3-B.yaml:6:5: ");
  auto missing = stamp_text(kRulings, "3-B.yaml", {{"3-B.yaml", "B-09", a, "x"}});
  ASSERT_FALSE(missing.has_value());
}

TEST(FaqStamp, PlansByFingerprintThenPosition) {
  const RulingsFile kb = load_rulings_text(kRulings, "3-B.yaml");
  ASSERT_FALSE(kb.error) << *kb.error;
  const FaqDocument d = parse_ok(
      "Official Rulings - November 28, 2007\nSection 3: Specific Cards - B\n"
      "Q. Can BOG be played here?\nA. Yes.\nQ. And then?\nA. No.\nQ. A third?\nA. Maybe.\n");
  const StampPlan plan = plan_stamp({d}, {kb});
  ASSERT_EQ(plan.changes.size(), 1u);
  EXPECT_EQ(plan.changes[0].ruling, "B-01");
  EXPECT_EQ(plan.changes[0].printed, "faq.txt:3");
  ASSERT_EQ(plan.skipped.size(), 2u);  // B-02 holds another text's fingerprint; no B-03
  EXPECT_NE(plan.skipped[0].find("B-02 holds the fingerprint of another text"), std::string::npos);
  EXPECT_NE(plan.skipped[1].find("no entry at position 3"), std::string::npos);
}

// ---- the report's index

TEST(FaqReport, IndexShowsTheEditionEachSectionWasMatchedAgainst) {
  std::vector<RulingsFile> rulings = {load_rulings_text(kRulings, "3-B.yaml")};
  ASSERT_FALSE(rulings[0].error) << *rulings[0].error;
  const ReportModel model = build_report_model(rulings, {}, {});
  const std::string page = index_page(model);
  EXPECT_NE(
      page.find(
          "<p class=\"editions\" data-kmr-editions=\"2003-02-28:1 none:1\">Printed text matched against "
          "the edition of 2003-02-28 (1 ruling). 1 ruling has no fingerprint yet (kmr faq stamp).</p>"),
      std::string::npos);
}

// ---- stubs

TEST(FaqStubs, NewEntriesGoIntoNewFilesOnly) {
  const fs::path dir = fs::temp_directory_path() / ("kmr_faq_stubs_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const FaqDocument d = parse_ok(
      "Official Rulings - February 28, 2003\nSection 3: Specific Cards - Z\n"
      "Q. Can BOG stop a FIREBALL?\nA. Yes.\n");
  const std::vector<FaqDocument> revision = {d};
  const FaqDiff diff = diff_faq(revision, {}, {});
  const auto stubs = stub_files(diff, revision, {}, dir.string());
  ASSERT_EQ(stubs.size(), 1u);
  EXPECT_EQ(fs::path(stubs[0].path).filename(), "3-Z.yaml");
  EXPECT_NE(stubs[0].text.find(
                "  - id: Z-01\n    position: 1\n    source:\n      fingerprint: {edition: \"2003-02-28\""),
            std::string::npos);
  EXPECT_NE(stubs[0].text.find("    cards: [bog, fireball]\n"), std::string::npos);
  EXPECT_NE(stubs[0].text.find("status: \"pending: not yet encoded\""), std::string::npos);
  // Until its summaries are written, a stub does not load.
  const RulingsFile loaded = load_rulings_text(stubs[0].text, "3-Z.yaml");
  ASSERT_TRUE(loaded.error);
  EXPECT_NE(loaded.error->find("'question' is empty"), std::string::npos);
  ASSERT_TRUE(write_stub_files(stubs, dir.string()).has_value());
  const auto again = write_stub_files(stubs, dir.string());
  ASSERT_FALSE(again.has_value());
  EXPECT_NE(again.error().message.find("already exists"), std::string::npos);
  fs::remove_all(dir);
}

// ---- the command's exit codes

int kmr_faq(const std::string& args) {
  const std::string command =
      std::string("cd '") + KMR_SOURCE_DIR + "' && '" + KMR_BINARY + "' faq " + args + " >/dev/null 2>&1";
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(FaqCommand, ExitCodes) {
  KMR_NEEDS_SHARED_FAQ();
  std::string all;
  for (const auto& name : k2007) all += " '" + (kShared / name).string() + "'";
  EXPECT_EQ(kmr_faq("diff" + all), 0);
  EXPECT_EQ(kmr_faq("diff --format json" + all), 0);
  EXPECT_EQ(kmr_faq("diff '" + (kShared / "2003" / "section-3-G.txt").string() + "' --rulings /nonexistent"),
            2);
  const fs::path bad = fs::temp_directory_path() / ("kmr_faq_bad_" + std::to_string(::getpid()) + ".txt");
  std::ofstream(bad) << "Section 1: Check\nA. Answer first.\n";
  EXPECT_EQ(kmr_faq("diff '" + bad.string() + "'"), 2);
  fs::remove(bad);
  EXPECT_EQ(kmr_faq("stamp --dry-run" + all), 0);
  EXPECT_EQ(kmr_faq("frobnicate x"), 2);
}

}  // namespace
}  // namespace kmr::harness
