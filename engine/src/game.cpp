#include "kmr/game.hpp"

#include <algorithm>
#include <array>

#include "kmr/fen.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"

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
  g.position_ = std::move(pos).value();
  g.rules_ = setup.rules;
  for (auto [zone, lists] :
       {std::pair{Zone::Captured, &setup.captured}, std::pair{Zone::Dead, &setup.dead}}) {
    for (const auto& [side, roles] : *lists) {
      for (Role r : roles) {
        if (g.position_.piece_count() >= kMaxPieces) return Error{"too many pieces"};
        g.position_.add_off_board(r, side, zone);
      }
    }
  }
  for (Side s : {Side::White, Side::Black}) {
    PlayerCards& pc = g.cards_[static_cast<std::size_t>(index(s))];
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
  }
  for (const EffectSetup& e : setup.effects) {
    CardRef c = find_card(e.card);
    if (!c) return Error{"effects: unknown card '" + e.card + "'"};
    if (c->continuing == false)
      return Error{"effects: " + std::string(c->name) + " is not a continuing effect"};
    // Effects in play need the card's behaviour to lay them (rules core).
    return Error{"effects: " + std::string(c->name) + " is not implemented yet"};
  }
  g.turn_ = g.position_.side_to_move();
  g.phase_ = setup.phase;
  if (setup.phase == Phase::AfterMove) g.position_.set_side_to_move(~g.turn_);
  g.history_.push_back(g.position_);
  return g;
}

MoveList Game::legal_moves() const {
  MoveList out;
  if (effects_.empty() && plain_position(position_))
    generate_plain(position_, rules_, out);
  else
    generate_generic(position_, rules_, PieceRules::plain(), out);
  return out;
}

std::vector<Side> Game::in_check() const {
  std::vector<Side> out;
  const bool plain = effects_.empty() && plain_position(position_);
  for (Side s : {Side::White, Side::Black}) {
    if (plain ? in_check_plain(position_, s) : in_check_generic(position_, s, PieceRules::plain()))
      out.push_back(s);
  }
  return out;
}

std::optional<Side> Game::checkmated() const {
  const Side s = position_.side_to_move();
  if (!legal_moves().empty()) return std::nullopt;
  auto checks = in_check();
  if (std::find(checks.begin(), checks.end(), s) == checks.end()) return std::nullopt;
  return s;
}

bool Game::stalemated() const { return legal_moves().empty() && !checkmated(); }

GameOver Game::game_over() const {
  if (board_repeated_three_times()) return GameOver::Draw;  // R17.1
  if (!legal_moves().empty()) return GameOver::None;
  // No legal move. In Knightmare the player may still escape with a card
  // (R16.1, R17.2); only an implemented card can be tried, so a hand of
  // cards the engine cannot play yet is no escape.
  if (rules_ == RulesProfile::Knightmare) {
    const auto& hand = cards(position_.side_to_move()).hand;
    if (std::any_of(hand.begin(), hand.end(), [](CardRef c) { return c->behaviour != nullptr; }))
      return GameOver::None;
  }
  if (auto mated = checkmated()) return *mated == Side::White ? GameOver::BlackWins : GameOver::WhiteWins;
  return GameOver::Draw;
}

bool Game::board_repeated_three_times() const {
  if (history_.empty()) return false;
  int seen = 0;
  for (const Position& p : history_)
    if (p.side_to_move() == position_.side_to_move() && same_board(p, position_)) ++seen;
  return seen >= 3;
}

