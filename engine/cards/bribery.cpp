// BRIBERY (KC2). Reference: shared/cards/cards.yaml, id bribery.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"
#include "parts/random_parts.hpp"

namespace kmr::cards {
namespace bribery_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

// Timing: the reference leaves it unknown; the rulings show BRIBERY used as
// the turn's move (cancelled by FOG OF WAR, its player moves instead, R27.1),
// so it is played instead of the move here.

// As the turn's move: an enemy piece other than a Queen (`target:`) that
// has one of your Kings in range (a Prince, an Heir or a Warlord is a King
// too; a piece merely covering the squares around it does not count, R15.4)
// dies, and a captured piece of yours of the same kind takes its square
// (R22.4). The kind is what the piece is based on (R11.2): a Crab is a Pawn,
// a Warlord a King. Effects laid on the bribed piece stay on the new one.
// The pipeline's Checkmate Rule keeps it from taking a last King (R12.5).
Result play(CardPlay& p) {
  auto target = p.target_piece();
  if (!target) return p.reject(target.error(), "R8.3");
  const Game& g = p.game();
  const Position& pos = p.position();
  if (!p.is_enemy(*target))
    return p.reject(Cause::ChoiceWrong, "R8.3", "BRIBERY is played on an enemy piece");
  const Role kind = pos.piece(*target).role;
  if (kind == Role::Queen) return p.reject(Cause::ChoiceWrong, "R8.3", "a Queen cannot be bribed");
  bool threat = false;
  for (int i = 0; i < pos.piece_count() && !threat; ++i) {
    const PieceId k = static_cast<PieceId>(i);
    if (pos.piece(k).zone != Zone::Board || pos.piece(k).owner != p.player() || !p.is_king(k)) continue;
    threat = parts::threatens(g, *target, pos.piece(k).square);
  }
  if (!threat)
    return p.reject(
        Cause::ChoiceWrong, "R15.4",
        "the piece on " + square_name(*p.choices().target) + " does not have one of your Kings in range");
  const PieceId mine = parts::captured_piece(g, p.player(), kind);
  if (mine == kNoPiece)
    return p.reject(Cause::GameCondition, "R23.2",
                    "you have no captured " + std::string(role_name(kind)) + " to put in its place");
  p.replace(*target, mine);
  p.counts_as_move();
  return p.done("R22.4");
}

// Random play: an enemy piece that has one of his Kings in range, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<Square> threats;
  for (Square e : pick::pieces(g, by, pick::Whose::Enemy))
    for (Square k : pick::pieces(g, by, pick::Whose::Own, "king", /*kings=*/true))
      if (parts::threatens(g, pos.piece_at(e), k)) threats.push_back(e);
  if (auto s = d.one(threats)) c.target = *s;
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget, .required = kChooseTarget, .example = "{play: bribery, target: e6}"},
    .doors = {Door::Removal, Door::PutBack},
    .play = play,
    .random_choices = random_choices};
}  // namespace bribery_card

extern const CardDef bribery{
    .id = "bribery",
    .name = "BRIBERY",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = bribery_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Usable when one of your Kings (a Prince, an Heir or a Warlord included) is threatened by an enemy "
        "piece other than a Queen, provided you have a captured piece of the same kind: that threatening "
        "piece goes over to you. It is taken off the board and is DEAD (not captured), and your captured "
        "piece of that kind is put on its square. Only a piece that has the King itself in range counts as "
        "threatening; pieces that merely cover squares around the King do not.",
    .confidence = Confidence::Medium,
    .reading =
        "Its timing is not in the reference; the rulings show it used as the turn's move, so it is played "
        "instead of the move.",
    .behaviour = &bribery_card::kBehaviour,
};

}  // namespace kmr::cards
