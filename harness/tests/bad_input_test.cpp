// Every kind of bad input the kmr command refuses, with its exact message
// and exit code (issue 13): files that are not files or are too big, YAML
// that is not UTF-8 text or nests too deeply, misspelt keys, numbers out of
// range, paths with no scenario, filters that match nothing, output paths
// that cannot be written, control characters in what is printed back. Runs
// the binary built beside this test (KMR_BINARY) in a directory of its own,
// so paths in the messages are the relative ones given.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string quote(const std::string& arg) {
  std::string q = "'";
  for (const char ch : arg) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

enum class Stream { Out, Err };

struct Case {
  std::string kind;               // what is wrong, in words
  std::vector<std::string> args;  // to kmr, run in the fixture directory
  int code;
  Stream stream;     // where the message goes
  std::string text;  // all of that stream, exactly
};

const std::string kFen = "{fen: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"}";

std::string scenario(const std::string& setup, const std::string& steps) {
  return "scenarios:\n  - id: x\n    title: t\n    setup: " + setup + "\n    steps:\n" + steps + "\n";
}

std::string rulings_at(const std::string& position) {
  return "section: \"4\"\ntitle: T\nsource: {document: Official Rulings, revised: 2007-11-28}\nrulings:\n"
         "  - id: S4-01\n    position: " +
         position + "\n    status: \"pending: later\"\n    question: q\n    answer: a\n";
}

