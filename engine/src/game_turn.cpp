// The turn: actions (moves, cards, keep, say, recall, timeout), their
// dispatch and replay, and the end of a turn (R6, R7, R12, R13).
#include "kmr/game.hpp"

#include <algorithm>
#include "game_internal.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/piece_names.hpp"
#include "kmr/refusal.hpp"
#include "kmr/state_events.hpp"

namespace kmr {
namespace {

bool only_opponent_windows(const CardDef& c) {
  if (c.timing.empty()) return false;
  return std::all_of(c.timing.begin(), c.timing.end(), [](Timing t) {
    return t == Timing::AfterOpponentMove || t == Timing::AfterOpponentCard || t == Timing::OpponentTurn;
  });
}

}  // namespace

using detail::side_name;

Result Game::probe(const Action& action, Probe mode) const {
  Game copy = *this;
  copy.door_sink_ = {};  // a question asked, not an action taken: nothing to trace
  return copy.apply(action, mode);
}

Result Game::apply(const Action& action, Probe mode) {
  Side by = action.by.value_or(s_.turn);
  if (action.kind == ActionKind::Move) by = action.by.value_or(s_.position.side_to_move());
  // The answer to ABDUCTION comes from the player who looked away (R28.1).
  if (action.kind == ActionKind::Recall && s_.hidden) by = action.by.value_or(~s_.hidden->known_to);
  if (action.kind == ActionKind::Play && !action.by) {
    CardRef c = find_card(action.card);
    by = (c && only_opponent_windows(*c)) ? ~s_.turn : s_.turn;
    if (c && c->behaviour && c->behaviour->cancels_move && answering_last_turn(s_.turn)) by = s_.turn;
    if (c && c->behaviour && c->behaviour->answers_loss && lost_on_own_move(s_.turn)) by = s_.turn;
  }
  ++*work_.applied;
  if (mode == Probe::Judged)
    if (std::optional<Result> over = refused_as_over(action, by)) return *over;
  const std::size_t turns_before = history_.size();
  const TableState before = s_;  // to tell every change the action made (state_events.hpp)
  Result r = dispatch(action, by);
  if (r.outcome != Outcome::Rejected) describe_changes(before, s_, r.events);
  // The last turn stays on record for the whole of this one: it may be
  // answered only before this turn's first action (answering_last_turn asks
  // that), and a replay of this turn from its start must find it as play did.
  if (turn_reopened_) {  // the turn just ended is back, with this card in it
    turn_reopened_ = false;
    Action taken = action;
    taken.by = by;
    turn_actions_.push_back({std::move(taken)});
    return r;
  }
  // Keep what the turn is made of. An action that ended the turn starts
  // the next one clean; a move that ended it (the opponent moving on) is
  // that next turn's first action.
  // A card spent with no effect (R5.3) is kept as such: a replay spends it
  // again without judging it anew (TurnAction).
  if (r.outcome != Outcome::Rejected && action.kind != ActionKind::EndTurn &&
      (history_.size() == turns_before || action.kind == ActionKind::Move)) {
    Action taken = action;
    taken.by = by;
    turn_actions_.push_back(
        {std::move(taken), r.outcome == Outcome::NoEffect && action.kind == ActionKind::Play});
  }
  return r;
}

// A game that is over takes no more actions (R16.1). It is over once the
// turn in progress ends, so the player who gave mate may still finish his
// turn, though not end it, and the mated player may still answer in it (a
// RIPOSTE taking the mating piece). A card play is answered on its own account
// first: refused for its own reason (the rules editor sees why the card
// fails), or spent with no effect if that is all it could do (R12.4, the
// Checkmate Rule's BRIBERY on a last King); only a play that would change
// the game is refused because the game is over.
std::optional<Result> Game::refused_as_over(const Action& action, Side by) {
  // Within the turn: anything but its end, or the opponent moving on (which ends it).
  const bool finishing = s_.phase == Phase::AfterMove && action.kind != ActionKind::EndTurn &&
                         !(action.kind == ActionKind::Move && by != s_.turn);
  const Ending over = ending(/*look_ahead=*/!finishing);
  if (!over.over()) return std::nullopt;
  if (action.kind == ActionKind::Play) {
    Game tried = *this;
    Result r = tried.apply(action, Probe::InTurn);
    if (r.outcome == Outcome::Rejected) return r;
    if (r.outcome == Outcome::NoEffect) {
      *this = std::move(tried);
      return r;
    }
  }
  return Result::rejected(Cause::GameOver, "R16.1", "the game is over: " + describe(over));
}

Result Game::dispatch(const Action& action, Side by) {
  // A piece taken off in secret is named back at once (R28.1): until then
  // only the answer, or a card answering the one that hid it, may come.
  if (s_.hidden && action.kind != ActionKind::Recall && action.kind != ActionKind::Play)
    return Result::rejected(
        Cause::WrongWindow, "R28.1",
        side_name(~s_.hidden->known_to) + " must first name the piece taken off in secret (recall)");
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
      if (by == s_.turn && s_.phase == Phase::AfterMove) s_.after_move_passed = true;
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
  return Result::rejected(Cause::WrongWindow, "", "unknown action");
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
  g.replay(turn_actions_.to_vector(), events);
  return g;
}

Result Game::apply_move(const Action& a, Side by, bool restacked) {
  if (s_.phase == Phase::AfterMove) {
    if (by == s_.turn)
      return Result::rejected(Cause::WrongWindow, "R6.1", side_name(by) + " has already moved this turn");
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
    return Result::rejected(Cause::WrongWindow, "R6.1", "it is " + side_name(s_.turn) + "'s turn");

  MoveRequest req = a.move;
  const std::string text = to_string(req);
  const bool castle_only = req.castling == Castling::KingSide || req.castling == Castling::QueenSide ||
                           req.castling == Castling::Only;
  if (req.castling == Castling::KingSide || req.castling == Castling::QueenSide) {
    // Castling named as such: the King from its own square, two squares
    // toward the Rook (R18.1), on the board as it stands (a turned board
    // moves no piece).
    const int home = by == Side::White ? 0 : 7;
    req.from = make_square(4, home);
    req.to = make_square(req.castling == Castling::KingSide ? 6 : 2, home);
    const PieceId king = s_.position.piece_at(req.from);
    if (king == kNoPiece || s_.position.piece(king).role != Role::King || s_.position.piece(king).owner != by)
      return Result::rejected(Cause::RegularMove, "R18.1",
                              text + ": " + side_name(by) + "'s King is not on " + square_name(req.from));
  }
  // Does a generated move answer what was asked of castling?
  auto fits = [&](const Move& m) {
    return castle_only ? m.kind == MoveKind::Castle
                       : req.castling != Castling::Never || m.kind != MoveKind::Castle;
  };
  const PieceId id = s_.position.piece_at(req.from);
  if (id == kNoPiece)
    return Result::rejected(Cause::RegularMove, "R1.1", "no piece stands on " + square_name(req.from));
  if (!props(id).controlled_by[static_cast<std::size_t>(index(by))])
    return Result::rejected(
        Cause::RegularMove, "R1.1",
        "the piece on " + square_name(req.from) + " is not " + side_name(by) + "'s to move");

  std::optional<Move> chosen;
  bool needs_promotion = false;
  bool promotes_not = false;  // the move exists, but a promotion was asked for it
  // Moves back to a cancelled move's board are refused below, as such (R27.3).
  for (const Move& m : legal_moves_in(s_.position)) {
    if (m.from != req.from || m.to != req.to || !fits(m)) continue;
    // Either way open (castling, or a WARLORD's walk): castling, as written.
    if (chosen && chosen->kind == MoveKind::Castle) continue;
    if (m.kind == MoveKind::Promotion) {
      needs_promotion = true;
      if (req.promotion == m.promotion) chosen = m;
    } else if (!req.promotion) {
      chosen = m;
    } else {
      promotes_not = true;
    }
  }
  // A promotion that suspends the effect making the Pawn royal (COUP on a
  // Rook or Queen, R10.3, P-11) is judged with the effects settled after it.
  if (!chosen && req.promotion) {
    const Move asked{req.from, req.to, MoveKind::Promotion, *req.promotion};
    MoveList pseudo;
    generate_generic(s_.position, rules_, EffectRules(s_.effects), pseudo, Legality::Pseudo);
    if (std::find(pseudo.begin(), pseudo.end(), asked) != pseudo.end()) {
      switch (royals_after_promotion(s_.position, asked)) {
        case AfterPromotion::NoKing:  // the side left with no King has lost (R21.7)
          chosen = asked;
          break;
        case AfterPromotion::Exposed:
          // As any move into check: allowed while a card of his may still remove it (R13.2).
          if (!may_rescue_with_card(by))
            return Result::rejected(Cause::RegularMove, "R10.3",
                                    text + " would leave " + side_name(by) +
                                        "'s King in check: the promotion suspends the effect that made the "
                                        "piece royal, and the King it leaves is attacked");
          chosen = asked;
          break;
        case AfterPromotion::Kept:
          break;
      }
    }
  }
  if (!chosen) {
    if (needs_promotion)
      return Result::rejected(
          Cause::RegularMove, "R21.1",
          text + ": a Pawn reaching the last rank promotes to a Queen, Rook, Bishop or Knight");
    // Only a normal Pawn move to the last rank promotes (R21.2); a merged
    // Pawn never does (R21.6).
    if (promotes_not)
      return Result::rejected(Cause::RegularMove, "R21.2", text + ": this move does not promote");
    // Distinguish a move the piece cannot make from one that exposes the King.
    MoveList pseudo;
    generate_generic(s_.position, rules_, EffectRules(s_.effects), pseudo, Legality::Pseudo);
    // The effects that narrow the moves (VENDETTA's compulsory capture)
    // narrow these too: a card in hand excuses the King's safety only.
    for (const Effect& fx : s_.effects)
      if (const CardBehaviour* b = fx.card->behaviour; !fx.suspended && b && b->restrict_moves)
        b->restrict_moves(fx, *this, pseudo);
    // Nor may it take a last King (R12.3): say so rather than name a check.
    const Bitboard kings = last_kings(s_.position);
    for (const Move& m : pseudo) {
      if (m.from != req.from || m.to != req.to || !takes_last_king(m, kings)) continue;
      const Square at = m.kind == MoveKind::EnPassant ? make_square(file_of(m.to), rank_of(m.from)) : m.to;
      return Result::rejected(Cause::RegularMove, "R12.3",
                              text + " would capture " +
                                  side_name(s_.position.piece(s_.position.piece_at(at)).owner) +
                                  "'s King on " + square_name(at) + ": Kings are never captured");
    }
    for (const Move& m : pseudo) {
      if (m.from != req.from || m.to != req.to || !fits(m) ||
          (m.kind == MoveKind::Promotion ? m.promotion != req.promotion : req.promotion.has_value()))
        continue;
      // A player may expose his King during his turn if a card of his can
      // still remove the check before the turn ends (R13.2).
      if (!may_rescue_with_card(by)) {
        MoveRefusal why = explain_refused_move(*this, req);
        return Result::rejected(Cause::RegularMove, why.rule, why.detail);
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
      return Result::rejected(Cause::RegularMove, why.rule, why.detail);
    }
  }

  Position after = s_.position;
  const Square victim_square = chosen->kind == MoveKind::EnPassant
                                   ? make_square(file_of(chosen->to), rank_of(chosen->from))
                                   : chosen->to;
  const PieceId victim = s_.position.piece_at(victim_square);
  after.play(*chosen);
  if (forbidden_board_ && same_board(after, *forbidden_board_))
    return Result::rejected(Cause::SameBoard, "R27.3",
                            text + " leads to the board of the cancelled move; the new move must differ");

  Result r = Result::accepted("R6.4", side_name(by) + " moves " + text);
  if (exposed_after(after, by)) r.detail += "; the King is left in check until a card removes it (R13.2)";
  r.events.push_back(text);
  if (victim != kNoPiece)
    r.events.push_back(std::string("captured ") + s_.position.letter_at(victim_square) + " on " +
                       square_name(victim_square));
  // Under PLOTS WITHIN PLOTS the cards played before the move were not
  // used for it: cancelling the move leaves them played (R27.2, R27.5).
  if (plots_[static_cast<std::size_t>(index(by))]) move_start_ = s_;
  s_.position = std::move(after);
  s_.log.moves.push_back(MoveRecord{id, chosen->from, chosen->to,
                                    victim == kNoPiece ? std::nullopt : std::optional<PieceId>(victim), false,
                                    *chosen, by});
  if (victim != kNoPiece) record_capture(victim, victim_square, by, nullptr);
  settle_halfmove_clock();  // a card's capture before the move still counts for the turn (R17.5)
  if (chosen->kind == MoveKind::Castle) {
    // Castling is a move of the Rook too (R18.2): BOG, MYSTIC SHIELD and
    // FIREBALL see it.
    const bool kingside = chosen->to > chosen->from;
    const Square rook_from = make_square(kingside ? 7 : 0, rank_of(chosen->from));
    const Square rook_to = make_square(kingside ? 5 : 3, rank_of(chosen->from));
    s_.log.moves.push_back(MoveRecord{s_.position.piece_at(rook_to), rook_from, rook_to, std::nullopt, false,
                                      Move{rook_from, rook_to}, by});
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
    if (under == kNoPiece || (!name.empty() && !piece_is(*this, under, name))) continue;
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
  if (!at) return Result::rejected(Cause::ChoiceMissing, "R10.5", "keep needs the square");
  const PieceId top = s_.position.piece_at(*at);
  if (top == kNoPiece || s_.position.piece(top).owner != by)
    return Result::rejected(Cause::ChoiceWrong, "R10.5",
                            "no piece of " + side_name(by) + "'s stands on " + square_name(*at));
  auto up = with_beneath_on_top(*at, {});
  if (!up) return Result::rejected(Cause::GameCondition, "R10.5", "no two pieces share " + square_name(*at));
  if (piece_is(*this, top, piece))
    return Result::accepted("R10.5", side_name(by) + " keeps the " + piece + " on " + square_name(*at));
  up = with_beneath_on_top(*at, piece);
  if (!up)
    return Result::rejected(Cause::ChoiceWrong, "R10.5", "no " + piece + " shares " + square_name(*at));
  *this = std::move(*up);
  return Result::accepted("R10.5", side_name(by) + " keeps the " + piece + " on " + square_name(*at));
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
  // Words matter only while an effect listens (DOOMSAYER, R28.1). Every
  // effect listening hears the word, each copy of a card on its own (R10.7),
  // in play order, each on the game as the one before left it; the piece
  // the speaker picks (`which`) is the first one's.
  std::vector<std::uint32_t> listening;
  for (const Effect& fx : s_.effects)
    if (!fx.suspended && fx.card->behaviour && fx.card->behaviour->on_say) listening.push_back(fx.sequence);
  if (listening.empty()) return Result::accepted("R28.1", "nothing listens to what is said");
  Game trial = *this;
  Result heard = Result::accepted("R28.1");
  for (std::size_t n = 0; n < listening.size(); ++n) {
    const auto it = std::find_if(trial.s_.effects.begin(), trial.s_.effects.end(),
                                 [&](const Effect& e) { return e.sequence == listening[n]; });
    if (it == trial.s_.effects.end() || it->suspended) continue;  // ended or suspended by an earlier one
    const Effect fx = *it;
    CardPlay play(trial, fx.owner, *fx.card, fx.choices);
    if (listening.size() > 1) play.meet_rule(GeneralRule::Copies);
    std::optional<Result> r =
        fx.card->behaviour->on_say(fx, play, speaker, word, n == 0 ? which : std::nullopt);
    if (!r) continue;
    if (!r->ok()) return *r;  // refused: nothing is said
    trial.settle_effects();
    heard.detail += (heard.detail.empty() ? "" : "; ") + r->detail;
    for (auto& e : play.take_events()) heard.events.push_back(std::move(e));
  }
  *this = std::move(trial);
  return heard;
}

Result Game::recall(Side by, const std::string& piece, std::optional<Square> at, bool aloud) {
  if (!s_.hidden) return Result::rejected(Cause::WrongWindow, "R28.1", "no piece waits to be named back");
  const HiddenPiece hidden = *s_.hidden;
  // The player who looked away answers: the taker's opponent, whoever owns
  // the piece (a NEUTRAL piece of the taker's own counts as the
  // opponent's, R24.2).
  const Side answers = ~hidden.known_to;
  if (by != answers)
    return Result::rejected(Cause::WrongWindow, "R28.1", side_name(answers) + " answers, who looked away");
  if (!at) return Result::rejected(Cause::ChoiceMissing, "R28.1", "the answer names the square too");
  // Right when both the kind of piece (by any name it answers to, R11.2)
  // and its square are right: it comes back; otherwise it is captured.
  const bool right = *at == hidden.from && piece_is(*this, hidden.piece, piece);
  Game trial = *this;
  trial.s_.hidden.reset();
  std::string said;
  {
    // The answer settles the card that took the piece, through its doors:
    // back on its square, or captured, unless nothing may capture it now
    // (PACIFISM, TRUCE: it is spared and goes back, R22.3).
    const CardChoices none;
    CardPlay taker(trial, hidden.known_to, *hidden.card, none);
    if ((right || !taker.capturable(hidden.piece)) && taker.bring_back(hidden.piece, hidden.from)) {
      said = right ? "right: the " + piece + " goes back to " + square_name(hidden.from)
                   : "wrong, but the piece taken from " + square_name(hidden.from) +
                         " cannot be captured: it goes back (R22.3)";
    } else {
      taker.count_as_captured(hidden.piece, hidden.from);
      said = "wrong: the piece taken from " + square_name(hidden.from) + " is captured";
    }
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
  return limited ? *limited : Result::rejected(Cause::WrongWindow, "R28.1", "no time limit is running");
}

}  // namespace kmr
