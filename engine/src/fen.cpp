#include "kmr/fen.hpp"

#include "kmr/movegen.hpp"

#include <cctype>
#include <charconv>
#include <vector>
#include "space_words.hpp"

namespace kmr {
namespace {

Error fen_error(std::string what) { return Error{"bad FEN: " + std::move(what)}; }

Expected<Position> read_placement(std::string_view text) {
  Position pos;
  int rank = 7, file = 0;
  for (char c : text) {
    if (c == '/') {
      if (file != 8)
        return fen_error("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                         " squares, expected 8");
      if (--rank < 0) return fen_error("more than 8 ranks in the placement field");
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) return fen_error("rank " + std::to_string(rank + 1) + " has more than 8 squares");
    } else if (auto role = role_from_letter(c)) {
      if (file > 7) return fen_error("rank " + std::to_string(rank + 1) + " has more than 8 squares");
      if (pos.piece_count() >= kMaxPieces) return fen_error("too many pieces");
      Side side = std::isupper(static_cast<unsigned char>(c)) ? Side::White : Side::Black;
      pos.add_piece(*role, side, make_square(file, rank));
      ++file;
    } else {
      return fen_error(std::string("unexpected character '") + c +
                       "' in the placement field (expected one of pnbrqksPNBRQKS, 1-8 or /)");
    }
  }
  if (rank != 0)
    return fen_error("the placement field has " + std::to_string(8 - rank) + " ranks, expected 8");
  if (file != 8) return fen_error("rank 1 has " + std::to_string(file) + " squares, expected 8");
  return pos;
}

std::optional<int> read_number(std::string_view s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0 || v > 65535) return std::nullopt;
  return v;
}

}  // namespace

Expected<Position> parse_placement(std::string_view placement) { return read_placement(placement); }

Expected<Position> parse_fen(std::string_view fen, RulesProfile profile) {
  auto fields = detail::space_words(fen);
  if (fields.empty()) return fen_error("empty");
  if (fields.size() > 6)
    return fen_error("expected at most 6 fields, found " + std::to_string(fields.size()));
  auto parsed = read_placement(fields[0]);
  if (!parsed) return parsed;
  Position pos = std::move(parsed).value();

  if (fields.size() > 1) {
    if (fields[1] == "w")
      pos.set_side_to_move(Side::White);
    else if (fields[1] == "b")
      pos.set_side_to_move(Side::Black);
    else
      return fen_error("side to move is '" + std::string(fields[1]) + "', expected w or b");
  }

  if (fields.size() > 2 && fields[2] != "-") {
    std::uint8_t rights = 0;
    for (char c : fields[2]) {
      std::uint8_t r = 0;
      Side side = Side::White;
      int rook_file = 7;
      switch (c) {
        case 'K':
          r = kWhiteKingside;
          break;
        case 'Q':
          r = kWhiteQueenside, rook_file = 0;
          break;
        case 'k':
          r = kBlackKingside, side = Side::Black;
          break;
        case 'q':
          r = kBlackQueenside, side = Side::Black, rook_file = 0;
          break;
        default:
          return fen_error(std::string("castling field has '") + c + "', expected K, Q, k, q or -");
      }
      if (rights & r) return fen_error(std::string("castling right '") + c + "' given twice");
      const int home = side == Side::White ? 0 : 7;
      auto has = [&](Square s, Role role) {
        PieceId id = pos.piece_at(s);
        return id != kNoPiece && pos.piece(id).role == role && pos.piece(id).owner == side;
      };
      if (!has(make_square(4, home), Role::King) || !has(make_square(rook_file, home), Role::Rook))
        return fen_error(std::string("castling right '") + c + "' needs a " + std::string(to_string(side)) +
                         " King on " + square_name(make_square(4, home)) + " and Rook on " +
                         square_name(make_square(rook_file, home)));
      rights |= r;
    }
    pos.set_castling(rights);
  }

  if (fields.size() > 3 && fields[3] != "-") {
    // A Pawn that moved two squares passed over its third rank, or its
    // second when it started on its first (knightmare, R19.1).
    auto ep = parse_square(fields[3]);
    int want = pos.side_to_move() == Side::White ? 5 : 2;
    int also = profile == RulesProfile::Knightmare ? (pos.side_to_move() == Side::White ? 6 : 1) : want;
    if (!ep || (rank_of(*ep) != want && rank_of(*ep) != also))
      return fen_error("en passant square '" + std::string(fields[3]) + "' must be - or a square on rank " +
                       std::to_string(want + 1) + (also != want ? " or " + std::to_string(also + 1) : ""));
    // Only a Pawn that has just moved two squares makes one (R20): it
    // stands just past the square it passed, which is empty. Any other
    // square would let an en passant capture take nothing.
    const Side mover = ~pos.side_to_move();
    const Square victim = make_square(file_of(*ep), rank_of(*ep) + (mover == Side::Black ? -1 : 1));
    const PieceId there = pos.piece_at(victim);
    if (pos.piece_at(*ep) != kNoPiece || there == kNoPiece || pos.piece(there).role != Role::Pawn ||
        pos.piece(there).owner != mover)
      return fen_error("en passant square '" + std::string(fields[3]) + "' needs it empty and a " +
                       std::string(to_string(mover)) + " Pawn on " + square_name(victim) +
                       " that has just moved two squares");
    pos.set_en_passant(ep);
  }

  int half = 0, full = 1;
  if (fields.size() > 4) {
    auto v = read_number(fields[4]);
    if (!v) return fen_error("halfmove clock '" + std::string(fields[4]) + "' is not a number");
    half = *v;
  }
  if (fields.size() > 5) {
    auto v = read_number(fields[5]);
    if (!v || *v == 0)
      return fen_error("fullmove number '" + std::string(fields[5]) + "' is not a positive number");
    full = *v;
  }
  pos.set_clocks(half, full);

  if (profile == RulesProfile::Fide) {
    for (Side s : {Side::White, Side::Black}) {
      int kings = popcount(pos.pieces(s, Role::King));
      if (kings != 1)
        return fen_error(std::string(to_string(s)) + " has " + std::to_string(kings) +
                         " Kings, plain chess needs exactly 1");
    }
    if (pos.pieces(Role::Pawn) & (rank_bb(0) | rank_bb(7)))
      return fen_error("a Pawn stands on the first or last rank, impossible in plain chess");
    // The side that just moved cannot have left its King in check; the move
    // generator may then take a King (found by scripts/fuzz.sh).
    if (const Side idle = ~pos.side_to_move(); in_check_plain(pos, idle))
      return fen_error(std::string(to_string(idle)) +
                       " is in check but not to move, impossible in plain chess");
  }
  return pos;
}

std::string placement(const Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      char c = pos.letter_at(make_square(file, rank));
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

std::string to_fen(const Position& pos) {
  std::string out = placement(pos);
  out += pos.side_to_move() == Side::White ? " w " : " b ";
  std::string rights;
  if (pos.castling() & kWhiteKingside) rights += 'K';
  if (pos.castling() & kWhiteQueenside) rights += 'Q';
  if (pos.castling() & kBlackKingside) rights += 'k';
  if (pos.castling() & kBlackQueenside) rights += 'q';
  out += rights.empty() ? "-" : rights;
  out += ' ';
  out += pos.en_passant() ? square_name(*pos.en_passant()) : "-";
  out += ' ' + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
  return out;
}

}  // namespace kmr
