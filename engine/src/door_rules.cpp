// The doors' general rules as checks after every action (kmr/door_rules.hpp).
// Each is judged on the game alone, apart from the door that applies it, so
// that a card reaching the board some other way is caught.
#include "kmr/door_rules.hpp"

#include <algorithm>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_names.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/piece_names.hpp"
#include "kmr/refusal.hpp"

namespace kmr {
namespace {

std::string finding(GeneralRule r, const std::string& what) {
  return std::string(to_string(r)) + " (" + std::string(rule_number(r)) + "): " + what;
}

std::string piece_text(const Position& pos, PieceId id) {
  const Piece& p = pos.piece(id);
  std::string s = std::string(to_string(p.owner)) + " " + std::string(role_name(p.role));
  if (p.zone == Zone::Board) s += " on " + square_name(p.square);
  return s;
}

// A move only a Pawn makes, whatever the piece (a piece merged with a Pawn, R11.9).
bool pawn_move(MoveKind k) {
  return k == MoveKind::Promotion || k == MoveKind::DoublePush || k == MoveKind::EnPassant;
}

bool controls(const Game& g, PieceId id, Side s) {
  return g.props(id).controlled_by[static_cast<std::size_t>(index(s))];
}

void check_clock(const Game& g, std::vector<std::string>& out) {
  const TurnLog& log = g.turn_log();
  const Position& pos = g.position();
  const bool pawn_moved = std::any_of(log.moves.begin(), log.moves.end(), [&](const MoveRecord& m) {
    return pawn_move(m.move.kind) || pos.piece(m.piece).role == Role::Pawn;
  });
  if ((pawn_moved || !log.captures.empty()) && pos.halfmove_clock() != 0)
    out.push_back(finding(GeneralRule::Clock,
                          std::string(log.captures.empty() ? "a Pawn moved" : "a piece was captured") +
                              " this turn, yet the halfmove clock is " +
                              std::to_string(pos.halfmove_clock())));
}

void check_en_passant(const Game& g, std::vector<std::string>& out) {
  const Position& pos = g.position();
  const auto ep = pos.en_passant();
  if (!ep) return;
  // The Pawn that passed over it, whoever moved it (a NEUTRAL one too, a
  // piece merged with a Pawn that stepped as it, R11.9).
  bool pawn_beside = false;
  for (const Step st : {Step{1, 0}, Step{-1, 0}, Step{0, 1}, Step{0, -1}}) {
    const int f = file_of(*ep) + st.df, r = rank_of(*ep) + st.dr;
    if (!on_board(f, r)) continue;
    const PieceId id = pos.piece_at(make_square(f, r));
    if (id != kNoPiece && piece_is(g, id, "pawn")) pawn_beside = true;
  }
  if (pos.piece_at(*ep) != kNoPiece || !pawn_beside)
    out.push_back(finding(GeneralRule::EnPassant, "the en passant square " + square_name(*ep) +
                                                      " has no Pawn beside it that passed over it"));
}

void check_castling(const Game& g, std::vector<std::string>& out) {
  struct Right {
    std::uint8_t bit;
    Side side;
    Square king, rook;
    const char* name;
  };
  static constexpr Right kRights[] = {
      {kWhiteKingside, Side::White, make_square(4, 0), make_square(7, 0), "K"},
      {kWhiteQueenside, Side::White, make_square(4, 0), make_square(0, 0), "Q"},
      {kBlackKingside, Side::Black, make_square(4, 7), make_square(7, 7), "k"},
      {kBlackQueenside, Side::Black, make_square(4, 7), make_square(0, 7), "q"}};
  const Position& pos = g.position();
  // A piece lifted for a moment (INSUBSTANTIALITY) keeps its square's right:
  // its square stays empty for it.
  const auto lifted = [&](Square s, Role role, Side side) {
    if (pos.piece_at(s) != kNoPiece) return false;
    for (int i = 0; i < pos.piece_count(); ++i) {
      const Piece& p = pos.piece(static_cast<PieceId>(i));
      if (p.zone == Zone::Aside && p.role == role && p.owner == side) return true;
    }
    return false;
  };
  for (const Right& r : kRights) {
    if (!(pos.castling() & r.bit)) continue;
    const PieceId k = pos.piece_at(r.king), rook = pos.piece_at(r.rook);
    const bool king_there =
        (k != kNoPiece && pos.piece(k).role == Role::King && pos.piece(k).owner == r.side) ||
        lifted(r.king, Role::King, r.side);
    const bool rook_there =
        (rook != kNoPiece && pos.piece(rook).role == Role::Rook && pos.piece(rook).owner == r.side) ||
        lifted(r.rook, Role::Rook, r.side);
    if (!king_there || !rook_there)
      out.push_back(
          finding(GeneralRule::Castling,
                  std::string("the right ") + r.name + " stands without its " +
                      (king_there ? "Rook on " + square_name(r.rook) : "King on " + square_name(r.king))));
  }
}

void check_aside(const Game& g, std::vector<std::string>& out) {
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone != Zone::Aside) continue;
    const bool held = (g.hidden() && g.hidden()->piece == id) ||
                      std::any_of(g.effects().begin(), g.effects().end(), [&](const Effect& fx) {
                        return std::find(fx.targets.begin(), fx.targets.end(), id) != fx.targets.end();
                      });
    if (!held)
      out.push_back(finding(GeneralRule::PairWhole,
                            "the " + piece_text(pos, id) + " is set aside with no effect holding it"));
  }
  for (const Effect& fx : g.effects()) {
    const CardBehaviour* b = fx.card->behaviour;
    if (!fx.continuing || fx.suspended || !b || !b->merged_into || fx.targets.empty()) continue;
    const PieceId host = fx.targets.front(), part = b->merged_into(fx, host);
    if (part == kNoPiece || pos.piece(host).zone != Zone::Board) continue;
    if (pos.piece(part).zone != Zone::Aside)
      out.push_back(finding(GeneralRule::PairWhole, "the " + piece_text(pos, host) +
                                                        " is merged with a piece that is not inside it (" +
                                                        std::string(fx.card->name) + ")"));
  }
}

