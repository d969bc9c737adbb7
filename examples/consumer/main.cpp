// Sets up a position, moves, plays FIREBALL and prints the engine's answer.
#include <iostream>

#include "kmr/session.hpp"

int main() {
  kmr::Setup setup;
  setup.fen = "4k3/8/8/8/1p1p4/8/8/1N2K3 w - - 0 1";
  setup.hands[kmr::Side::White] = {"fireball"};
  auto session = kmr::Session::create(setup);
  if (!session) {
    std::cerr << "setup: " << session.error().message << '\n';
    return 1;
  }
  kmr::Action move{.kind = kmr::ActionKind::Move, .move = *kmr::parse_move_request("b1c3")};
  kmr::Action fireball{.kind = kmr::ActionKind::Play, .card = "fireball"};
  for (const kmr::Action& action : {move, fireball}) {
    const kmr::Result& result = session->act(action);
    const std::string what = action.card.empty() ? kmr::to_string(action.move) : action.card;
    std::cout << kmr::to_string(action.kind) << ' ' << what << ": " << kmr::to_string(result.outcome) << " ("
              << result.rule << ")";
    for (const std::string& event : result.events) std::cout << "; " << event;
    std::cout << '\n';
    if (!result.ok()) return 1;
  }
  std::cout << "position: " << session->state().fen << '\n';
}
