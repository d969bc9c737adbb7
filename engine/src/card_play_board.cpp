// What a card does to the board as it resolves (CardPlay): captures, kills,
// moves and swaps by card, effects laid in play and ended (R8, R10, R22, R26).

#include <algorithm>
#include <iterator>

#include "card_play_internal.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/refusal.hpp"

namespace kmr {

using detail::card_name;
using detail::side_name;

Expected<PieceId> CardPlay::target_piece() const {
  if (!choices_.target) return Error{card_name(card_) + " needs a target"};
  PieceId id = position().piece_at(*choices_.target);
  if (id == kNoPiece) return Error{"no piece stands on " + square_name(*choices_.target)};
  return id;
}

bool CardPlay::held_in_place(PieceId id) const {
  std::vector<Effect> in_play;
  for (const Effect& fx : g_.s_.effects)
    if (fx.continuing) in_play.push_back(fx);
  return !EffectRules(in_play).props(position(), id).can_move;
}

void CardPlay::events(std::string e) { events_.push_back(std::move(e)); }

Result CardPlay::held_refusal(PieceId id) const {
  return reject(Cause::ChoiceWrong, "R14.3",
                "the piece on " + square_name(position().piece(id).square) + " is held in place" +
                    held_by(id) + ", and a move by card is a move (R26.1)");
}

bool CardPlay::capture(PieceId id) {
  // Only a piece on the board can be captured; one already gone is not.
  if (g_.s_.position.piece(id).zone != Zone::Board || !g_.props(id).capturable) return false;
  Position& pos = g_.s_.position;
  events("captured " + std::string(1, pos.letter_at(pos.piece(id).square)) + " on " +
         square_name(pos.piece(id).square));
  note_capture(id, pos.piece(id).square);
  pos.take_off(id, Zone::Captured);
  return true;
}

void CardPlay::note_capture(PieceId id, Square at) {
  g_.s_.log.captures.push_back(CaptureRecord{id, at, player_, &card_});
}

void CardPlay::kill(PieceId id) {
  Position& pos = g_.s_.position;
  events("killed " + std::string(1, pos.letter_at(pos.piece(id).square)) + " on " +
         square_name(pos.piece(id).square));
  pos.take_off(id, Zone::Dead);
}

void CardPlay::relocate(PieceId id, Square to) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, std::nullopt, true, Move{from, to}, player_});
  events(square_name(from) + "-" + square_name(to));
}

void CardPlay::swap(PieceId a, PieceId b) {
  Position& pos = g_.s_.position;
  const Square sa = pos.piece(a).square;
  const Square sb = pos.piece(b).square;
  pos.take_off(a, Zone::Aside);
  pos.relocate(b, sa);
  pos.put_back(a, sb);
  g_.s_.log.moves.push_back(MoveRecord{a, sa, sb, std::nullopt, true, Move{sa, sb}, player_});
  g_.s_.log.moves.push_back(MoveRecord{b, sb, sa, std::nullopt, true, Move{sb, sa}, player_});
  events(square_name(sa) + "<->" + square_name(sb));
}

void CardPlay::hide(PieceId id) {
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  pos.take_off(id, Zone::Aside);
  g_.s_.hidden = HiddenPiece{id, from, player_, &card_};
  events("a piece is taken off in secret: " + side_name(pos.piece(id).owner) + " must name it back");
}

Effect& CardPlay::add_effect(std::vector<PieceId> targets) {
  Effect fx;
  fx.card = &card_;
  fx.owner = player_;
  fx.targets = std::move(targets);
  fx.choices = choices_;
  fx.sequence = g_.s_.next_sequence++;
  fx.laid_at = g_.history_.size();
  g_.s_.effects.push_back(std::move(fx));
  return g_.s_.effects.back();
}

Effect& CardPlay::add_lingering(std::vector<PieceId> targets, int turn_ends) {
  Effect& fx = add_effect(std::move(targets));
  fx.continuing = false;
  fx.expires_after_turns = turn_ends;
  return fx;
}

void CardPlay::restore_effect(const Effect& fx) {
  auto& effects = g_.s_.effects;
  if (std::any_of(effects.begin(), effects.end(), [&](const Effect& e) { return e.sequence == fx.sequence; }))
    return;
  // Back in its place in play order (R14.3 reads that order).
  const auto at =
      std::find_if(effects.begin(), effects.end(), [&](const Effect& e) { return e.sequence > fx.sequence; });
  effects.insert(at, fx);
  if (fx.continuing && !fx.proxy) {
    auto& pile = g_.s_.cards[static_cast<std::size_t>(index(fx.owner))].discard;
    if (const auto it = std::find(pile.rbegin(), pile.rend(), fx.table_card()); it != pile.rend())
      pile.erase(std::next(it).base());
  }
  events(std::string(fx.card->name) + " is in play again");
}

void CardPlay::undo_loss(const Game& before, PieceId id, Square at) {
  Position& pos = g_.s_.position;
  pos.put_back(id, at);
  for (const Effect& fx : before.s_.effects) {
    if (!fx.continuing || std::find(fx.targets.begin(), fx.targets.end(), id) == fx.targets.end()) continue;
    if (std::any_of(g_.s_.effects.begin(), g_.s_.effects.end(),
                    [&](const Effect& e) { return e.sequence == fx.sequence; }))
      continue;
    // What it held aside (a merged piece's other part) is aside again.
    for (PieceId t : fx.targets)
      if (t != id && before.s_.position.piece(t).zone == Zone::Aside && pos.piece(t).zone != Zone::Board) {
        pos.mutable_piece(t).zone = Zone::Aside;
      }
    restore_effect(fx);
  }
}

