// Reading the scalars of a scenario: strings, squares, sides, card ids,
// moves, promotion pieces, piece names and letters.
#include <algorithm>
#include <string>
#include <vector>

#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

bool ScenarioReader::read_string(const Node& n, std::string_view key, std::string& out) {
  return want_scalar(n, "a string for '" + std::string(key) + "'", out);
}

bool ScenarioReader::read_square(const Node& n, Square& out) {
  std::string s;
  if (!want_scalar(n, "a square", s)) return false;
  auto sq = parse_square(s);
  if (!sq) return fail(n, "bad square '" + s + "' (expected a1 to h8)");
  out = *sq;
  return true;
}

bool ScenarioReader::read_squares(const Node& n, std::string_view key, std::vector<Square>& out) {
  return each_item(n, in_quotes(key), [&](const Node& item) {
    Square sq = 0;
    if (!read_square(item, sq)) return false;
    out.push_back(sq);
    return true;
  });
}

bool ScenarioReader::read_side(const Node& n, Side& out) {
  std::string s;
  if (!want_scalar(n, "a side", s)) return false;
  auto side = parse_side(s);
  if (!side) return fail(n, "unknown side '" + s + "' (allowed: white, black)");
  out = *side;
  return true;
}

bool ScenarioReader::read_card_id(const Node& n, std::string& out) {
  if (!want_scalar(n, "a card id", out)) return false;
  if (!find_card(out)) return fail(n, unknown_card_message(out));
  return true;
}

bool ScenarioReader::read_card_ids(const Node& n, std::string_view key, std::vector<std::string>& out) {
  return each_item(n, in_quotes(key), [&](const Node& item) {
    std::string id;
    if (!read_card_id(item, id)) return false;
    out.push_back(std::move(id));
    return true;
  });
}

bool ScenarioReader::read_move(const Node& n, MoveRequest& out) {
  std::string s;
  if (!want_scalar(n, "a move", s)) return false;
  auto move = parse_move_request(s);
  if (!move) return fail(n, "bad move '" + s + "' (expected coordinate notation such as e2e4, or e7e8q)");
  out = *move;
  return true;
}

bool ScenarioReader::read_promotion(const Node& n, Role& out) {
  std::string s;
  if (!want_scalar(n, "a promotion piece", s)) return false;
  if (s.size() == 1 && s != "p" && s != "k")
    if (auto role = role_from_letter(s[0]); role && role_letter(*role, Side::Black) == s[0]) {
      out = *role;
      return true;
    }
  return fail(n, "bad promotion piece '" + s + "' (allowed: q, r, b, n)");
}

// A named piece type: a role ("rook") or the mark of a transformed piece ("crab").
bool ScenarioReader::read_piece_name(const Node& n, std::string& out) {
  if (!want_scalar(n, "a piece name", out)) return false;
  if (parse_role_name(out) || parse_mark(out)) return true;
  return fail(n, "unknown piece name '" + out +
                     "' (expected a piece type such as rook, or a piece mark such as crab)");
}

// A letter whose case must agree with the side it is listed under.
bool ScenarioReader::read_piece_letter(const Node& n, Side side, PieceCode& out) {
  std::string s;
  if (!want_scalar(n, "a piece letter", s)) return false;
  auto code = parse_piece_code(s);
  if (!code)
    return fail(n, "bad piece letter '" + s +
                       "' (expected one of PNBRQKS for white, pnbrqks for black (S: a Princess))");
  if (code->side != side)
    return fail(n, "piece letter '" + s + "' is " + std::string(to_string(code->side)) +
                       ", but it is listed under " + std::string(to_string(side)));
  out = *code;
  return true;
}

bool ScenarioReader::read_piece_letters(const Node& n, Side side, std::vector<PieceCode>& out) {
  return each_item(n, in_quotes(to_string(side)), [&](const Node& item) {
    PieceCode code;
    if (!read_piece_letter(item, side, code)) return false;
    out.push_back(code);
    return true;
  });
}

}  // namespace kmr::harness::scenario_reading
