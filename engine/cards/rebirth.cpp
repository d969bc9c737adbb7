// REBIRTH (KC1). Reference: shared/cards/cards.yaml, id rebirth.
#include <string>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace rebirth_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The square that stood on `s` before the board was turned (EARTHQUAKE,
// R19.2): the turn is read from White's forward.
Square unturned(const Game& g, Square s) {
  const Step fwd = EffectRules(g.effects()).forward(g.position(), Side::White);
  const int f = file_of(s), r = rank_of(s);
  if (fwd.df > 0) return make_square(7 - r, f);  // turned clockwise
  if (fwd.df < 0) return make_square(r, 7 - f);  // turned counter-clockwise
  if (fwd.dr < 0) return make_square(7 - f, 7 - r);
  return s;
}

// After the move, an enemy piece (`target:`) goes to a square (`to:`) where
// a piece of its kind (as it is now) and colour could have stood at the
// start: the actual squares, as the board now lies, after an EARTHQUAKE
// (Official Rulings 3-R). The square must be empty or hold one of your
// pieces, which is captured (R22.1); never a King (R12.5). A move by card
// (R26.1): a piece held in place may not go (R14.3).
Result play(CardPlay& p) {
  auto id = p.target_piece();
  if (!id) return p.reject(id.error(), "R8.3");
  if (!parts::is_enemy(p, *id)) return p.reject(Cause::ChoiceWrong, "R8.3", "REBIRTH moves an enemy piece");
  if (!p.choices().to) return p.reject(Cause::ChoiceWrong, "R8.3", "REBIRTH needs a square (to:)");
  const Square to = *p.choices().to;
  const Position& pos = p.position();
  const Piece& piece = pos.piece(*id);
  if (to == piece.square) return p.reject(Cause::ChoiceWrong, "R8.3", "the piece already stands there");
  if (!parts::starting_square(piece.role, piece.owner, unturned(p.game(), to)))
    return p.reject(Cause::ChoiceWrong, "R23.5",
                    "no " + std::string(role_name(piece.role)) + " of its colour could have stood on " +
                        square_name(to) + " at the start");
  const PieceId there = pos.piece_at(to);
  if (there != kNoPiece && !parts::is_own(p, there))
    return p.reject(Cause::SquareTaken, "R23.5", square_name(to) + " holds an enemy piece");
  if (!p.props(*id).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "that piece may not move now" + p.held_by(*id));
  return p.card_move(*id, to, /*may_capture=*/true, "R26.1");
}

// Random play: an enemy piece and a square one of its kind started on, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const auto from = d.one(pick::pieces(g, by, pick::Whose::Enemy));
  if (!from) return;
  const Piece& piece = g.position().piece(g.position().piece_at(*from));
  std::vector<Square> starts;
  for (int s = 0; s < 64; ++s) {
    const PieceId there = g.position().piece_at(static_cast<Square>(s));
    if (parts::starting_square(piece.role, piece.owner, static_cast<Square>(s)) && s != *from &&
        (there == kNoPiece || g.position().piece(there).owner == by))
      starts.push_back(static_cast<Square>(s));
  }
  if (auto to = d.one(starts)) {
    c.target = *from;
    c.to = *to;
  }
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseTarget | kChooseTo,
                                               .required = kChooseTarget | kChooseTo,
                                               .example = "{play: rebirth, target: d5, to: f8}"},
                                   .doors = {Door::Capture, Door::CardMove},
                                   .colour_matters = true,  // the starting squares of its colour
                                   .play = play,
                                   .random_choices = random_choices};
}  // namespace rebirth_card

extern const CardDef rebirth{
    .id = "rebirth",
    .name = "REBIRTH",
    .set = CardSet::KC1,
    .points = 4,
    .unique = true,
    .timing = rebirth_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one enemy piece to a square it could have occupied at the start of the game. That square must "
        "be empty or hold one of YOUR pieces; if it holds yours, your piece is captured.",
    .confidence = Confidence::High,
    .behaviour = &rebirth_card::kBehaviour,
};

}  // namespace kmr::cards
