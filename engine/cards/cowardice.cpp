// COWARDICE (KC1). Reference: shared/cards/cards.yaml, id cowardice.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace cowardice_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// One enemy Pawn (`target:`) is pushed straight backward, toward its owner,
// one or two squares (`to:`), through empty, open squares only. Backward is
// the board's backward for that Pawn (EARTHQUAKE turns it, R14.5). Not a
// Pawn move, so it never promotes nor opens en passant (R21.2).
Result play(CardPlay& p) {
  auto id = p.target_piece();
  if (!id) return p.reject(id.error(), "R8.3");
  const Game& g = p.game();
  if (!p.is_enemy(*id) || !parts::piece_is(g, *id, "pawn"))
    return p.reject(Cause::ChoiceWrong, "R8.3", "COWARDICE is played on an enemy Pawn");
  if (!p.choices().to)
    return p.reject(Cause::ChoiceWrong, "R8.3", "COWARDICE needs the square it goes back to (to:)");
  const Square from = p.position().piece(*id).square;
  const Square to = *p.choices().to;
  const EffectRules rules(g.effects());
  const Step fwd = rules.forward(p.position(), p.position().piece(*id).owner);
  int n = 0;
  for (int k = 1; k <= 2 && n == 0; ++k)
    if (file_of(to) - file_of(from) == -k * fwd.df && rank_of(to) - rank_of(from) == -k * fwd.dr) n = k;
  if (n == 0)
    return p.reject(Cause::ChoiceWrong, "R8.3",
                    square_name(to) + " is not one or two squares straight back from " + square_name(from));
  Square at = from;
  for (int i = 0; i < n; ++i) {
    const Square next = make_square(file_of(at) - fwd.df, rank_of(at) - fwd.dr);
    if (auto stop = p.way_refusal(at, next, next == to, "R8.3")) return *stop;
    at = next;
  }
  return p.card_move(*id, to, /*may_capture=*/false, "R8.3");
}

// Random play: an enemy Pawn and a square straight behind it, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto pawn = d.one(pick::pieces(g, by, pick::Whose::Enemy, "pawn"));
  if (!pawn) return;
  const Position& pos = g.position();
  const Step fwd = EffectRules(g.effects()).forward(pos, pos.piece(pos.piece_at(*pawn)).owner);
  const int n = d.one_in(2) ? 2 : 1;
  const int f = file_of(*pawn) - n * fwd.df, r = rank_of(*pawn) - n * fwd.dr;
  if (!on_board(f, r)) return;
  c.target = *pawn;
  c.to = make_square(f, r);
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget | kChooseTo,
                                               .required = kChooseTarget | kChooseTo,
                                               .example = "{play: cowardice, target: e5, to: e7}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace cowardice_card

extern const CardDef cowardice{
    .id = "cowardice",
    .name = "COWARDICE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = cowardice_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Push one enemy Pawn one or two squares straight backward (toward its owner). It may not land on or "
        "pass through an occupied square. Reading: backward is toward the Pawn's owner as the board now lies "
        "(EARTHQUAKE turns it); the Pawn may go back to its own first rank; it is no Pawn move, so no "
        "promotion or en passant follows.",
    .confidence = Confidence::High,
    .behaviour = &cowardice_card::kBehaviour,
};

}  // namespace kmr::cards
