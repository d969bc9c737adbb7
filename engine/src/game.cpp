// The game: set-up, queries, and the turn (moves and the end of a turn).
// Playing cards is in card_play.cpp; effect-aware piece rules in
// effect_rules.cpp.
#include "kmr/game.hpp"

#include <algorithm>
#include <array>

#include "kmr/card_behaviour.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/deck.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/fen.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/refusal.hpp"
#include "kmr/state_events.hpp"

namespace kmr {
namespace {

constexpr std::size_t kHandSize = 5;  // R5.1

std::string side_name(Side s) { return std::string(to_string(s)); }

template <class Enum, std::size_t N>
std::optional<Enum> parse_name(const std::array<std::string_view, N>& names, std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == text) return static_cast<Enum>(i);
  return std::nullopt;
}

constexpr std::array<std::string_view, 2> kPhases = {"before-move", "after-move"};
constexpr std::array<std::string_view, 4> kGameOver = {"none", "white-wins", "black-wins", "draw"};

Expected<std::vector<CardRef>> resolve_cards(const std::vector<std::string>& ids, std::string_view where) {
  std::vector<CardRef> out;
  for (const auto& id : ids) {
    CardRef c = find_card(id);
    if (!c) return Error{std::string(where) + ": unknown card '" + id + "'"};
    out.push_back(c);
  }
  return out;
}

bool only_opponent_windows(const CardDef& c) {
  if (c.timing.empty()) return false;
  return std::all_of(c.timing.begin(), c.timing.end(), [](Timing t) {
    return t == Timing::AfterOpponentMove || t == Timing::AfterOpponentCard || t == Timing::OpponentTurn;
  });
}

// The position as it would be if `side` were to move now.
Position as_if_to_move(const Position& pos, Side side) {
  if (pos.side_to_move() == side) return pos;
  Position view = pos;
  view.set_side_to_move(side);
  view.set_en_passant(std::nullopt);  // an en passant chance belongs to the other side
  return view;
}

}  // namespace

std::optional<PieceCode> parse_piece_code(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  auto role = role_from_letter(text[0]);
  if (!role) return std::nullopt;
  return PieceCode{*role, role_letter(*role, Side::White) == text[0] ? Side::White : Side::Black};
}

char to_char(PieceCode p) { return role_letter(p.role, p.side); }

std::string_view to_string(Phase p) { return kPhases[static_cast<std::size_t>(p)]; }
std::optional<Phase> parse_phase(std::string_view text) { return parse_name<Phase>(kPhases, text); }
std::string_view to_string(GameOver g) { return kGameOver[static_cast<std::size_t>(g)]; }
std::optional<GameOver> parse_game_over(std::string_view text) {
  return parse_name<GameOver>(kGameOver, text);
}

Expected<Game> Game::create(const Setup& setup) {
  auto pos = parse_fen(setup.fen, setup.rules);
  if (!pos) return pos.error();
  Game g;
  g.s_.position = std::move(pos).value();
  g.rules_ = setup.rules;
  for (auto [zone, lists] :
       {std::pair{Zone::Captured, &setup.captured}, std::pair{Zone::Dead, &setup.dead}}) {
    for (const auto& [side, roles] : *lists) {
      for (Role r : roles) {
        if (g.s_.position.piece_count() >= kMaxPieces) return Error{"too many pieces"};
        g.s_.position.add_off_board(r, side, zone);
      }
    }
  }
  for (Side s : {Side::White, Side::Black}) {
    PlayerCards& pc = g.s_.cards[static_cast<std::size_t>(index(s))];
    auto get = [&](const std::map<Side, std::vector<std::string>>& m) {
      auto it = m.find(s);
      return it == m.end() ? std::vector<std::string>{} : it->second;
    };
    auto hand = resolve_cards(get(setup.hands), "hand");
    auto deck = resolve_cards(get(setup.decks), "deck");
    auto discard = resolve_cards(get(setup.discard), "discard");
    for (auto* r : {&hand, &deck, &discard})
      if (!*r) return r->error();
    pc.hand = *hand;
    pc.deck = *deck;
    pc.discard = *discard;
    if (setup.deck_budget) {
      std::vector<CardRef> brought = pc.hand;
      brought.insert(brought.end(), pc.deck.begin(), pc.deck.end());
      auto fits = check_deck(brought, *setup.deck_budget);
      if (!fits) return Error{std::string(to_string(s)) + "'s deck: " + fits.error().message};
    }
  }
  if (setup.common_deck) {
    auto common = resolve_cards(*setup.common_deck, "common deck");
    if (!common) return common.error();
    g.s_.common_deck = *common;
  }
  g.s_.shuffle_state = setup.seed == 0 ? 1 : setup.seed;
  g.s_.turn = g.s_.position.side_to_move();
  g.s_.phase = setup.phase;
  if (setup.phase == Phase::AfterMove) g.s_.position.set_side_to_move(~g.s_.turn);
  // Effects already in play are laid as if their owners had played them.
  for (const EffectSetup& e : setup.effects) {
    CardRef c = find_card(e.card);
    if (!c) return Error{"effects: unknown card '" + e.card + "'"};
    if (c->continuing == false)
      return Error{"effects: " + std::string(c->name) + " is not a continuing effect"};
    if (!c->behaviour || !c->behaviour->play)
      return Error{"effects: " + std::string(c->name) + " is not implemented yet"};
    Game trial = g;
    CardPlay play(trial, e.owner, *c, e.choices);
    Result r = c->behaviour->play(play);
    if (!r.ok())
      return Error{"effects: " + std::string(c->name) + ": " + std::string(to_string(*r.reason)) + ": " +
                   r.detail};
    // Laying an effect is not a turn's move or card: keep the turn as set up.
    trial.s_.turn = g.s_.turn;
    trial.s_.phase = g.s_.phase;
    trial.s_.position.set_side_to_move(g.s_.position.side_to_move());
    trial.s_.cards_played = {};
    trial.s_.log = {};
    g = std::move(trial);
    g.settle_effects();
  }
  g.turn_start_ = g.s_;
  g.history_.push_back(g.s_.position);
  return g;
}

