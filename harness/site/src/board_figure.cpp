// A board as the report's pages draw it, with its caption: whose move, the
// effects in force, the pieces off the board and the cards beside it.
#include "board_figure.hpp"

#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/board_svg.hpp"
#include "kmr/site/step_words.hpp"

namespace kmr::harness::html {
namespace {

std::string side_to_move(const std::string& fen) {
  const std::size_t space = fen.find(' ');
  if (space == std::string::npos || space + 1 >= fen.size()) return "";
  return fen[space + 1] == 'b' ? "black to move" : "white to move";
}

std::string effects_list(const BoardSnapshot& board, std::string_view root) {
  if (board.effects.empty()) return "<div class=\"effects none\">No effect in force.</div>";
  std::string out = "<ul class=\"effects\">";
  for (const EffectSnapshot& e : board.effects) {
    out += "<li data-card=\"" + html_escape(e.card) + "\">" + card_link(e.card, root) +
           " <span class=\"muted\">(" + html_escape(to_string(e.owner));
    if (!e.continuing) out += ", lingering";
    if (e.suspended) out += ", suspended";
    out += ")</span>";
    if (!e.targets.empty()) {
      out += " on ";
      for (std::size_t i = 0; i < e.targets.size(); ++i) out += (i ? ", " : "") + square_name(e.targets[i]);
    }
    if (e.square) out += " <span class=\"square-tag\">on " + square_name(*e.square) + "</span>";
    if (!e.walls.empty()) {
      out += " <span class=\"square-tag\">wall ";
      for (std::size_t i = 0; i < e.walls.size(); ++i)
        out += (i ? ", " : "") + square_name(e.walls[i].first) + "|" + square_name(e.walls[i].second);
      out += "</span>";
    }
    if (!e.closed.empty()) {
      out += " <span class=\"square-tag\">closes ";
      for (std::size_t i = 0; i < e.closed.size(); ++i) out += (i ? ", " : "") + square_name(e.closed[i]);
      out += "</span>";
    }
    out += "</li>";
  }
  out += "</ul>";
  return out;
}

std::string glyphs(const std::vector<char>& letters) {
  std::string out;
  for (const char c : letters) {
    switch (c) {
      case 'K':
        out += "\u2654";
        break;
      case 'Q':
        out += "\u2655";
        break;
      case 'R':
        out += "\u2656";
        break;
      case 'B':
        out += "\u2657";
        break;
      case 'N':
        out += "\u2658";
        break;
      case 'P':
        out += "\u2659";
        break;
      case 'k':
        out += "\u265A";
        break;
      case 'q':
        out += "\u265B";
        break;
      case 'r':
        out += "\u265C";
        break;
      case 'b':
        out += "\u265D";
        break;
      case 'n':
        out += "\u265E";
        break;
      case 'p':
        out += "\u265F";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// The pieces off the board and the cards, beside the board.
std::string beside(const BoardSnapshot& b, std::string_view root) {
  std::string out;
  const std::pair<const char*, const SideCards*> sides[] = {{"White", &b.white}, {"Black", &b.black}};
  std::string pieces;
  for (const auto& [name, cards] : sides) {
    if (!cards->captured.empty())
      pieces += "<div class=\"offboard\" data-offboard=\"captured\">" + std::string(name) +
                " has lost <span class=\"glyphs\">" + glyphs(cards->captured) + "</span></div>";
    if (!cards->dead.empty())
      pieces += "<div class=\"offboard\" data-offboard=\"dead\">" + std::string(name) +
                "'s dead pieces <span class=\"glyphs\">" + glyphs(cards->dead) + "</span></div>";
  }
  out += pieces;
  const bool any_cards =
      !b.white.hand.empty() || !b.white.discard.empty() || !b.black.hand.empty() || !b.black.discard.empty();
  if (any_cards) {
    out += "<table class=\"hands\"><tr><th></th><th>hand</th><th>discards</th></tr>";
    for (const auto& [name, cards] : sides)
      out += std::string("<tr><th>") + name + "</th><td>" + card_links(cards->hand, root) + "</td><td>" +
             card_links(cards->discard, root) + "</td></tr>";
    out += "</table>";
  }
  return out;
}

}  // namespace

std::string board_figure(const BoardSnapshot& board, const std::string& caption,
                         const std::string& scenario_id, std::string_view kind, const ReportOptions& options,
                         std::string_view root, const BoardOverlay& overlay) {
  std::string out = "<figure class=\"board-figure";
  if (kind != "setup" && kind != "yaml") out += " step-board";
  out += "\" data-board=\"";
  out += kind;
  out += "\">" + board_svg(board, scenario_id + ": " + caption, overlay) + "<figcaption><strong>" +
         html_escape(caption) + "</strong> · " + side_to_move(board.fen) + effects_list(board, root) +
         beside(board, root);
  if (!options.publish) out += "<code class=\"fen\">" + html_escape(board.fen) + "</code>";
  out += "</figcaption></figure>";
  return out;
}

// The position each step starts from: the setup, then the previous step's.
std::string fen_before(const Scenario& s, const ScenarioResult* r, std::size_t i) {
  if (r && i > 0 && i - 1 < r->trace.size()) return r->trace[i - 1].fen;
  if (r && !r->setup_fen.empty()) return r->setup_fen;
  return s.setup.fen;
}

std::string words_of(const Scenario& s, const ScenarioResult* r, std::size_t i) {
  const std::string fen = fen_before(s, r, i);
  const std::size_t space = fen.find(' ');
  const Side fen_side =
      space != std::string::npos && fen.compare(space, 2, " b") == 0 ? Side::Black : Side::White;
  const Side turn = r && i < r->trace.size() ? r->trace[i].turn : fen_side;
  // Who acted is the engine's: a card step without `by:` may be the opponent's.
  return step_words(s.steps[i], fen, turn, r && i < r->trace.size() ? r->trace[i].actor : std::nullopt);
}

}  // namespace kmr::harness::html
