// Reading `expect:` steps: what must hold after an action.
#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

bool ScenarioReader::read_expect(const Node& n, Expectation& out) {
  if (n.is_null() || (n.is_map() && n.entries.empty()))
    return fail(n, "'expect' is empty (name at least one thing to check)");
  if (!want_map(n, "'expect'") || !check_keys(n, kExpectKeys, "'expect'")) return false;
  for (const auto& [key_node, value] : n.entries)
    if (!read_expect_key(key_node->scalar, *value, out)) return false;
  const Entry* result = n.find("result");
  const Entry* reason = n.find("reason");
  if (result && out.result != Outcome::Accepted && !reason)
    return fail(*result->second,
                "'reason' is required when the result is " + std::string(to_string(*out.result)));
  if (reason && out.result == Outcome::Accepted)
    return fail(*reason->first, "'reason' cannot be given with result: accepted");
  return true;
}

bool ScenarioReader::read_expect_key(const std::string& key, const Node& v, Expectation& out) {
  std::string s;
  // One word of a vocabulary (a result, a phase, how a game ended), or an
  // error naming the closest and the allowed words.
  const auto word = [&](auto& field, Names names, auto parse) {
    if (!read_string(v, key, s)) return false;
    field = parse(s);
    if (!field)
      return fail(v, "unknown " + key + " '" + s + "'" + did_you_mean(s, names) +
                         " (allowed: " + join_valid(names, parse) + ")");
    return true;
  };
  if (key == "result") return word(out.result, kOutcomeNames, parse_outcome);
  if (key == "reason") {
    // One code, or a list of codes of which any will do (extension).
    auto one = [&](const Node& item) {
      std::string code;
      if (!want_scalar(item, "a reason code", code)) return false;
      auto reason = parse_reason(code);
      if (!reason)
        return fail(item, "unknown reason '" + code + "'" + did_you_mean(code, kReasonNames) +
                              " (allowed: " + join_valid(kReasonNames, parse_reason) + ")");
      out.reasons.push_back(*reason);
      return true;
    };
    if (!v.is_sequence()) return one(v);
    if (v.items.empty()) return fail(v, "'reason' lists no reason code");
    return each_item(v, "'reason'", one);
  }
  if (key == "phase") return word(out.phase, kPhaseNames, parse_phase);
  if (key == "castling_rights") {
    // The FEN's castling field: any of K, Q, k, q once each, in that order, or "-".
    if (!read_string(v, key, s)) return false;
    static constexpr std::string_view kOrder = "KQkq";
    bool ok = !s.empty() && (s == "-" || s.size() <= 4);
    std::size_t at = 0;
    for (char ch : s == "-" ? std::string() : s) {
      const std::size_t i = kOrder.find(ch, at);
      if (i == std::string_view::npos) ok = false;
      at = i == std::string_view::npos ? at : i + 1;
    }
    if (!ok) return fail(v, "bad castling_rights '" + s + "' (expected K, Q, k, q in that order, or -)");
    out.castling_rights = s;
    return true;
  }
  if (key == "en_passant") {
    if (!read_string(v, key, s)) return false;
    if (s == "none" || s == "-") {
      out.en_passant.emplace(std::nullopt);
      return true;
    }
    Square sq = 0;
    if (!read_square(v, sq)) return false;
    out.en_passant.emplace(sq);
    return true;
  }
  if (key == "halfmove" || key == "fullmove") {
    if (!read_string(v, key, s)) return false;
    int n = -1;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size() || n < 0 || n > 65535)
      return fail(v, in_quotes(key) + " must be a whole number from 0 to 65535, got " + yaml::describe(v));
    (key == "halfmove" ? out.halfmove : out.fullmove) = n;
    return true;
  }
  if (key == "captured_includes")
    return each_side(v, key, [&](Side side, const Node& list) {
      return read_piece_letters(list, side, out.captured_includes[side]);
    });
  if (key == "hand_includes")
    return each_side(v, key, [&](Side side, const Node& list) {
      return read_card_ids(list, to_string(side), out.hand_includes[side]);
    });
  if (key == "in_play_includes") return read_card_ids(v, key, out.in_play_includes);
  if (key == "to_move") return read_side(v, out.to_move.emplace());
  if (key == "turn") return read_side(v, out.turn.emplace());
  if (key == "board") {
    if (!read_string(v, key, s)) return false;
    if (auto pos = parse_placement(s); !pos)
      return fail(v, "bad board '" + s + "': " + strip_fen_prefix(pos.error().message));
    out.board = s;
    return true;
  }
  if (key == "at") {
    return each_square(v, key, [&](Square sq, const Node& piece) {
      std::string letter;
      if (!want_scalar(piece, "a piece letter or empty", letter)) return false;
      if (letter == "empty") {
        out.at[sq] = std::nullopt;
        return true;
      }
      auto code = parse_piece_code(letter);
      if (!code)
        return fail(piece,
                    "bad piece letter '" + letter +
                        "' (expected one of PNBRQKS for white, pnbrqks for black (S: a Princess), or empty)");
      out.at[sq] = *code;
      return true;
    });
  }
  if (key == "marks") {
    return each_square(v, key, [&](Square sq, const Node& list) {
      auto& names = out.marks[sq];
      return each_item(list, in_quotes(square_name(sq)), [&](const Node& item) {
        std::string name;
        if (!want_scalar(item, "a mark name", name)) return false;
        if (!parse_mark(name))
          return fail(item, "unknown mark '" + name + "' (allowed: " + mark_names() + ")");
        names.push_back(std::move(name));
        return true;
      });
    });
  }
  if (key == "check") {
    auto& sides = out.check.emplace();
    return each_item(v, "'check'", [&](const Node& item) { return read_side(item, sides.emplace_back()); });
  }
  if (key == "checkmate") {
    if (!read_string(v, key, s)) return false;
    if (s == "none")
      out.checkmate.emplace(std::nullopt);
    else if (auto side = parse_side(s))
      out.checkmate.emplace(side);
    else
      return fail(v, "bad checkmate '" + s + "' (allowed: white, black, none)");
    return true;
  }
  if (key == "stalemate") {
    if (v.is_scalar() && !v.quoted && (v.scalar == "true" || v.scalar == "false")) {
      out.stalemate = v.scalar == "true";
      return true;
    }
    return fail(v, "expected true or false for 'stalemate', got " + yaml::describe(v));
  }
  if (key == "game_over") return word(out.game_over, kGameOverNames, parse_game_over);
  if (key == "termination") return word(out.termination, kTerminationNames, parse_termination);
  if (key == "captured" || key == "dead") {
    auto& boxes = key == "captured" ? out.captured : out.dead;
    return each_side(
        v, key, [&](Side side, const Node& list) { return read_piece_letters(list, side, boxes[side]); });
  }
  if (key == "in_play") return read_card_ids(v, key, out.in_play.emplace());
  if (key == "suspended") return read_card_ids(v, key, out.suspended.emplace());
  if (key == "hand" || key == "discard" || key == "deck") {
    auto& piles = key == "hand" ? out.hand : key == "discard" ? out.discard : out.deck;
    return each_side(v, key, [&](Side side, const Node& list) {
      return read_card_ids(list, to_string(side), piles[side]);
    });
  }
  if (key == "moves_from") {
    return each_square(v, key, [&](Square sq, const Node& list) {
      return read_squares(list, square_name(sq), out.moves_from[sq]);
    });
  }
  // can_move: {d5: [d6], not: {d5: [e6]}}
  if (!want_map(v, "'can_move'")) return false;
  for (const auto& [k, value] : v.entries) {
    if (k->scalar == "not") {
      bool ok = each_square(*value, "not", [&](Square sq, const Node& list) {
        return read_squares(list, square_name(sq), out.cannot_move[sq]);
      });
      if (!ok) return false;
      continue;
    }
    Square sq = 0;
    if (!read_square(*k, sq) || !read_squares(*value, square_name(sq), out.can_move[sq])) return false;
  }
  return true;
}

}  // namespace kmr::harness::scenario_reading
