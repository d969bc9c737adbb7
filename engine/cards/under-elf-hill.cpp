// UNDER ELF HILL (KC1). Reference: shared/cards/cards.yaml, id under-elf-hill.
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace under_elf_hill_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

bool on_edge(Square s) { return file_of(s) == 0 || file_of(s) == 7 || rank_of(s) == 0 || rank_of(s) == 7; }

// Instead of the move, the player's King leaves the board. It is set aside,
// not captured: it is still his King (R12.5), it cannot be in check, and
// effects tied to it go on (R10.4). With several Kings `target:` names
// the one that goes. `square:` may name the edge square the player means
// it to come back to.
Result play(CardPlay& p) {
  const Position& pos = p.position();
  std::optional<PieceId> king;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    if (pos.piece(id).zone != Zone::Board || !p.is_king(id) || pos.piece(id).owner != p.player()) continue;
    if (p.choices().target ? pos.piece(id).square == *p.choices().target : !king)
      king = id;
    else if (!p.choices().target)
      return p.reject(Cause::ChoiceMissing, "R25.4", "you have several Kings: name one (target:)");
  }
  if (!king)
    return p.choices().target ? p.reject(Cause::ChoiceWrong, "R8.3",
                                         "no King of yours stands on " + square_name(*p.choices().target))
                              : p.reject(Cause::GameCondition, "R8.3", "you have no King on the board");
  if (p.choices().square && !on_edge(*p.choices().square))
    return p.reject(Cause::ChoiceWrong, "R8.3", square_name(*p.choices().square) + " is not an edge square");
  if (!p.props(*king).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3", "the King is held in place" + p.held_by(*king));
  p.events("the King on " + square_name(pos.piece(*king).square) + " goes under the hill");
  p.set_aside(*king);
  // Lingers until the end of the player's next turn: this turn, the
  // opponent's, then the turn the King comes back and may not move.
  p.add_lingering({*king}, 3);
  p.counts_as_move();
  return p.done("R6.7");
}

// Back on the board at the start of the owner's next turn (R6.7 step 1), on
// an empty edge square where it is not in check, judged with every effect
// in force; a square closed to every piece (FORBIDDEN CITY) is no square to
// come back to (the put-back door, R14.6). The player's choice is modelled
// as the `square:` given when the card was played, if that square qualifies
// then; otherwise the first that does, in board order a1, b1 ... h1, a2, h2
// ... a8 ... h8 (our interpretation: the engine has no prompt at the start
// of a turn). With no such square the game cannot go on: stalemate (R17.3).
void on_turn_start(const Effect& fx, CardPlay& p) {
  const PieceId king = fx.targets.front();
  if (p.game().turn() != fx.owner || p.position().piece(king).zone != Zone::Aside) return;
  std::vector<Square> order;
  if (fx.choices.square) order.push_back(*fx.choices.square);
  for (Square s = 0; s < kSquareCount; ++s)
    if (on_edge(s)) order.push_back(s);
  for (Square s : order) {
    // Trying a square takes no one's castling rights.
    if (!p.bring_back(king, s, /*keeps_rights=*/true)) continue;
    if (!parts::attacked(p.game(), s, ~fx.owner)) {  // this King, not another of his (R25.2)
      p.events("the King comes back on " + square_name(s));
      // The King may not move this turn; if nothing else of his can, the
      // turn goes by without a move, which is no stalemate (R6.7; Official
      // Rulings 3-U).
      if (p.game().legal_moves().empty()) p.lose_move();
      return;
    }
    p.set_aside(king, /*keeps_rights=*/true);
  }
  p.stall_game("no empty edge square where the King would not be in check");
}

// The turn it comes back, the King may not move.
void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (id == fx.targets.front()) props.can_move = false;
}

// Random play: his King, and no square named, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Own, "king", c, /*kings=*/true);
  c.square.reset();
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget | kChooseSquare,
                .example = "{play: under-elf-hill, square: h1}",
                .note =
                    "target: the King, needed when he has several; square: the edge square it comes back to"},
    .doors = {Door::Removal, Door::PutBack},
    .play = play,
    .modify = modify,
    .modify_reads_piece_only = true,
    .on_turn_start = on_turn_start,
    .random_choices = random_choices};
}  // namespace under_elf_hill_card

extern const CardDef under_elf_hill{
    .id = "under-elf-hill",
    .name = "UNDER ELF HILL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = under_elf_hill_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take your King off the board. At the start of your next turn put it back on any empty edge square "
        "where it is not in check; it may not move that turn, but otherwise you take a normal turn.",
    .confidence = Confidence::High,
    .behaviour = &under_elf_hill_card::kBehaviour,
};

}  // namespace kmr::cards
