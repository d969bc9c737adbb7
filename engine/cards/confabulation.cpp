// CONFABULATION (KC1). Reference: shared/cards/cards.yaml, id confabulation.
#include <algorithm>
#include "parts/random_parts.hpp"

#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace confabulation_card {
constexpr Timing kTiming[] = {Timing::ReplaceMove};

const CardBehaviour& behaviour();

// Is the piece part of a merger, or of two pieces left sharing a square?
bool merged(const Game& game, PieceId id) {
  return std::any_of(game.effects().begin(), game.effects().end(), [&](const Effect& fx) {
    return fx.card->behaviour == &behaviour() &&
           std::find(fx.targets.begin(), fx.targets.end(), id) != fx.targets.end();
  });
}

std::optional<std::string> not_mergeable(const CardPlay& p, PieceId id) {
  const Square at = p.position().piece(id).square;
  const PieceProps props = p.props(id);
  if (!p.is_own(id))
    return "the piece on " + square_name(at) + " is not " + std::string(to_string(p.player())) + "'s";
  if (props.royal || p.position().piece(id).role == Role::King)
    return "a King (or a piece based on one) is never merged";
  if (merged(p.game(), id)) return "the piece on " + square_name(at) + " is already merged";
  return std::nullopt;
}

// Instead of moving, one of your pieces makes a move it could make if the
// square it ends on were empty, onto another of your pieces (neither a King):
// the two become one piece (`move:`). The merged piece moves and captures as
// either part, answers to either part's name, and is restrained by whatever
// restrained either part (R11.9). Its Pawn moves never promote (R21.6). It is
// lost as a whole. Cancelled (PEACE TALKS), the effects laid on the merged
// piece lapse with it, those laid on the parts before act again (R10.9), and
// the two pieces are left sharing the square until the one on top moves off
// it; if that square is taken meanwhile, the other counts as captured
// (R10.5). Either may move off: the owner brings the one beneath on top by
// moving it, or keeps it there with the `keep` action. He must put the
// square right with his next move: when the turn of that move ends with the
// two still sharing it, the one beneath counts as captured, so the owner,
// choosing which is on top, picks which stays.
Result play(CardPlay& p) {
  auto mover = parts::card_mover(p, /*allow_royal=*/false);
  if (!mover) return p.reject(mover.error(), "R8.3");
  const MoveRequest& m = p.choices().moves.front();
  if (m.promotion) return p.reject(Cause::ChoiceWrong, "R21.6", "merged Pawns never promote");
  const Position& pos = p.position();
  const PieceId partner = pos.piece_at(m.to);
  if (partner == kNoPiece)
    return p.reject(Cause::ChoiceWrong, "R11.9",
                    "the move must end on a square held by another of your pieces");
  for (PieceId id : {*mover, partner})
    if (auto why = not_mergeable(p, id)) return p.reject(Cause::ChoiceWrong, "R11.9", *why);
  // The move must be one the piece could make were that square empty.
  Position view = pos;
  view.take_off(partner, Zone::Aside);
  view.set_side_to_move(p.player());
  MoveList moves;
  generate_generic(view, p.game().rules(), EffectRules(p.game().effects()), moves, Legality::Pseudo);
  const auto fits = [](const Move& mv) {
    return mv.kind != MoveKind::Castle && mv.kind != MoveKind::EnPassant;
  };
  const bool legal = std::any_of(moves.begin(), moves.end(), [&](const Move& mv) {
    return mv.from == m.from && mv.to == m.to && fits(mv);
  });
  if (!legal) {
    const Cause why = parts::unreachable_cause(p.game(), view, m.from, m.to, fits);
    return p.reject(why, "R11.9",
                    why == Cause::PathCrossed
                        ? to_string(m) + ": " + parts::closed_way(p, m.from, m.to)
                        : to_string(m) + " is not a move that piece could make to an empty square");
  }
  p.set_aside(partner);
  if (Result r = p.card_move(*mover, m.to, /*may_capture=*/false, "R11.9"); !r.ok()) return r;
  p.events("merged with the piece on " + square_name(m.to));
  p.add_effect({*mover, partner});
  p.counts_as_move();
  return p.done("R11.9");
}

void modify(const Effect& fx, const Position&, PieceId id, PieceProps& props) {
  if (fx.continuing && id == fx.targets[0]) props.marks.set(Mark::Confabulated);
}

// The merger: the piece that stays on the board carries the other.
PieceId merged_into(const Effect& fx, PieceId id) {
  return fx.continuing && id == fx.targets[0] ? fx.targets[1] : kNoPiece;
}

