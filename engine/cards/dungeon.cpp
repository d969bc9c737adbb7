// DUNGEON (KC1). Reference: shared/cards/cards.yaml, id dungeon.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/refusal.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace dungeon_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// After your move, one enemy piece other than a King (`target:`) is moved
// to an empty corner square (`to:`). Its owner may not move it during his
// next turn: until that turn ends he does not control it, so it threatens
// nothing for him and gives no check to your King (R15.1), while a player
// who may also move it (NEUTRALITY) still can (R24.1). A regular card: the
// hold lingers, not in play (R10.6). A piece that may not move at all
// (MEDUSA) cannot be moved there (R14.3).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  const Game& g = p.game();
  const Position& pos = p.position();
  const PieceId id = *target;
  if (!p.is_enemy(id))  // a NEUTRAL piece counts (R24.2)
    return p.reject(Cause::ChoiceWrong, "R8.3", "DUNGEON takes an enemy piece");
  if (p.is_king(id)) return p.reject(Cause::ChoiceWrong, "R8.3", "DUNGEON may not take a King");
  const auto& to = p.choices().to;
  if (!to) return p.reject(Cause::ChoiceWrong, "R8.3", "DUNGEON needs the corner square (to:)");
  const bool corner = (file_of(*to) == 0 || file_of(*to) == 7) && (rank_of(*to) == 0 || rank_of(*to) == 7);
  if (!corner) return p.reject(Cause::ChoiceWrong, "R8.3", square_name(*to) + " is not a corner square");
  if (pos.piece_at(*to) != kNoPiece)
    return p.reject(Cause::SquareTaken, "R8.3", square_name(*to) + " is occupied");
  if (p.closed(*to))
    return p.reject(Cause::SquareClosed, "R8.3",
                    square_name(*to) + " is closed to every piece (" + closing_effect(g, *to) + ")");
  if (!g.props(id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(id));
  if (Result r = p.card_move(id, *to, /*may_capture=*/false, "R26.1"); !r.ok()) return r;
  p.add_lingering({id}, 2);  // this turn's end, then its owner's turn
  return p.done("R15.1");
}

void modify(const Effect& fx, const Position& pos, PieceId id, PieceProps& props) {
  if (id != fx.targets.front()) return;
  props.controlled_by[static_cast<std::size_t>(index(pos.piece(id).owner))] = false;
}

// Random play: an enemy piece and an empty corner, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Enemy, "", c);
  std::vector<Square> corners;
  for (Square s : {Square{0}, Square{7}, Square{56}, Square{63}})
    if (g.position().piece_at(s) == kNoPiece) corners.push_back(s);
  if (auto s = d.one(corners)) c.to = *s;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget | kChooseTo,
                                               .required = kChooseTarget | kChooseTo,
                                               .example = "{play: dungeon, target: d5, to: h1}"},
                                   .doors = {Door::CardMove},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .random_choices = random_choices};
}  // namespace dungeon_card

extern const CardDef dungeon{
    .id = "dungeon",
    .name = "DUNGEON",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = dungeon_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one enemy piece other than the King to any empty corner square. Its owner may not move that "
        "piece on his next turn."
        " Reading: until its owner's next turn ends he does not control the piece, so it gives no check to "
        "your King; a piece that may not move at all cannot be sent.",
    .confidence = Confidence::High,
    .behaviour = &dungeon_card::kBehaviour,
};

}  // namespace kmr::cards
