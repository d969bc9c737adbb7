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
  if (EffectRules(in_play).props(position(), id).can_move) return false;
  meet(GeneralRule::Held);
  return true;
}

void CardPlay::events(std::string e) { events_.push_back(std::move(e)); }

CardPlay::~CardPlay() {
  if (g_.door_sink_.passes && !(passed_.empty() && met_.empty()))
    g_.door_sink_.passes->push_back(DoorPass{&card_, passed_, met_});
}

Result CardPlay::held_refusal(PieceId id) const {
  return reject(Cause::ChoiceWrong, "R14.3",
                "the piece on " + square_name(position().piece(id).square) + " is held in place" +
                    held_by(id) + ", and a move by card is a move (R26.1)");
}

void CardPlay::relocate(PieceId id, Square to) {
  pass(Door::CardMove);
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  if (pos.piece(id).role == Role::Rook || pos.piece(id).role == Role::King) meet(GeneralRule::Castling);
  pos.relocate(id, to);  // a King or Rook leaving its square loses its right (R18.1)
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, std::nullopt, true, Move{from, to}, player_});
  g_.settle_halfmove_clock();  // a Pawn moved by a card is a Pawn move (R17.5, R26.1)
  events(square_name(from) + "-" + square_name(to));
}

void CardPlay::allow_en_passant(PieceId pawn, Square passed) {
  pass(Door::CardMove);
  meet(GeneralRule::EnPassant);
  g_.s_.position.set_en_passant(passed, pawn);
}

void CardPlay::swap(PieceId a, PieceId b) {
  pass(Door::CardMove);
  Position& pos = g_.s_.position;
  const Square sa = pos.piece(a).square;
  const Square sb = pos.piece(b).square;
  pos.take_off(a, Zone::Aside);
  pos.relocate(b, sa);
  pos.put_back(a, sb);
  g_.s_.log.moves.push_back(MoveRecord{a, sa, sb, std::nullopt, true, Move{sa, sb}, player_});
  g_.s_.log.moves.push_back(MoveRecord{b, sb, sa, std::nullopt, true, Move{sb, sa}, player_});
  g_.settle_halfmove_clock();
  events(square_name(sa) + "<->" + square_name(sb));
}

Result CardPlay::card_move(PieceId id, Square to, bool may_capture, std::string rule) {
  pass(Door::CardMove);
  Position& pos = g_.s_.position;
  if (held_in_place(id)) return held_refusal(id);
  // No piece stops on a square closed to every piece (FORBIDDEN CITY): the
  // continuing effect wins over the card (R14.3, R14.6).
  if (closed(to))
    return reject(Cause::SquareClosed, rule,
                  square_name(to) + " is closed to every piece (" + closing_effect(g_, to) + ")");
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  std::optional<PieceId> taken;
  if (there != kNoPiece) {
    if (!may_capture)
      return reject(Cause::SquareTaken, rule, square_name(to) + " is occupied and this move may not capture");
    // Only a neutral piece, or one taking a neutral piece, may capture a piece of its own side (R24.1).
    const Side mover_owner = pos.piece(id).owner;
    if (pos.piece(there).owner == mover_owner &&
        !g_.props(id).controlled_by[static_cast<std::size_t>(index(~mover_owner))] &&
        !g_.props(there).controlled_by[static_cast<std::size_t>(index(~pos.piece(there).owner))])
      return reject(Cause::SquareTaken, rule, square_name(to) + " holds a piece of the same side");
    // A King is never captured, unless its side has another: then a card
    // may take one of them (R25.2). Never the last: by the Checkmate Rule the
    // card is spent and does nothing (R12.1, R12.4, R12.5).
    if (auto refused = capture_refusal(there)) {
      if (refused->cause == Cause::Protected) return reject(Cause::Protected, rule, refused->detail);
      return *refused;
    }
    capture(there);
    taken = there;
  }
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  if (pos.piece(id).role == Role::Rook || pos.piece(id).role == Role::King) meet(GeneralRule::Castling);
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, taken, true, Move{from, to}, player_});
  g_.settle_halfmove_clock();
  events(square_name(from) + "-" + square_name(to));
  return done(std::move(rule));
}

std::string CardPlay::held_by(PieceId id) const {
  // Every refusal of a piece held in place names its holder here: the rule bites (R14.3).
  meet(GeneralRule::Held);
  const std::string fx = holding_effect(g_, id);
  return fx.empty() ? std::string() : " (" + fx + " holds it)";
}

std::optional<Result> CardPlay::way_refusal(Square at, Square next, bool ends_there,
                                            const std::string& rule) const {
  const std::string walled = walling_effect(g_, at, next);
  if (!walled.empty())
    return reject(Cause::PathCrossed, rule,
                  walled + " stands between " + square_name(at) + " and " + square_name(next));
  if (closed(next))
    return reject(ends_there ? Cause::SquareClosed : Cause::PathCrossed, rule,
                  square_name(next) + " is closed to every piece (" + closing_effect(g_, next) + ")");
  const Position& pos = g_.s_.position;
  if (const PieceId there = pos.piece_at(next); there != kNoPiece)
    return reject(ends_there ? Cause::SquareTaken : Cause::PathCrossed, rule,
                  "the " + std::string(role_name(pos.piece(there).role)) + " on " + square_name(next) +
                      (ends_there ? " holds the square" : " stands in the way"));
  return std::nullopt;
}

Result CardPlay::swap(PieceId a, PieceId b, std::string rule) {
  for (PieceId id : {a, b})
    if (held_in_place(id)) return held_refusal(id);
  swap(a, b);
  return done(std::move(rule));
}
}  // namespace kmr
