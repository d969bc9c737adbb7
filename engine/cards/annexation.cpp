// ANNEXATION (KC1). Reference: shared/cards/cards.yaml, id annexation.
#include <algorithm>
#include <optional>
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace annexation_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// As the turn's move, one or two of your Pawns (`moves:`) each advance
// exactly two squares straight forward, capturing nothing. A lone Pawn that
// started on its second rank may be taken en passant (R20.3).
Result play(CardPlay& p) {
  const auto& moves = p.choices().moves;
  if (moves.empty() || moves.size() > 2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "ANNEXATION moves one or two Pawns (moves:)");
  if (moves.size() == 2 && moves[0].from == moves[1].from)
    return p.reject(Cause::ChoiceWrong, "R8.3", "ANNEXATION moves two different Pawns");
  std::optional<Square> passed;
  PieceId first = kNoPiece, passer = kNoPiece;
  for (const MoveRequest& m : moves) {
    // A merged Pawn is one piece: it moves once (R11.9).
    if (first != kNoPiece && p.position().piece_at(m.from) == first)
      return p.reject(Cause::ChoiceWrong, "R11.9", "ANNEXATION moves two different Pawns, each once");
    first = p.position().piece_at(m.from);
    // Its owner's second rank, whoever moves it (a NEUTRAL Pawn, N-05).
    const bool from_start =
        first != kNoPiece && parts::rank_for(p.game(), p.position().piece(first).owner, m.from) == 1;
    if (Result r = parts::advance_pawn(p, m, 2); !r.ok()) return r;
    if (from_start) {
      passed = make_square((file_of(m.from) + file_of(m.to)) / 2, (rank_of(m.from) + rank_of(m.to)) / 2);
      passer = first;
    }
  }
  p.counts_as_move();
  if (passed && moves.size() == 1) p.allow_en_passant(passer, *passed);
  return p.done("R20.3");
}

// Random play: one or two of his Pawns with two empty squares ahead, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  std::vector<MoveRequest> steps = pick::pawn_advances(g, by, 2);
  const auto a = d.one(steps);
  if (!a) return;
  c.moves = {*a};
  std::erase_if(steps, [&](const MoveRequest& m) { return m.from == a->from; });
  if (auto b = d.one(steps); b && d.one_in(2)) c.moves.push_back(*b);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove | kChooseMoves,
                                               .one_of = kChooseMove | kChooseMoves,
                                               .example = "{play: annexation, moves: [e2e4, a2a4]}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace annexation_card

extern const CardDef annexation{
    .id = "annexation",
    .name = "ANNEXATION",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = annexation_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Choose one or two of your Pawns; each advances exactly two squares straight forward through empty "
        "squares. No capture is allowed. A Pawn that started on its initial square can still be captured en "
        "passant by an enemy Pawn on the next move, exactly as after a normal double step.",
    .confidence = Confidence::High,
    .behaviour = &annexation_card::kBehaviour,
};

}  // namespace kmr::cards