// ---------------------------------------------------------------- queries

bool Game::uses_fast_path() const { return s_.effects.empty() && plain_position(s_.position); }

PieceProps Game::props(PieceId id) const { return EffectRules(s_.effects).props(s_.position, id); }

MoveList Game::legal_moves_in(const Position& pos) const {
  MoveList out;
  if (s_.effects.empty() && plain_position(pos)) {
    generate_plain(pos, rules_, out);
    return out;
  }
  generate_generic(pos, rules_, EffectRules(s_.effects), out);
  for (const Effect& fx : s_.effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->restrict_moves) continue;
    if (pos == s_.position) {
      b->restrict_moves(fx, *this, out);
    } else {
      Game view = *this;  // judge the restriction in the position asked about
      view.s_.position = pos;
      b->restrict_moves(fx, view, out);
    }
  }
  return out;
}

MoveList Game::legal_moves() const {
  MoveList out = legal_moves_in(s_.position);
  // After a cancelled move the new one must change the board (R27.3): a
  // move back to the cancelled board is no legal move, so a player whose
  // only move it was has none (CHAOS then mates him, which the Checkmate
  // Rule forbids, R12.1).
  if (forbidden_board_ && s_.phase == Phase::BeforeMove && s_.position.side_to_move() == s_.turn) {
    MoveList kept;
    for (const Move& m : out) {
      Position after = s_.position;
      after.play(m);
      if (!same_board(after, *forbidden_board_)) kept.push(m);
    }
    out = kept;
  }
  return out;
}

bool Game::in_check(Side side) const { return in_check_after(s_.position, side); }

bool Game::in_check_after(const Position& pos, Side side) const {
  if (s_.effects.empty() && plain_position(pos)) return in_check_plain(pos, side);
  return in_check_generic(pos, side, EffectRules(s_.effects));
}

bool Game::exposed(Side side) const { return exposed_after(s_.position, side); }

bool Game::exposed_after(const Position& pos, Side side) const {
  if (s_.effects.empty() && plain_position(pos)) return in_check_plain(pos, side);
  return exposed_generic(pos, side, EffectRules(s_.effects));
}

std::vector<Side> Game::in_check() const {
  std::vector<Side> out;
  for (Side s : {Side::White, Side::Black})
    if (in_check(s)) out.push_back(s);
  return out;
}

bool Game::mated(Side side) const {
  if (!exposed(side)) return false;
  if (side == s_.position.side_to_move()) return legal_moves().empty();
  return legal_moves_in(as_if_to_move(s_.position, side)).empty();
}

std::optional<Game> Game::next_turn() const {
  if (s_.phase != Phase::AfterMove) return std::nullopt;
  Game next = *this;
  if (!next.end_turn(s_.turn, /*void_cause=*/false).ok()) return std::nullopt;
  return next;
}

// Mate, stalemate and the end of the game are judged where the next move
// is to be made: once the turn in progress ends and the next one begins
// (a lost move, R6.7 step 1, is no stalemate).
std::optional<Side> Game::checkmated() const {
  if (auto next = next_turn()) return next->checkmated();
  const Side s = s_.position.side_to_move();
  if (s_.phase == Phase::BeforeMove && exposed(s) && legal_moves().empty()) return s;
  return std::nullopt;
}

bool Game::stalemated() const {
  if (s_.stalled) return true;  // the turn could not begin (R17.3)
  if (auto next = next_turn()) return next->stalemated();
  return s_.phase == Phase::BeforeMove && !exposed(s_.position.side_to_move()) && legal_moves().empty();
}

// Neither side can ever mate with what is left on the board (ordinary
// chess's dead positions, R17.4): bare Kings, a lone minor piece, or
// Bishops all on squares of one colour. In Knightmare a card may still
// change that, so it counts only once no card is left to draw or play (R5.5).
bool Game::dead_position() const {
  if (rules_ == RulesProfile::Knightmare) {
    for (const PlayerCards& pc : s_.cards)
      if (!pc.hand.empty() || !pc.deck.empty()) return false;
    if (!s_.effects.empty()) return false;
  }
  const Position& pos = s_.position;
  const Bitboard kings = pos.pieces(Role::King);
  const Bitboard minors = pos.pieces(Role::Knight) | pos.pieces(Role::Bishop);
  const Bitboard others = pos.occupied() & ~kings & ~minors;
  if (others) return false;
  if (popcount(minors) <= 1) return true;
  constexpr Bitboard kDark = 0xAA55AA55AA55AA55ULL;
  const Bitboard bishops = pos.pieces(Role::Bishop);
  return minors == bishops && ((bishops & kDark) == 0 || (bishops & ~kDark) == 0);
}

