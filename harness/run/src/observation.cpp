#include "kmr/run/observation.hpp"

#include <algorithm>
#include <array>

#include "kmr/fen.hpp"

namespace kmr::harness {
namespace {

constexpr std::array<std::string_view, kFieldCount> kFieldNames = {
    "fen",  "turn", "phase",   "check",   "checkmate", "stalemate",   "game_over", "captured",
    "dead", "hand", "discard", "in_play", "marks",     "termination", "deck",
};

std::vector<std::string> card_ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  out.reserve(cards.size());
  for (CardRef c : cards) out.emplace_back(c->id);
  return out;
}

template <class T>
std::map<Side, T> both(auto&& of) {
  return {{Side::White, of(Side::White)}, {Side::Black, of(Side::Black)}};
}

}  // namespace

std::string_view to_string(Field f) { return kFieldNames[static_cast<std::size_t>(f)]; }

std::optional<Field> parse_field(std::string_view text) {
  const auto it = std::find(kFieldNames.begin(), kFieldNames.end(), text);
  if (it == kFieldNames.end()) return std::nullopt;
  return static_cast<Field>(it - kFieldNames.begin());
}

bool Query::asks(Field f) const { return std::find(fields.begin(), fields.end(), f) != fields.end(); }

Query query_for(const Expectation& e) {
  std::array<bool, kFieldCount> want{};
  auto need = [&](Field f) { want[static_cast<std::size_t>(f)] = true; };
  if (e.to_move || e.board || !e.at.empty() || e.castling_rights || e.en_passant || e.halfmove || e.fullmove)
    need(Field::Fen);
  if (e.turn) need(Field::Turn);
  if (e.phase) need(Field::Phase);
  if (e.check) need(Field::Check);
  if (e.checkmate) need(Field::Checkmate);
  if (e.stalemate) need(Field::Stalemate);
  if (e.game_over) need(Field::GameOver);
  if (e.termination) need(Field::Termination);
  if (!e.captured.empty() || !e.captured_includes.empty()) need(Field::Captured);
  if (!e.dead.empty()) need(Field::Dead);
  if (!e.hand.empty() || !e.hand_includes.empty()) need(Field::Hand);
  if (!e.discard.empty()) need(Field::Discard);
  if (!e.deck.empty()) need(Field::Deck);
  if (e.in_play || e.suspended || !e.in_play_includes.empty()) need(Field::InPlay);
  if (!e.marks.empty()) need(Field::Marks);
  Query q;
  for (std::size_t i = 0; i < kFieldCount; ++i)
    if (want[i]) q.fields.push_back(static_cast<Field>(i));
  for (const auto* squares : {&e.moves_from, &e.can_move, &e.cannot_move})
    for (const auto& [sq, ignored] : *squares) q.moves.push_back(sq);
  std::sort(q.moves.begin(), q.moves.end());
  q.moves.erase(std::unique(q.moves.begin(), q.moves.end()), q.moves.end());
  for (const auto& [sq, ignored] : e.marks) q.mark_squares.push_back(sq);
  return q;
}

Query refusal_query() {
  Query q;
  q.fields = {Field::Fen,  Field::Turn,    Field::Phase,  Field::Captured, Field::Dead,
              Field::Hand, Field::Discard, Field::InPlay, Field::Marks};
  for (Square s = 0; s < 64; ++s) q.mark_squares.push_back(s);
  return q;
}

Observation observe(const Game& game, const Query& q) {
  Observation o;
  for (Field f : q.fields) {
    switch (f) {
      case Field::Fen:
        o.fen = to_fen(game.position());
        break;
      case Field::Turn:
        o.turn = game.turn();
        break;
      case Field::Phase:
        o.phase = game.phase();
        break;
      case Field::Check:
        o.check = game.in_check();
        break;
      case Field::Checkmate:
        o.checkmate = game.checkmated();
        break;
      case Field::Stalemate:
        o.stalemate = game.stalemated();
        break;
      case Field::GameOver:
        o.game_over = game.game_over();
        break;
      case Field::Captured:
        o.captured = both<std::vector<PieceCode>>([&](Side s) { return game.captured(s); });
        break;
      case Field::Dead:
        o.dead = both<std::vector<PieceCode>>([&](Side s) { return game.dead(s); });
        break;
      case Field::Hand:
        o.hand = both<std::vector<std::string>>([&](Side s) { return card_ids(game.cards(s).hand); });
        break;
      case Field::Discard:
        o.discard = both<std::vector<std::string>>([&](Side s) { return card_ids(game.cards(s).discard); });
        break;
      case Field::InPlay: {
        std::vector<EffectSeen> effects;
        for (const Effect& fx : game.effects())
          // A regular card's lingering effect is not in play (R10.6).
          if (fx.continuing) effects.push_back(EffectSeen{std::string(fx.card->id), fx.owner, fx.suspended});
        o.in_play = std::move(effects);
        break;
      }
      case Field::Termination:
        o.termination = game.ending().termination;
        break;
      case Field::Deck:
        o.deck = both<std::vector<std::string>>([&](Side s) { return card_ids(game.cards(s).deck); });
        break;
      case Field::Marks: {
        std::map<Square, std::vector<std::string>> marks;
        for (Square s : q.mark_squares)
          if (auto m = game.marks_at(s); !m.empty()) marks.emplace(s, std::move(m));
        o.marks = std::move(marks);
        break;
      }
    }
  }
  for (Square s : q.moves) o.moves.emplace(s, game.destinations(s));
  return o;
}

std::string observed_changes(const Observation& a, const Observation& b) {
  std::string what;
  auto note = [&](bool differs, const std::string& part) {
    if (differs) what += (what.empty() ? "" : ", ") + part;
  };
  note(a.fen != b.fen, "the position");
  for (Side side : {Side::White, Side::Black}) {
    auto side_of = [side](const auto& zone) {
      using Items = typename std::decay_t<decltype(*zone)>::mapped_type;
      if (!zone) return Items{};
      const auto it = zone->find(side);
      return it == zone->end() ? Items{} : it->second;
    };
    note(side_of(a.hand) != side_of(b.hand) || side_of(a.discard) != side_of(b.discard) ||
             side_of(a.deck) != side_of(b.deck),
         std::string(to_string(side)) + "'s cards");
    note(side_of(a.captured) != side_of(b.captured) || side_of(a.dead) != side_of(b.dead),
         std::string(to_string(side)) + "'s lost pieces");
  }
  note(a.in_play != b.in_play, "the effects in play");
  note(a.marks != b.marks, "the marks on pieces");
  note(a.turn != b.turn || a.phase != b.phase, "where the turn stands");
  return what;
}

}  // namespace kmr::harness
