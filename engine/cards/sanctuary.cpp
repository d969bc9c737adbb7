// SANCTUARY (KC1). Reference: shared/cards/cards.yaml, id sanctuary.
#include <vector>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/bitboard.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"

namespace kmr::cards {
namespace sanctuary_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

struct Castle {
  PieceId king = kNoPiece, rook = kNoPiece;
  Square rook_to = 0, king_to = 0;
};

int sign(int v) { return (v > 0) - (v < 0); }

// The castle of the player's King with the Rook on `rook`, if they share a
// rank or file with nothing between them. `why` says, when it is not, what
// stands in the way: a piece between them or on the King's landing square
// (row 7), or no King of his on the Rook's line at all (nothing set).
std::optional<Castle> castle_with(const CardPlay& p, PieceId rook, std::optional<Cause>* why = nullptr) {
  const Position& pos = p.position();
  const Square r = pos.piece(rook).square;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId king = static_cast<PieceId>(i);
    const Piece& k = pos.piece(king);
    if (k.zone != Zone::Board || !p.is_king(king) || !p.is_own(king)) continue;
    const int df = file_of(r) - file_of(k.square), dr = rank_of(r) - rank_of(k.square);
    if (df != 0 && dr != 0) continue;
    if (between(k.square, r) & pos.occupied()) {
      if (why) *why = Cause::PathCrossed;
      continue;
    }
    const int sf = sign(df), sr = sign(dr);
    Castle c{king, rook, make_square(file_of(k.square) + sf, rank_of(k.square) + sr), 0};
    const int kf = file_of(k.square) + 2 * sf, kr = rank_of(k.square) + 2 * sr;
    if (!on_board(kf, kr)) continue;
    c.king_to = make_square(kf, kr);
    if (pos.piece_at(c.king_to) != kNoPiece && c.king_to != r) {  // it lands on an empty square
      if (why) *why = Cause::SquareTaken;
      continue;
    }
    return c;
  }
  return std::nullopt;
}

bool is_own_rook(const CardPlay& p, PieceId id) {
  return p.position().piece(id).role == Role::Rook && p.is_own(id);
}

// Instead of the move, castle with no regard to earlier moves or to check
// (R18.3): your King and one of your Rooks (`target:`, needed only when
// several could) on one rank or file with only empty squares between them;
// the Rook moves up next to the King, and the King to the square just past
// it. The line must be empty, so the Rook never captures; the square the
// King lands on must be empty too. Both pieces move, each a move by card
// (R26.1). The King may start in check or cross an attacked square; like
// any regular card SANCTUARY may not leave its player's King in check at
// the end of his turn (R13.1, judged by the pipeline).
Result play(CardPlay& p) {
  const Position& pos = p.position();
  std::optional<Castle> castle;
  if (p.choices().target) {
    const PieceId rook = pos.piece_at(*p.choices().target);
    if (rook == kNoPiece || !is_own_rook(p, rook))
      return p.reject(Cause::ChoiceWrong, "R8.3",
                      "no Rook of yours stands on " + square_name(*p.choices().target));
    std::optional<Cause> why;
    castle = castle_with(p, rook, &why);
    if (!castle)
      return p.reject(why.value_or(Cause::ChoiceWrong), "R18.3",
                      "the Rook on " + square_name(*p.choices().target) +
                          (why ? " and your King have a piece between them or on the King's landing square"
                               : " does not share a rank or file with your King"));
  } else {
    std::optional<Cause> why;
    for (int i = 0; i < pos.piece_count(); ++i) {
      const PieceId id = static_cast<PieceId>(i);
      if (pos.piece(id).zone != Zone::Board || !is_own_rook(p, id)) continue;
      auto c = castle_with(p, id, &why);
      if (!c) continue;
      if (castle)
        return p.reject(Cause::ChoiceMissing, "R8.3", "more than one Rook can castle: name it (target:)");
      castle = c;
    }
    // A Rook on the King's line but with the way closed is row 7; no Rook
    // on his line at all is the game's condition (row 10).
    if (!castle)
      return p.reject(
          why.value_or(Cause::GameCondition), "R18.3",
          why ? "every Rook of yours on your King's line has a piece between them or on the King's "
                "landing square"
              : "no Rook of yours shares a rank or file with your King");
  }
  // A King held only as CHALLENGE holds it, with Rooks named, still castles:
  // the castle moves the Rook (R18.2, R18.3).
  const PieceProps king_props = p.props(castle->king);
  // Castling moves both (R18.2): a piece held in place cannot castle, and the card-move door names its
  // holder.
  if (!king_props.can_move && !king_props.castles_held)
    return p.reject(Cause::ChoiceWrong, "R14.3",
                    "a piece that is held in place cannot castle: the King" + p.held_by(castle->king));
  if (!p.props(castle->rook).can_move)
    return p.reject(Cause::ChoiceWrong, "R14.3",
                    "a piece that is held in place cannot castle: the Rook" + p.held_by(castle->rook));
  if (pos.piece(castle->rook).square != castle->rook_to) {
    Result r = p.card_move(castle->rook, castle->rook_to, /*may_capture=*/false, "R18.3");
    if (!r.ok()) return r;
  }
  // The line is empty (castle_with): a King held but free to castle moves with the Rook.
  if (!king_props.can_move) {
    p.relocate(castle->king, castle->king_to);
  } else if (Result r = p.card_move(castle->king, castle->king_to, /*may_capture=*/false, "R18.3"); !r.ok()) {
    return r;
  }
  p.counts_as_move();
  return p.done("R18.3");
}

// Random play: one of his Rooks, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  pick::target(g, by, d, pick::Whose::Own, "rook", c, false);
}

constexpr CardBehaviour kBehaviour{
    .choices = {.reads = kChooseTarget,
                .example = "{play: sanctuary, target: a1}",
                .note = "target: the Rook, needed when more than one could castle"},
    .doors = {Door::CardMove},
    .play = play,
    .random_choices = random_choices};
}  // namespace sanctuary_card

extern const CardDef sanctuary{
    .id = "sanctuary",
    .name = "SANCTUARY",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = sanctuary_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Castle regardless of earlier moves: if your King and one of your Rooks share a rank or file with "
        "only empty squares between them, slide the Rook up next to the King, then put the King on the "
        "square just past the Rook on the other side.",
    .confidence = Confidence::High,
    .behaviour = &sanctuary_card::kBehaviour,
};

}  // namespace kmr::cards
