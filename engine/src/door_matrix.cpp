// The card x rule matrix (kmr/door_matrix.hpp): random play seeded with the
// effects that make the doors' general rules bite, every action traced at
// the doors and checked against those rules.
#include "kmr/door_matrix.hpp"

#include <algorithm>
#include <optional>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/door_rules.hpp"
#include "kmr/game.hpp"
#include "kmr/random_play.hpp"

namespace kmr {
namespace {

constexpr const char* kMoves = "(move)";

// Continuing effects that make a rule bite, laid in play before the game
// starts as if played (each in its own random place): protected pieces,
// NEUTRAL pieces, a merged pair, closed squares and walls, a Prince, a piece
// held in place, and two copies of a card in force.
struct Biter {
  const char* card;
  unsigned one_in;  // laid in one game in this many
};
constexpr Biter kBiters[] = {{"pacifism", 2},      {"pacifism", 3},  {"neutrality", 2},
                             {"neutrality", 3},    {"coup", 3},      {"forbidden-city", 2},
                             {"fortification", 3}, {"doomsayer", 3}, {"doomsayer", 4},
                             {"confabulation", 2}, {"medusa", 2},    {"fatal-attraction", 3},
                             {"truce", 8}};

Setup biting_setup(RandomPlayer& rp, const std::vector<std::string>& deal) {
  Setup s = rp.setup(deal);
  for (const Biter& b : kBiters) {
    if (rp.below(b.one_in) != 0) continue;
    const CardDef* card = find_card(b.card);
    if (!card || !card->behaviour) continue;
    auto base = Game::create(s);
    if (!base) return s;
    for (int tries = 0; tries < 8; ++tries) {
      const Side owner = rp.below(2) ? Side::White : Side::Black;
      Setup with = s;
      with.effects.push_back(EffectSetup{b.card, owner, rp.play(*base, *card, owner).choices});
      if (Game::create(with)) {
        s = std::move(with);
        break;
      }
    }
  }
  return s;
}

// The hands and decks of a game about `focus`: it fills most of each hand.
std::vector<std::string> deal_for(RandomPlayer& rp, const std::string& focus,
                                  const std::vector<std::string>& all) {
  std::vector<std::string> deal;
  for (int i = 0; i < 6; ++i) deal.push_back(focus);
  for (int i = 0; i < 4; ++i) deal.push_back(all[rp.below(all.size())]);
  return deal;
}

// Where the rules bite: the pieces the effects in play lie on (protected,
// NEUTRAL, held, merged, crowned or demoted by COUP) and the Kings, and the
// squares closed to every piece.
struct Bites {
  std::vector<Square> pieces;
  std::vector<Square> closed;
};

Bites bites_of(const Game& g) {
  Bites b;
  const Position& pos = g.position();
  for (Square s = 0; s < kSquareCount; ++s) {
    const PieceId id = pos.piece_at(s);
    if (id != kNoPiece && g.is_king(id)) b.pieces.push_back(s);
  }
  for (const Effect& fx : g.effects()) {
    for (PieceId id : fx.targets)
      if (id != kNoPiece && pos.piece(id).zone == Zone::Board) b.pieces.push_back(pos.piece(id).square);
    if (fx.choices.square && pos.piece_at(*fx.choices.square) == kNoPiece)
      b.closed.push_back(*fx.choices.square);
  }
  return b;
}

// Random choices aimed, half the time, at where a rule bites: a piece named
// (target, targets, the first move's piece) becomes one such piece, a square
// to land on (to, square, the first move's end) a closed one.
void aim(RandomPlayer& rp, const Game& g, CardChoices& c) {
  if (rp.below(2) != 0) return;
  const Bites b = bites_of(g);
  const auto one = [&](const std::vector<Square>& from) { return from[rp.below(from.size())]; };
  if (!b.pieces.empty()) {
    if (c.target) c.target = one(b.pieces);
    if (!c.targets.empty()) c.targets[rp.below(c.targets.size())] = one(b.pieces);
    if (!c.moves.empty() && rp.below(2) == 0) c.moves.front().from = one(b.pieces);
  }
  if (!b.closed.empty()) {
    if (c.to) c.to = one(b.closed);
    if (c.square) c.square = one(b.closed);
    if (!c.moves.empty() && rp.below(2) == 0) c.moves.front().to = one(b.closed);
  }
}

// A play of `card` by whoever may play it now, when either holds it.
std::optional<Action> play_of(RandomPlayer& rp, const Game& g, const CardDef& card) {
  for (Side by : {g.turn(), ~g.turn()}) {
    const auto& hand = g.cards(by).hand;
    if (std::find(hand.begin(), hand.end(), &card) == hand.end()) continue;
    if (g.timing_refusal(by, card)) continue;
    Action a = rp.play(g, card, by);
    aim(rp, g, a.choices);
    return a;
  }
  return std::nullopt;
}

std::uint64_t fnv1a(std::string_view text) {
  std::uint64_t h = 1469598103934665603u;
  for (const char ch : text) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211u;
  return h;
}

void note(DoorMatrix& m, const std::string& card, GeneralRule rule, const std::string& what) {
  MatrixCell& cell = m.rows[card].cells[rule];
  if (cell.broken++ == 0) cell.example = what;
}

}  // namespace

namespace {
constexpr MatrixExemption kExemptions[] = {
    {"bog", GeneralRule::Held,
     "BOG moves no piece of its own: it cuts short the move just made (R26.2), which a held piece could not "
     "have made, and what followed that move resolves again on the shortened one (R6.6)"},
    {"slippery-ground", GeneralRule::Held,
     "SLIPPERY GROUND moves no piece of its own: the piece just moved cannot stop where it arrived and "
     "carries on (the mirror of BOG, R26.2, R6.6); a held piece could not have made that move"},
    {"confabulation", GeneralRule::Protection,
     "CONFABULATION captures nothing: its capture door only books the part beneath as lost with its host, "
     "whose capture its own capturer judged (R11.9), or as captured when the shared square is not put "
     "right (R10.5)"},
    {"insubstantiality", GeneralRule::Protection,
     "INSUBSTANTIALITY captures nothing: its capture door only books the lifted piece as captured when a "
     "card's move took its square so it cannot come back (R10.5 by analogy); no capture effect acts on it"},
};
}  // namespace

std::span<const MatrixExemption> matrix_exemptions() { return kExemptions; }

RuleSet required_rules(const CardDef& card) {
  RuleSet out;
  if (!card.behaviour) return out;
  const DoorSet doors = card.behaviour->doors;
  if (doors.empty()) return out;
  for (GeneralRule r : {GeneralRule::Protection, GeneralRule::Held, GeneralRule::Copies}) {
    const Door door = r == GeneralRule::Protection ? Door::Capture
                      : r == GeneralRule::Held     ? Door::CardMove
                                                   : Door::NameEffect;
    const bool exempt =
        std::any_of(std::begin(kExemptions), std::end(kExemptions),
                    [&](const MatrixExemption& e) { return e.card == card.id && e.rule == r; });
    if (doors.has(door) && !exempt) out.add(r);
  }
  return out;
}

std::vector<std::pair<std::string, GeneralRule>> DoorMatrix::unreached() const {
  std::vector<std::pair<std::string, GeneralRule>> out;
  for (const auto& [id, row] : rows)
    for (GeneralRule r : kAllGeneralRules)
      if (const CardDef* card = find_card(id); card && required_rules(*card).has(r)) {
        const auto it = row.cells.find(r);
        if (it == row.cells.end() || it->second.bit == 0) out.emplace_back(id, r);
      }
  return out;
}

std::vector<std::string> DoorMatrix::violations() const {
  std::vector<std::string> out;
  for (const auto& [card, row] : rows) {
    for (Door d : kAllDoors)
      if (row.passed.has(d) && !row.declared.has(d))
        out.push_back(card + ": passes the " + std::string(to_string(d)) +
                      " door, which its behaviour does not name");
    for (const auto& [rule, cell] : row.cells)
      if (cell.broken > 0)
        out.push_back(card + ": " + std::to_string(cell.broken) + " breach(es) of " +
                      std::string(to_string(rule)) + ", first: " + cell.example);
  }
  return out;
}

DoorMatrix fill_door_matrix(const MatrixOptions& options) {
  DoorMatrix m;
  const std::vector<std::string> all = implemented_card_ids();
  const std::vector<std::string>& focus = options.cards.empty() ? all : options.cards;
  for (const std::string& id : focus) {
    const CardDef* card = find_card(id);
    if (!card || !card->behaviour) continue;
    m.rows[id].declared = card->behaviour->doors;
  }
  std::vector<DoorPass> passes;
  for (std::size_t c = 0; c < focus.size(); ++c) {
    const CardDef* card = find_card(focus[c]);
    if (!card || !card->behaviour || !card->behaviour->play) continue;
    for (int n = 0; n < options.games_per_card; ++n) {
      // A card's games depend on the seed and the card alone, so that
      // `--cards ID` replays the games of the whole matrix for that card.
      RandomPlayer rp(options.seed * 1000003u + fnv1a(focus[c]) * 101u + static_cast<unsigned>(n));
      auto made = Game::create(biting_setup(rp, deal_for(rp, focus[c], all)));
      if (!made) continue;
      Game g = std::move(*made);
      ++m.games;
      for (int step = 0; step < options.steps && g.game_over() == GameOver::None; ++step) {
        std::optional<Action> a;
        if (rp.below(5) < 2) a = play_of(rp, g, *card);
        if (!a) a = rp.action(g);
        const Game before = g;
        passes.clear();
        g.trace_doors(&passes);
        const Result r = g.apply(*a);
        g.trace_doors(nullptr);
        ++m.actions;
        if (a->kind == ActionKind::Play) {
          MatrixRow& row = m.rows[a->card];
          ++row.plays;
          if (r.outcome != Outcome::Rejected) ++row.accepted;
        }
        for (const DoorPass& p : passes) {
          MatrixRow& row = m.rows[std::string(p.card->id)];
          if (p.card->behaviour) row.declared = p.card->behaviour->doors;
          row.passed.add(p.doors);
          for (GeneralRule rule : kAllGeneralRules)
            if (p.rules.has(rule)) ++row.cells[rule].bit;
        }
        std::vector<std::string> found = check_door_step(before, *a, r, g);
        if (r.outcome != Outcome::Rejected)
          for (auto& f : check_door_rules(g)) found.push_back(std::move(f));
        for (const std::string& f : found) {
          const auto rule = rule_of_finding(f);
          if (!rule) continue;
          const std::string where = " (seed " + std::to_string(options.seed) + ", card " + focus[c] +
                                    ", game " + std::to_string(n) + ", step " + std::to_string(step) + ")";
          // Blamed on the cards that acted; on a regular move when none did.
          if (passes.empty() && a->kind != ActionKind::Play) note(m, kMoves, *rule, f + where);
          if (a->kind == ActionKind::Play) note(m, a->card, *rule, f + where);
          for (const DoorPass& p : passes)
            if (a->kind != ActionKind::Play || p.card->id != a->card)
              note(m, std::string(p.card->id), *rule, f + where);
        }
      }
    }
  }
  return m;
}

}  // namespace kmr