class BadInput : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::temp_directory_path() / ("kmr_bad_input_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    write("ok.yaml", scenario(kFen, "      - pass\n      - expect: {to_move: white}"));
    write("ok2.yaml", read_file(dir_ / "ok.yaml"));
    fs::create_directories(dir_ / "empty");
    fs::create_directories(dir_ / "no-yaml");
    write("no-yaml/notes.txt", "not a scenario file");
    write("none.yaml", "scenarios: []\n");
    ::mkfifo((dir_ / "fifo.yaml").c_str(), 0600);
    {
      std::ofstream big(dir_ / "big.yaml");
      big << "# a file grown past the limit\n";
    }
    fs::resize_file(dir_ / "big.yaml", 17u << 20);  // sparse: no 17 MB written
    write("deep.yaml", "title: " + std::string(16000, '['));
    write("nul.yaml", std::string("scenarios:\n  - id: x\n    title: \"a\0b\"\n", 36));
    write("latin1.yaml", "scenarios:\n  - id: x\n    title: caf\xe9\n");
    write("flow.yaml", scenario(kFen, "      - {a: b:}"));
    write("tab.yaml", "scenarios:\n  - id: x\n\ttitle: t\n");
    write("empty.yaml", "");
    write("list.yaml", "- a\n- b\n");
    write("top.yaml", "scenarioz: []\n");
    write("mvoe.yaml", scenario(kFen, "      - {mvoe: e2e4}"));
    write("frob.yaml", scenario(kFen, "      - {frobnicate: 1}"));
    write("pas.yaml", scenario(kFen, "      - pas"));
    write("card.yaml", scenario(kFen, "      - {play: fog-of-wr}"));
    write("fen.yaml", scenario("{fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 9 9\"}", "      - pass"));
    write("ruling-map.yaml", "scenarios:\n  - id: x\n    title: t\n    rulings: [S1-01:]\n    setup: " +
                                 kFen + "\n    steps: [pass]\n");
    write("seed.yaml", scenario("{fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", seed: 99999999999999999999999}",
                                "      - pass"));
    write("budget.yaml",
          scenario("{fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", deck_budget: 100001}", "      - pass"));
    write("budget-minus.yaml",
          scenario("{fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", deck_budget: -3}", "      - pass"));
    write("kb-big/section-4.yaml", rulings_at("1000"));
    write("kb-zero/section-4.yaml", rulings_at("0"));
    write("escape.yaml",
          "scenarios:\n  - id: escape\n    title: \"red \\e[31m bell \\a csi \\u009b\"\n"
          "    pending: \"waits \\e[2J\"\n    setup: " +
              kFen + "\n    steps: [{move: e2e5}]\n");
    write("escape-id.yaml",
          "scenarios:\n  - id: \"x\\e[31m\"\n    title: t\n    setup: " + kFen + "\n    steps: [pass]\n");
    write("escape-word.yaml", scenario(kFen, "      - {say: \"\\e[31mrook\"}"));
    write("mine/notes.txt", "a directory kmr report did not make");
    write("kb-ok/section-4.yaml", rulings_at("1"));
    fs::create_symlink("/dev/zero", dir_ / "zero.yaml");
    fs::create_directories(dir_ / "with-fifo");
    ::mkfifo((dir_ / "with-fifo/stuck.yaml").c_str(), 0600);
    write("with-fifo/ok.yaml", read_file(dir_ / "ok.yaml"));
    write("expect.yaml", scenario(kFen, "      - {expect: {to_mvoe: white}}"));
    write("phase.yaml", scenario("{fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", phase: middle}", "      - pass"));
    write("two-docs.yaml", read_file(dir_ / "ok.yaml") + "---\nscenarios: []\n");
    write("duplicate-key.yaml",
          "scenarios:\n  - id: x\n    id: y\n    title: t\n    setup: " + kFen + "\n    steps: [pass]\n");
    std::string bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (char i = '1'; i <= '8'; ++i) {  // appended piece by piece: GCC 12 warns falsely on "a" + std::string
      bomb.append("a").append(1, i).append(": &a").append(1, i).append(" [*a").append(
          1, static_cast<char>(i - 1));
      for (int k = 1; k < 10; ++k) bomb.append(", *a").append(1, static_cast<char>(i - 1));
      bomb.append("]\n");
    }
    write("bomb.yaml", bomb);
    write("a-file", "not a directory");
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }

  static void write(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
  }

  struct Run {
    int code = -1;
    std::string out, err;
  };
  static Run kmr(const std::vector<std::string>& args) {
    std::string command = "cd " + quote(dir_.string()) + " && " + quote(KMR_BINARY);
    for (const std::string& a : args) command += ' ' + quote(a);
    const fs::path out = dir_ / ".stdout", err = dir_ / ".stderr";
    command +=
        " <" + quote((dir_ / "ok.yaml").string()) + " >" + quote(out.string()) + " 2>" + quote(err.string());
    const int status = std::system(command.c_str());
    Run r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(out);
    r.err = read_file(err);
    return r;
  }

  static fs::path dir_;
};

fs::path BadInput::dir_;

const std::string kActions =
    "move, castle, play, try, pass, end-turn, say, recall, timeout, expect, discard, keep";

const std::vector<Case> kCases = {
    // Paths.
    {"a path that does not exist",
     {"run", "nope.yaml"},
     2,
     Stream::Err,
     "kmr run: no such file or directory: nope.yaml\n"},
    {"run on a directory with no scenario file",
     {"run", "empty"},
     2,
     Stream::Err,
     "kmr run: no scenario file (*.yaml, *.yml) in empty\n"},
    {"validate on a directory with no scenario file",
     {"validate", "no-yaml"},
     2,
     Stream::Err,
     "kmr validate: no scenario file (*.yaml, *.yml) in no-yaml\n"},
    {"explain on a directory with no scenario file",
     {"explain", "empty"},
     2,
     Stream::Err,
     "kmr explain: no scenario file (*.yaml, *.yml) in empty\n"},
    {"a file named directly that is not a scenario file",
     {"run", "no-yaml/notes.txt"},
     2,
     Stream::Err,
     "kmr run: no scenario file (*.yaml, *.yml) in no-yaml/notes.txt\n"},
    {"a FIFO named directly",
     {"run", "fifo.yaml"},
     2,
     Stream::Err,
     "kmr run: fifo.yaml: is a FIFO, not a scenario file: not read\n"},
    {"/dev/zero named directly",
     {"validate", "/dev/zero"},
     2,
     Stream::Err,
     "kmr validate: /dev/zero: is a character device, not a scenario file: not read\n"},
    {"/dev/zero to explain",
     {"explain", "/dev/zero"},
     2,
     Stream::Err,
     "kmr explain: /dev/zero: is a character device, not a scenario file: not read\n"},
    {"a file over 16 MB",
     {"run", "big.yaml"},
     2,
     Stream::Err,
     "kmr run: big.yaml: is 17 MB, over the 16 MB limit for a scenario file: not read\n"},
    {"a file with no scenario",
     {"explain", "none.yaml"},
     2,
     Stream::Err,
     "none.yaml:1:12: 'scenarios' is empty (a file needs at least one scenario)\n"},
    // The YAML itself.
    {"a 16 KB file nested 16,000 levels deep",
     {"validate", "deep.yaml"},
     2,
     Stream::Out,
     "deep.yaml:1:108: lists and maps nested too deeply (more than 200 levels)\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a NUL byte",
     {"validate", "nul.yaml"},
     2,
     Stream::Out,
     "nul.yaml:3:14: a NUL byte (a scenario or rulings file is UTF-8 text)\n1 file, 0 scenarios: 1 error\n"},
    {"text that is not UTF-8",
     {"validate", "latin1.yaml"},
     2,
     Stream::Out,
     "latin1.yaml:3:15: not UTF-8: byte 0xE9 (a scenario or rulings file is UTF-8 text)\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a flow map with a key left open",
     {"validate", "flow.yaml"},
     2,
     Stream::Out,
     "flow.yaml:6:14: YAML syntax error: end of map flow not found\n1 file, 0 scenarios: 1 error\n"},
    {"a tab as indentation",
     {"validate", "tab.yaml"},
     2,
     Stream::Out,
     "tab.yaml:3:1: YAML syntax error: illegal tab when looking for indentation\n1 file, 0 scenarios: 1 "
     "error\n"},
    {"an empty file",
     {"validate", "empty.yaml"},
     2,
     Stream::Out,
     "empty.yaml:1:1: empty file (expected 'scenarios:' with a list, or a single scenario)\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a list at the top",
     {"validate", "list.yaml"},
     2,
     Stream::Out,
     "list.yaml:1:1: expected a map at the top of the file ('scenarios:' with a list, or a single scenario), "
     "got a list\n1 file, 0 scenarios: 1 error\n"},
    {"a misspelt top key",
     {"validate", "top.yaml"},
     2,
     Stream::Out,
     "top.yaml:1:1: unknown key 'scenarioz' in a scenario (allowed: id, title, rulings, cards, pending, "
     "setup, "
     "steps)\n1 file, 0 scenarios: 1 error\n"},
    {"a ruling id that YAML reads as a map",
     {"validate", "ruling-map.yaml"},
     2,
     Stream::Out,
     "ruling-map.yaml:4:15: expected a ruling id, got a map\n1 file, 0 scenarios: 1 error\n"},
    // Keys and values.
    {"{mvoe: e2e4}",
     {"validate", "mvoe.yaml"},
     2,
     Stream::Out,
     "mvoe.yaml:6:10: unknown step action 'mvoe' (did you mean 'move'?) (expected one of: " + kActions +
         ")\n1 file, 0 scenarios: 1 error\n"},
    {"an unknown step key",
     {"validate", "frob.yaml"},
     2,
     Stream::Out,
     "frob.yaml:6:10: unknown step action 'frobnicate' (expected one of: " + kActions +
         ")\n1 file, 0 scenarios: 1 error\n"},
    {"a misspelt bare step",
     {"validate", "pas.yaml"},
     2,
     Stream::Out,
     "pas.yaml:6:9: unknown step 'pas' (did you mean 'pass'?) (a step written as a bare word is one of: "
     "pass, "
     "end-turn, timeout)\n1 file, 0 scenarios: 1 error\n"},
    {"a misspelt card",
     {"validate", "card.yaml"},
     2,
     Stream::Out,
     "card.yaml:6:16: unknown card 'fog-of-wr' (did you mean 'fog-of-war'?)\n1 file, 0 scenarios: 1 error\n"},
    {"a bad FEN",
     {"validate", "fen.yaml"},
     2,
     Stream::Out,
     "fen.yaml:4:18: bad FEN '4k3/8/8/8/8/8/8/4K3 w - - 0 9 9': expected at most 6 fields, found 7\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a seed out of range",
     {"validate", "seed.yaml"},
     2,
     Stream::Out,
     "seed.yaml:4:57: 'seed' is out of range: it goes from 0 to 18446744073709551615, got the string "
     "'99999999999999999999999'\n1 file, 0 scenarios: 1 error\n"},
    {"a deck budget out of range",
     {"validate", "budget.yaml"},
     2,
     Stream::Out,
     "budget.yaml:4:64: 'deck_budget' is out of range: it goes from 0 to 100000, got the string '100001'\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a negative deck budget",
     {"validate", "budget-minus.yaml"},
     2,
     Stream::Out,
     "budget-minus.yaml:4:64: 'deck_budget' is out of range: it goes from 0 to 100000, got the string '-3'\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"a ruling position over the range",
     {"validate", "--rulings", "kb-big", "ok.yaml"},
     2,
     Stream::Out,
     "kb-big/section-4.yaml:6:15: 'position' is out of range: it goes from 1 to 999, got the string '1000'\n"
     "1 file, 1 scenario, 1 rulings file, 0 rulings: 1 error\n"},
    {"a ruling position of 0",
     {"validate", "--rulings", "kb-zero", "ok.yaml"},
     2,
     Stream::Out,
     "kb-zero/section-4.yaml:6:15: 'position' is out of range: it goes from 1 to 999, got the string '0'\n"
     "1 file, 1 scenario, 1 rulings file, 0 rulings: 1 error\n"},
    {"a scenario id used twice",
     {"validate", "ok.yaml", "ok2.yaml"},
     2,
     Stream::Out,
     "ok2.yaml:2:5: duplicate scenario id 'x' (first in ok.yaml:2)\n2 files, 1 scenario: 1 error\n"},
    {"--rulings that is not a directory",
     {"validate", "--rulings", "ok.yaml", "ok.yaml"},
     2,
     Stream::Err,
     "kmr validate: no such directory: ok.yaml (--rulings)\n"},
    // Filters.
    {"--filter matching nothing",
     {"run", "--filter", "nothing-at-all", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: no scenario matches the filters\n"},
    {"--id matching nothing",
     {"run", "--id", "nope", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: no scenario with id 'nope'\n"},
    {"explain --id matching nothing",
     {"explain", "--id", "nope", "ok.yaml"},
     2,
     Stream::Err,
     "kmr explain: no scenario with id 'nope'\n"},
    // Output paths, checked before the suite runs.
    {"--junit naming a directory",
     {"run", "--junit", "empty", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: cannot write empty (--junit): is a directory\n"},
    {"graph --out naming a directory",
     {"graph", "--out", "empty", "ok.yaml"},
     2,
     Stream::Err,
     "kmr graph: cannot write empty: is a directory\n"},
    {"report --out naming a file",
     {"report", "--out", "a-file", "ok.yaml"},
     2,
     Stream::Err,
     "kmr report: a-file: is not a directory\n"},
    {"report --out a directory it did not make",
     {"report", "--out", "mine", "ok.yaml"},
     2,
     Stream::Err,
     "kmr report: mine: not empty, and not a report (it holds no .kmr-report file): not replacing it; give "
     "--force to replace it whole, or another --out\n"},
    // Usage.
    {"an unknown command", {"frob"}, 2, Stream::Err, "kmr: unknown command 'frob'\nTry 'kmr --help'.\n"},
    {"an unknown option",
     {"run", "--frob"},
     2,
     Stream::Err,
     "kmr run: unrecognised option '--frob'\nTry 'kmr run --help'.\n"},
    {"a negative --jobs",
     {"run", "-j", "-1", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: --jobs must be 0 or more\n"},
    {"an unknown --format",
     {"run", "--format", "xml", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: unknown --format 'xml' (console, json or github)\n"},
    // Another engine (the engine protocol).
    {"--self-check with --engine",
     {"run", "--self-check", "--engine", "kmr engine", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: --self-check checks kmr's own engine; it does not go with --engine\nTry 'kmr run --help'.\n"},
    {"an --engine-timeout of 0",
     {"run", "--engine", "kmr engine", "--engine-timeout", "0", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: --engine-timeout takes seconds, more than 0 and at most 3600\nTry 'kmr run --help'.\n"},
    {"an --engine that does not speak the protocol",
     {"run", "--engine", "read -r line; echo hello", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: the engine's answer to the handshake does not read: not JSON (parse error at line 1, column "
     "1: "
     "syntax error while parsing value - invalid literal; last read: 'h'): 'hello'; it was stopped\n"},
    {"report --engine with --publish",
     {"report", "--engine", "kmr engine", "--publish", "--out", "new-report", "ok.yaml"},
     2,
     Stream::Err,
     "kmr report: --engine writes the conformance page; --publish does not go with it\nTry 'kmr report "
     "--help'.\n"},
    {"kmr engine --parts without results",
     {"engine", "--parts", "state"},
     2,
     Stream::Err,
     "kmr engine: --parts: the parts must include results\nTry 'kmr engine --help'.\n"},
    {"report without --out",
     {"report", "ok.yaml"},
     2,
     Stream::Err,
     "kmr report: where to? (kmr report --out DIR)\nTry 'kmr report --help'.\n"},
    {"kmr fuzz --games out of range",
     {"fuzz", "--games", "-1"},
     2,
     Stream::Err,
     "kmr fuzz: --games -1 is out of range (1 to 1000000)\nTry 'kmr fuzz --help'.\n"},
    {"perft with a bad FEN says bad FEN once",
     {"perft", "xyz", "1"},
     2,
     Stream::Err,
     "kmr perft: bad FEN: unexpected character 'x' in the placement field (expected one of pnbrqksPNBRQKS, "
     "1-8 "
     "or /)\n"},
    {"perft with a bad depth",
     {"perft", "startpos", "x"},
     2,
     Stream::Err,
     "kmr perft: DEPTH must be a whole number from 0 to 64, not 'x'\n"},
    {"explain without a file",
     {"explain"},
     2,
     Stream::Err,
     "kmr explain: which file? (kmr explain FILE [--id ID])\n"},
    {"an unknown list",
     {"list", "frobs"},
     2,
     Stream::Err,
     "kmr list: cannot list 'frobs' (scenarios, cards or rulings)\nTry 'kmr list --help'.\n"},
    {"an unknown card to show",
     {"show", "card", "nope"},
     2,
     Stream::Err,
     "kmr show: unknown card 'nope' (see kmr list cards)\nTry 'kmr show --help'.\n"},
    {"an unknown schema",
     {"schema", "nope"},
     2,
     Stream::Err,
     "kmr schema: which schema? (kmr schema scenario|rulings)\n"},
    {"kmr fuzz with an unknown card",
     {"fuzz", "--cards", "nope"},
     2,
     Stream::Err,
     "kmr fuzz: --cards: no card is called 'nope'\nTry 'kmr fuzz --help'.\n"},
    {"perft with unknown rules",
     {"perft", "--rules", "chess", "startpos", "1"},
     2,
     Stream::Err,
     "kmr perft: unknown --rules 'chess' (fide or knightmare)\n"},
    {"perft without a depth",
     {"perft", "startpos"},
     2,
     Stream::Err,
     "kmr perft: expected FEN and DEPTH\nTry 'kmr perft --help'.\n"},
    // More files that are not what they seem.
    {"a link to /dev/zero named directly",
     {"run", "zero.yaml"},
     2,
     Stream::Err,
     "kmr run: zero.yaml: is a character device, not a scenario file: not read\n"},
    {"a FIFO inside a directory is not read", {"run", "with-fifo"}, 0, Stream::Out, "1 passed, 0 failed\n"},
    {"FAQ text that is a directory",
     {"faq", "diff", "--rulings", "kb-ok", "empty"},
     2,
     Stream::Err,
     "empty: is a directory, not a FAQ text file\n"},
    {"FAQ text that is /dev/zero",
     {"faq", "diff", "--rulings", "kb-ok", "/dev/zero"},
     2,
     Stream::Err,
     "/dev/zero: is a character device, not a FAQ text file: not read\n"},
    {"--junit in a directory that does not exist",
     {"run", "--junit", "no/such/dir/x.xml", "ok.yaml"},
     2,
     Stream::Err,
     "kmr run: cannot write no/such/dir/x.xml (--junit): cannot create a file there\n"},
    {"graph --out in a directory that does not exist",
     {"graph", "--out", "no/such/dir/x.dot", "ok.yaml"},
     2,
     Stream::Err,
     "kmr graph: cannot write no/such/dir/x.dot: cannot create a file there\n"},
    {"a misspelt expect key",
     {"validate", "expect.yaml"},
     2,
     Stream::Out,
     "expect.yaml:6:19: unknown key 'to_mvoe' in 'expect' (did you mean 'to_move'?) (allowed: result, "
     "reason, "
     "to_move, turn, board, at, marks, check, checkmate, stalemate, game_over, termination, captured, dead, "
     "in_play, "
     "suspended, "
     "hand, "
     "discard, moves_from, can_move, captured_includes, hand_includes, in_play_includes, phase, "
     "castling_rights, en_passant, halfmove, fullmove, deck)\n"
     "1 file, 0 scenarios: 1 error\n"},
    {"an unknown phase",
     {"validate", "phase.yaml"},
     2,
     Stream::Out,
     "phase.yaml:4:58: unknown phase 'middle' (allowed: before-move, after-move)\n1 file, 0 scenarios: 1 "
     "error\n"},
    {"two YAML documents in a file",
     {"validate", "two-docs.yaml"},
     2,
     Stream::Out,
     "two-docs.yaml:8:1: more than one YAML document in the file (expected one)\n1 file, 0 scenarios: 1 "
     "error\n"},
    {"a key given twice",
     {"validate", "duplicate-key.yaml"},
     2,
     Stream::Out,
     "duplicate-key.yaml:3:5: duplicate key 'id'\n1 file, 0 scenarios: 1 error\n"},
    {"nested aliases that expand a billion-fold",
     {"validate", "bomb.yaml"},
     2,
     Stream::Out,
     "bomb.yaml:5:5: the document is too large (its aliases expand it to more than 1000000 nodes)\n"
     "1 file, 0 scenarios: 1 error\n"},
    // Control characters from the files are escaped on the console.
    {"control characters in a title and a pending reason",
     {"run", "-v", "escape.yaml"},
     0,
     Stream::Out,
     "PENDING escape: waits \\x1b[2J\n0 passed, 0 failed, 1 pending\n"},
    {"control characters in a title listed",
     {"list", "scenarios", "escape.yaml"},
     0,
     Stream::Out,
     "id\tfile\ttitle\nescape\tescape.yaml\tred \\x1b[31m bell \\x07 csi \\u009b\n"},
    {"control characters in an id",
     {"validate", "escape-id.yaml"},
     2,
     Stream::Out,
     "escape-id.yaml:2:9: scenario id 'x\\x1b[31m' is not kebab-case (lower-case letters and digits joined "
     "by "
     "single hyphens)\n1 file, 0 scenarios: 1 error\n"},
    {"control characters in a step's word, explained",
     {"explain", "escape-word.yaml"},
     2,
     Stream::Err,
     "escape-word.yaml:6:15: unknown piece name '\\x1b[31mrook' (expected a piece type such as rook, or a "
     "piece "
     "mark such as crab)\n"},
};

TEST_F(BadInput, EachKindHasItsMessageAndExitCode) {
  for (const Case& c : kCases) {
    const Run r = kmr(c.args);
    EXPECT_EQ(r.code, c.code) << c.kind << "\nstdout: " << r.out << "\nstderr: " << r.err;
    EXPECT_EQ(c.stream == Stream::Out ? r.out : r.err, c.text) << c.kind;
  }
  EXPECT_GE(kCases.size(), 48u);
}

// Issue 36: 15 MB of `[` once took 3.5 GB (and half a minute) before
// yaml-cpp's events reached the depth the reader refuses: under a memory
// limit far below that, the same message comes, from the nesting counted
// before yaml-cpp reads the text.
// AddressSanitizer reserves terabytes of address space for its shadow: a
// limit on virtual memory stops it before main. Under it the message is
// checked without the limit.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

TEST_F(BadInput, A15MbFileOfBracketsIsRefusedWithinALittleMemory) {
  write("brackets.yaml", std::string(15u << 20, '['));
  const std::string limit = kAddressSanitizer ? "" : "ulimit -v 400000 && ";
  const std::string command = "cd " + quote(dir_.string()) + " && " + limit + quote(KMR_BINARY) +
                              " validate brackets.yaml >" + quote((dir_ / ".stdout").string()) + " 2>" +
                              quote((dir_ / ".stderr").string());
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2) << read_file(dir_ / ".stderr");
  EXPECT_EQ(read_file(dir_ / ".stdout"),
            "brackets.yaml:1:101: lists and maps nested too deeply (more than 200 levels)\n"
            "1 file, 0 scenarios: 1 error\n");
}

TEST_F(BadInput, NothingWasOverwritten) {
  for (const Case& c : kCases) (void)kmr(c.args);
  EXPECT_EQ(read_file(dir_ / "mine/notes.txt"), "a directory kmr report did not make");
  EXPECT_EQ(read_file(dir_ / "a-file"), "not a directory");
  EXPECT_TRUE(fs::is_empty(dir_ / "empty"));
}

}  // namespace