namespace {

// Could `side`, to move with no legal move, still play a card this turn
// (R16.1, R17.2)? It must be one the engine implements, within his card
// allowance (R7.1: not once he has played his card, as after a FOG OF WAR
// took back his escape, R12.8), and playable on his own turn: before or
// instead of the move (unless he passed that window), at any time, or after
// a move that only a card can make legal (R13.2), which needs a move of
// some kind to exist. Cards that answer the opponent cannot be played on
// his own turn.
bool may_still_play_a_card(const Game& g, Side side) {
  const auto i = static_cast<std::size_t>(index(side));
  if (g.table().cards_played[i] >= 1 && g.table().extra_cards[i] == 0) return false;
  const bool passed = g.table().before_move_passed && g.turn() == side;
  const auto& hand = g.cards(side).hand;
  const auto some_move = [&] {
    MoveList pseudo;
    generate_generic(as_if_to_move(g.position(), side), g.rules(), EffectRules(g.effects()), pseudo,
                     Legality::Pseudo);
    return !pseudo.empty();
  };
  const auto reachable = [&](Timing t) {
    switch (t) {
      case Timing::BeforeMove:
      case Timing::ReplaceMove:
        return !passed;
      case Timing::AnyTime:
      case Timing::Unknown:  // assumed: any window of his own turn (R6.4)
        return !passed || some_move();
      case Timing::AfterMove:
        return some_move();
      default:
        return false;
    }
  };
  // The extra cards of PLOTS WITHIN PLOTS are those legal when it was
  // played (R7.3): only the timing check knows which.
  const bool extra = g.table().cards_played[i] >= 1;
  return std::any_of(hand.begin(), hand.end(), [&](CardRef c) {
    if (c->behaviour == nullptr) return false;
    if (extra) return !g.timing_refusal(side, *c);
    return std::any_of(c->timing.begin(), c->timing.end(), reachable);
  });
}

}  // namespace

GameOver Game::game_over() const {
  if (board_repeated_three_times()) return GameOver::Draw;  // R17.1
  if (s_.stalled) return GameOver::Draw;                    // no card escapes it (R17.3)
  // A side left with no King at all (on the board or set aside) has lost it:
  // only a continuing effect can bring that about (COUP on an enemy NEUTRAL
  // piece hands the new King to the opponent, R12.6, R24.3).
  if (rules_ == RulesProfile::Knightmare) {
    std::array<bool, 2> has_king{};
    for (int i = 0; i < s_.position.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      const Piece& p = s_.position.piece(id);
      if ((p.zone == Zone::Board || p.zone == Zone::Aside) && props(id).royal)
        has_king[static_cast<std::size_t>(index(p.owner))] = true;
    }
    if (!has_king[0] || !has_king[1]) {
      if (has_king[0]) return GameOver::WhiteWins;
      if (has_king[1]) return GameOver::BlackWins;
      return GameOver::Draw;
    }
  }
  // A way to win that an effect in play adds (KING OF THE MOUNTAIN, R16).
  for (const Effect& fx : s_.effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->winner) continue;
    if (auto side = b->winner(fx, *this))
      return *side == Side::White ? GameOver::WhiteWins : GameOver::BlackWins;
  }
  if (auto next = next_turn()) return next->game_over();
  if (dead_position()) return GameOver::Draw;
  if (s_.phase != Phase::BeforeMove || !legal_moves().empty()) return GameOver::None;
  // No legal move. In Knightmare the player may still escape with a card
  // (R16.1, R17.2); only a card the engine implements can be tried, so a
  // hand of cards it cannot play yet is no escape.
  if (rules_ == RulesProfile::Knightmare && may_still_play_a_card(*this, s_.position.side_to_move()))
    return GameOver::None;
  if (auto mated_side = checkmated())
    return *mated_side == Side::White ? GameOver::BlackWins : GameOver::WhiteWins;
  return GameOver::Draw;
}

bool Game::board_repeated_three_times() const {
  int seen = 0;
  for (const Position& p : history_)
    if (p.side_to_move() == s_.position.side_to_move() && same_board(p, s_.position)) ++seen;
  return seen >= 3;
}

