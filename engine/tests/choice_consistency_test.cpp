// The choice declarations against the cards' own code (CardBehaviour::play,
// called directly, past the pipeline's check of the keys): over random play,
// every card play that stands is replayed with each key it was given taken
// away, and with each key it does not declare added. A required key taken
// away must leave the card unable to act; each declared key must change the
// answer in some play; an undeclared key must never change it. So a
// declaration says what the code reads, no more and no less, as far as
// random play reaches.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/fen.hpp"
#include "kmr/random_play.hpp"

namespace kmr {
namespace {

struct Answer {
  Outcome outcome;
  std::string fen;
  std::vector<std::string> events;
  // The effects laid, with the choices they keep: a key read only when the
  // effect acts later (UNDER ELF HILL's square) changes what is laid.
  std::vector<Effect> effects;
  bool operator==(const Answer&) const = default;
};

void clear(CardChoices& c, ChoiceKey k) {
  switch (k) {
    case kChooseTarget:
      c.target.reset();
      break;
    case kChooseTargets:
      c.targets.clear();
      break;
    case kChooseTo:
      c.to.reset();
      break;
    case kChooseMove:
    case kChooseMoves:
      c.moves.clear();
      break;
    case kChooseSquare:
      c.square.reset();
      break;
    case kChooseWall:
      c.wall.reset();
      break;
    case kChoosePiece:
      c.piece.reset();
      break;
    case kChooseCard:
      c.card.reset();
      break;
    case kChooseRotate:
      c.rotate.reset();
      break;
    case kChoosePromote:
      c.promote.reset();
      break;
    case kChooseAnnounce:
      c.announce.clear();
      break;
    case kChooseRefuse:
      c.refuse = false;
      break;
    case kChooseEffect:
      c.effect.reset();
      break;
  }
}

// The card's play on a copy of `g`. The effects laid keep the choices the
// card declares (an effect may keep every choice given, read or not).
Answer direct(const Game& g, Side by, const CardDef& card, const CardChoices& c) {
  Game trial = g;
  CardPlay p(trial, by, card, c);
  const Result r = card.behaviour->play(p);
  std::vector<Effect> effects = trial.effects();
  for (Effect& fx : effects)
    for (const ChoiceKeyInfo& k : choice_keys())
      if (!(card.behaviour->choices.reads & k.key)) clear(fx.choices, k.key);
  return {r.outcome, to_fen(trial.position()), p.take_events(), std::move(effects)};
}

// A plausible value for a key the card does not declare: a square of one of
// the player's pieces, a move of it, a card of his hand.
void fill(CardChoices& c, ChoiceKey k, const Game& g, Side by) {
  Square s = 0;
  for (Square q = 0; q < kSquareCount; ++q)
    if (const PieceId id = g.position().piece_at(q); id != kNoPiece && g.position().piece(id).owner == by)
      s = q;
  const Square t = static_cast<Square>(s < 56 ? s + 8 : s - 8);
  switch (k) {
    case kChooseTarget:
      c.target = s;
      break;
    case kChooseTargets:
      c.targets = {s, t};
      break;
    case kChooseTo:
      c.to = t;
      break;
    case kChooseMove:
    case kChooseMoves:
      c.moves = {MoveRequest{s, t, std::nullopt}};
      break;
    case kChooseSquare:
      c.square = t;
      break;
    case kChooseWall:
      c.wall = std::pair{s, t};
      break;
    case kChoosePiece:
      c.piece = "rook";
      break;
    case kChooseCard:
      c.card = "last";
      break;
    case kChooseRotate:
      c.rotate = Rotation::Clockwise;
      break;
    case kChoosePromote:
      c.promote = Role::Knight;
      break;
    case kChooseAnnounce:
      if (!g.cards(by).hand.empty()) c.announce = {std::string(g.cards(by).hand.front()->id)};
      break;
    case kChooseRefuse:
      c.refuse = true;
      break;
    case kChooseEffect:
      if (!g.effects().empty()) c.effect = std::string(g.effects().front().card->id);
      break;
  }
}

// The key given another value: an empty square for a piece, another square,
// another end for the first move, a card the player never holds, a King to
// promote to. A card that reads the key answers differently in some play.
void alter(CardChoices& c, ChoiceKey k, const Game& g) {
  const Position& pos = g.position();
  auto other = [&](Square s) {
    for (Square q = 0; q < kSquareCount; ++q)
      if (q != s && pos.piece_at(q) == kNoPiece) return q;
    return static_cast<Square>(s ^ 1);
  };
  switch (k) {
    case kChooseTarget:
      c.target = other(*c.target);
      break;
    case kChooseTargets:
      c.targets.front() = other(c.targets.front());
      break;
    case kChooseTo:
      c.to = other(*c.to);
      break;
    case kChooseMove:
    case kChooseMoves:
      c.moves.front().to = other(c.moves.front().to);
      break;
    case kChooseSquare:
      c.square = other(*c.square);
      break;
    case kChooseWall:
      c.wall = std::pair{other(c.wall->first), c.wall->first};
      break;
    case kChoosePiece:
      c.piece = *c.piece == "king" ? "queen" : "king";
      break;
    case kChooseCard:
      c.card = "phalanx";
      break;
    case kChooseRotate:
      c.rotate = c.rotate == Rotation::Clockwise ? Rotation::CounterClockwise : Rotation::Clockwise;
      break;
    case kChoosePromote:
      c.promote = Role::King;
      break;
    case kChooseAnnounce:
      c.announce = {"phalanx"};
      break;
    case kChooseRefuse:
      c.refuse = !c.refuse;
      break;
    case kChooseEffect:
      c.effect = "phalanx";  // an effect never in play
      break;
  }
}

struct Tally {
  int seen = 0;      // plays that stood with the key given
  int mattered = 0;  // of those, plays whose answer changed without it, or with another value
};

TEST(ChoiceConsistency, DeclarationsSayWhatTheCardsCodeReads) {
  const std::vector<std::string> cards = implemented_card_ids();
  std::map<std::pair<std::string, std::string>, Tally> tally;
  std::vector<std::string> broken;
  std::set<std::string> stood;
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    RandomPlayer player(seed);
    auto created = Game::create(player.setup(cards));
    ASSERT_TRUE(created) << created.error().message;
    Game g = std::move(created).value();
    for (int step = 0; step < 120 && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      Game next = g;
      const Result r = next.apply(a);
      if (a.kind == ActionKind::Play && r.outcome != Outcome::Rejected && a.by) {
        const CardDef& card = *find_card(a.card);
        stood.insert(std::string(card.id));
        const ChoiceSpec& spec = card.behaviour->choices;
        const Answer full = direct(g, *a.by, card, a.choices);
        const unsigned given = choice_keys_given(a.choices, spec.reads);
        std::ostringstream where;
        where << card.id << " (seed " << seed << ", step " << step << ")";
        for (const ChoiceKeyInfo& k : choice_keys()) {
          // Both move keys fill one list: the key given is the one checked;
          // a card reading neither is given one move.
          const bool move_key = (k.key & kChooseAnyMove) != 0;
          if (move_key && (spec.reads & kChooseAnyMove) && !(given & k.key)) continue;
          if (move_key && !(spec.reads & kChooseAnyMove) && k.key == kChooseMoves) continue;
          CardChoices c = a.choices;
          if (given & k.key) {
            clear(c, k.key);
            const Answer without = direct(g, *a.by, card, c);
            CardChoices changed = a.choices;
            alter(changed, k.key, g);
            Tally& t = tally[{std::string(card.id), std::string(k.name)}];
            ++t.seen;
            if (!(without == full) || !(direct(g, *a.by, card, changed) == full)) ++t.mattered;
            if ((spec.required & k.key) && full.outcome != Outcome::Rejected &&
                without.outcome != Outcome::Rejected)
              broken.push_back(where.str() + ": '" + std::string(k.name) +
                               "' is declared required, but the card acts without it");
          } else if (!(spec.reads & k.key)) {
            fill(c, k.key, g, *a.by);
            if (!(direct(g, *a.by, card, c) == full))
              broken.push_back(where.str() + ": '" + std::string(k.name) +
                               "' is not declared, but giving it changes what the card does");
          }
        }
      }
      if (r.outcome != Outcome::Rejected) g = std::move(next);
    }
  }
  std::set<std::string> unseen;
  for (const CardDef* c : all_cards()) {
    const ChoiceSpec* spec = choice_spec(*c);
    if (!spec) continue;
    // A card that never stands is never checked: its declaration may refuse
    // what its code and its random choices need (a key it reads undeclared).
    if (!stood.count(std::string(c->id)))
      broken.push_back(std::string(c->id) + ": no play of it stood in random play");
    for (const ChoiceKeyInfo& k : choice_keys()) {
      if (!(spec->reads & k.key)) continue;
      const auto it = tally.find({std::string(c->id), std::string(k.name)});
      if (it == tally.end() || it->second.seen == 0) {
        unseen.insert(std::string(c->id) + ":" + std::string(k.name));
        continue;
      }
      if (it->second.seen >= 3 && it->second.mattered == 0)
        broken.push_back(std::string(c->id) + ": '" + std::string(k.name) + "' is declared, but in " +
                         std::to_string(it->second.seen) +
                         " plays the answer never changed without it or with another value");
    }
  }
  std::string report;
  for (const std::string& b : broken) report += "\n  " + b;
  EXPECT_TRUE(broken.empty()) << report;
  std::string gaps;
  for (const std::string& u : unseen) gaps += " " + u;
  // Keys random play never gave to a play that stood: not checked here.
  RecordProperty("unexercised", gaps);
  std::cout << "choice keys random play did not exercise:" << gaps << '\n';
}

}  // namespace
}  // namespace kmr
