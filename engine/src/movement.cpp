#include "kmr/movement.hpp"

#include <array>

namespace kmr {
namespace {

decltype(Movement::slides) slides(std::initializer_list<Step> dirs) {
  decltype(Movement::slides) out;
  for (Step d : dirs) out.push_back(Slide{d});
  return out;
}

constexpr std::initializer_list<Step> kOrthogonal = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr std::initializer_list<Step> kDiagonal = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

std::array<Movement, kRoleCount> make_table() {
  std::array<Movement, kRoleCount> t;
  t[index(Role::Pawn)].pawn = true;
  t[index(Role::Knight)].leaps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  t[index(Role::Bishop)].slides = slides(kDiagonal);
  t[index(Role::Rook)].slides = slides(kOrthogonal);
  t[index(Role::Queen)].slides =
      slides({{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
  t[index(Role::King)].leaps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  t[index(Role::King)].castles = true;
  // A Princess moves like a Queen, one or two squares at a time (PRINCESS).
  for (Slide sl : slides({{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}})) {
    sl.max_range = 2;
    t[index(Role::Princess)].slides.push_back(sl);
  }
  return t;
}

}  // namespace

const Movement& standard_movement(Role role) {
  static const std::array<Movement, kRoleCount> kTable = make_table();
  return kTable[static_cast<std::size_t>(index(role))];
}

}  // namespace kmr