std::vector<PieceCode> Game::captured(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < s_.position.piece_count(); ++i) {
    const Piece& p = s_.position.piece(static_cast<PieceId>(i));
    // A promoted Pawn is still a Pawn underneath (R21.5).
    if (p.owner == owner && p.zone == Zone::Captured) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<PieceCode> Game::dead(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < s_.position.piece_count(); ++i) {
    const Piece& p = s_.position.piece(static_cast<PieceId>(i));
    if (p.owner == owner && p.zone == Zone::Dead) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<std::string> Game::marks_at(Square s) const {
  std::vector<std::string> out;
  PieceId id = s_.position.piece_at(s);
  if (id == kNoPiece) return out;
  const MarkSet marks = props(id).marks;
  for (int m = 0; m < kMarkCount; ++m)
    if (marks.has(static_cast<Mark>(m))) out.emplace_back(mark_name(static_cast<Mark>(m)));
  return out;
}

std::vector<Square> Game::destinations(Square from) const {
  std::vector<Square> out;
  PieceId id = s_.position.piece_at(from);
  if (id == kNoPiece) return out;
  const PieceProps pp = props(id);
  Side side = s_.position.side_to_move();
  if (!pp.controlled_by[static_cast<std::size_t>(index(side))]) side = ~side;
  const MoveList legal =
      side == s_.position.side_to_move() ? legal_moves() : legal_moves_in(as_if_to_move(s_.position, side));
  for (const Move& m : legal)
    if (m.from == from && std::find(out.begin(), out.end(), m.to) == out.end()) out.push_back(m.to);
  std::sort(out.begin(), out.end());
  return out;
}

// ---------------------------------------------------------------- actions

Result Game::probe(const Action& action) const {
  Game copy = *this;
  return copy.apply(action);
}

Result Game::apply(const Action& action) {
  if (GameOver over = game_over(); over != GameOver::None)
    return Result::rejected(Reason::GameOver, "R16.1",
                            "the game is over (" + std::string(to_string(over)) + ")");
  Side by = action.by.value_or(s_.turn);
  if (action.kind == ActionKind::Move) by = action.by.value_or(s_.position.side_to_move());
  // The answer to ABDUCTION comes from the owner of the hidden piece (R28.1).
  if (action.kind == ActionKind::Recall && s_.hidden)
    by = action.by.value_or(s_.position.piece(s_.hidden->piece).owner);
  if (action.kind == ActionKind::Play && !action.by) {
    CardRef c = find_card(action.card);
    by = (c && only_opponent_windows(*c)) ? ~s_.turn : s_.turn;
  }
  const std::size_t turns_before = history_.size();
  const TableState before = s_;  // to tell every change the action made (state_events.hpp)
  Result r = dispatch(action, by);
  if (r.outcome != Outcome::Rejected) describe_changes(before, s_, r.events);
  // Keep what the turn is made of. An action that ended the turn starts
  // the next one clean; a move that ended it (the opponent moving on) is
  // that next turn's first action.
  if (r.outcome != Outcome::Rejected && action.kind != ActionKind::EndTurn &&
      (history_.size() == turns_before || action.kind == ActionKind::Move)) {
    Action taken = action;
    taken.by = by;
    turn_actions_.push_back(std::move(taken));
  }
  return r;
}

Result Game::dispatch(const Action& action, Side by) {
  // A piece taken off in secret is named back at once (R28.1): until then
  // only the answer, or a card answering the one that hid it, may come.
  if (s_.hidden && action.kind != ActionKind::Recall && action.kind != ActionKind::Play)
    return Result::rejected(Reason::WrongTiming, "R28.1",
                            side_name(position().piece(s_.hidden->piece).owner) +
                                " must first name the piece taken off in secret (recall)");
  switch (action.kind) {
    case ActionKind::Move:
      return apply_move(action, by);
    case ActionKind::Play:
      return apply_play(action, by);
    case ActionKind::Pass:
      s_.card_just_played_by.reset();
      // Declining the cards before (or instead of) the move: a player with no
      // legal move thereby accepts the mate or stalemate (R17.2).
      if (by == s_.turn && s_.phase == Phase::BeforeMove) s_.before_move_passed = true;
      return Result::accepted("R6.2", side_name(by) + " plays no card now");
    case ActionKind::EndTurn:
      return end_turn(by);
    case ActionKind::Say:
      return say(by, action.word, action.square);
    case ActionKind::Recall:
      return recall(by, action.word, action.square, action.aloud);
    case ActionKind::Discard:
      return discard(by, action.card);
    case ActionKind::Timeout:
      return timeout(by);
    case ActionKind::Keep:
      return keep(by, action.word, action.square);
  }
  return Result::rejected(Reason::WrongTiming, "", "unknown action");
}

Game Game::rewound() const {
  Game g = *this;
  g.s_ = *turn_start_;
  g.last_card_.reset();
  g.forbidden_board_.reset();
  g.move_start_.reset();
  g.plots_ = {};
  g.turn_actions_.clear();
  return g;
}

Game Game::replayed() const {
  if (!turn_start_) return *this;
  Game g = rewound();
  std::vector<std::string> events;
  g.replay(turn_actions_, events);
  return g;
}

Result Game::apply_move(const Action& a, Side by, bool restacked) {
  if (s_.phase == Phase::AfterMove) {
    if (by == s_.turn)
      return Result::rejected(Reason::WrongTiming, "R6.1", side_name(by) + " has already moved this turn");
    // The opponent moving means the turn before his is over. Work on a copy:
    // if the move is refused, the turn must not have ended either.
    Game trial = *this;
    Result ended = trial.end_turn(s_.turn, /*void_cause=*/false);
    if (!ended.ok()) return ended;
    Result r = trial.apply_move(a, by);
    if (r.ok()) *this = std::move(trial);
    return r;
  }
  if (by != s_.turn)
    return Result::rejected(Reason::WrongTiming, "R6.1", "it is " + side_name(s_.turn) + "'s turn");

  const MoveRequest& req = a.move;
  const std::string text = to_string(req);
  const PieceId id = s_.position.piece_at(req.from);
  if (id == kNoPiece)
    return Result::rejected(Reason::IllegalMove, "R1.1", "no piece stands on " + square_name(req.from));
  if (!props(id).controlled_by[static_cast<std::size_t>(index(by))])
    return Result::rejected(
        Reason::IllegalMove, "R1.1",
        "the piece on " + square_name(req.from) + " is not " + side_name(by) + "'s to move");

  std::optional<Move> chosen;
  bool needs_promotion = false;
  bool promotes_not = false;  // the move exists, but a promotion was asked for it
  // Moves back to a cancelled move's board are refused below, as such (R27.3).
  for (const Move& m : legal_moves_in(s_.position)) {
    if (m.from != req.from || m.to != req.to) continue;
    if (m.kind == MoveKind::Promotion) {
      needs_promotion = true;
      if (req.promotion == m.promotion) chosen = m;
    } else if (!req.promotion) {
      chosen = m;
    } else {
      promotes_not = true;
    }
  }
  if (!chosen) {
    if (needs_promotion)
      return Result::rejected(
          Reason::IllegalMove, "R21.1",
          text + ": a Pawn reaching the last rank promotes to a Queen, Rook, Bishop or Knight");
    // Only a normal Pawn move to the last rank promotes (R21.2); a merged
    // Pawn never does (R21.6).
    if (promotes_not)
      return Result::rejected(Reason::IllegalMove, "R21.2", text + ": this move does not promote");
    // Distinguish a move the piece cannot make from one that exposes the King.
    MoveList pseudo;
    generate_generic(s_.position, rules_, EffectRules(s_.effects), pseudo, Legality::Pseudo);
    for (const Move& m : pseudo) {
      if (m.from != req.from || m.to != req.to ||
          (m.kind == MoveKind::Promotion ? m.promotion != req.promotion : req.promotion.has_value()))
        continue;
      // A player may expose his King during his turn if a card of his can
      // still remove the check before the turn ends (R13.2).
      if (!may_rescue_with_card(by)) {
        MoveRefusal why = explain_refused_move(*this, req);
        return Result::rejected(Reason::IllegalMove, why.rule, why.detail);
      }
      chosen = m;
      break;
    }
    // Two pieces sharing the square: the one beneath may be the one to move off (R10.5).
    if (!chosen && !restacked) {
      if (auto up = with_beneath_on_top(req.from, {})) {
        Result r = up->apply_move(a, by, /*restacked=*/true);
        if (r.ok()) *this = std::move(*up);
        if (r.ok() || r.reason != Reason::IllegalMove) return r;
      }
    }
    if (!chosen) {
      // Say what removed the move: an effect in play, a check, or chess itself.
      MoveRefusal why = explain_refused_move(*this, req);
      return Result::rejected(Reason::IllegalMove, why.rule, why.detail);
    }
  }

  Position after = s_.position;
  const Square victim_square = chosen->kind == MoveKind::EnPassant
                                   ? make_square(file_of(chosen->to), rank_of(chosen->from))
                                   : chosen->to;
  const PieceId victim = s_.position.piece_at(victim_square);
  after.play(*chosen);
  if (forbidden_board_ && same_board(after, *forbidden_board_))
    return Result::rejected(Reason::SamePosition, "R27.3",
                            text + " leads to the board of the cancelled move; the new move must differ");

  Result r = Result::accepted("R6.4", side_name(by) + " moves " + text);
  if (exposed_after(after, by)) r.detail += "; the King is left in check until a card removes it (R13.2)";
  r.events.push_back(text);
  if (victim != kNoPiece)
    r.events.push_back(std::string("captured ") + s_.position.letter_at(victim_square) + " on " +
                       square_name(victim_square));
  s_.position = std::move(after);
  s_.log.moves.push_back(MoveRecord{id, chosen->from, chosen->to,
                                    victim == kNoPiece ? std::nullopt : std::optional<PieceId>(victim), false,
                                    *chosen});
  if (chosen->kind == MoveKind::Castle) {
    // Castling is a move of the Rook too (R18.2): BOG, MYSTIC SHIELD and
    // FIREBALL see it.
    const bool kingside = chosen->to > chosen->from;
    const Square rook_from = make_square(kingside ? 7 : 0, rank_of(chosen->from));
    const Square rook_to = make_square(kingside ? 5 : 3, rank_of(chosen->from));
    s_.log.moves.push_back(MoveRecord{s_.position.piece_at(rook_to), rook_from, rook_to, std::nullopt, false,
                                      Move{rook_from, rook_to}});
  }
  s_.phase = Phase::AfterMove;
  s_.log.turn_move_end = s_.log.moves.size();
  s_.card_just_played_by.reset();
  settle_effects();
  return r;
}

std::optional<Game> Game::with_beneath_on_top(Square at, std::string_view name) const {
  for (std::size_t i = 0; i < s_.effects.size(); ++i) {
    const CardBehaviour* b = s_.effects[i].card->behaviour;
    if (!b || !b->beneath) continue;
    const PieceId under = b->beneath(s_.effects[i], s_.position, at);
    if (under == kNoPiece || (!name.empty() && !parts::piece_is(*this, under, name))) continue;
    Game up = *this;
    const PieceId top = up.s_.position.piece_at(at);
    up.s_.position.take_off(top, Zone::Aside);
    up.s_.position.put_back(under, at);
    for (PieceId& t : up.s_.effects[i].targets) t = t == top ? under : t == under ? top : t;
    return up;
  }
  return std::nullopt;
}

Result Game::keep(Side by, const std::string& piece, std::optional<Square> at) {
  if (!at) return Result::rejected(Reason::IllegalTarget, "R10.5", "keep needs the square");
  const PieceId top = s_.position.piece_at(*at);
  if (top == kNoPiece || s_.position.piece(top).owner != by)
    return Result::rejected(Reason::IllegalTarget, "R10.5",
                            "no piece of " + side_name(by) + "'s stands on " + square_name(*at));
  auto up = with_beneath_on_top(*at, {});
  if (!up)
    return Result::rejected(Reason::ConditionUnmet, "R10.5", "no two pieces share " + square_name(*at));
  if (parts::piece_is(*this, top, piece))
    return Result::accepted("R10.5", side_name(by) + " keeps the " + piece + " on " + square_name(*at));
  up = with_beneath_on_top(*at, piece);
  if (!up)
    return Result::rejected(Reason::IllegalTarget, "R10.5", "no " + piece + " shares " + square_name(*at));
  *this = std::move(*up);
  return Result::accepted("R10.5", side_name(by) + " keeps the " + piece + " on " + square_name(*at));
}

bool Game::may_play_a_card_now(Side side) const {
  if (rules_ != RulesProfile::Knightmare) return false;
  const auto& hand = s_.cards[static_cast<std::size_t>(index(side))].hand;
  return std::any_of(hand.begin(), hand.end(), [&](CardRef c) {
    return c->behaviour && c->behaviour->play && !timing_refusal(side, *c);
  });
}

bool Game::may_rescue_with_card(Side side) const {
  if (rules_ != RulesProfile::Knightmare) return false;
  const auto i = static_cast<std::size_t>(index(side));
  if (s_.cards_played[i] >= 1 && s_.extra_cards[i] == 0) return false;
  const auto& hand = s_.cards[i].hand;
  return std::any_of(hand.begin(), hand.end(), [](CardRef c) {
    if (!c->behaviour || !c->behaviour->play) return false;
    return std::any_of(c->timing.begin(), c->timing.end(), [](Timing t) {
      return t == Timing::AfterMove || t == Timing::AnyTime || t == Timing::Unknown;
    });
  });
}

std::optional<Game> Game::without_check_cause(std::string& what) const {
  if (!turn_start_) return std::nullopt;
  const Side mover = s_.turn;
  const std::vector<Action> actions = turn_actions_;
  // Which action last put the King in check? Failing that (he began the
  // turn in check and never got out), his move: it did not answer it.
  Game g = rewound();
  bool was_exposed = g.exposed(mover);
  std::optional<std::size_t> cause, move;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Phase phase = g.s_.phase;
    if (g.apply(actions[i]).outcome == Outcome::Rejected) continue;
    const bool by_mover = actions[i].by.value_or(mover) == mover;
    if (by_mover && phase == Phase::BeforeMove && g.s_.phase == Phase::AfterMove && !move) move = i;
    const bool now_exposed = g.exposed(mover);
    if (now_exposed && !was_exposed && by_mover) cause = i;
    was_exposed = now_exposed;
  }
  if (!cause) cause = move;
  if (!cause) return std::nullopt;
  const Action& culprit = actions[*cause];
  if (culprit.kind != ActionKind::Play && culprit.kind != ActionKind::Move) return std::nullopt;
  Game back = rewound();
  std::vector<std::string> events;
  back.replay({actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(*cause)}, events);
  if (culprit.kind == ActionKind::Play) {
    CardRef card = find_card(culprit.card);
    auto& hand = back.s_.cards[static_cast<std::size_t>(index(mover))].hand;
    if (!card || std::find(hand.begin(), hand.end(), card) == hand.end()) return std::nullopt;
    const TableState before = back.s_;
    hand.erase(std::find(hand.begin(), hand.end(), card));
    back.spend_card(mover, card, true);
    back.last_card_ = LastCard{card, mover, before, false};
    what = std::string(card->name);
  } else {
    what = to_string(culprit.move);
  }
  back.turn_actions_.assign(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(*cause));
  back.replay({actions.begin() + static_cast<std::ptrdiff_t>(*cause) + 1, actions.end()}, events);
  return back;
}

Result Game::end_turn(Side by, bool void_cause) {
  if (by != s_.turn)
    return Result::rejected(Reason::WrongTiming, "R6.1", "it is " + side_name(s_.turn) + "'s turn to end");
  if (s_.phase == Phase::BeforeMove)
    return Result::rejected(Reason::WrongTiming, "R6.1", side_name(by) + " has not moved yet this turn");
  if (exposed(by)) {
    const Result refused = Result::rejected(
        Reason::IllegalMove, "R13.3", side_name(by) + "'s King may not stay in check when the turn ends");
    // While he may still play a card, he must (R13.2); the cards he may
    // play now are the engine's to check when he plays one.
    if (!void_cause || may_play_a_card_now(by)) return refused;
    std::string what;
    std::optional<Game> fixed = without_check_cause(what);
    if (!fixed || (fixed->s_.phase == Phase::AfterMove && fixed->exposed(by))) return refused;
    // The turn ends here, so what left his King in check does not stand
    // (R13.1): a card has no effect, a move is taken back (R13.3).
    const std::string detail = what + " would leave " + side_name(by) +
                               "'s King in check at the end of the turn, so it does not stand";
    std::vector<Action> actions = turn_actions_;
    Action ending;
    ending.kind = ActionKind::EndTurn;
    ending.by = by;
    actions.push_back(ending);
    if (fixed->s_.phase == Phase::AfterMove) {
      Result r = fixed->end_turn(by, /*void_cause=*/false);
      if (!r.ok()) return refused;
      *this = std::move(*fixed);
      r.events.insert(r.events.begin(), detail);
      return r;
    }
    // He still has his move to make (the card was his move, or the move is taken back).
    *this = std::move(*fixed);
    turn_actions_ = std::move(actions);  // a replay voids it again
    return Result::no_effect(Reason::CheckRule, "R13.1", detail + "; " + side_name(by) + " must still move");
  }
  // Lingering effects of regular cards run out (MYSTIC SHIELD and the like),
  // leaving behind what they say (two pieces still sharing a square, R10.5).
  Result r = Result::accepted("R6.7", side_name(by) + "'s turn ends");
  for (std::size_t i = s_.effects.size(); i-- > 0;) {
    Effect& fx = s_.effects[i];
    if (fx.expires_after_turns > 0 && --fx.expires_after_turns == 0) {
      const Effect gone = fx;
      s_.effects.erase(s_.effects.begin() + static_cast<std::ptrdiff_t>(i));
      if (const CardBehaviour* b = gone.card->behaviour; b && b->on_end) {
        CardPlay play(*this, gone.owner, *gone.card, gone.choices);
        b->on_end(gone, play);
        for (auto& e : play.take_events()) r.events.push_back(std::move(e));
      }
    }
  }
  draw_up(Side::White);
  draw_up(Side::Black);
  {
    // What the turn's move moved, for a card that copies it (DOPPELGANGER).
    std::optional<Role> moved;
    const std::size_t end = s_.log.turn_move_end.value_or(0);
    if (end > 0 && !s_.log.moves.empty()) {
      const MoveRecord& first = s_.log.moves.front();
      moved = first.move.kind == MoveKind::Promotion ? Role::Pawn : s_.position.piece(first.piece).role;
    }
    s_.last_move_role[static_cast<std::size_t>(index(by))] = moved;
  }
  history_.push_back(s_.position);
  s_.turn = ~s_.turn;
  s_.phase = Phase::BeforeMove;
  s_.cards_played = {};
  s_.extra_cards = {};
  s_.discarded = {};
  s_.card_just_played_by.reset();
  s_.before_move_passed = false;
  s_.log = {};
  settle_effects();
  last_card_.reset();
  forbidden_board_.reset();
  move_start_.reset();
  plots_ = {};
  // Effects that act as the new turn begins (R6.7 step 1), in play order.
  for (std::size_t i = 0; i < s_.effects.size(); ++i) {
    const Effect fx = s_.effects[i];
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->on_turn_start) continue;
    CardPlay play(*this, fx.owner, *fx.card, fx.choices);
    b->on_turn_start(fx, play);
    for (auto& e : play.take_events()) r.events.push_back(std::move(e));
  }
  settle_effects();
  turn_start_ = s_;
  turn_actions_.clear();
  return r;
}

