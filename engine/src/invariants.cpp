#include "kmr/invariants.hpp"

#include "kmr/choice_search.hpp"

#include <algorithm>
#include <map>
#include <string_view>

#include "kmr/card_behaviour.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/door_rules.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/replay_check.hpp"

namespace kmr {
namespace {

std::string square_text(Square s) { return s < kOffBoard ? square_name(s) : std::string("off the board"); }

void check_pieces(const Position& pos, std::vector<std::string>& out) {
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = pos.piece(id);
    if (p.zone == Zone::Board) {
      if (p.square >= kOffBoard || pos.piece_at(p.square) != id)
        out.push_back("piece " + std::to_string(i) + " is on the board at " + square_text(p.square) +
                      " but the board does not hold it there");
    } else if (p.square != kOffBoard) {
      out.push_back("piece " + std::to_string(i) + " is off the board but has the square " +
                    square_name(p.square));
    }
  }
  for (Square s = 0; s < kOffBoard; ++s) {
    const PieceId id = pos.piece_at(s);
    const bool bit = (pos.occupied() >> s) & 1u;
    if (id == kNoPiece) {
      if (bit) out.push_back(square_name(s) + " is empty but marked occupied");
      continue;
    }
    if (id >= pos.piece_count() || pos.piece(id).zone != Zone::Board || pos.piece(id).square != s) {
      out.push_back(square_name(s) + " holds piece " + std::to_string(id) + ", which is not there");
      continue;
    }
    const Piece& p = pos.piece(id);
    if (!bit || !((pos.pieces(p.owner) >> s) & 1u) || !((pos.pieces(p.role) >> s) & 1u))
      out.push_back(square_name(s) + ": the board's indexes disagree with the piece on it");
  }
}

std::map<std::string_view, int> card_counts(const Game& g) {
  std::map<std::string_view, int> n;
  const TableState& t = g.table();
  for (const PlayerCards& pc : t.cards) {
    for (CardRef c : pc.hand) ++n[c->id];
    for (CardRef c : pc.deck) ++n[c->id];
    for (CardRef c : pc.discard) ++n[c->id];
  }
  if (t.common_deck)
    for (CardRef c : *t.common_deck) ++n[c->id];
  for (const Effect& fx : t.effects)
    if (fx.continuing && !fx.proxy) ++n[fx.table_card()->id];
  return n;
}

// The same cards as a sorted list: cheaper to build and compare on every
// step; card_counts says what differs when they do.
std::vector<std::string_view> card_ids(const Game& g) {
  std::vector<std::string_view> ids;
  const TableState& t = g.table();
  for (const PlayerCards& pc : t.cards)
    for (const auto* pile : {&pc.hand, &pc.deck, &pc.discard})
      for (CardRef c : *pile) ids.push_back(c->id);
  if (t.common_deck)
    for (CardRef c : *t.common_deck) ids.push_back(c->id);
  for (const Effect& fx : t.effects)
    if (fx.continuing && !fx.proxy) ids.push_back(fx.table_card()->id);
  std::sort(ids.begin(), ids.end());
  return ids;
}

Action of_kind(ActionKind kind, Side by) {
  Action a;
  a.kind = kind;
  a.by = by;
  return a;
}

}  // namespace

