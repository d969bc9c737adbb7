// What kmr says back (issue 25): perft depths out of bounds, JSON lists
// escaped as JSON, FAQ text and arguments escaped on the console. Runs the
// kmr binary (KMR_BINARY).
#include <gtest/gtest.h>

#include <string>

#include "kmr_cli.hpp"

namespace {

using namespace kmr::testing;

class CliMessages : public KmrCliTest {};

TEST_F(CliMessages, PerftRefusesADepthAboveItsBound) {
  // A typo of 5000 for 5 once overflowed the stack (SIGSEGV, no message).
  CliRun r = kmr({"perft", "startpos", "5000"});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.err, "kmr perft: DEPTH 5000 is over the bound of 64 plies (no count that deep could finish)\n");
  EXPECT_EQ(r.out, "");
  r = kmr({"perft", "--path", "generic", "--divide", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "65"});
  EXPECT_EQ(r.code, 2) << r.err;
  // The bound itself is counted: a position with no move counts 0 however deep.
  r = kmr({"perft", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "64"});  // stalemate: Black has no move
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "Nodes: 0\n");
}

TEST_F(CliMessages, PerftSaysANegativeDepthIsOne) {
  // "-1" read as an option once: "unrecognised option '-1'".
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"perft", "startpos", "-1"}, {"perft", "--divide", "startpos", "-12"}}) {
    const CliRun r = kmr(args);
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(r.err, "kmr perft: DEPTH must be a whole number from 0 to 64, not '" + args.back() + "'\n");
  }
  const CliRun r = kmr({"perft", "startpos", "x"});
  EXPECT_EQ(r.err, "kmr perft: DEPTH must be a whole number from 0 to 64, not 'x'\n");
}

TEST_F(CliMessages, ListScenariosAsJsonEscapesAsJson) {
  const fs::path file = write("esc.yaml",
                              "id: esc\n"
                              "title: \"red \\e[31m tab \\t quote \\\" back \\\\ csi \\u009b\"\n"
                              "setup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\n"
                              "steps: [pass]\n");
  const CliRun r = kmr({"list", "scenarios", "--format", "json", file.string()});
  EXPECT_EQ(r.code, 0) << r.err;
  // JSON's own escapes, once: no console escaping (\\x1b) under them.
  EXPECT_NE(r.out.find("\"title\": \"red \\u001b[31m tab \\t quote \\\" back \\\\ csi \u009b\""),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("\\\\x1b"), std::string::npos) << r.out;
  // The text table keeps the console's escaping.
  const CliRun text = kmr({"list", "scenarios", file.string()});
  EXPECT_NE(text.out.find("red \\x1b[31m tab \\t quote \" back \\ csi \\u009b"), std::string::npos)
      << text.out;
}

TEST_F(CliMessages, FaqDiffWithBaseEscapesTheFaqText) {
  write("kb/section-4.yaml",
        "section: \"4\"\n"
        "title: Miscellaneous\n"
        "source: {document: Official Rulings, revised: 2007-11-28}\n"
        "rulings:\n"
        "  - id: S4-01\n"
        "    position: 1\n"
        "    status: \"pending: later\"\n"
        "    question: q\n"
        "    answer: a\n");
  const std::string head = "Official Rulings - November 28, 2007\nSection 4: Miscellaneous\n";
  const fs::path base = write(
      "base.txt", head + "Q. May a card be played at any time?\nA. Only in its owner's turn, as it says.\n");
  const fs::path revision = write(
      "rev.txt",
      head + "Q. May a card be played at any time?\nA. Only in \x1b[2J its owner's turn, as it says.\n");
  const std::string kb = (dir_ / "kb").string();
  CliRun r = kmr({"faq", "stamp", "--rulings", kb, base.string()});
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  r = kmr({"faq", "diff", "--rulings", kb, "--base", base.string(), revision.string()});
  EXPECT_EQ(r.code, 1) << r.err;  // a change found
  EXPECT_NE(r.out.find("  answer: Only in {+\\x1b[2J+} its owner's turn"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
}

TEST_F(CliMessages, ALoneByteOfAMultiByteCharacterIsEscapedInErrors) {
  // From the command line and from FAQ text alike.
  CliRun r = kmr({"show", "card", "caf\xc3"});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("caf\\xc3"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("caf\xc3"), std::string::npos) << r.err;
  const fs::path faq = write("faq.txt", "Official Rulings - Nov\xe2\x80 28, 2007\nSection 1: Check\n");
  fs::create_directories(dir_ / "kb");
  r = kmr({"faq", "diff", "--rulings", (dir_ / "kb").string(), faq.string()});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("Nov\\xe2\\x80 28"), std::string::npos) << r.err;
}

}  // namespace
