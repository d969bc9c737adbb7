// A whole game through the kmr library (docs/library.md): the turn protocol
// step by step, from the opening to checkmate. White holds PACIFISM (played
// before a move), Black holds BOG (played in answer to White's move); one
// card is refused for its timing on the way. Prints each action with the
// engine's answer, then how the game ended.
#include <iostream>
#include <string>
#include <vector>

#include "kmr/session.hpp"

namespace {

kmr::Action move(const char* uci) {
  kmr::Action a;
  a.kind = kmr::ActionKind::Move;
  a.move = *kmr::parse_move_request(uci);  // "e2e4", "e7e8q"
  return a;
}

kmr::Action end_turn() {
  kmr::Action a;
  a.kind = kmr::ActionKind::EndTurn;
  return a;
}

// A card, played by whoever may act now unless `by` says (an answer in the opponent's turn).
kmr::Action play(const char* card, std::optional<kmr::Side> by = std::nullopt, const char* target = nullptr) {
  kmr::Action a;
  a.kind = kmr::ActionKind::Play;
  a.card = card;
  a.by = by;
  if (target) a.choices.target = kmr::parse_square(target);
  return a;
}

}  // namespace

int main() {
  kmr::Setup setup;  // the opening position, White to move
  setup.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  setup.hands[kmr::Side::White] = {"pacifism"};
  setup.hands[kmr::Side::Black] = {"bog"};
  auto session = kmr::Session::create(setup);
  if (!session) {
    std::cerr << "setup: " << session.error().message << '\n';
    return 1;
  }
  // One turn a line: White's turns, then Black's answers in them, and end-turn closing each.
  // clang-format off
  const std::vector<kmr::Action> line = {
      move("e2e4"),                          // White's move: the turn goes from before-move to after-move
      play("pacifism", std::nullopt, "b1"),  // refused: a before-move card, after the move
      end_turn(),                            // White's turn ends; Black's begins
      move("e7e5"), end_turn(),
      play("pacifism", std::nullopt, "b1"),  // before White's move: accepted
      move("f1c4"), end_turn(),
      move("b8c6"), end_turn(),
      move("d1h5"),                          // the Queen crosses four squares...
      play("bog", kmr::Side::Black),         // ...and Black answers in White's turn: she stops on e2
      end_turn(),
      move("d7d6"), end_turn(),
      move("e2h5"), end_turn(),
      move("g8f6"), end_turn(),
      move("h5f7"),                          // mate: the game is over once this turn ends (R16.1)
      end_turn(),                            // refused: the game is over
  };
  // clang-format on
  for (const kmr::Action& action : line) {
    const kmr::Game& before = session->game();
    const kmr::Side who = action.by.value_or(before.turn());
    const kmr::Result& r = session->act(action);
    std::cout << kmr::to_string(who) << ' ' << kmr::to_string(action.kind);
    if (action.kind == kmr::ActionKind::Move) std::cout << ' ' << kmr::to_string(action.move);
    if (action.kind == kmr::ActionKind::Play) std::cout << ' ' << action.card;
    std::cout << ": " << kmr::to_string(r.outcome);
    if (r.reason) std::cout << " (" << kmr::to_string(*r.reason) << ", " << r.rule << ')';
    for (const std::string& e : r.events) std::cout << "; " << e;
    std::cout << '\n';
  }
  const kmr::StateView state = session->state();
  std::cout << "position: " << state.fen << '\n';
  std::cout << "ended: " << kmr::to_string(state.ending.termination) << ", " << kmr::describe(state.ending)
            << '\n';
  return state.ending.winner() == kmr::Side::White ? 0 : 1;
}