std::vector<PieceCode> Game::captured(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < position_.piece_count(); ++i) {
    const Piece& p = position_.piece(static_cast<PieceId>(i));
    // A promoted Pawn is still a Pawn underneath (R21.5).
    if (p.owner == owner && p.zone == Zone::Captured) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<PieceCode> Game::dead(Side owner) const {
  std::vector<PieceCode> out;
  for (int i = 0; i < position_.piece_count(); ++i) {
    const Piece& p = position_.piece(static_cast<PieceId>(i));
    if (p.owner == owner && p.zone == Zone::Dead) out.push_back(PieceCode{p.born_as, p.owner});
  }
  return out;
}

std::vector<std::string> Game::marks_at(Square s) const {
  std::vector<std::string> out;
  PieceId id = position_.piece_at(s);
  if (id == kNoPiece) return out;
  for (int m = 0; m < kMarkCount; ++m)
    if (position_.piece(id).marks.has(static_cast<Mark>(m)))
      out.emplace_back(mark_name(static_cast<Mark>(m)));
  return out;
}

std::vector<Square> Game::destinations(Square from) const {
  std::vector<Square> out;
  PieceId id = position_.piece_at(from);
  if (id == kNoPiece) return out;
  Game view = *this;
  const Side owner = position_.piece(id).owner;
  if (owner != position_.side_to_move()) {
    // Ask as if it were the owner's move; an en passant chance belongs to the other side.
    view.position_.set_side_to_move(owner);
    view.position_.set_en_passant(std::nullopt);
  }
  for (const Move& m : view.legal_moves())
    if (m.from == from && std::find(out.begin(), out.end(), m.to) == out.end()) out.push_back(m.to);
  std::sort(out.begin(), out.end());
  return out;
}

Result Game::probe(const Action& action) const {
  Game copy = *this;
  return copy.apply(action);
}

Result Game::apply(const Action& action) {
  if (GameOver over = game_over(); over != GameOver::None)
    return Result::rejected(Reason::GameOver, "R16.1",
                            "the game is over (" + std::string(to_string(over)) + ")");
  switch (action.kind) {
    case ActionKind::Move:
      return apply_move(action, action.by.value_or(position_.side_to_move()));
    case ActionKind::Play: {
      CardRef c = find_card(action.card);
      Side def = (c && only_opponent_windows(*c)) ? ~turn_ : turn_;
      return apply_play(action, action.by.value_or(def));
    }
    case ActionKind::Pass:
      return Result::accepted("R6.2", side_name(action.by.value_or(turn_)) + " plays no card now");
    case ActionKind::EndTurn:
      return end_turn(action.by.value_or(turn_));
    case ActionKind::Say:
      // Words matter only while DOOMSAYER listens (R28.1); none is in play.
      return Result::accepted("R28.1", "nothing listens to what is said");
    case ActionKind::Recall:
      return Result::rejected(Reason::WrongTiming, "R28.1", "no ABDUCTION is waiting for an answer");
    case ActionKind::Timeout:
      return Result::rejected(Reason::WrongTiming, "R28.1", "no time limit is running");
  }
  return Result::rejected(Reason::WrongTiming, "", "unknown action");
}

Result Game::apply_move(const Action& a, Side by) {
  if (phase_ == Phase::AfterMove) {
    if (by == turn_)
      return Result::rejected(Reason::WrongTiming, "R6.1", side_name(by) + " has already moved this turn");
    // The opponent moving means the turn before his is over.
    Result ended = end_turn(turn_);
    if (!ended.ok()) return ended;
  } else if (by != turn_) {
    return Result::rejected(Reason::WrongTiming, "R6.1", "it is " + side_name(turn_) + "'s turn");
  }

  const MoveRequest& req = a.move;
  const std::string text = to_string(req);
  const PieceId id = position_.piece_at(req.from);
  if (id == kNoPiece)
    return Result::rejected(Reason::IllegalMove, "R1.1", "no piece stands on " + square_name(req.from));
  if (position_.piece(id).owner != by)
    return Result::rejected(
        Reason::IllegalMove, "R1.1",
        "the piece on " + square_name(req.from) + " is " + side_name(position_.piece(id).owner) + "'s");

  std::optional<Move> chosen;
  bool needs_promotion = false;
  for (const Move& m : legal_moves()) {
    if (m.from != req.from || m.to != req.to) continue;
    if (m.kind == MoveKind::Promotion) {
      needs_promotion = true;
      if (req.promotion == m.promotion) chosen = m;
    } else if (!req.promotion) {
      chosen = m;
    }
  }
  if (!chosen) {
    if (needs_promotion)
      return Result::rejected(
          Reason::IllegalMove, "R21.1",
          text + ": a Pawn reaching the last rank promotes to a Queen, Rook, Bishop or Knight");
    // Distinguish a move the piece cannot make from one that exposes the King.
    MoveList pseudo;
    generate_generic(position_, rules_, PieceRules::plain(), pseudo, Legality::Pseudo);
    for (const Move& m : pseudo)
      if (m.from == req.from && m.to == req.to)
        return Result::rejected(Reason::IllegalMove, "R13.3",
                                text + " would leave " + side_name(by) + "'s King in check");
    return Result::rejected(Reason::IllegalMove, "R1.1", text + " is not a legal move here");
  }

  Result r = Result::accepted("R6.4", side_name(by) + " moves " + text);
  const Square victim_square = chosen->kind == MoveKind::EnPassant
                                   ? make_square(file_of(chosen->to), rank_of(chosen->from))
                                   : chosen->to;
  const PieceId victim = position_.piece_at(victim_square);
  r.events.push_back(text);
  if (victim != kNoPiece)
    r.events.push_back(std::string("captured ") + position_.letter_at(victim_square) + " on " +
                       square_name(victim_square));
  position_.play(*chosen);
  phase_ = Phase::AfterMove;
  return r;
}

Result Game::apply_play(const Action& a, Side by) {
  CardRef card = find_card(a.card);
  if (!card) return Result::rejected(Reason::NotInHand, "R4.2", "no card is called '" + a.card + "'");
  const auto& hand = cards(by).hand;
  if (std::find(hand.begin(), hand.end(), card) == hand.end())
    return Result::rejected(Reason::NotInHand, "R4.2",
                            std::string(card->name) + " is not in " + side_name(by) + "'s hand");
  if (!card->behaviour)
    return Result::rejected(
        Reason::NotImplemented, "",
        std::string(card->name) + " is in the catalog but the engine does not implement it yet");
  return Result::rejected(Reason::NotImplemented, "", "card behaviours are not wired into the turn yet");
}

Result Game::end_turn(Side by) {
  if (by != turn_)
    return Result::rejected(Reason::WrongTiming, "R6.1", "it is " + side_name(turn_) + "'s turn to end");
  if (phase_ == Phase::BeforeMove)
    return Result::rejected(Reason::WrongTiming, "R6.1", side_name(by) + " has not moved yet this turn");
  // Both players draw back up to a full hand (R5.1).
  for (PlayerCards& pc : cards_) {
    while (pc.hand.size() < kHandSize && !pc.deck.empty()) {
      pc.hand.push_back(pc.deck.front());
      pc.deck.erase(pc.deck.begin());
    }
  }
  history_.push_back(position_);
  turn_ = ~turn_;
  phase_ = Phase::BeforeMove;
  cards_played_ = {};
  return Result::accepted("R6.7", side_name(by) + "'s turn ends");
}

}  // namespace kmr
