// kmr choices FEN CARD and kmr moves FEN: a session's `choices` and `moves`
// as one-shot commands, in words or --format json.
#include <algorithm>

#include "commands.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/play/session_text.hpp"
#include "options.hpp"
#include "play_setup.hpp"

namespace kmr::cli {
namespace {

constexpr CommandHelp kChoicesHelp{
    "kmr choices [options] FEN CARD",
    "Every choice set with which CARD could be played now in the position FEN, each\n"
    "with what it would do, from the engine's choice search. The cards in hand are\n"
    "--hands'; without --hands, CARD is put in the hand of the side whose window for\n"
    "it is open (the turn's player first; a note says which). The search tries at\n"
    "most --bound sets and says when the bound cut it short.\n",
};

constexpr CommandHelp kMovesHelp{
    "kmr moves [options] FEN [SQUARE]",
    "The legal moves of the side to move in FEN (of the piece on SQUARE only, when\n"
    "given), with the effects in play given by --effect.\n",
};

// Without --hands, the card asked about goes into the hand of the side
// whose window for it is open, as the engine says: the turn's player first,
// the opponent first for a card played only in the opponent's windows
// (BOG); when none is, the turn's player's (the answer then says why not).
// "" when no card has that id.
std::string side_with_window(const Game& g, const std::string& card, bool& open) {
  const CardDef* def = find_card(card);
  open = false;
  if (!def) return "";
  // The opponent's cards (played only in his windows) are his first.
  const bool theirs =
      !def->timing.empty() && std::all_of(def->timing.begin(), def->timing.end(), [](Timing t) {
        return t == Timing::AfterOpponentMove || t == Timing::AfterOpponentCard || t == Timing::OpponentTurn;
      });
  const Side first = theirs ? ~g.turn() : g.turn();
  for (Side side : {first, ~first})
    for (Timing t : def->timing)
      if (t != Timing::Unknown && g.window_is_open(side, t)) {
        open = true;
        return std::string(to_string(side));
      }
  return std::string(to_string(first));
}

// Runs one session question and prints its answer; `card`: the card a
// `choices` question asks about, put in a hand when --hands is not given.
ExitCode ask(const po::variables_map& vm, const std::string& question, std::string_view command,
             std::ostream& out, std::ostream& err, const std::string& card = {}) {
  const std::string format = vm["format"].as<std::string>();
  if (format != "text" && format != "json")
    return usage_error(err, command, "--format takes text or json, not '" + format + "'");
  auto made = session_from_options(vm, vm["fen"].as<std::string>(), command, err);
  if (!made) return ExitCode::BadInput;
  std::string note;
  if (!card.empty() && !vm.count("hands")) {
    bool open = false;
    const std::string side = side_with_window(made->session.game(), card, open);
    if (!side.empty()) {
      made = session_from_options(vm, vm["fen"].as<std::string>(), command, err,
                                  "{" + side + ": [" + card + "]}");
      if (!made) return ExitCode::BadInput;
      note = "(no --hands: " + card + " put in " + side + "'s hand" +
             (open ? ", whose window for it is open)\n" : "; no window for it is open now)\n");
    }
  }
  const int bound = vm.count("bound") ? vm["bound"].as<int>() : 20000;
  if (bound < 1 || bound > kMaxChoiceBudget)
    return usage_error(err, command, "--bound takes a number from 1 to " + std::to_string(kMaxChoiceBudget));
  harness::PlaySession::Options options;
  options.bound = bound;
  harness::PlaySession play(std::move(made->session), std::move(options));
  const harness::Answer a = play.answer(question);
  if (a.error) {
    print_error(err, command, a.text.substr(7, a.text.size() - 8));  // without "error: " and the newline
    return ExitCode::BadInput;
  }
  out << (format == "json" ? a.json + "\n" : note + a.text);
  return ExitCode::Ok;
}

po::options_description common_options(bool bound) {
  po::options_description visible("Options");
  visible.add_options()             //
      ("help,h", "show this help")  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("text"), "text or json");
  if (bound)
    visible.add_options()("bound", po::value<int>()->value_name("N")->default_value(20000),
                          "choice sets tried at most");
  add_setup_options(visible, false);
  return visible;
}

}  // namespace

ExitCode cmd_choices(const Args& args, std::ostream& out, std::ostream& err) {
  constexpr std::string_view kCommand = "kmr choices";
  const po::options_description visible = common_options(true);
  po::options_description hidden;
  hidden.add_options()("fen", po::value<std::string>(), "")("card", po::value<std::string>(), "");
  po::positional_options_description positional;
  positional.add("fen", 1).add("card", 1);
  const auto vm = parse_options(args, visible, hidden, positional, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kChoicesHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("fen") || !vm->count("card"))
    return usage_error(err, kCommand, "which position and card? kmr choices FEN CARD [--hands HANDS]");
  const std::string bound = std::to_string((*vm)["bound"].as<int>());
  const std::string card = (*vm)["card"].as<std::string>();
  return ask(*vm, "choices " + card + " --bound " + bound, kCommand, out, err, card);
}

ExitCode cmd_moves(const Args& args, std::ostream& out, std::ostream& err) {
  constexpr std::string_view kCommand = "kmr moves";
  const po::options_description visible = common_options(false);
  po::options_description hidden;
  hidden.add_options()("fen", po::value<std::string>(), "")("square", po::value<std::string>(), "");
  po::positional_options_description positional;
  positional.add("fen", 1).add("square", 1);
  const auto vm = parse_options(args, visible, hidden, positional, kCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kMovesHelp, visible);
    return ExitCode::Ok;
  }
  if (!vm->count("fen")) return usage_error(err, kCommand, "which position? kmr moves FEN [SQUARE]");
  const std::string square = vm->count("square") ? " " + (*vm)["square"].as<std::string>() : "";
  return ask(*vm, "moves" + square, kCommand, out, err);
}

}  // namespace kmr::cli