template <class React>
std::optional<Result> Game::first_reaction(React react) {
  for (std::size_t i = 0; i < s_.effects.size(); ++i) {
    const Effect fx = s_.effects[i];
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b) continue;
    Game trial = *this;
    CardPlay play(trial, fx.owner, *fx.card, fx.choices);
    if (auto r = react(*b, fx, play)) {
      if (r->ok()) {
        trial.settle_effects();
        r->events = play.take_events();
        *this = std::move(trial);
      }
      return r;
    }
  }
  return std::nullopt;
}

Result Game::say(Side speaker, const std::string& word, std::optional<Square> which) {
  // Words matter only while an effect listens (DOOMSAYER, R28.1).
  auto heard = first_reaction([&](const CardBehaviour& b, const Effect& fx, CardPlay& play) {
    return b.on_say ? b.on_say(fx, play, speaker, word, which) : std::nullopt;
  });
  return heard ? *heard : Result::accepted("R28.1", "nothing listens to what is said");
}

Result Game::recall(Side by, const std::string& piece, std::optional<Square> at, bool aloud) {
  if (!s_.hidden) return Result::rejected(Reason::WrongTiming, "R28.1", "no piece waits to be named back");
  const HiddenPiece hidden = *s_.hidden;
  const Side owner = s_.position.piece(hidden.piece).owner;
  if (by != owner)
    return Result::rejected(Reason::WrongTiming, "R28.1", side_name(owner) + " answers, who lost the piece");
  if (!at) return Result::rejected(Reason::IllegalTarget, "R28.1", "the answer names the square too");
  // Right when both the kind of piece (by any name it answers to, R11.2)
  // and its square are right: it comes back; otherwise it is captured.
  const bool right = *at == hidden.from && parts::piece_is(*this, hidden.piece, piece);
  Game trial = *this;
  trial.s_.hidden.reset();
  Position& pos = trial.s_.position;
  std::string said;
  if (right) {
    pos.put_back(hidden.piece, hidden.from);
    said = "right: the " + piece + " goes back to " + square_name(hidden.from);
  } else {
    pos.mutable_piece(hidden.piece).zone = Zone::Captured;  // already off the board: only its zone changes
    said = "wrong: the piece taken from " + square_name(hidden.from) + " is captured";
  }
  trial.settle_effects();
  Result r = Result::accepted("R28.1", said);
  // A piece named out loud is a word said (DOOMSAYER hears it, after the
  // answer has brought the piece back or lost it, R28.1).
  if (aloud) {
    Result heard = trial.say(by, piece, std::nullopt);
    if (!heard.ok()) return heard;
    r.detail += "; " + heard.detail;
    r.events = heard.events;
  }
  *this = std::move(trial);
  return r;
}

