// kmr play: a conversation with the engine. On a terminal a prompt with
// line editing; otherwise one line of standard input after another, each
// answered by a block of text or, with --format json, one JSON object.
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <map>

#include "commands.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "kmr/play/session_text.hpp"
#include "line_editor.hpp"
#include "options.hpp"
#include "play_setup.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

// std::getline that keeps at most `most` + 1 bytes of a line (enough to
// tell it is too long) and skips the rest: a line of gigabytes is not held.
bool read_line(std::istream& in, std::string& line, std::size_t most) {
  line.clear();
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (int c = buf->sbumpc(); c != std::char_traits<char>::eof(); c = buf->sbumpc()) {
    any = true;
    if (c == '\n') return true;
    if (line.size() <= most) line.push_back(static_cast<char>(c));
  }
  in.setstate(std::ios::eofbit);
  return any;
}

constexpr std::string_view kPlayCommand = "kmr play";

constexpr CommandHelp kPlayHelp{
    "kmr play [options] [--fen FEN] [--hands HANDS] [--effect ENTRY]...\n"
    "       kmr play [options] --deal [--seed N] [--sets kc1,kc2] [--budget POINTS]\n"
    "       kmr play [options] --scenario FILE [--id ID] [--at STEP]\n"
    "       kmr play [options] --ruling ID",
    "Plays a game with the engine, one action a line in the scenario format's words\n"
    "(move: e2e4, play: fireball {target: d4}, castle: king-side, end-turn; or e2e4,\n"
    "O-O), answering each as `kmr explain` does: result, reason, rule, detail and\n"
    "events, then the board. Also: try ACTION, undo, moves [SQUARE], choices CARD,\n"
    "hand, state, explain, save FILE (the line played as a scenario that `kmr run`\n"
    "passes; save --ruling ID ties it to the ruling and its twins in rulings/),\n"
    "help. --deal plays a standard game from the opening: decks built from the\n"
    "sets to the points budget (R3), five cards dealt (R4), both players at this\n"
    "terminal, each hand shown as its turn begins; the state line says how the\n"
    "game ended. On a terminal it prompts, with line editing, history and completion;\n"
    "otherwise it reads standard input (scripts, tests). The history is kept from\n"
    "one session to the next in $KMR_HISTORY (empty: not kept), else\n"
    "$XDG_STATE_HOME/kmr/history, else ~/.local/state/kmr/history. Exits 2 when a\n"
    "line did not read, 0 otherwise.\n",
};

harness::BoardStyle board_style(const std::string& word, bool terminal) {
  if (word == "ascii") return harness::BoardStyle::Ascii;
  if (word == "unicode") return harness::BoardStyle::Unicode;
  if (word == "colour" || word == "color") return harness::BoardStyle::Colour;
  if (!terminal) return harness::BoardStyle::Ascii;
  const char* term = std::getenv("TERM");
  const bool colour = !std::getenv("NO_COLOR") && term && std::string_view(term) != "dumb";
  return colour ? harness::BoardStyle::Colour : harness::BoardStyle::Unicode;
}

// What a deal made, said once before the game: the decks, and the cards it
// left out and why (the engine plays only the cards it implements).
std::string deal_note(const Deal& deal) {
  std::string out = "a standard game, dealt from seed " + std::to_string(deal.setup.seed) + ": decks of " +
                    std::to_string(*deal.setup.deck_budget) +
                    " points at most (R3.1), five cards each (R4.2)\n";
  for (Side side : {Side::White, Side::Black}) {
    std::vector<std::string> cards;
    for (const auto* part : {&deal.setup.hands, &deal.setup.decks})
      if (const auto it = part->find(side); it != part->end())
        cards.insert(cards.end(), it->second.begin(), it->second.end());
    int points = 0;
    for (const std::string& id : cards)
      if (const CardDef* c = find_card(id); c && c->points) points += *c->points;
    out += "  " + std::string(to_string(side)) + "'s deck: " + std::to_string(cards.size()) + " cards, " +
           std::to_string(points) + " points\n";
  }
  std::map<std::string, std::vector<std::string>> by_why;
  for (const LeftOutCard& c : deal.left_out) by_why[c.why].push_back(c.card);
  if (by_why.empty()) out += "  left out: none (the engine plays every card of these sets)\n";
  for (const auto& [why, cards] : by_why) {
    std::string list;
    for (const std::string& c : cards) list += (list.empty() ? "" : ", ") + c;
    out += "  left out, " + why + ": " + list + "\n";
  }
  return out;
}

}  // namespace

