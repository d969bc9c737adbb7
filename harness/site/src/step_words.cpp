#include "kmr/site/step_words.hpp"

#include "kmr/card.hpp"
#include "kmr/fen.hpp"

namespace kmr::harness {
namespace {

std::string side_word(Side s) { return s == Side::White ? "White" : "Black"; }

Side mover(const Action& a, std::string_view fen, Side turn, std::optional<Side> actor) {
  if (actor) return *actor;
  if (a.by) return *a.by;
  if (a.kind != ActionKind::Move) return turn;
  const std::size_t space = fen.find(' ');
  return space != std::string_view::npos && space + 1 < fen.size() && fen[space + 1] == 'b' ? Side::Black
                                                                                            : Side::White;
}

char letter_at(std::string_view fen, Square s) {
  const auto pos = parse_placement(fen.substr(0, fen.find(' ')));
  return pos ? pos->letter_at(s) : '.';
}

std::string piece_word(char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return "piece";
  return std::string(role_name(*role));
}

std::string squares(const std::vector<Square>& list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + square_name(list[i]);
  return out;
}

std::string cards(const std::vector<std::string>& ids) {
  if (ids.empty()) return "none";
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i) out += (i ? ", " : "") + card_display_name(ids[i]);
  return out;
}

std::string pieces(const std::vector<PieceCode>& list) {
  if (list.empty()) return "none";
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + std::string(role_name(list[i].role));
  return out;
}

std::string move_words(const MoveRequest& m, std::string_view fen) {
  const char letter = letter_at(fen, m.from);
  const bool pawn = letter == 'P' || letter == 'p';
  std::string out;
  if (letter != '.' && !pawn) out += static_cast<char>(letter >= 'a' ? letter - 'a' + 'A' : letter);
  out += square_name(m.from);
  out += letter_at(fen, m.to) == '.' ? "-" : "x";
  out += square_name(m.to);
  if (m.promotion) {
    out += '=';
    out += to_char(PieceCode{*m.promotion, Side::White});
  }
  return out;
}

std::string choices_words(const CardChoices& c, std::string_view fen) {
  std::string out;
  if (c.target) {
    const char l = letter_at(fen, *c.target);
    out += l == '.' ? " on " + square_name(*c.target)
                    : " on the " + piece_word(l) + " on " + square_name(*c.target);
  }
  if (!c.targets.empty()) out += " on " + squares(c.targets);
  if (c.to) out += " to " + square_name(*c.to);
  for (std::size_t i = 0; i < c.moves.size(); ++i)
    out += (i ? ", " : ", moving ") + move_words(c.moves[i], fen);
  if (c.square) out += " on the square " + square_name(*c.square);
  if (c.wall) out += ", wall at " + square_name(c.wall->first) + "-" + square_name(c.wall->second);
  if (c.piece) out += ", naming " + *c.piece;
  if (c.card)
    out +=
        ", naming " + (*c.card == "last" ? std::string("the last card played") : card_display_name(*c.card));
  if (c.rotate)
    out += *c.rotate == Rotation::Clockwise ? ", turning the board clockwise"
                                            : ", turning the board counter-clockwise";
  if (c.promote) out += ", promoting to a " + std::string(role_name(*c.promote));
  if (!c.announce.empty()) out += ", announcing " + cards(c.announce);
  if (c.refuse) out += ", which the opponent refuses";
  return out;
}

std::string action_words(const Action& a, std::string_view fen, Side turn, std::optional<Side> actor) {
  const std::string who = side_word(mover(a, fen, turn, actor));
  switch (a.kind) {
    case ActionKind::Move:
      if (a.move.castling == Castling::KingSide) return who + " castles king-side";
      if (a.move.castling == Castling::QueenSide) return who + " castles queen-side";
      return who + " moves " + move_words(a.move, fen) +
             (a.move.castling == Castling::Never ? " (not castling)" : "");
    case ActionKind::Play:
      return who + " plays " + card_display_name(a.card) + choices_words(a.choices, fen);
    case ActionKind::Pass:
      return who + " passes";
    case ActionKind::EndTurn:
      return who + " ends the turn";
    case ActionKind::Say:
      return who + " says \"" + a.word + "\"" +
             (a.square ? " of the piece on " + square_name(*a.square) : "");
    case ActionKind::Recall:
      return who + " recalls the " + a.word + (a.square ? " on " + square_name(*a.square) : "");
    case ActionKind::Timeout:
      return who + " runs out of time";
    case ActionKind::Discard:
      return who + " discards " + card_display_name(a.card);
    case ActionKind::Keep:
      return who + " keeps the " + a.word + (a.square ? " on " + square_name(*a.square) : "");
  }
  return who + " acts";
}

std::string expect_words(const Expectation& e) {
  std::vector<std::string> parts;
  std::string reasons;  // "blocked" or "blocked or illegal-target"
  for (Reason reason : e.reasons) reasons += (reasons.empty() ? "" : " or ") + std::string(to_string(reason));
  if (e.result) {
    std::string r = *e.result == Outcome::Accepted ? "accepted" : std::string(to_string(*e.result));
    if (*e.result == Outcome::Rejected) r = "refused";
    if (!reasons.empty()) r += " (" + reasons + ")";
    parts.push_back("the last action " + r);
  } else if (!reasons.empty()) {
    parts.push_back("the reason " + reasons);
  }
  if (e.to_move) parts.push_back(side_word(*e.to_move) + " to move");
  if (e.board) parts.push_back("the board as given");
  for (const auto& [sq, code] : e.at)
    parts.push_back(code ? "a " + std::string(code->side == Side::White ? "white " : "black ") +
                               std::string(role_name(code->role)) + " on " + square_name(sq)
                         : square_name(sq) + " empty");
  for (const auto& [sq, names] : e.marks) {
    std::string m;
    for (const std::string& n : names) m += (m.empty() ? "" : ", ") + n;
    parts.push_back("the piece on " + square_name(sq) + (names.empty() ? " unmarked" : " marked " + m));
  }
  if (e.check) {
    if (e.check->empty())
      parts.push_back("no King in check");
    else
      for (const Side s : *e.check) parts.push_back(side_word(s) + " in check");
  }
  if (e.checkmate) parts.push_back(*e.checkmate ? side_word(**e.checkmate) + " checkmated" : "no checkmate");
  if (e.stalemate) parts.push_back(*e.stalemate ? "stalemate" : "no stalemate");
  if (e.game_over) parts.push_back("game over: " + std::string(to_string(*e.game_over)));
  for (const auto& [s, list] : e.captured) parts.push_back(side_word(s) + " has lost " + pieces(list));
  // Built by appending: GCC 12 warns falsely (-Warray-bounds) on these chains when inlined.
  const auto owned = [&parts](Side side, std::string_view what, const std::string& list) {
    std::string text = side_word(side);
    text += what;
    text += list;
    parts.push_back(std::move(text));
  };
  for (const auto& [s, list] : e.dead) owned(s, "'s dead pieces: ", pieces(list));
  if (e.in_play) parts.push_back("in play: " + cards(*e.in_play));
  if (e.suspended) parts.push_back("suspended: " + cards(*e.suspended));
  for (const auto& [s, list] : e.hand) parts.push_back(side_word(s) + "'s hand: " + cards(list));
  for (const auto& [s, list] : e.discard) owned(s, "'s discards: ", cards(list));
  for (const auto& [from, to] : e.moves_from)
    parts.push_back("the piece on " + square_name(from) + " moves to " +
                    (to.empty() ? "nowhere" : squares(to)) + (to.empty() ? "" : " only"));
  for (const auto& [from, to] : e.can_move)
    parts.push_back(square_name(from) + " may move to " + squares(to));
  for (const auto& [from, to] : e.cannot_move)
    parts.push_back(square_name(from) + " may not move to " + squares(to));
  if (parts.empty()) return "Expected: nothing checked";
  std::string out = "Expected: ";
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "; " : "") + parts[i];
  return out;
}

}  // namespace

std::string card_display_name(std::string_view id) {
  const CardDef* def = find_card(id);
  return def ? std::string(def->name) : std::string(id);
}

std::string step_words(const Step& step, std::string_view fen_before, Side turn, std::optional<Side> actor) {
  switch (step.kind) {
    case Step::Kind::Action:
      return action_words(step.action, fen_before, turn, actor);
    case Step::Kind::Probe:
      return "Try (nothing changes): " + action_words(step.action, fen_before, turn, actor);
    case Step::Kind::Expect:
      return expect_words(step.expect);
  }
  return step.text;
}

}  // namespace kmr::harness