Result Game::timeout(Side late) {
  // Time matters only while an effect sets a limit (PANIC, R28.1).
  auto limited = first_reaction([&](const CardBehaviour& b, const Effect& fx, CardPlay& play) {
    return b.on_timeout ? b.on_timeout(fx, play, late) : std::nullopt;
  });
  return limited ? *limited : Result::rejected(Reason::WrongTiming, "R28.1", "no time limit is running");
}

void Game::draw_up(Side side) {
  PlayerCards& pc = s_.cards[static_cast<std::size_t>(index(side))];
  while (pc.hand.size() < kHandSize) {
    // A common deck that runs out is made anew from the discards (R5.6);
    // a personal deck is not: its player stops drawing (R5.4).
    if (s_.common_deck && s_.common_deck->empty()) reshuffle_common_deck();
    std::vector<CardRef>& deck = s_.common_deck ? *s_.common_deck : pc.deck;
    if (deck.empty()) return;
    pc.hand.push_back(deck.front());
    deck.erase(deck.begin());
  }
}

void Game::reshuffle_common_deck() {
  std::vector<CardRef>& deck = *s_.common_deck;
  for (PlayerCards& pc : s_.cards) {
    deck.insert(deck.end(), pc.discard.begin(), pc.discard.end());
    pc.discard.clear();
  }
  // Fisher-Yates with xorshift64: the same game shuffles the same way.
  for (std::size_t i = deck.size(); i > 1; --i) {
    std::uint64_t& x = s_.shuffle_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    std::swap(deck[i - 1], deck[static_cast<std::size_t>(x % i)]);
  }
}