ExitCode cmd_play(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()                                                                                  //
      ("help,h", "show this help")                                                                       //
      ("fen", po::value<std::string>()->value_name("FEN"), "the position (default: the opening one)")    //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("text"), "text or json")  //
      ("board", po::value<std::string>()->value_name("STYLE")->default_value("auto"),
       "ascii, unicode, colour, or auto (colour on a terminal, ascii otherwise)")  //
      ("bound", po::value<int>()->value_name("N")->default_value(20000),
       "choice sets `choices` tries at most");
  add_setup_options(visible, true);
  add_deal_options(visible);
  const auto vm = parse_options(args, visible, {}, {}, kPlayCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kPlayHelp, visible);
    return ExitCode::Ok;
  }
  const std::string format = (*vm)["format"].as<std::string>();
  if (format != "text" && format != "json")
    return usage_error(err, kPlayCommand, "--format takes text or json, not '" + format + "'");
  const std::string board = (*vm)["board"].as<std::string>();
  if (board != "auto" && board != "ascii" && board != "unicode" && board != "colour" && board != "color")
    return usage_error(err, kPlayCommand,
                       "--board takes ascii, unicode, colour or auto, not '" + board + "'");
  if ((*vm)["bound"].as<int>() < 1 || (*vm)["bound"].as<int>() > kMaxChoiceBudget)
    return usage_error(err, kPlayCommand,
                       "--bound takes a number from 1 to " + std::to_string(kMaxChoiceBudget));
  const std::string fen = vm->count("fen") ? (*vm)["fen"].as<std::string>() : std::string();
  auto made = session_from_options(*vm, fen, kPlayCommand, err);
  if (!made) return ExitCode::BadInput;

  // A prompt only when a person is at a terminal (and the answers go to it).
  const bool terminal = &out == &std::cout && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
  const bool json = format == "json";
  harness::PlaySession::Options options;
  options.board = board_style(board, terminal);
  options.bound = (*vm)["bound"].as<int>();
  options.source = made->source;
  options.rulings = made->rulings;
  if (made->deal) {
    options.hot_seat = true;
    options.note = deal_note(*made->deal);
  }
  // `save --ruling` checks and links the rulings in this knowledge base.
  options.rulings_dir =
      vm->count("rulings") ? (*vm)["rulings"].as<std::string>() : std::string(harness::kDefaultRulingsDir);
  options.suite_dir = std::string(kDefaultScenarioPath);
  harness::PlaySession play(std::move(made->session), std::move(options));
  if (!json) out << play.opening().text << (terminal ? "" : "\n") << std::flush;
  bool bad_line = false;
  LineEditor editor([&](std::string_view prefix) { return play.completions(prefix); },
                    terminal ? history_file_path() : std::string());
  while (true) {
    std::optional<std::string> line;
    if (terminal) {
      line = editor.read("kmr> ");
    } else {
      std::string text;
      if (read_line(std::cin, text, harness::kMaxLineBytes)) line = std::move(text);
    }
    if (!line) break;
    const harness::Answer a = play.answer(*line);
    bad_line = bad_line || a.error;
    if (json) {
      if (!a.json.empty()) out << a.json << '\n';
    } else if (!a.text.empty()) {
      // Without a prompt each answer says what it answers.
      if (!terminal) out << "> " << harness::shown_line(*line) << '\n';
      out << a.text << '\n';
    }
    out.flush();
    if (a.quit) break;
  }
  return bad_line ? ExitCode::BadInput : ExitCode::Ok;
}

}  // namespace kmr::cli
