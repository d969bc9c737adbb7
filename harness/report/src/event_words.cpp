#include "kmr/site/event_words.hpp"

#include <optional>

#include "kmr/card.hpp"
#include "kmr/fen.hpp"
#include "kmr/types.hpp"

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

std::string side_of(char letter) { return letter >= 'a' && letter <= 'z' ? "black" : "white"; }

// "a white Rook" (an article for a piece that comes, not one already there).
std::string a_piece(char letter) {
  const auto role = role_from_letter(letter);
  if (!role) return "a piece";
  return "a " + side_of(letter) + " " + capitalised(role_name(*role));
}

char letter_at(std::string_view fen, std::string_view square) {
  const auto sq = parse_square(square);
  const auto pos = parse_placement(fen.substr(0, fen.find(' ')));
  return sq && pos ? pos->letter_at(*sq) : '.';
}

std::string card_title(std::string_view id) {
  const CardDef* def = find_card(id);
  return def ? std::string(def->name) : std::string(id);
}

std::string side_name(std::string_view word) {
  if (word == "white") return "White";
  if (word == "black") return "Black";
  return std::string(word);
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

// "captured r on e5" -> {'r', "e5"}; also "killed r on e5".
std::optional<std::pair<char, std::string>> letter_on(std::string_view rest) {
  // rest: "r on e5"
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

Clause clause_of(std::string_view e, std::string_view fen) {
  if (const auto m = move_event(e)) {
    const char l = letter_at(fen, m->from);
    std::string out = piece_on(l, m->from) + " goes to " + m->to;
    if (m->promotion) {
      const auto role = role_from_letter(m->promotion);
      out += " and becomes a " + capitalised(role_name(*role));
    }
    return {out};
  }
  if (e.size() == 7 && is_square(e.substr(0, 2)) && e.substr(2, 3) == "<->" && is_square(e.substr(5, 2))) {
    const std::string a(e.substr(0, 2)), b(e.substr(5, 2));
    return {"the pieces on " + a + " and " + b + " swap squares"};
  }
  if (starts(e, "captured "))
    if (const auto p = letter_on(e.substr(9))) return {"", Group::Captured, piece_on(p->first, p->second)};
  if (starts(e, "killed "))
    if (const auto p = letter_on(e.substr(7))) return {"", Group::Killed, piece_on(p->first, p->second)};
  // "r on e5 is dead (out of the game)", "… is set aside", "… now belongs to white", "… becomes Q"
  if (e.size() > 8 && is_letter(e.substr(0, 1)) && e.substr(1, 4) == " on " && is_square(e.substr(5, 2))) {
    const std::string who = piece_on(e[0], e.substr(5, 2));
    const std::string_view rest = e.substr(7);
    if (starts(rest, " is dead")) return {"", Group::Killed, who};
    if (rest == " is set aside") return {who + " is set aside"};
    if (starts(rest, " now belongs to ")) return {who + " now belongs to " + side_name(rest.substr(16))};
    if (starts(rest, " becomes ") && rest.size() == 10 && is_letter(rest.substr(9, 1))) {
      const auto role = role_from_letter(rest[9]);
      return {who + " becomes a " + capitalised(role_name(*role))};
    }
  }
  // "Q put on d1", "returned R to a1"
  if (e.size() == 11 && is_letter(e.substr(0, 1)) && e.substr(1, 8) == " put on " &&
      is_square(e.substr(9, 2)))
    return {a_piece(e[0]) + " is put on " + std::string(e.substr(9, 2))};
  if (starts(e, "returned ") && e.size() == 16 && is_letter(e.substr(9, 1)) && e.substr(10, 4) == " to " &&
      is_square(e.substr(14, 2)))
    return {a_piece(e[9]) + " returns to " + std::string(e.substr(14, 2))};
  // "white draws fireball", "discarded fireball", "fireball goes to white's hand"
  for (std::string_view side : {"white", "black"}) {
    const std::string draws = std::string(side) + " draws ";
    if (starts(e, draws) && find_card(e.substr(draws.size())))
      return {side_name(side) + " draws " + card_title(e.substr(draws.size()))};
    const std::string hand = " goes to " + std::string(side) + "'s hand";
    if (ends(e, hand) && find_card(e.substr(0, e.size() - hand.size())))
      return {card_title(e.substr(0, e.size() - hand.size())) + " goes to " + side_name(side) + "'s hand"};
  }
  if (starts(e, "discarded ")) {
    const std::string_view rest = e.substr(10);
    const std::size_t space = rest.find(' ');
    const std::string_view id = rest.substr(0, space);
    if (find_card(id))
      return {card_title(id) + " is discarded" +
              (space == std::string_view::npos ? "" : std::string(rest.substr(space)))};
  }
  return {std::string(e)};
}

std::string joined(const std::vector<std::string>& items) {
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

std::string event_clause(std::string_view event, std::string_view fen_before) {
  const Clause c = clause_of(event, fen_before);
  if (c.group == Group::Captured) return c.subject + " is captured";
  if (c.group == Group::Killed) return c.subject + " is dead (out of the game)";
  return c.text;
}

std::vector<std::string> event_clauses(const std::vector<std::string>& events, std::string_view fen_before,
                                       bool skip_move) {
  std::vector<std::string> out;
  Group open = Group::None;
  std::vector<std::string> subjects;
  const auto close = [&] {
    if (open == Group::None) return;
    const bool many = subjects.size() > 1;
    out.push_back(joined(subjects) + (open == Group::Captured ? (many ? " are captured" : " is captured")
                                                              : (many ? " are dead (out of the game)"
                                                                      : " is dead (out of the game)")));
    subjects.clear();
    open = Group::None;
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (i == 0 && skip_move && move_event(events[i])) continue;
    Clause c = clause_of(events[i], fen_before);
    if (c.group != open) close();
    if (c.group == Group::None) {
      if (!c.text.empty()) out.push_back(std::move(c.text));
      continue;
    }
    open = c.group;
    subjects.push_back(std::move(c.subject));
  }
  close();
  return out;
}

std::vector<TakenSquare> taken_squares(const std::vector<std::string>& events) {
  std::vector<TakenSquare> out;
  for (const std::string& e : events) {
    const Clause c = clause_of(e, "");
    std::string_view sq;
    if (c.group != Group::None) {
      sq = std::string_view(c.subject).substr(c.subject.size() - 2);
    } else if (starts(e, "MAN-TRAP sprung on ") && e.size() == 21) {
      sq = std::string_view(e).substr(19);
    }
    if (const auto s = sq.empty() ? std::nullopt : parse_square(sq))
      out.push_back({*s, c.group != Group::None ? event_clause(e, "") : e});
  }
  return out;
}

std::string answer_words(std::string_view action, const Result& result, std::string_view fen_before,
                         bool regular_move) {
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
  const std::vector<std::string> clauses = event_clauses(result.events, fen_before, regular_move);
  if (!clauses.empty()) {
    out += ": ";
    for (std::size_t i = 0; i < clauses.size(); ++i) out += (i ? "; " : "") + clauses[i];
  }
  return out + ".";
}

}  // namespace kmr::harness
