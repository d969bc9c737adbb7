// BLACK WIDOW (KC2). Reference: shared/cards/cards.yaml, id black-widow.
#include <algorithm>
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace black_widow_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Timing and effect are inferred from the one ruling: played on White's
// first turn before any move, it put both Kings in check, which an exchange
// of the two Queens does from the opening position; the ruling's fix (the
// second card of PLOTS WITHIN PLOTS, not White's move) shows it replaces the
// move. The French original (BONNES COPINES) is the same Queen swap,
// played instead of the move. The card reference marks this low confidence.

// As the turn's move, your Queen and the opponent's Queen swap squares
// (`targets: [yours, his]` when either side has several). Nothing is
// captured (R23.4).
Result play(CardPlay& p) {
  const Position& pos = p.position();
  auto queens = [&](Side s) {
    std::vector<PieceId> out;
    for (int i = 0; i < pos.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      if (pos.piece(id).zone == Zone::Board && pos.piece(id).owner == s && pos.piece(id).role == Role::Queen)
        out.push_back(id);
    }
    return out;
  };
  const auto mine = queens(p.player()), his = queens(p.opponent());
  PieceId a = kNoPiece, b = kNoPiece;
  const auto& chosen = p.choices().targets;
  if (!chosen.empty()) {
    if (chosen.size() != 2) return p.reject(Cause::ChoiceWrong, "R8.3", "name your Queen and his (targets:)");
    a = pos.piece_at(chosen[0]);
    b = pos.piece_at(chosen[1]);
    if (std::find(mine.begin(), mine.end(), a) == mine.end() ||
        std::find(his.begin(), his.end(), b) == his.end())
      return p.reject(Cause::ChoiceWrong, "R8.3", "targets: must be your Queen, then his");
  } else if (mine.size() == 1 && his.size() == 1) {
    a = mine.front();
    b = his.front();
  } else {
    return p.reject(
        mine.empty() || his.empty() ? Cause::GameCondition : Cause::ChoiceMissing, "R8.3",
        mine.empty() || his.empty() ? "both players need a Queen" : "name the two Queens (targets:)");
  }
  // A swap is a move of both Queens (R26.1): one that may not move stays.
  if (Result r = p.swap(a, b, "R23.4"); !r.ok()) return r;
  p.events("the Queens swap squares");
  p.counts_as_move();
  return p.done("R23.4");
}

// Random play: his Queen and the enemy Queen, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::two_pieces(g, by, d, pick::Whose::Own, "queen", pick::Whose::Enemy, "queen", c, false,
                   /*in_order=*/true);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTargets,
                .example = "{play: black-widow}",
                .note = "targets: your Queen, then his, needed when either player has more than one"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace black_widow_card

extern const CardDef black_widow{
    .id = "black-widow",
    .name = "BLACK WIDOW",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = black_widow_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Inferred, supported by the French original) Your Queen and the opponent's Queen exchange squares; "
        "playing the card is your move for the turn. In the only ruling, playing it on White's first turn "
        "put both Kings in check and left the Black King able to take the White Queen, which is what a "
        "Queen swap does from the opening position.",
    .confidence = Confidence::Low,
    .reading =
        "Effect and timing are inferred from the one ruling. Read as: instead of his move, the player's "
        "Queen and the enemy Queen exchange squares.",
    .behaviour = &black_widow_card::kBehaviour,
};

}  // namespace kmr::cards
