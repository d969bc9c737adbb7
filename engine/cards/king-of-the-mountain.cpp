// KING OF THE MOUNTAIN (KC2). Reference: shared/cards/cards.yaml, id king-of-the-mountain.
#include <algorithm>
#include <optional>

#include <iterator>

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace king_of_the_mountain_card {
constexpr Timing kTiming[] = {Timing::Unknown};

constexpr Square kMiddle[] = {27, 28, 35, 36};  // d4, e4, d5, e5

// Continuing: a new way to win (R16). A King that ends three of its owner's
// turns in a row on the same square of the middle of the board (d4, e4, d5,
// e5), and stays there through the opponent's turns between, wins the game
// for its owner as the third of those turns ends. Only turns ended while the
// card is in play count, the turn it was played in included. A King may
// still never end a turn in check (R13.1: that turn cannot end), and
// checkmate still loses (Official Rulings 2003, 3-K). Readings: the middle is
// those four squares, and the card is played in any window of its owner's own
// turn (its timing is unknown, R6.4).
Result play(CardPlay& p) {
  p.add_effect({});
  return p.done("R16");
}

bool ended(const Effect&, const Game&) { return false; }

std::optional<Side> winner(const Effect& fx, const Game& game) {
  const auto& boards = game.history();  // newest first: one board per ended turn, then the start
  const std::size_t first = std::max<std::size_t>(fx.laid_at, 1);
  if (boards.size() < first + 5) return std::nullopt;
  const Position& last = boards.back();     // the newest
  const Side owner = ~last.side_to_move();  // whose turn has just ended
  for (Square s : kMiddle) {
    const PieceId king = last.piece_at(s);
    if (king == kNoPiece || last.piece(king).owner != owner || last.piece(king).role != Role::King) continue;
    const bool stayed = std::all_of(boards.begin(), std::next(boards.begin(), 5),
                                    [&](const Position& b) { return b.piece_at(s) == king; });
    if (stayed) return owner;
  }
  return std::nullopt;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: king-of-the-mountain}"}, .play = play, .ended = ended, .winner = winner};
}  // namespace king_of_the_mountain_card

extern const CardDef king_of_the_mountain{
    .id = "king-of-the-mountain",
    .name = "KING OF THE MOUNTAIN",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = king_of_the_mountain_card::kTiming,
    .continuing = true,
    .ends_when = "(inferred) the game ends",
    .summary =
        "A new way to win while it is in play: a King that ends three of its owner's turns in a row on the "
        "same square of the middle of the board (d4, e4, d5, e5) wins at the end of the third. A King still "
        "may "
        "not end a turn in check, and checkmate still loses. Readings: those four squares; timing assumed: "
        "any "
        "window of its owner's own turn.",
    .confidence = Confidence::Low,
    .reading =
        "Read as: the middle is the four centre squares (d4, e4, d5, e5), and a King that ends three of its "
        "owner's turns in a row there wins; check and checkmate keep their force.",
    .behaviour = &king_of_the_mountain_card::kBehaviour,
};

}  // namespace kmr::cards
