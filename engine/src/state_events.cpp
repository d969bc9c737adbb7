#include "kmr/state_events.hpp"

#include <algorithm>
#include <map>

namespace kmr {
namespace {

void add(std::vector<std::string>& events, std::string e) {
  // A change the action's own code already named (a move's capture) is not told twice.
  if (std::none_of(events.begin(), events.end(), [&](const std::string& x) { return x.find(e) != x.npos; }))
    events.push_back(std::move(e));
}

std::string letter(const Piece& p) {
  const char c = role_letter(p.role, p.owner);
  return std::string(1, c);
}

std::string place(const Position& pos, const Effect& fx) {
  std::string squares;
  for (PieceId id : fx.targets)
    if (id != kNoPiece && pos.piece(id).zone == Zone::Board)
      squares += (squares.empty() ? "" : ", ") + square_name(pos.piece(id).square);
  if (!squares.empty()) return " on " + squares;
  if (fx.choices.wall)
    return " at " + square_name(fx.choices.wall->first) + "-" + square_name(fx.choices.wall->second);
  if (fx.choices.square) return " on " + square_name(*fx.choices.square);
  return {};
}

// Where a piece stood last: the end of its last move this action, or its square before.
std::string last_square(const TableState& a, const TableState& b, PieceId id) {
  const std::size_t from = b.log.moves.size() >= a.log.moves.size() ? a.log.moves.size() : 0;
  for (std::size_t i = b.log.moves.size(); i-- > from;)
    if (b.log.moves[i].piece == id) return square_name(b.log.moves[i].to);
  return square_name(a.position.piece(id).square);
}

void pieces(const TableState& ta, const TableState& tb, std::vector<std::string>& events) {
  const Position& a = ta.position;
  const Position& b = tb.position;
  const int n = std::max(a.piece_count(), b.piece_count());
  for (int k = 0; k < n; ++k) {
    const auto id = static_cast<PieceId>(k);
    const Piece& was = a.piece(id);
    const Piece& now = b.piece(id);
    if (k >= a.piece_count()) {
      if (now.zone == Zone::Board) add(events, letter(now) + " put on " + square_name(now.square));
      continue;
    }
    const std::string at = was.zone == Zone::Board ? last_square(ta, tb, id) : std::string();
    if (was.zone == Zone::Board && now.zone == Zone::Captured)
      add(events, "captured " + letter(was) + " on " + at);
    else if (was.zone == Zone::Board && now.zone == Zone::Dead)
      add(events, letter(was) + " on " + at + " is dead (out of the game)");
    else if (was.zone == Zone::Board && now.zone == Zone::Aside)
      add(events, letter(was) + " on " + at + " is set aside");
    else if (was.zone != Zone::Board && now.zone == Zone::Board)
      add(events, letter(now) + " put on " + square_name(now.square));
    if (was.zone != Zone::Board || now.zone != Zone::Board) continue;
    if (was.owner != now.owner)
      add(events, letter(was) + " on " + square_name(now.square) + " now belongs to " +
                      std::string(to_string(now.owner)));
    else if (was.role != now.role)
      add(events, letter(was) + " on " + square_name(now.square) + " becomes " + letter(now));
  }
}

void effects(const TableState& a, const TableState& b, std::vector<std::string>& events) {
  std::map<std::uint32_t, const Effect*> before;
  for (const Effect& fx : a.effects) before[fx.sequence] = &fx;
  std::map<std::uint32_t, const Effect*> after;
  for (const Effect& fx : b.effects) after[fx.sequence] = &fx;
  for (const auto& [seq, fx] : before) {
    const std::string name(fx->card->name);
    auto it = after.find(seq);
    if (it == after.end()) {
      add(events, name + place(a.position, *fx) + (fx->continuing ? " ends" : ": its effect lapses"));
    } else if (fx->suspended != it->second->suspended) {
      add(events,
          name + place(b.position, *it->second) + (it->second->suspended ? " is suspended" : " resumes"));
    }
  }
  for (const auto& [seq, fx] : after)
    if (!before.count(seq) && fx->continuing)
      add(events, std::string(fx->card->name) + " comes into play" + place(b.position, *fx));
}

void draws(const TableState& a, const TableState& b, std::vector<std::string>& events) {
  for (Side side : {Side::White, Side::Black}) {
    const auto i = static_cast<std::size_t>(index(side));
    std::vector<CardRef> left = a.cards[i].hand;
    for (CardRef c : b.cards[i].hand) {
      auto it = std::find(left.begin(), left.end(), c);
      if (it != left.end()) {
        left.erase(it);
        continue;
      }
      // Drawn from a deck; a card that came from elsewhere (taken back, VULTURE) says so itself.
      const auto& deck = a.common_deck ? *a.common_deck : a.cards[i].deck;
      if (std::find(deck.begin(), deck.end(), c) != deck.end())
        add(events, std::string(to_string(side)) + " draws " + std::string(c->id));
      else
        add(events, std::string(c->id) + " goes to " + std::string(to_string(side)) + "'s hand");
    }
  }
}

}  // namespace

void describe_changes(const TableState& before, const TableState& after, std::vector<std::string>& events) {
  pieces(before, after, events);
  effects(before, after, events);
  draws(before, after, events);
}

}  // namespace kmr
