// Parts for the cards' random_choices hooks (cards/parts/random_parts.hpp).
#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "kmr/effect_names.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "parts.hpp"
#include "random_parts.hpp"

namespace kmr::pick {

void two_pieces(const Game& g, Side by, Draw& d, Whose first, std::string_view first_kind, Whose second,
                std::string_view second_kind, CardChoices& c, bool kings, bool in_order) {
  const auto a = d.one(pieces(g, by, first, first_kind, kings));
  auto others = pieces(g, by, second, second_kind, kings);
  if (a) std::erase(others, *a);
  const auto b = d.one(others);
  if (!a || !b) return;
  c.targets = in_order || d.one_in(2) ? std::vector{*a, *b} : std::vector{*b, *a};
}

void second_move(const Game& g, Side by, Draw& d, CardChoices& c) {
  const Position& pos = g.position();
  for (const MoveRecord& m : g.turn_log().moves) {
    const Piece& piece = pos.piece(m.piece);
    if (m.by_card || piece.zone != Zone::Board || m.mover != by) continue;
    std::vector<Move> moves = moves_from(g, by, piece.square);
    std::erase_if(moves, [](const Move& mv) { return mv.kind != MoveKind::Normal; });
    if (auto mv = d.one(moves)) c.moves = {request(*mv)};
  }
}

void as_copy_of(const CardDef& copied, const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  const CardBehaviour* b = copied.behaviour;
  if (!b) return;
  const unsigned reads = b->choices.reads;
  if (!(reads & kChooseTarget)) c.target.reset();
  if (!(reads & kChooseTargets)) c.targets.clear();
  if (!(reads & kChooseTo)) c.to.reset();
  if (!(reads & kChooseAnyMove)) c.moves.clear();
  if (!(reads & kChooseSquare)) c.square.reset();
  if (!(reads & kChooseWall)) c.wall.reset();
  if (!(reads & kChoosePiece)) c.piece.reset();
  if (!(reads & kChooseCard)) c.card.reset();
  if (!(reads & kChooseRotate)) c.rotate.reset();
  if (!(reads & kChoosePromote)) c.promote.reset();
  if (!(reads & kChooseAnnounce)) c.announce.clear();
  if (b->random_choices) b->random_choices(g, by, seed, c);
}

std::vector<MoveRequest> pawn_advances(const Game& g, Side by, int n) {
  std::vector<MoveRequest> out;
  const Position& pos = g.position();
  const EffectRules rules(g.effects());
  for (Square from : pieces(g, by, Whose::Own, "pawn")) {
    // Its owner's way, whoever moves it (a NEUTRAL Pawn, N-05).
    const Step fwd = rules.forward(pos, pos.piece(pos.piece_at(from)).owner);
    bool clear = true;
    int f = file_of(from), r = rank_of(from);
    for (int k = 0; k < n && clear; ++k) {
      f += fwd.df;
      r += fwd.dr;
      clear = on_board(f, r) && pos.piece_at(make_square(f, r)) == kNoPiece;
    }
    if (clear) out.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
  }
  return out;
}

void target(const Game& g, Side by, Draw& d, Whose whose, std::string_view kind, CardChoices& c, bool kings) {
  if (auto s = d.one(pieces(g, by, whose, kind, kings))) c.target = *s;
}

namespace {
void own_and_enemy(const Game& g, Side by, std::uint64_t seed, std::string_view kind, CardChoices& c) {
  Draw d(seed);
  if (d.one_in(4)) return;
  two_pieces(g, by, d, Whose::Own, kind, Whose::Enemy, kind, c, false);
}
}  // namespace

void own_and_enemy_rook(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  own_and_enemy(g, by, seed, "rook", c);
}
void own_and_enemy_knight(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  own_and_enemy(g, by, seed, "knight", c);
}
void own_and_enemy_bishop(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  own_and_enemy(g, by, seed, "bishop", c);
}
void own_and_enemy_pawn(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  own_and_enemy(g, by, seed, "pawn", c);
}

void continuing_effect(const Game& g, Side, std::uint64_t seed, CardChoices& c) {
  Draw d(seed);
  if (d.one_in(4)) return;
  const auto& effects = g.effects();
  c.card.reset();
  c.effect.reset();
  if (effects.empty() || !d.one_in(2)) return;
  const std::size_t i = d.below(effects.size());
  // By card (the latest of it), or by instance (R10.7), as often.
  if (d.one_in(2))
    c.card = std::string(effects[i].card->id);
  else
    c.effect = effect_words(g, i, [](const Effect& fx) { return fx.continuing; });
}

void pawn_onto_enemy(const Game& g, Side by, Draw& d, std::initializer_list<std::pair<int, int>> steps,
                     CardChoices& c) {
  const Position& pos = g.position();
  const EffectRules rules(g.effects());
  std::vector<MoveRequest> hits;
  for (Square from : pieces(g, by, Whose::Own, "pawn"))
    for (const auto& [ahead, aside] : steps) {
      const Step fwd = rules.forward(pos, pos.piece(pos.piece_at(from)).owner);  // its owner's way (N-05)
      const int f = file_of(from) + ahead * fwd.df + (fwd.df == 0 ? aside : 0);
      const int r = rank_of(from) + ahead * fwd.dr + (fwd.dr == 0 ? aside : 0);
      if (!on_board(f, r)) continue;
      const PieceId v = pos.piece_at(make_square(f, r));
      if (v != kNoPiece && g.props(v).controlled_by[static_cast<std::size_t>(index(~by))])
        hits.push_back(MoveRequest{from, make_square(f, r), std::nullopt});
    }
  if (auto m = d.one(hits)) c.moves = {*m};
}

void own_knight(const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  Draw d(seed);
  if (d.one_in(4)) return;
  target(g, by, d, Whose::Own, "knight", c, false);
}

void threatening_piece(const Game& g, Side by, Draw& d, std::string_view kind, CardChoices& c) {
  const Position& pos = g.position();
  for (Square from : pieces(g, by, Whose::Own, kind)) {
    std::vector<Square> victims;
    for (Square s : pieces(g, by, Whose::Enemy))
      if (parts::threatens(g, pos.piece_at(from), s)) victims.push_back(s);
    if (victims.size() < 2) continue;
    const std::size_t i = d.below(victims.size());
    std::size_t j = d.below(victims.size() - 1);
    if (j >= i) ++j;
    c.target = from;
    c.targets = {victims[i], victims[j]};
    if (d.one_in(2)) return;
  }
}

bool has_captured(const Game& g, Side owner, Role role) {
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const Piece& piece = pos.piece(static_cast<PieceId>(i));
    if (piece.zone == Zone::Captured && piece.owner == owner && piece.born_as == role) return true;
  }
  return false;
}

}  // namespace kmr::pick