void CardPlay::end_effect(std::size_t i) {
  auto& effects = g_.s_.effects;
  const Effect fx = effects[i];
  effects.erase(effects.begin() + static_cast<std::ptrdiff_t>(i));
  if (fx.continuing && !fx.proxy)
    g_.s_.cards[static_cast<std::size_t>(index(fx.owner))].discard.push_back(fx.table_card());
  events("ended " + std::string(fx.card->name));
  // What a cancelled effect leaves behind (R10.5, R10.9).
  if (fx.card->behaviour && fx.card->behaviour->on_end) {
    CardPlay play(g_, fx.owner, *fx.card, fx.choices);
    fx.card->behaviour->on_end(fx, play);
    for (auto& e : play.take_events()) events(std::move(e));
  }
}
Result CardPlay::card_move(PieceId id, Square to, bool may_capture, std::string rule) {
  Position& pos = g_.s_.position;
  if (held_in_place(id)) return held_refusal(id);
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  std::optional<PieceId> taken;
  if (there != kNoPiece) {
    if (!may_capture)
      return reject(Cause::SquareTaken, rule, square_name(to) + " is occupied and this move may not capture");
    // Only a neutral piece, or one taking a neutral piece, may capture a piece of its own side (R24.1).
    if (pos.piece(there).owner == pos.piece(id).owner &&
        !g_.props(id).controlled_by[static_cast<std::size_t>(index(~pos.piece(id).owner))] &&
        !g_.props(there).controlled_by[static_cast<std::size_t>(index(~pos.piece(there).owner))])
      return reject(Cause::SquareTaken, rule, square_name(to) + " holds a piece of the same side");
    // A King is never captured, unless its side has another: then a card
    // may take one of them (R25.2). Never the last: by the Checkmate Rule the
    // card is spent and does nothing (R12.1, R12.4, R12.5).
    if (g_.props(there).royal && g_.kings(pos.piece(there).owner) <= 1)
      return Result::no_effect(Cause::DirectMate, "R12.5",
                               card_name(card_) + " would capture the last King on " + square_name(to));
    if (!capture(there))
      return reject(Cause::Protected, rule, "the piece on " + square_name(to) + " cannot be captured");
    taken = there;
  }
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, taken, true, Move{from, to}, player_});
  events(square_name(from) + "-" + square_name(to));
  return done(std::move(rule));
}

std::string CardPlay::held_by(PieceId id) const {
  const std::string fx = holding_effect(g_, id);
  return fx.empty() ? std::string() : " (" + fx + " holds it)";
}

std::optional<Result> CardPlay::way_refusal(Square at, Square next, bool ends_there,
                                            const std::string& rule) const {
  const std::string walled = walling_effect(g_, at, next);
  if (!walled.empty())
    return reject(Cause::PathCrossed, rule,
                  walled + " stands between " + square_name(at) + " and " + square_name(next));
  const std::string closed = closing_effect(g_, next);
  if (!closed.empty())
    return reject(ends_there ? Cause::SquareClosed : Cause::PathCrossed, rule,
                  square_name(next) + " is closed to every piece (" + closed + ")");
  const Position& pos = g_.s_.position;
  if (const PieceId there = pos.piece_at(next); there != kNoPiece)
    return reject(ends_there ? Cause::SquareTaken : Cause::PathCrossed, rule,
                  "the " + std::string(role_name(pos.piece(there).role)) + " on " + square_name(next) +
                      (ends_there ? " holds the square" : " stands in the way"));
  return std::nullopt;
}

Result CardPlay::capture_own(PieceId id, Square to, std::string rule) {
  Position& pos = g_.s_.position;
  if (held_in_place(id)) return held_refusal(id);
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  // One of the player's own pieces: a NEUTRAL piece is his too (R24.2).
  if (there == kNoPiece || there == id ||
      !g_.props(there).controlled_by[static_cast<std::size_t>(index(player_))])
    return reject(Cause::ChoiceWrong, rule, square_name(to) + " holds no other piece of yours");
  // Not even its own side may take its last King (R12.1, R12.5); one of
  // several Kings it may (R25.2).
  if (g_.props(there).royal && g_.kings(pos.piece(there).owner) <= 1)
    return Result::no_effect(Cause::DirectMate, "R12.5",
                             card_name(card_) + " would capture the last King, on " + square_name(to));
  if (!capture(there))
    return reject(Cause::Protected, rule, "the piece on " + square_name(to) + " cannot be captured");
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, there, true, Move{from, to}, player_});
  events(square_name(from) + "x" + square_name(to));
  return done(std::move(rule));
}

void CardPlay::replace(PieceId old_piece, PieceId with, Zone old_to) {
  Position& pos = g_.s_.position;
  const Square at = pos.piece(old_piece).square;
  if (old_to == Zone::Dead) {
    kill(old_piece);
  } else {
    events("captured " + std::string(1, pos.letter_at(at)) + " on " + square_name(at));
    if (old_to == Zone::Captured) note_capture(old_piece, at);
    pos.take_off(old_piece, old_to);
  }
  pos.put_back(with, at);
  events(std::string(1, pos.letter_at(at)) + " put on " + square_name(at));
  for (Effect& fx : g_.s_.effects)
    for (PieceId& t : fx.targets)
      if (t == old_piece) t = with;
}

Result CardPlay::swap(PieceId a, PieceId b, std::string rule) {
  for (PieceId id : {a, b})
    if (held_in_place(id)) return held_refusal(id);
  swap(a, b);
  return done(std::move(rule));
}
}  // namespace kmr