// The merger ends when the merged piece is lost; two pieces left sharing a
// square (a lingering effect, not in play) when the one on top leaves it.
bool ended(const Effect& fx, const Game& game) {
  const Piece& top = game.position().piece(fx.targets[0]);
  if (fx.continuing) return top.zone == Zone::Captured || top.zone == Zone::Dead;
  return top.zone != Zone::Board || top.square != *fx.choices.square;
}

void on_end(const Effect& fx, CardPlay& p) {
  const Position& pos = p.position();
  const PieceId top = fx.targets[0], part = fx.targets[1];
  if (pos.piece(part).zone != Zone::Aside) return;
  const Piece& host = pos.piece(top);
  if (fx.continuing && host.zone != Zone::Board) {
    p.lose_with(part, top);  // lost as a whole (R11.9)
    return;
  }
  if (fx.continuing) {
    // Cancelled: the effects laid on the merged piece have nothing left to
    // act on (R10.9); the two pieces now share the square (R10.5).
    for (bool again = true; again;) {
      again = false;
      const auto& effects = p.game().effects();
      for (std::size_t i = 0; i < effects.size(); ++i) {
        const Effect& e = effects[i];
        if (e.continuing && e.sequence > fx.sequence &&
            std::find(e.targets.begin(), e.targets.end(), top) != e.targets.end()) {
          p.end_effect(i);
          again = true;
          break;
        }
      }
    }
    // His next move: later this turn if he has yet to move, else in his next turn.
    const Game& g = p.game();
    const int turn_ends = g.turn() != fx.owner ? 2 : g.phase() == Phase::BeforeMove ? 1 : 3;
    Effect& shared = p.add_lingering({top, part}, turn_ends);
    shared.choices = {};
    shared.choices.square = host.square;
    p.events("two pieces share " + square_name(host.square) + " until one moves off");
    return;
  }
  const Square at = *fx.choices.square;
  if (p.bring_back(part, at)) {
    p.events("the other piece stays on " + square_name(at));
  } else {
    p.count_as_captured(part, at);
    p.events("the piece left under " + square_name(at) + " counts as captured");
  }
}

// Two pieces sharing a square: the one set aside beneath the one on top.
PieceId beneath(const Effect& fx, const Position& pos, Square at) {
  if (fx.continuing || !fx.choices.square || *fx.choices.square != at || pos.piece_at(at) != fx.targets[0])
    return kNoPiece;
  return pos.piece(fx.targets[1]).zone == Zone::Aside ? fx.targets[1] : kNoPiece;
}

// Random play: a move of one of his pieces onto another of his, three times in four.
void random_choices(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  pick::Draw d(seed);
  if (d.one_in(4)) return;
  const Position& pos = g.position();
  const auto partner = d.one(pick::pieces(g, by, pick::Whose::Own));
  if (!partner) return;
  Position view = pos;
  view.take_off(pos.piece_at(*partner), Zone::Aside);
  view.set_side_to_move(by);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  std::vector<Move> onto;
  for (const Move& m : legal)
    if (m.to == *partner && m.kind != MoveKind::Castle && m.kind != MoveKind::EnPassant &&
        m.kind != MoveKind::Promotion && !parts::is_king(g, pos.piece_at(m.from)))
      onto.push_back(m);
  if (auto m = d.one(onto)) c.moves = {MoveRequest{m->from, m->to, std::nullopt}};
}

constexpr CardBehaviour kBehaviour{.choices = {.reads = kChooseMove,
                                               .required = kChooseMove,
                                               .example = "{play: confabulation, move: a1a4}"},
                                   .doors = {Door::Capture, Door::Removal, Door::CardMove, Door::PutBack},
                                   .play = play,
                                   .modify = modify,
                                   .modify_reads_piece_only = true,
                                   .ended = ended,
                                   .merged_into = merged_into,
                                   .beneath = beneath,
                                   .on_end = on_end,
                                   .random_choices = random_choices};
const CardBehaviour& behaviour() { return kBehaviour; }
}  // namespace confabulation_card

extern const CardDef confabulation{
    .id = "confabulation",
    .name = "CONFABULATION",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = confabulation_card::kTiming,
    .continuing = true,
    .ends_when = "the merged piece is lost",
    .summary =
        "Make an otherwise legal move that ends with two of your non-King pieces on one square; they fuse "
        "into a single piece that may move and capture as either component and is affected by any card that "
        "affects either component type. Merged Pawns cannot promote.",
    .confidence = Confidence::High,
    .behaviour = &confabulation_card::kBehaviour,
};

}  // namespace kmr::cards