Result Game::discard(Side by, const std::string& id) {
  CardRef card = find_card(id);
  const auto me = static_cast<std::size_t>(index(by));
  auto& hand = s_.cards[me].hand;
  auto it = card ? std::find(hand.begin(), hand.end(), card) : hand.end();
  if (it == hand.end())
    return Result::rejected(Reason::NotInHand, "R9.1", "'" + id + "' is not in " + side_name(by) + "'s hand");
  // After his own move, a player who played no card this turn may discard
  // one instead (R9.1); in a common-deck game also during the opponent's
  // turn, once it is moved (R9.3).
  const bool own = by == s_.turn;
  if (s_.phase != Phase::AfterMove || (!own && !s_.common_deck))
    return Result::rejected(Reason::WrongTiming, own ? "R9.1" : "R9.2",
                            own ? side_name(by) + " may discard only after his move"
                                : "only a common-deck game allows discarding during the opponent's turn");
  if (s_.cards_played[me] > 0 || s_.discarded[me])
    return Result::rejected(Reason::OneCardLimit, "R9.1",
                            side_name(by) + " has played or discarded a card this turn");
  hand.erase(it);
  s_.cards[me].discard.push_back(card);
  s_.discarded[me] = true;
  draw_up(by);
  Result r = Result::accepted("R9.1", side_name(by) + " discards " + std::string(card->name));
  r.events.push_back("discarded " + std::string(card->id));
  return r;
}

