// The capture and removal doors of CardPlay: whose a piece is, what a King
// is, what may be captured and what every capture does, and the removals
// that are no capture (R8.4, R12, R22, R24, R25).

#include <algorithm>

#include "card_play_internal.hpp"

namespace kmr {

using detail::card_name;
using detail::side_name;

namespace {
bool controls(const Game& g, PieceId id, Side side) {
  return g.props(id).controlled_by[static_cast<std::size_t>(index(side))];
}
// Controlled by both: NEUTRALITY (R24).
bool neutral(const Game& g, PieceId id) {
  return controls(g, id, Side::White) && controls(g, id, Side::Black);
}
}  // namespace

bool CardPlay::is_own(PieceId id) const {
  if (neutral(g_, id)) meet(GeneralRule::Neutral);
  return controls(g_, id, player_);
}

bool CardPlay::is_enemy(PieceId id) const {
  if (neutral(g_, id)) meet(GeneralRule::Neutral);
  return controls(g_, id, ~player_);
}

bool CardPlay::is_king(PieceId id) const {
  const bool king = g_.is_king(id);
  if (king) meet(GeneralRule::King);
  return king;
}

std::optional<Result> CardPlay::capture_refusal(PieceId victim) const {
  pass(Door::Capture);
  const Position& pos = g_.s_.position;
  const std::string where = square_name(pos.piece(victim).square);
  // In the order of the reason decision table: a King the card may not
  // take (row 5), a protected piece (row 8), a last King (row 11).
  const bool one_king = is_king(victim) && g_.kings(pos.piece(victim).owner) <= 1;
  if (one_king && !g_.props(victim).royal)
    return reject(Cause::ChoiceWrong, "R12.1", "the piece on " + where + " is a King's, never captured");
  if (!g_.props(victim).capturable) {
    meet(GeneralRule::Protection);
    return reject(Cause::Protected, "R22.3", "the piece on " + where + " cannot be captured");
  }
  if (one_king)
    return Result::no_effect(Cause::DirectMate, "R12.5",
                             card_name(card_) + " would capture the last King, on " + where);
  return std::nullopt;
}

bool CardPlay::capturable(PieceId id) const {
  pass(Door::Capture);
  if (g_.props(id).capturable) return true;
  meet(GeneralRule::Protection);
  return false;
}

bool CardPlay::capture(PieceId id) {
  pass(Door::Capture);
  // Only a piece on the board can be captured; one already gone is not.
  if (g_.s_.position.piece(id).zone != Zone::Board) return false;
  if (!g_.props(id).capturable) {
    meet(GeneralRule::Protection);
    return false;
  }
  Position& pos = g_.s_.position;
  const Square at = pos.piece(id).square;
  events("captured " + std::string(1, pos.letter_at(at)) + " on " + square_name(at));
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  if (pos.piece(id).role == Role::Rook || pos.piece(id).role == Role::King) meet(GeneralRule::Castling);
  meet(GeneralRule::Clock);
  pos.take_off(id, Zone::Captured);  // castling right and en passant square go with it (R18.1, R20.1)
  g_.record_capture(id, at, player_, &card_);
  return true;
}

void CardPlay::count_as_captured(PieceId id, Square at) {
  pass(Door::Capture);
  meet(GeneralRule::Clock);
  g_.s_.position.mutable_piece(id).zone = Zone::Captured;  // already off the board: only its zone changes
  g_.record_capture(id, at, player_, &card_);
}

void CardPlay::lose_with(PieceId part, PieceId host) {
  pass(Door::Capture);
  meet(GeneralRule::PairWhole);
  Position& pos = g_.s_.position;
  pos.mutable_piece(part).zone = pos.piece(host).zone;
}

void CardPlay::kill(PieceId id) {
  pass(Door::Removal);
  Position& pos = g_.s_.position;
  Piece& piece = pos.mutable_piece(id);
  if (piece.zone != Zone::Board) {
    // From the captured box (FUNERAL PYRE, NO QUARTER) or from aside: only its zone changes.
    piece.zone = Zone::Dead;
    return;
  }
  if (!g_.props(id).capturable) meet(GeneralRule::Protection);  // death is no capture (R22.3)
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  events("killed " + std::string(1, pos.letter_at(piece.square)) + " on " + square_name(piece.square));
  pos.take_off(id, Zone::Dead);
}

void CardPlay::set_aside(PieceId id, bool keeps_rights) {
  pass(Door::Removal);
  Position& pos = g_.s_.position;
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  const auto rights = pos.castling();
  pos.take_off(id, Zone::Aside);
  if (keeps_rights) pos.set_castling(rights);
}

void CardPlay::hide(PieceId id) {
  pass(Door::Removal);
  Position& pos = g_.s_.position;
  const Square from = pos.piece(id).square;
  if (pos.en_passant_pawn() == id) meet(GeneralRule::EnPassant);
  pos.take_off(id, Zone::Aside);
  g_.s_.hidden = HiddenPiece{id, from, player_, &card_};
  events("a piece is taken off in secret: " + side_name(~player_) + " must name it back");
}

Result CardPlay::capture_own(PieceId id, Square to, std::string rule) {
  Position& pos = g_.s_.position;
  if (held_in_place(id)) return held_refusal(id);
  const Square from = pos.piece(id).square;
  const PieceId there = pos.piece_at(to);
  // One of the player's own pieces: a NEUTRAL piece is his too (R24.2).
  if (there == kNoPiece || there == id || !is_own(there))
    return reject(Cause::ChoiceWrong, rule, square_name(to) + " holds no other piece of yours");
  // Not even its own side may take its last King (R12.1, R12.5); one of
  // several Kings it may (R25.2).
  if (auto refused = capture_refusal(there)) {
    if (refused->cause == Cause::Protected) return reject(Cause::Protected, rule, refused->detail);
    return *refused;
  }
  capture(there);
  pass(Door::CardMove);
  pos.relocate(id, to);
  g_.s_.log.moves.push_back(MoveRecord{id, from, to, there, true, Move{from, to}, player_});
  g_.settle_halfmove_clock();
  events(square_name(from) + "x" + square_name(to));
  return done(std::move(rule));
}

void CardPlay::replace(PieceId old_piece, PieceId with, Zone old_to) {
  Position& pos = g_.s_.position;
  const Square at = pos.piece(old_piece).square;
  if (old_to == Zone::Dead) {
    kill(old_piece);
  } else {
    pass(Door::Capture);
    events("captured " + std::string(1, pos.letter_at(at)) + " on " + square_name(at));
    pos.take_off(old_piece, old_to);
    if (old_to == Zone::Captured) {
      meet(GeneralRule::Clock);
      g_.record_capture(old_piece, at, player_, &card_);
    }
  }
  pass(Door::PutBack);
  pos.set_role(with, pos.piece(with).born_as);  // a promoted Pawn comes back as a Pawn (R21.5)
  pos.put_back(with, at);
  events(std::string(1, pos.letter_at(at)) + " put on " + square_name(at));
  for (Effect& fx : g_.s_.effects)
    for (PieceId& t : fx.targets)
      if (t == old_piece) t = with;
}

}  // namespace kmr