bool continuing(const Effect& fx) { return fx.continuing; }

void check_names(const Game& g, std::vector<std::string>& out) {
  const auto& effects = g.effects();
  for (std::size_t i = 0; i < effects.size(); ++i) {
    if (!effects[i].continuing) continue;
    const std::string words = effect_words(g, i, continuing);
    const auto name = parse_effect_name(words);
    const auto named = name ? effects_named(g, *name, continuing) : std::vector<std::size_t>{};
    if (named.size() != 1 || named.front() != i)
      out.push_back(finding(GeneralRule::Copies, "the effect '" + words + "' cannot be named alone"));
  }
}

void check_princes(const Game& g, std::vector<std::string>& out) {
  const Position& pos = g.position();
  if (g.effects().empty()) return;  // only effects make a Prince
  const EffectRules rules(g.effects());
  for (Side side : {Side::White, Side::Black}) {
    Bitboard kings = pos.pieces(side, Role::King);
    while (kings) {
      const Square s = pop_lsb(kings);
      const PieceId id = pos.piece_at(s);
      if (g.props(id).royal || !attacked_generic(pos, s, ~side, rules)) continue;
      if (!g.in_check(side))
        out.push_back(finding(GeneralRule::King, "the " + piece_text(pos, id) +
                                                     " (a Prince) is attacked, yet " +
                                                     std::string(to_string(side)) + " is not in check"));
    }
  }
}

void check_protection(const Game& before, const Game& after, std::vector<std::string>& out) {
  const Position& was = before.position();
  for (int i = 0; i < was.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Zone z = was.piece(id).zone;
    // On the board, or waiting to be named back (ABDUCTION's stake).
    const bool in_play =
        z == Zone::Board || (z == Zone::Aside && before.hidden() && before.hidden()->piece == id);
    if (!in_play || before.props(id).capturable || after.position().piece(id).zone != Zone::Captured)
      continue;
    out.push_back(finding(GeneralRule::Protection,
                          "the " + piece_text(was, id) + ", which nothing could capture, was captured"));
  }
}

void check_closed_squares(const Game& before, const Game& after, std::vector<std::string>& out) {
  const Position& was = before.position();
  const Position& now = after.position();
  for (int i = 0; i < now.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& p = now.piece(id);
    if (p.zone != Zone::Board) continue;
    if (i < was.piece_count() && was.piece(id).zone == Zone::Board && was.piece(id).square == p.square)
      continue;
    if (closing_effect(before, p.square).empty() || closing_effect(after, p.square).empty()) continue;
    out.push_back(finding(GeneralRule::ClosedSquare, "the " + piece_text(now, id) + " came onto " +
                                                         square_name(p.square) + ", closed to every piece (" +
                                                         closing_effect(after, p.square) + ")"));
  }
}

