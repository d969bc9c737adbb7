#include "kmr/choice_search.hpp"

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_names.hpp"

namespace kmr {
namespace {

using Assign = std::function<void(CardChoices&)>;

// The values one choice key can take, as setters; the side's own pieces
// first, since most cards act on them.
std::vector<Assign> domain(const Game& g, Side side, unsigned key) {
  std::vector<Assign> out;
  const Position& pos = g.position();
  std::vector<Square> pieces, squares;
  for (int own = 1; own >= 0; --own)
    for (Square s = 0; s < kSquareCount; ++s) {
      const PieceId id = pos.piece_at(s);
      if (id != kNoPiece && (pos.piece(id).owner == side) == (own == 1)) pieces.push_back(s);
    }
  for (Square s = 0; s < kSquareCount; ++s) squares.push_back(s);
  switch (key) {
    case kChooseTarget:
      for (Square s : pieces) out.push_back([s](CardChoices& c) { c.target = s; });
      break;
    case kChooseTargets:
      for (Square s : pieces) out.push_back([s](CardChoices& c) { c.targets = {s}; });
      for (std::size_t i = 0; i < pieces.size(); ++i)
        for (std::size_t j = i + 1; j < pieces.size(); ++j)
          out.push_back([a = pieces[i], b = pieces[j]](CardChoices& c) { c.targets = {a, b}; });
      break;
    case kChooseTo:
      for (Square s : squares) out.push_back([s](CardChoices& c) { c.to = s; });
      break;
    case kChooseSquare:
      for (Square s : squares) out.push_back([s](CardChoices& c) { c.square = s; });
      break;
    case kChooseMove:  // one move; a card reading `moves` takes it as a list of one
      for (Square from : pieces)
        for (Square to : squares)
          if (to != from)
            out.push_back([from, to](CardChoices& c) { c.moves = {MoveRequest{from, to, std::nullopt}}; });
      break;
    case kChooseWall:
      for (Square s : squares) {
        if (file_of(s) < 7) out.push_back([s](CardChoices& c) { c.wall = std::pair{s, Square(s + 1)}; });
        if (rank_of(s) < 7) out.push_back([s](CardChoices& c) { c.wall = std::pair{s, Square(s + 8)}; });
      }
      break;
    case kChoosePiece:
      for (const char* n : {"pawn", "knight", "bishop", "rook", "queen", "king"})
        out.push_back([n](CardChoices& c) { c.piece = n; });
      break;
    case kChooseCard:
      out.push_back([](CardChoices& c) { c.card = "last"; });
      for (CardRef h : g.cards(side).hand)
        out.push_back([id = std::string(h->id)](CardChoices& c) { c.card = id; });
      break;
    case kChooseRotate:
      out.push_back([](CardChoices& c) { c.rotate = Rotation::Clockwise; });
      out.push_back([](CardChoices& c) { c.rotate = Rotation::CounterClockwise; });
      break;
    case kChoosePromote:
      for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
        out.push_back([r](CardChoices& c) { c.promote = r; });
      break;
    case kChooseEffect:  // each effect in play by the words that name it alone (R10.7)
      for (std::size_t i = 0; i < g.effects().size(); ++i)
        out.push_back([w = effect_words(g, i)](CardChoices& c) { c.effect = w; });
      break;
    default:
      break;  // announce: nothing to name is always a choice
  }
  return out;
}

// The odometer over a card's choice domains: keys one at a time, then
// together, each key also left unset (many cards read a key only in some
// cases). Calls `visit(action)` for each set until it returns true or
// `budget` sets were tried; says whether every set was tried.
template <class Visit>
bool each_choice_set(const Game& game, Side side, const CardDef& card, int budget, int& tried, Visit visit) {
  Action a;
  a.kind = ActionKind::Play;
  a.by = side;
  a.card = std::string(card.id);
  std::vector<std::vector<Assign>> domains;
  // Both move keys fill the same list: one domain, of single moves.
  unsigned reads = card.behaviour->choices.reads;
  // A copy reads the keys of the card it copies (what it cannot copy now
  // it refuses whatever the choices: none are tried beyond the bare play).
  if (card.behaviour->copies) {
    const CardDef* copied = card.behaviour->copies(game, side);
    reads = copied && copied->behaviour && !copied->behaviour->copies ? copied->behaviour->choices.reads : 0u;
  }
  if (reads & kChooseAnyMove) reads = (reads & ~kChooseAnyMove) | kChooseMove;
  for (unsigned bit = 1; bit != 0 && bit <= kChooseEveryKey; bit <<= 1)
    if (reads & bit) {
      std::vector<Assign> d = domain(game, side, bit);
      d.insert(d.begin(), [](CardChoices&) {});
      domains.push_back(std::move(d));
    }
  std::vector<std::size_t> at(domains.size(), 0);
  for (tried = 0; tried < budget;) {
    a.choices = {};
    for (std::size_t k = 0; k < domains.size(); ++k) domains[k][at[k]](a.choices);
    ++tried;
    if (visit(a)) return false;
    std::size_t k = 0;
    while (k < domains.size() && ++at[k] == domains[k].size()) at[k++] = 0;
    if (k == domains.size()) return true;  // every combination tried
  }
  return false;
}

}  // namespace

ChoiceSearch search_choices(const Game& game, Side side, const CardDef& card, const ChoiceQuery& query) {
  ChoiceSearch out;
  if (!card.behaviour || !card.behaviour->play || game.timing_refusal(side, card)) {
    out.exhaustive = true;
    return out;
  }
  int tried = 0;
  out.exhaustive = each_choice_set(game, side, card, query.budget, tried, [&](const Action& a) {
    Game after = game;
    if (after.apply(a, query.mode).outcome != Outcome::Rejected && (!query.wanted || query.wanted(after))) {
      out.found = a.choices;
      return true;
    }
    return false;
  });
  return out;
}

ChoiceListing list_choices(const Game& game, Side side, const CardDef& card, int budget,
                           const std::function<bool()>& interrupted) {
  ChoiceListing out;
  // What no choice can change (rows 1 to 4b: the game over, the card not
  // in hand or not implemented, its window shut, his card played) is
  // answered once, for the card with no choices.
  Action bare;
  bare.kind = ActionKind::Play;
  bare.by = side;
  bare.card = std::string(card.id);
  Result first = game.probe(bare);
  const bool whatever_chosen = first.cause == Cause::GameOver || first.cause == Cause::NotInHand ||
                               first.cause == Cause::NotImplemented || first.cause == Cause::WrongWindow ||
                               first.cause == Cause::CardLimit;
  if (!card.behaviour || !card.behaviour->play || (!first.ok() && whatever_chosen)) {
    out.refusal = std::move(first);
    return out;
  }
  if (auto refused = game.timing_refusal(side, card)) {
    out.refusal = std::move(refused);
    return out;
  }
  // Choice sets that leave the same table with the same answer are one
  // choice (a key the card did not need, two targets named in either order):
  // listed once, as first tried, with the fewest keys set.
  std::unordered_map<std::string, std::vector<std::size_t>> same_answer;
  std::vector<TableState> tables;
  constexpr int kAskEvery = 64;  // choice sets tried between two questions to `interrupted`
  const bool all = each_choice_set(game, side, card, budget, out.tried, [&](const Action& a) {
    if (interrupted && out.tried % kAskEvery == 0 && interrupted()) return true;
    Game after = game;
    Result r = after.apply(a);
    if (r.outcome == Outcome::Rejected) return false;
    std::string key = std::string(to_string(r.outcome)) + '\n' + r.rule + '\n' + r.detail;
    for (const std::string& e : r.events) key += '\n' + e;
    std::vector<std::size_t>& seen = same_answer[key];
    for (std::size_t i : seen)
      if (tables[i] == after.table()) return false;
    seen.push_back(out.options.size());
    tables.push_back(after.table());
    out.options.push_back({a.choices, std::move(r)});
    return false;
  });
  out.cut = !all;
  return out;
}

std::optional<CardChoices> find_playable_choices(const Game& game, Side side, const CardDef& card, int budget,
                                                 Probe mode) {
  return search_choices(game, side, card, ChoiceQuery{budget, mode, {}}).found;
}

}  // namespace kmr
