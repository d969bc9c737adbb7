// The fast subset reader must build exactly the tree yaml-cpp builds
// (kinds, values, quoting, positions) whenever it reads a text at all.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../src/yaml_reader.hpp"

namespace kmr::harness::yaml {
namespace {

void expect_same(const Node& a, const Node& b, const std::string& where) {
  ASSERT_EQ(a.kind, b.kind) << where;
  EXPECT_EQ(a.line, b.line) << where << " " << describe(a);
  EXPECT_EQ(a.column, b.column) << where << " " << describe(a);
  EXPECT_EQ(a.scalar, b.scalar) << where;
  EXPECT_EQ(a.quoted, b.quoted) << where << " " << describe(a);
  EXPECT_EQ(a.weight, b.weight) << where;
  ASSERT_EQ(a.items.size(), b.items.size()) << where;
  for (std::size_t i = 0; i < a.items.size(); ++i) expect_same(*a.items[i], *b.items[i], where);
  ASSERT_EQ(a.entries.size(), b.entries.size()) << where;
  for (std::size_t i = 0; i < a.entries.size(); ++i) {
    expect_same(*a.entries[i].first, *b.entries[i].first, where);
    expect_same(*a.entries[i].second, *b.entries[i].second, where);
  }
}

// Returns whether the subset reader took the text.
bool check(const std::string& text, const std::string& where) {
  auto fast = parse_subset(text);
  if (!fast) return false;
  auto slow = parse_with_yaml_cpp(text);
  EXPECT_TRUE(std::holds_alternative<NodePtr>(slow))
      << where << ": the subset reader accepted what yaml-cpp refuses";
  if (!std::holds_alternative<NodePtr>(slow)) return true;
  const NodePtr& s = std::get<NodePtr>(slow);
  EXPECT_TRUE(*fast && s) << where;
  if (*fast && s) expect_same(**fast, *s, where);
  return true;
}

TEST(YamlSubset, AgreesWithYamlCppOnEveryProjectFile) {
  int read = 0, total = 0;
  for (const char* dir : {"scenarios", "rulings"}) {
    const auto root = std::filesystem::path(KMR_SOURCE_DIR) / dir;
    if (!std::filesystem::exists(root)) continue;
    for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
      if (e.path().extension() != ".yaml") continue;
      std::ifstream in(e.path());
      std::stringstream ss;
      ss << in.rdbuf();
      ++total;
      read += check(ss.str(), e.path().string());
    }
  }
  RecordProperty("files_read_by_subset", read);
  RecordProperty("files", total);
}

TEST(YamlSubset, AgreesWithYamlCppOnTrickySnippets) {
  const char* snippets[] = {
      "a: 1\nb: [x, y]\nc: {d: e, f: [g]}\n",
      "scenarios:\n  - id: x\n    steps:\n      - move: e2e4\n      - pass\n      - expect: {at: {e4: P}}\n",
      "list:\n- a\n- b\nnext: c\n",
      "a: \"quoted # not a comment\"  # comment\nb: 'it''s'\nc: \"esc\\\"aped\\n\"\n",
      "a:\nb: ~\nc: null\nd: [null, ~, x]\n",
      "a: b # c\n# full-line comment\n\n  # indented comment\nd: e\n",
      "a: {}\nb: []\nc: [[1, 2], [3]]\nd: {e: {f: g}}\n",
      "- a: 1\n  b: 2\n- c: 3\n",
      "a: x:y\nb: http://example\nc: -1\nd: a-b\n",
      "a:\n  b:\n    c: d\n  e: f\ng: h\n",
      "steps:\n  - play: fog-of-war\n    by: black\n    card: last\n",
      "a: [a, 'b c', \"d\"]\n",
      "fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n",
      // Outside the subset or invalid: the subset reader must give up.
      "a: |\n  text\n",
      "a: >-\n  folded\n  text\n",
      "a: &x 1\nb: *x\n",
      "a: !tag x\n",
      "a: b\na: c\n",
      "a: b\n  c\n",
      "a: [x,\n  y]\n",
      "--- \na: b\n",
      "a: b: c\n",
      "a:\tb\n",
      "[a, b]\n",
      "plain\n",
      "a: 'unterminated\n",
      "a: {b: }\n",
      "a: [b,]\n",
      "? a\n: b\n",
      "a: \"\\u00e9\"\n",
      "- - a\n",
      "-\n  a: b\n",
  };
  for (const char* s : snippets) check(s, s);
  // These must be read by the subset, or the speed-up is lost for ordinary files.
  for (const char* s : {"a: 1\n", "- pass\n- end-turn\n", "a: {b: [c, d]}\n"})
    EXPECT_TRUE(parse_subset(s)) << s;
  for (const char* s : {"a: |\n  t\n", "a: b\na: c\n", "a: b\n  c\n"}) EXPECT_FALSE(parse_subset(s)) << s;
}

}  // namespace
}  // namespace kmr::harness::yaml