void check_pairs_given_back(const Game& before, const Game& after, std::vector<std::string>& out) {
  const TableState* start = after.turn_start();
  if (!start) return;
  const Position& now = after.position();
  const auto& captured = after.turn_log().captures;
  for (const Effect& fx : start->effects) {
    const CardBehaviour* b = fx.card->behaviour;
    if (!fx.continuing || !b || !b->merged_into || fx.targets.empty()) continue;
    const PieceId host = fx.targets.front(), part = b->merged_into(fx, host);
    if (part == kNoPiece || now.piece(host).zone != Zone::Board ||
        before.position().piece(host).zone == Zone::Board)
      continue;
    const bool taken_this_turn = std::any_of(captured.begin(), captured.end(),
                                             [&](const CaptureRecord& c) { return c.piece == host; });
    if (!taken_this_turn) continue;
    const bool whole = now.piece(part).zone == Zone::Aside &&
                       std::any_of(after.effects().begin(), after.effects().end(),
                                   [&](const Effect& e) { return e.sequence == fx.sequence; });
    if (!whole)
      out.push_back(finding(GeneralRule::PairWhole, "the " + piece_text(now, host) +
                                                        " came back without the piece merged in it (" +
                                                        std::string(fx.card->name) + " not in play again)"));
  }
}

void check_copies_heard(const Action& action, const Result& result, const Game& after,
                        std::vector<std::string>& out) {
  if (action.kind != ActionKind::Say || !result.ok()) return;
  Game again = after;
  again.trace_doors(nullptr);
  again.apply(action);
  if (again.position() == after.position() && again.effects().size() == after.effects().size()) return;
  out.push_back(
      finding(GeneralRule::Copies,
              "'" + action.word +
                  "' said again changed the game: an effect listening did not hear it the first time"));
}

// The squares a card play names with pieces on them.
std::vector<Square> named_squares(const CardChoices& c) {
  std::vector<Square> out;
  if (c.target) out.push_back(*c.target);
  for (Square s : c.targets) out.push_back(s);
  for (const MoveRequest& m : c.moves) out.push_back(m.from);
  return out;
}

void check_neutral(const Game& before, const Action& action, const Result& result,
                   std::vector<std::string>& out) {
  if (action.kind != ActionKind::Play) return;
  if (const CardDef* card = find_card(action.card);
      !card || !card->behaviour || card->behaviour->colour_matters)
    return;
  const Position& pos = before.position();
  for (Square s : named_squares(action.choices)) {
    const PieceId id = pos.piece_at(s);
    // A Pawn's forward is its owner's (R14.5, N-05): a piece answering to a Pawn is left alone.
    if (id == kNoPiece || piece_is(before, id, "pawn") || !controls(before, id, Side::White) ||
        !controls(before, id, Side::Black))
      continue;
    Game flipped = before.with_owner(id, ~pos.piece(id).owner);
    flipped.trace_doors(nullptr);
    const Result other = flipped.apply(action);
    const auto wrong_side = [](const Result& r) {
      return r.outcome == Outcome::Rejected && r.cause == Cause::ChoiceWrong;
    };
    if (wrong_side(result) != wrong_side(other) &&
        (result.outcome != Outcome::Rejected || other.outcome != Outcome::Rejected))
      out.push_back(finding(
          GeneralRule::Neutral,
          action.card + " naming the NEUTRAL " + std::string(role_name(pos.piece(id).role)) + " on " +
              square_name(s) + " is " + std::string(to_string(result.outcome)) + " as " +
              std::string(to_string(pos.piece(id).owner)) + "'s and " +
              std::string(to_string(other.outcome)) + " as " + std::string(to_string(~pos.piece(id).owner)) +
              "'s (" + (result.ok() ? other.detail : result.detail) + ")"));
  }
}

}  // namespace

std::vector<std::string> check_door_rules(const Game& g) {
  std::vector<std::string> out;
  check_clock(g, out);
  check_en_passant(g, out);
  check_castling(g, out);
  check_aside(g, out);
  check_names(g, out);
  check_princes(g, out);
  return out;
}

std::vector<std::string> check_door_step(const Game& before, const Action& action, const Result& result,
                                         const Game& after) {
  std::vector<std::string> out;
  check_neutral(before, action, result, out);  // a refusal too: the wrong side refused
  if (result.outcome == Outcome::Rejected) return out;
  check_protection(before, after, out);
  check_closed_squares(before, after, out);
  check_pairs_given_back(before, after, out);
  check_copies_heard(action, result, after, out);
  return out;
}

std::optional<GeneralRule> rule_of_finding(const std::string& text) {
  for (GeneralRule r : kAllGeneralRules) {
    const std::string_view name = to_string(r);
    if (text.size() > name.size() && text.compare(0, name.size(), name) == 0 && text[name.size()] == ' ')
      return r;
  }
  return std::nullopt;
}

}  // namespace kmr