void Game::settle_effects() {
  for (std::size_t i = s_.effects.size(); i-- > 0;) {
    Effect& fx = s_.effects[i];
    const CardBehaviour* b = fx.card->behaviour;
    // Default: a target piece has left play, captured or dead (R10.4); one
    // merely set aside by a card (UNDER ELF HILL) is still in play.
    const bool ended = (b && b->ended) ? b->ended(fx, *this)
                                       : std::any_of(fx.targets.begin(), fx.targets.end(), [&](PieceId id) {
                                           const Zone z = s_.position.piece(id).zone;
                                           return z == Zone::Captured || z == Zone::Dead;
                                         });
    if (ended) {
      if (fx.continuing && !fx.proxy)
        s_.cards[static_cast<std::size_t>(index(fx.owner))].discard.push_back(fx.card);
      const Effect gone = fx;
      s_.effects.erase(s_.effects.begin() + static_cast<std::ptrdiff_t>(i));
      // What it leaves behind (a merged piece's other part follows it, R11.9);
      // that may end further effects, so settle again from the top.
      if (b && b->on_end) {
        CardPlay play(*this, gone.owner, *gone.card, gone.choices);
        b->on_end(gone, play);
        settle_effects();
        return;
      }
    }
  }
  // Suspension can change what other effects see, so settle it in play order,
  // and again until nothing changes: an effect suspended by a later one (a
  // PACIFISM under COUP) comes back once that later one is suspended in turn
  // (a COUP'd Pawn promoted to a Rook, R10.3). Bounded, in case two effects
  // keep switching each other.
  for (std::size_t round = 0; round <= s_.effects.size(); ++round) {
    bool changed = false;
    for (Effect& fx : s_.effects) {
      const CardBehaviour* b = fx.card->behaviour;
      if (b && b->holds) {
        const bool before = fx.suspended;
        fx.suspended = false;  // judge each effect with the ones before it in force
        fx.suspended = !b->holds(fx, *this);
        changed = changed || fx.suspended != before;
      }
    }
    if (!changed) break;
  }
}

}  // namespace kmr
