// The one YAML reader: yaml-cpp behind yaml::parse, with positions on every
// node and every error as a line and column, never a crash.
#include <gtest/gtest.h>

#include <string>

#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness::yaml {
namespace {

Diagnostic error_of(const std::string& text) {
  auto parsed = parse(text);
  EXPECT_TRUE(std::holds_alternative<Diagnostic>(parsed)) << text.substr(0, 60);
  if (auto* d = std::get_if<Diagnostic>(&parsed)) return *d;
  return {};
}

NodePtr tree_of(const std::string& text) {
  auto parsed = parse(text);
  if (auto* d = std::get_if<Diagnostic>(&parsed)) ADD_FAILURE() << text << ": " << d->message;
  if (auto* n = std::get_if<NodePtr>(&parsed)) return *n;
  return nullptr;
}

TEST(YamlReader, KeepsPositionsAndQuoting) {
  auto root = tree_of("a: 1\nb: [x, 'y']\nc:\n");
  ASSERT_TRUE(root && root->is_map());
  const auto* b = root->find("b");
  ASSERT_TRUE(b);
  EXPECT_EQ(b->second->line, 2);
  EXPECT_EQ(b->second->column, 4);
  ASSERT_EQ(b->second->items.size(), 2u);
  EXPECT_FALSE(b->second->items[0]->quoted);
  EXPECT_TRUE(b->second->items[1]->quoted);
  const auto* c = root->find("c");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->second->is_null());
  EXPECT_EQ(c->second->line, 3);  // a missing value points at its key
}

TEST(YamlReader, ReadsWhatYamlCppReadsWhateverElseTheFileHolds) {
  // Once two readers disagreed on these; now there is one.
  auto flow = tree_of("rulings: [S1-01:]\n");
  ASSERT_TRUE(flow);
  EXPECT_TRUE(flow->find("rulings")->second->items.at(0)->is_map());
  auto anchored = tree_of("a: &x [1]\nb: *x\n");
  ASSERT_TRUE(anchored);
  EXPECT_EQ(anchored->find("b")->second->items.size(), 1u);
  EXPECT_FALSE(tree_of(""));
  EXPECT_FALSE(tree_of("# only a comment\n"));
}

TEST(YamlReader, ErrorsHaveALineAndColumn) {
  auto dup = error_of("a: b\na: c\n");
  EXPECT_EQ(dup.line, 2);
  EXPECT_EQ(dup.column, 1);
  EXPECT_EQ(dup.message, "duplicate key 'a'");
  auto two = error_of("a: b\n---\nc: d\n");
  EXPECT_EQ(two.line, 2);
  EXPECT_EQ(two.message, "more than one YAML document in the file (expected one)");
  auto syntax = error_of("a: b: c\n");
  EXPECT_EQ(syntax.message.rfind("YAML syntax error: ", 0), 0u) << syntax.message;
}

TEST(YamlReader, DeepNestingIsAnErrorNotACrash) {
  // 16,000 levels: once a stack overflow.
  const std::string flow = "title: " + std::string(16000, '[');
  auto d = error_of(flow);
  EXPECT_EQ(d.line, 1);
  EXPECT_GT(d.column, 7);
  EXPECT_EQ(d.message, "lists and maps nested too deeply (more than 200 levels)");
  std::string maps;
  for (int i = 0; i < 5000; ++i) maps += "{a: ";
  EXPECT_EQ(error_of(maps).message, d.message);
  std::string block;
  for (int i = 0; i < 5000; ++i) block += "- ";
  EXPECT_EQ(error_of(block + "x\n").message, d.message);
  std::string keys;
  for (int i = 0; i < 5000; ++i) keys += "? ";
  auto k = error_of(keys);
  EXPECT_FALSE(k.message.empty());
  // Just inside the limit is fine.
  const std::string ok = std::string(kMaxDepth, '[') + std::string(kMaxDepth, ']') + "\n";
  EXPECT_TRUE(tree_of(ok));
}

TEST(YamlReader, TooManyNodesIsWordedByItsCause) {
  // Plain nodes past the cap, no alias in sight (a valid but huge file):
  // the message says so, and does not blame aliases (issue 25).
  std::string many = "[";
  for (std::size_t i = 0; i <= kMaxYamlNodes; ++i) many += i ? ",0" : "0";
  many += "]\n";
  const Diagnostic plain = error_of(many);
  EXPECT_NE(plain.message.find("more than 1000000 YAML nodes, the most one file may hold"), std::string::npos)
      << plain.message;
  EXPECT_EQ(plain.message.find("alias"), std::string::npos) << plain.message;
  // Aliases that expand past it are still named as the cause.
  std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char k = 'b'; k <= 'h'; ++k) {  // each list ten aliases of the one before: 10^8 nodes
    const std::string name(1, k), before(1, static_cast<char>(k - 1));
    std::string list;
    for (int j = 0; j < 10; ++j) list += (j ? ", *" : "*") + before;
    bomb += name + ": &" + name + " [" + list + "]\n";
  }
  const Diagnostic aliased = error_of(bomb);
  EXPECT_NE(aliased.message.find("its aliases expand it to more than 1000000 nodes"), std::string::npos)
      << aliased.message;
}

}  // namespace
}  // namespace kmr::harness::yaml
