#include "kmr/random_play.hpp"

#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_names.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/pick.hpp"

namespace kmr {

Setup RandomPlayer::setup(const std::vector<std::string>& cards) {
  Setup s;
  s.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // Three games in five start from a game under way, pieces already
  // captured: open lines for the Rooks, a Bishop and a Knight each forking
  // two Pawns, pieces to bring back, a King in check from a piece that may
  // be bribed, a Knight of each side hemmed in by the enemy (SURROUNDED,
  // for either player): situations the opening rarely reaches, which some
  // cards need.
  switch (below(5)) {
    case 0:
      s.fen = "r3k2r/3n1ppp/p3pn2/qp1p4/2BP4/2N2N2/PP3PPP/R2Q1RK1 w kq - 0 1";
      s.captured[Side::White] = {Role::Pawn, Role::Pawn, Role::Bishop};
      s.captured[Side::Black] = {Role::Pawn, Role::Bishop, Role::Bishop};
      break;
    case 1:
      s.fen = "Nrbqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/R1BQ2Kn w k - 0 1";
      s.captured[Side::White] = {Role::Rook};
      break;
    case 2:
      s.fen = "rnbqk1nr/pppp1pp1/8/4p3/1b6/3P4/PPP1PPPP/RN1QKBNR w KQkq - 1 3";
      s.captured[Side::White] = {Role::Bishop};
      s.captured[Side::Black] = {Role::Pawn};
      break;
    default:
      break;
  }
  s.seed = 1 + below(1000000);
  if (cards.empty()) return s;
  for (Side side : {Side::White, Side::Black}) {
    // A unique card once in a player's deck (R3.3): drawn again, another is
    // dealt when the cards allow.
    std::vector<std::string> unique_dealt;
    const auto deal = [&] {
      for (int tries = 0;; ++tries) {
        const std::string& id = cards[below(cards.size())];
        const CardDef* c = find_card(id);
        if (!c || !c->unique.value_or(false)) return id;
        if (std::find(unique_dealt.begin(), unique_dealt.end(), id) == unique_dealt.end()) {
          unique_dealt.push_back(id);
          return id;
        }
        if (tries > 64) return std::string();
      }
    };
    for (auto [pile, n] : {std::pair{&s.hands[side], 5}, std::pair{&s.decks[side], 10}})
      for (int i = 0; i < n; ++i)
        if (std::string id = deal(); !id.empty()) pile->push_back(std::move(id));
  }
  return s;
}

Square RandomPlayer::occupied(const Game& g) {
  for (int tries = 0; tries < 16; ++tries)
    if (Square s = square(); g.position().piece_at(s) != kNoPiece) return s;
  return square();
}

Action RandomPlayer::play(const Game& g, const CardDef& card, Side by) {
  Action a;
  a.kind = ActionKind::Play;
  a.card = std::string(card.id);
  a.by = by;
  const CardBehaviour* b = card.behaviour;
  const unsigned reads = b ? b->choices.reads : 0u;
  CardChoices& c = a.choices;
  auto some = [&](unsigned key) { return (reads & key) && below(4) != 0; };
  // A move the player's own pieces could make (his, whoever is to move).
  const std::vector<Move> his = (reads & kChooseAnyMove) ? pick::moves_of(g, by) : std::vector<Move>{};
  auto a_move = [&]() -> MoveRequest {
    if (!his.empty() && below(3) != 0) return pick::request(his[below(his.size())]);
    return MoveRequest{occupied(g), square(), std::nullopt};
  };
  if (some(kChooseTarget)) c.target = occupied(g);
  if (some(kChooseTargets)) {
    const std::size_t n = 1 + below(3);
    for (std::size_t i = 0; i < n; ++i) c.targets.push_back(occupied(g));
  }
  if (some(kChooseTo)) c.to = below(2) ? square() : occupied(g);
  if (some(kChooseSquare)) c.square = square();
  if (some(kChooseAnyMove)) {
    c.moves.push_back(a_move());
    if ((reads & kChooseMoves) && below(4) == 0) c.moves.push_back(a_move());
  }
  if (some(kChooseWall)) {
    const Square from = square();
    constexpr int kSteps[] = {1, -1, 8, -8};
    const int to = from + kSteps[below(4)];
    if (to >= 0 && to < 64) c.wall = std::pair{from, static_cast<Square>(to)};
  }
  if (some(kChoosePiece)) {
    constexpr const char* kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king", "crab", "prince"};
    c.piece = kNames[below(8)];
  }
  if (some(kChooseCard)) {
    const auto& hand = g.cards(by).hand;
    c.card = hand.empty() || below(2) ? std::string("last") : std::string(hand[below(hand.size())]->id);
  }
  if (some(kChooseRotate)) c.rotate = below(2) ? Rotation::Clockwise : Rotation::CounterClockwise;
  if (some(kChooseEffect) && !g.effects().empty()) c.effect = effect_words(g, below(g.effects().size()));
  if (some(kChoosePromote)) {
    constexpr Role kRoles[] = {Role::Queen, Role::Rook, Role::Bishop, Role::Knight};
    c.promote = kRoles[below(4)];
  }
  if (some(kChooseAnnounce)) {
    const auto& hand = g.cards(by).hand;
    const std::size_t n = below(3);
    for (std::size_t i = 0; i < n && !hand.empty(); ++i)
      c.announce.emplace_back(hand[below(hand.size())]->id);
  }
  if (b && b->random_choices) b->random_choices(g, by, rng_(), c);
  return a;
}

Action RandomPlayer::action(const Game& g) {
  Action a;
  // A piece taken off in secret must be named back first (R28.1).
  if (const auto& hidden = g.hidden(); hidden && below(4) != 0) {
    constexpr const char* kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    a.kind = ActionKind::Recall;
    a.word = kNames[below(6)];
    a.square = below(2) ? hidden->from : square();
    return a;
  }
  std::size_t pick = below(20);
  // A King in check before the move: look at the cards first, now and then
  // (MAN OF STRAW, BRIBERY and the like answer a check).
  if (pick < 8 && g.phase() == Phase::BeforeMove && g.in_check(g.turn()) && below(2) == 0) pick = 8;
  if (pick < 8) {
    const MoveList legal = g.legal_moves();
    if (legal.size() > 0) {
      // Now and then a capture, or a check, when there is one: the cards
      // that answer a capture, bring captured pieces back, or save a King
      // in check need some.
      std::vector<Move> sharp;
      const std::size_t bias = below(6);
      if (bias < 2)
        for (const Move& m : legal)
          if (pick::takes(g, m)) sharp.push_back(m);
      if (bias == 2) {
        const EffectRules rules(g.effects());
        const std::vector<Square> kings =
            pick::pieces(g, g.turn(), pick::Whose::Enemy, "king", /*kings=*/true);
        for (const Move& m : legal) {
          Position after = g.position();
          after.play(m);
          if (std::any_of(kings.begin(), kings.end(), [&](Square k) {
                return after.piece_at(k) != kNoPiece && attacked_generic(after, k, g.turn(), rules);
              }))
            sharp.push_back(m);
        }
      }
      const Move& m = !sharp.empty() ? sharp[below(sharp.size())]
                                     : legal[static_cast<int>(below(static_cast<std::size_t>(legal.size())))];
      a.kind = ActionKind::Move;
      a.move = MoveRequest{m.from, m.to,
                           m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
      return a;
    }
  }
  if (pick < 16) {
    // Mostly a card whose window is open now, either player's (R6.4): a
    // card that waits for its moment gets it.
    if (below(4) != 0) {
      std::vector<std::pair<Side, const CardDef*>> open;
      for (Side side : {g.turn(), ~g.turn()})
        for (const CardDef* c : g.cards(side).hand)
          if (!g.timing_refusal(side, *c)) open.emplace_back(side, c);
      if (!open.empty()) {
        const auto& [side, card] = open[below(open.size())];
        return play(g, *card, side);
      }
    }
    const Side by = below(3) ? g.turn() : ~g.turn();
    const auto& hand = g.cards(by).hand;
    if (!hand.empty()) return play(g, *hand[below(hand.size())], by);
  }
  switch (pick) {
    case 16:
      a.kind = ActionKind::Pass;
      return a;
    case 17: {
      const auto& hand = g.cards(g.turn()).hand;
      if (hand.empty()) break;
      a.kind = ActionKind::Discard;
      a.card = std::string(hand[below(hand.size())]->id);
      return a;
    }
    case 18:
      if (below(4) == 0) {
        constexpr const char* kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        a.kind = ActionKind::Say;
        a.word = kNames[below(6)];
        a.by = below(2) ? g.turn() : ~g.turn();
        return a;
      }
      break;
    default:
      break;
  }
  a.kind = ActionKind::EndTurn;
  return a;
}

}  // namespace kmr
