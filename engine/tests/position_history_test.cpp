// PositionHistory and Frozen: the shared parts of a game's value. Copies
// share storage, but each behaves as its own value.
#include <gtest/gtest.h>

#include <vector>

#include "kmr/fen.hpp"
#include "kmr/frozen.hpp"
#include "kmr/position_history.hpp"

namespace kmr {
namespace {

Position at(const char* fen) { return parse_fen(fen).value(); }

TEST(PositionHistory, CopiesGrowApartAndCompareByContent) {
  PositionHistory a;
  a.push_back(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  PositionHistory b = a;
  b.push_back(at("4k3/8/8/8/8/8/8/3K4 b - - 1 1"));
  EXPECT_EQ(a.size(), 1u);
  EXPECT_EQ(b.size(), 2u);
  EXPECT_FALSE(a == b);
  b.pop_back();
  EXPECT_TRUE(a == b);
  PositionHistory c;  // the same positions, built apart
  c.push_back(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  EXPECT_TRUE(a == c);
}

TEST(PositionHistory, IteratesNewestFirst) {
  PositionHistory h;
  h.push_back(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  h.push_back(at("4k3/8/8/8/8/8/8/3K4 b - - 1 1"));
  std::vector<Side> order;
  for (const Position& p : h) order.push_back(p.side_to_move());
  EXPECT_EQ(order, (std::vector<Side>{Side::Black, Side::White}));
  EXPECT_EQ(h.back().side_to_move(), Side::Black);
}

TEST(PositionHistory, ALongHistoryIsDestroyedWithoutDeepRecursion) {
  const Position p = at("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  {
    PositionHistory h;
    for (int i = 0; i < 200000; ++i) h.push_back(p);
    EXPECT_EQ(h.size(), 200000u);
  }  // would overflow the stack if each node freed the next in turn
  PositionHistory h;
  for (int i = 0; i < 200000; ++i) h.push_back(p);
  h = PositionHistory{};  // so would letting go of it by assignment
  EXPECT_TRUE(h.empty());
}

TEST(Frozen, CopiesShareOneValueAndCompareByValue) {
  Frozen<std::vector<int>> a = std::vector<int>{1, 2};
  Frozen<std::vector<int>> b = a;
  EXPECT_EQ(&*a, &*b);  // shared, not copied
  Frozen<std::vector<int>> c = std::vector<int>{1, 2};
  EXPECT_TRUE(a == c);
  b = std::vector<int>{3};
  EXPECT_FALSE(a == b);
  EXPECT_EQ((*a)[0], 1);  // the old value is untouched
  b.reset();
  EXPECT_FALSE(b.has_value());
  EXPECT_TRUE(b == Frozen<std::vector<int>>{});
}

}  // namespace
}  // namespace kmr
