// SURROUNDED (KC2). Reference: shared/cards/cards.yaml, id surrounded.
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace surrounded_card {
constexpr Timing kTiming[] = {Timing::Unknown};

// Reading (the exact condition is not known): an enemy piece (`target:`)
// whose every neighbouring square on the board holds one of your pieces is
// replaced by a piece of the same kind (its type now) in your colour. The
// old piece is captured (R23.3); the new one comes from outside the game,
// so no captured piece is needed (R23.2). The engine's Checkmate Rule
// judges a King so replaced (R12).
Result play(CardPlay& p) {
  auto id = p.target_piece();
  if (!id) return p.reject(id.error(), "R8.3");
  if (!parts::is_enemy(p, *id) || parts::is_own(p, *id))
    return p.reject(Cause::ChoiceWrong, "R8.3", "SURROUNDED replaces an enemy piece");
  const Position& pos = p.position();
  const Square at = pos.piece(*id).square;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if ((df == 0 && dr == 0) || !on_board(file_of(at) + df, rank_of(at) + dr)) continue;
      const Square s = make_square(file_of(at) + df, rank_of(at) + dr);
      const PieceId there = pos.piece_at(s);
      if (there == kNoPiece || !parts::is_own(p, there))
        return p.reject(Cause::ChoiceWrong, "R8.3",  // the piece named is not one it acts on (row 5)
                        "the piece on " + square_name(at) + " is not surrounded: " + square_name(s) +
                            " holds none of your pieces");
    }
  const Role kind = pos.piece(*id).role;
  if (!p.capture(*id))
    return p.reject(Cause::Protected, "R22.3", "the piece on " + square_name(at) + " cannot be captured");
  if (Result r = p.add_piece(kind, p.player(), at, "R23.2"); !r.ok()) return r;
  p.events(std::string(1, p.position().letter_at(at)) + " put on " + square_name(at));
  return p.done("R23.2");
}

// Random play: an enemy piece with only his pieces around it, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  std::vector<Square> found;
  for (Square e : pick::pieces(g, by, pick::Whose::Enemy)) {
    bool closed = true;
    for (int df = -1; df <= 1 && closed; ++df)
      for (int dr = -1; dr <= 1 && closed; ++dr) {
        const int f = file_of(e) + df, r = rank_of(e) + dr;
        if ((df == 0 && dr == 0) || !on_board(f, r)) continue;
        const PieceId there = pos.piece_at(make_square(f, r));
        closed = there != kNoPiece && g.props(there).controlled_by[static_cast<std::size_t>(index(by))];
      }
    if (closed) found.push_back(e);
  }
  if (auto s = d.one(found)) c.target = *s;
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget,
                                               .required = kChooseTarget,
                                               .example = "{play: surrounded, target: d4}"},
                                   .doors = {Door::Capture, Door::PutBack},
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace surrounded_card

extern const CardDef surrounded{
    .id = "surrounded",
    .name = "SURROUNDED",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = surrounded_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "An enemy piece that is surrounded (the exact condition is not known) is replaced by the same kind "
        "of piece in your colour. The new piece need not be one of your captured pieces: another set or a "
        "proxy will do.",
    .confidence = Confidence::Low,
    .reading =
        "The exact condition is not known. Read as: an enemy piece whose every neighbouring square holds one "
        "of the player's pieces is captured and replaced by a piece of the same kind in the player's colour, "
        "from outside the game.",
    .behaviour = &surrounded_card::kBehaviour,
};

}  // namespace kmr::cards