std::string some_legal_action(const Game& g) {
  const Side side = g.turn();
  auto works = [&](const Action& a) { return g.probe(a).outcome != Outcome::Rejected; };
  // A piece taken off in secret: it is named back first (R28.1), rightly or not.
  if (const auto& hidden = g.hidden()) {
    Action a = of_kind(ActionKind::Recall, ~hidden->known_to);  // who looked away answers
    a.word = "pawn";
    a.square = hidden->from;
    return works(a) ? "recall" : std::string();
  }
  if (g.phase() == Phase::AfterMove && works(of_kind(ActionKind::EndTurn, side))) return "end-turn";
  if (g.to_move() == side) {
    for (const Move& m : g.legal_moves()) {
      Action a = of_kind(ActionKind::Move, side);
      a.move = MoveRequest{m.from, m.to,
                           m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
      if (works(a)) return "move " + to_string(a.move);
    }
    // A move that leaves his King in check is his too while a card of his
    // could still remove the check this turn (R13.2).
    MoveList pseudo;
    generate_generic(g.position(), g.rules(), EffectRules(g.effects()), pseudo, Legality::Pseudo);
    for (const Move& m : pseudo) {
      Action a = of_kind(ActionKind::Move, side);
      a.move = MoveRequest{m.from, m.to,
                           m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
      if (works(a)) return "move " + to_string(a.move) + " (a card to remove the check)";
    }
  }
  for (CardRef c : g.cards(side).hand) {
    Action a = of_kind(ActionKind::Play, side);
    a.card = std::string(c->id);
    if (works(a)) return "play " + a.card;
    a.kind = ActionKind::Discard;
    if (works(a)) return "discard " + a.card;
  }
  // A card he may play now with some choices: searched for, as the engine
  // does when it binds him to play one. A search that ran out of budget
  // before trying every choice is not called a violation.
  for (CardRef c : g.cards(side).hand) {
    if (!c->behaviour || !c->behaviour->play) continue;
    const ChoiceSearch found = search_choices(g, side, *c, ChoiceQuery{1024, Probe::Judged, {}});
    if (found.found) return "play " + std::string(c->id) + " (with choices found by search)";
    if (!found.exhaustive) return "play " + std::string(c->id) + " (some choices not tried)";
  }
  return {};
}

namespace {

// check_game, with the replay judged by `rebuilds` (a whole replay, or the
// self-check's incremental one, which gives the same verdict).
template <class Rebuilds>
std::vector<std::string> game_checks(const Game& g, Rebuilds rebuilds) {
  std::vector<std::string> out;
  check_pieces(g.position(), out);
  for (auto& f : check_door_rules(g)) out.push_back(std::move(f));
  const Position& pos = g.position();
  for (const Effect& fx : g.effects()) {
    // An effect that says when it ends (an AMAZON lasts while one of her
    // Queens does) may outlive some of its pieces; the others end when one leaves.
    if (fx.card->behaviour && (fx.card->behaviour->ended || fx.card->behaviour->ended_at_doors)) continue;
    for (PieceId id : fx.targets) {
      if (id == kNoPiece) continue;
      if (id >= pos.piece_count()) {
        out.push_back(std::string(fx.card->name) + " points at piece " + std::to_string(id) +
                      ", which does not exist");
        continue;
      }
      const Zone z = pos.piece(id).zone;
      if (z != Zone::Board && z != Zone::Aside)
        out.push_back(std::string(fx.card->name) + " is in force on piece " + std::to_string(id) +
                      ", which has left the game (" + (z == Zone::Dead ? "dead" : "captured") + ")");
    }
  }
  const Game copy = g;
  if (!(copy == g)) out.push_back("a copy of the game differs from it");
  if (!rebuilds()) out.push_back("replaying the turn from its start does not rebuild the game");
  if (g.game_over() == GameOver::None && some_legal_action(g).empty()) {
    const Side side = g.turn();
    std::string hand;
    for (CardRef c : g.cards(side).hand) hand.append(" ").append(c->id);
    const auto i = static_cast<std::size_t>(index(side));
    out.push_back("the game is not over, but " + std::string(to_string(side)) + " has no legal action (" +
                  std::string(to_string(g.phase())) + ", " + std::to_string(g.legal_moves().size()) +
                  " legal moves, " + (g.exposed(side) ? "in check" : "not in check") + ", cards played " +
                  std::to_string(g.table().cards_played[i]) + ", extra " +
                  std::to_string(g.table().extra_cards[i]) + ", hand:" + hand + ")");
  }
  return out;
}

}  // namespace

std::vector<std::string> check_game(const Game& g) {
  return game_checks(g, [&] { return g.replayed() == g; });
}

std::vector<std::string> check_game(Game& g, ReplayCheck& replay) {
  return game_checks(g, [&] { return replay.holds(g); });
}

std::vector<std::string> check_step(const Game& before, const Action& action, const Result& result,
                                    const Game& after) {
  std::vector<std::string> out;
  if (result.outcome == Outcome::Rejected && !(after == before))
    out.push_back("a refused " + std::string(to_string(action.kind)) + " changed the game (" + result.detail +
                  ")");
  // Kings are never captured by a move (R12.3): a side's only King is
  // still in the game after any move (one of several may be taken, R25.2).
  // A King promoted away is surrendered, not taken: a COUP'd Pawn made a
  // Rook or Queen with its Prince lost leaves its side with no King, and
  // that side has lost (R21.7).
  const auto promoted_away = [&](Side side) {
    if (!action.move.promotion) return false;
    const PieceId id = before.position().piece_at(action.move.from);
    return id != kNoPiece && before.position().piece(id).owner == side && before.props(id).royal;
  };
  if (action.kind == ActionKind::Move && result.outcome != Outcome::Rejected)
    for (Side side : {Side::White, Side::Black})
      if (before.kings(side) == 1 && after.kings(side) == 0 && !promoted_away(side))
        out.push_back("a move took " + std::string(to_string(side)) + "'s only King (" + result.detail +
                      "): Kings are never captured");
  if (card_ids(before) != card_ids(after)) {
    const auto was = card_counts(before), now = card_counts(after);
    std::string diff = "cards appeared or disappeared:";
    auto note = [&](std::string_view id, int from, int to) {
      diff.append(" ")
          .append(id)
          .append(" ")
          .append(std::to_string(from))
          .append("->")
          .append(std::to_string(to));
    };
    for (const auto& [id, n] : was)
      if (auto it = now.find(id); it == now.end() || it->second != n)
        note(id, n, it == now.end() ? 0 : it->second);
    for (const auto& [id, n] : now)
      if (!was.count(id)) note(id, 0, n);
    out.push_back(diff);
  }
  for (auto& f : check_door_step(before, action, result, after)) out.push_back(std::move(f));
  return out;
}

}  // namespace kmr
