#include "kmr/report/event_words.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "kmr/card.hpp"
#include "kmr/fen.hpp"

namespace kmr::harness {
namespace {

bool starts(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }
bool ends(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string capitalised(std::string_view word) {
  std::string out(word);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

bool is_square(std::string_view s) { return s.size() == 2 && parse_square(s).has_value(); }
bool is_letter(std::string_view s) { return s.size() == 1 && role_from_letter(s[0]).has_value(); }
bool word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

std::string side_of(char letter) { return letter >= 'a' && letter <= 'z' ? "black" : "white"; }

// "a white Rook" (an article for a piece that comes, not one already there).
std::string a_piece(char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return "a piece";
  return "a " + side_of(letter) + " " + capitalised(role_name(*role));
}

// "the white Rook".
std::string the_piece(char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return "the piece";
  return "the " + side_of(letter) + " " + capitalised(role_name(*role));
}

// The board as the events are told: each square's FEN letter, '.' empty.
struct Board {
  std::array<char, kSquareCount> at{};
  TakenOff* taken = nullptr;

  explicit Board(std::string_view fen, TakenOff* t) : taken(t) {
    at.fill('.');
    if (const auto pos = parse_placement(fen.substr(0, fen.find(' '))))
      for (Square s = 0; s < kSquareCount; ++s) at[s] = pos->letter_at(s);
  }
  char& on(std::string_view square) { return at[*parse_square(square)]; }
  // The piece on a square, or the one last taken off it (a replayed turn
  // moves or brings back a piece already gone).
  char named(std::string_view square) {
    const char here = on(square);
    if (here != '.' || !taken) return here;
    const auto it = taken->last.find(*parse_square(square));
    return it == taken->last.end() ? '.' : it->second;
  }
  bool was_taken_from(std::string_view square, char letter) const {
    if (!taken) return false;
    const auto it = taken->last.find(*parse_square(square));
    return it != taken->last.end() && it->second == letter;
  }
  void take_off(std::string_view square, char letter) {
    on(square) = '.';
    if (taken && letter != '.') taken->last[*parse_square(square)] = letter;
  }
};

std::string card_title(std::string_view id) {
  const CardDef* def = find_card(id);
  return def ? std::string(def->name) : std::string(id);
}

std::string side_name(std::string_view word) {
  if (word == "white") return "White";
  if (word == "black") return "Black";
  return std::string(word);
}

// The players' names of an event kept as written, capitalised: "white
// loses the move" -> "White loses the move".
std::string players_capitalised(std::string_view e) {
  std::string out(e);
  for (std::string_view word : {"white", "black"})
    for (std::size_t at = out.find(word); at != std::string::npos; at = out.find(word, at + 1)) {
      const bool alone = (at == 0 || !word_char(out[at - 1])) &&
                         (at + word.size() >= out.size() || !word_char(out[at + word.size()]));
      if (alone) out[at] = static_cast<char>(out[at] - 'a' + 'A');
    }
  return out;
}

// "e2e4", "e2-e4", "e2xe4", "e7e8q": a move between two squares.
struct MoveEvent {
  std::string from, to;
  char promotion = 0;
};
std::optional<MoveEvent> move_event(std::string_view e) {
  if (e.size() < 4 || e.size() > 6 || !is_square(e.substr(0, 2))) return std::nullopt;
  std::size_t at = 2;
  if (e[at] == '-' || e[at] == 'x') ++at;
  if (e.size() < at + 2 || !is_square(e.substr(at, 2))) return std::nullopt;
  MoveEvent m{std::string(e.substr(0, 2)), std::string(e.substr(at, 2)), 0};
  if (e.size() == at + 3) {
    if (!role_from_letter(e[at + 2])) return std::nullopt;
    m.promotion = e[at + 2];
  } else if (e.size() != at + 2) {
    return std::nullopt;
  }
  return m;
}

// "r on e5" -> {'r', "e5"}.
std::optional<std::pair<char, std::string>> letter_on(std::string_view rest) {
  if (rest.size() != 7 || !is_letter(rest.substr(0, 1)) || rest.substr(1, 4) != " on " ||
      !is_square(rest.substr(5, 2)))
    return std::nullopt;
  return std::make_pair(rest[0], std::string(rest.substr(5, 2)));
}

enum class Group { None, Captured, Killed };

struct Clause {
  Clause(std::string t, Group g = Group::None, std::string s = {})
      : text(std::move(t)), group(g), subject(std::move(s)) {}
  std::string text;
  Group group = Group::None;
  std::string subject;  // the piece, when grouped
};

// "the piece on e4" in an event's text named by what stands there.
std::string pieces_named(std::string_view e, Board& board) {
  std::string out(e);
  constexpr std::string_view kPiece = "the piece on ";
  for (std::size_t at = out.find(kPiece); at != std::string::npos; at = out.find(kPiece, at + 1)) {
    const std::string_view square = std::string_view(out).substr(at + kPiece.size(), 2);
    if (!is_square(square) || (at + kPiece.size() + 2 < out.size() && word_char(out[at + kPiece.size() + 2])))
      continue;
    const char letter = board.named(square);
    if (letter == '.') continue;
    const std::string named = piece_on(letter, square);
    out.replace(at, kPiece.size() + 2, named);
  }
  return out;
}

// Events about cards and turns, in plain words ("ended FOG OF WAR" -> "FOG
// OF WAR ends"); nullopt for other shapes.
std::optional<std::string> card_event(std::string_view e) {
  for (std::string_view side : {"white", "black"}) {
    const std::string draws = std::string(side) + " draws ";
    if (starts(e, draws) && find_card(e.substr(draws.size())))
      return side_name(side) + " draws " + card_title(e.substr(draws.size()));
    const std::string hand = " goes to " + std::string(side) + "'s hand";
    if (ends(e, hand) && find_card(e.substr(0, e.size() - hand.size())))
      return card_title(e.substr(0, e.size() - hand.size())) + " goes to " + side_name(side) + "'s hand";
    if (e == "cancelled " + std::string(side) + "'s last turn")
      return side_name(side) + "'s last turn is cancelled";
    if (e == "cancelled " + std::string(side) + "'s move") return side_name(side) + "'s move is cancelled";
  }
  if (starts(e, "discarded ")) {
    const std::string_view rest = e.substr(10);
    const std::size_t space = rest.find(' ');
    std::string_view name = rest.substr(0, space);
    std::string_view tail = space == std::string_view::npos ? std::string_view() : rest.substr(space);
    if (ends(e, " from the top of the deck")) {  // "discarded FOG OF WAR from the top of the deck"
      name = rest.substr(0, rest.size() - 25);
      tail = " from the top of the deck";
    }
    return card_title(name) + " is discarded" + std::string(tail);
  }
  if (starts(e, "ended ")) return std::string(e.substr(6)) + " ends";
  if (e == "what followed the move resolves again")
    return std::string("what followed the move is played again");
  if (starts(e, "cancelled ")) {
    std::string rest(e.substr(10));
    const std::size_t semi = rest.find("; the cards played after it resolve again");
    if (semi != std::string::npos)
      return rest.substr(0, semi) + " is cancelled; the cards played after it are played again";
    return rest + " is cancelled";
  }
  if (starts(e, "took ")) {
    std::string rest(e.substr(5));
    if (const std::size_t semi = rest.find("; its effect stays in play"); semi != std::string::npos)
      return rest.substr(0, semi) + " is taken; its effect stays in play";
    if (const std::size_t back = rest.find(" back from the discard pile"); back != std::string::npos)
      return rest.substr(0, back) + " is taken back from the discard pile";
    return rest + " is taken";
  }
  if (starts(e, "acted as ")) return "it acts as " + std::string(e.substr(9));
  return std::nullopt;
}

Clause clause_of(std::string_view e, Board& board) {
  if (const auto m = move_event(e)) {
    const char l = board.named(m->from);
    std::string out = piece_on(l, m->from) + " goes to " + m->to;
    if (m->promotion) out += " and becomes a " + capitalised(role_name(*role_from_letter(m->promotion)));
    const bool black = l >= 'a' && l <= 'z';
    const auto promoted = [&](char p) {
      return static_cast<char>(black ? std::tolower(p) : std::toupper(p));
    };
    board.on(m->to) = m->promotion ? promoted(m->promotion) : l;
    if (m->from != m->to) board.on(m->from) = '.';
    return {out};
  }
  if (e.size() == 7 && is_square(e.substr(0, 2)) && e.substr(2, 3) == "<->" && is_square(e.substr(5, 2))) {
    const std::string a(e.substr(0, 2)), b(e.substr(5, 2));
    const char la = board.named(a), lb = board.named(b);
    std::swap(board.on(a), board.on(b));
    return {piece_on(la, a) + " and " + piece_on(lb, b) + " swap squares"};
  }
  if (starts(e, "captured "))
    if (const auto p = letter_on(e.substr(9))) {
      board.take_off(p->second, p->first);
      return {"", Group::Captured, piece_on(p->first, p->second)};
    }
  if (starts(e, "killed "))
    if (const auto p = letter_on(e.substr(7))) {
      board.take_off(p->second, p->first);
      return {"", Group::Killed, piece_on(p->first, p->second)};
    }
  // "r on e5 is dead (out of the game)", "… is set aside", "… now belongs to white", "… becomes Q"
  if (e.size() > 8 && is_letter(e.substr(0, 1)) && e.substr(1, 4) == " on " && is_square(e.substr(5, 2))) {
    const std::string square(e.substr(5, 2));
    const std::string who = piece_on(e[0], square);
    const std::string_view rest = e.substr(7);
    if (starts(rest, " is dead")) {
      board.take_off(square, e[0]);
      return {"", Group::Killed, who};
    }
    if (rest == " is set aside") {
      board.take_off(square, e[0]);
      return {who + " is set aside"};
    }
    if (starts(rest, " now belongs to ")) {
      board.on(square) = static_cast<char>(e[0] >= 'a' ? std::toupper(e[0]) : std::tolower(e[0]));
      return {who + " now belongs to " + side_name(rest.substr(16))};
    }
    if (starts(rest, " becomes ") && rest.size() == 10 && is_letter(rest.substr(9, 1))) {
      board.on(square) = rest[9];
      return {who + " becomes a " + capitalised(role_name(*role_from_letter(rest[9])))};
    }
  }
  // "Q put on d1", "returned R to a1": a piece taken off that square returns.
  const auto comes = [&](char letter, const std::string& square) -> Clause {
    const bool back = board.was_taken_from(square, letter);
    board.on(square) = letter;
    return {(back ? the_piece(letter) + " returns to " : a_piece(letter) + " is put on ") + square};
  };
  if (e.size() == 11 && is_letter(e.substr(0, 1)) && e.substr(1, 8) == " put on " &&
      is_square(e.substr(9, 2)))
    return comes(e[0], std::string(e.substr(9, 2)));
  if (starts(e, "returned ") && e.size() == 16 && is_letter(e.substr(9, 1)) && e.substr(10, 4) == " to " &&
      is_square(e.substr(14, 2))) {
    const std::string square(e.substr(14, 2));
    const bool back = board.was_taken_from(square, e[9]);
    board.on(square) = e[9];
    return {(back ? the_piece(e[9]) : a_piece(e[9])) + " returns to " + square};
  }
  if (starts(e, "MAN-TRAP sprung on ") && e.size() == 21)
    return {"the MAN-TRAP on " + std::string(e.substr(19)) + " is sprung"};
  if (starts(e, "lifted the piece on ") && e.size() == 22) {
    const std::string square(e.substr(20));
    const char l = board.named(square);
    board.take_off(square, l);
    return {piece_on(l, square) + " is lifted"};
  }
  if (starts(e, "merged with the piece on ") && e.size() == 27) {
    const std::string square(e.substr(25));
    return {"it merges with " + piece_on(board.named(square), square)};
  }
  if (const auto words = card_event(e)) return {*words};
  return {pieces_named(players_capitalised(e), board)};
}

std::string clause_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string trimmed_stop(std::string_view s) {
  while (!s.empty() && (s.back() == '.' || s.back() == ' ')) s.remove_suffix(1);
  return std::string(s);
}

}  // namespace

std::string piece_on(char letter, std::string_view square) {
  const auto role = role_from_letter(letter);
  if (!role) return "the piece on " + std::string(square);
  return "the " + side_of(letter) + " " + capitalised(role_name(*role)) + " on " + std::string(square);
}

bool says_its_move(const Action& action) {
  return action.kind == ActionKind::Move || !action.choices.moves.empty();
}

std::string event_clause(std::string_view event, std::string_view fen_before) {
  Board board(fen_before, nullptr);
  const Clause c = clause_of(event, board);
  if (c.group == Group::Captured) return c.subject + " is captured";
  if (c.group == Group::Killed) return c.subject + " is dead (out of the game)";
  return c.text;
}

std::vector<std::string> event_clauses(const std::vector<std::string>& events, std::string_view fen_before,
                                       bool skip_move, TakenOff* taken) {
  Board board(fen_before, taken);
  std::vector<std::string> out;
  const auto add = [&](std::string clause) {
    // An event said twice (the engine's own and the change it made) is said once.
    if (!clause.empty() && std::find(out.begin(), out.end(), clause) == out.end())
      out.push_back(std::move(clause));
  };
  Group open = Group::None;
  std::vector<std::string> subjects;
  const auto close = [&] {
    if (open == Group::None) return;
    const bool many = subjects.size() > 1;
    add(clause_list(subjects) +
        (open == Group::Captured ? (many ? " are captured" : " is captured")
                                 : (many ? " are dead (out of the game)" : " is dead (out of the game)")));
    subjects.clear();
    open = Group::None;
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    Clause c = clause_of(events[i], board);
    if (i == 0 && skip_move && move_event(events[i])) continue;
    if (c.group != open) close();
    if (c.group == Group::None) {
      add(std::move(c.text));
      continue;
    }
    open = c.group;
    if (std::find(subjects.begin(), subjects.end(), c.subject) == subjects.end())
      subjects.push_back(std::move(c.subject));
  }
  close();
  return out;
}

std::vector<TakenSquare> taken_squares(const std::vector<std::string>& events) {
  std::vector<TakenSquare> out;
  Board board("", nullptr);
  for (const std::string& e : events) {
    const Clause c = clause_of(e, board);
    std::string_view sq;
    if (c.group != Group::None) {
      sq = std::string_view(c.subject).substr(c.subject.size() - 2);
    } else if (starts(e, "MAN-TRAP sprung on ") && e.size() == 21) {
      sq = std::string_view(e).substr(19);
    }
    if (const auto s = sq.empty() ? std::nullopt : parse_square(sq))
      out.push_back({*s, c.group == Group::Captured ? c.subject + " is captured"
                         : c.group == Group::Killed ? c.subject + " is dead (out of the game)"
                                                    : c.text});
  }
  return out;
}

std::string answer_words(std::string_view action, const Result& result, std::string_view fen_before,
                         bool regular_move, TakenOff* taken) {
  std::string out(action);
  const std::string why = trimmed_stop(result.detail);
  switch (result.outcome) {
    case Outcome::Rejected:
      out += why.empty() ? std::string(": refused") : ": refused, " + why;
      return out + ".";
    case Outcome::NoEffect:
      out += why.empty() ? std::string(": no effect") : ": no effect, " + why;
      return out + ".";
    case Outcome::Accepted:
      break;
  }
  const std::vector<std::string> clauses = event_clauses(result.events, fen_before, regular_move, taken);
  if (!clauses.empty()) {
    out += ": ";
    for (std::size_t i = 0; i < clauses.size(); ++i) out += (i ? "; " : "") + clauses[i];
  }
  return out + ".";
}

}  // namespace kmr::harness
