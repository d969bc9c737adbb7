// Parts for the cards' random_choices hooks (kmr/cards/random_parts.hpp).
#include <algorithm>

#include "kmr/card_behaviour.hpp"
#include "kmr/cards/parts.hpp"
#include "kmr/cards/random_parts.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"

namespace kmr::pick {

std::uint64_t Draw::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::vector<Square> pieces(const Game& g, Side by, Whose whose, std::string_view kind, bool kings) {
  std::vector<Square> out;
  const Position& pos = g.position();
  for (int i = 0; i < pos.piece_count(); ++i) {
    const PieceId id = static_cast<PieceId>(i);
    const Piece& piece = pos.piece(id);
    if (piece.zone != Zone::Board) continue;
    const PieceProps props = g.props(id);
    const bool own = props.controlled_by[static_cast<std::size_t>(index(by))];
    const bool enemy = props.controlled_by[static_cast<std::size_t>(index(~by))];
    if ((whose == Whose::Own && !own) || (whose == Whose::Enemy && !enemy)) continue;
    if (!kind.empty() && !parts::piece_is(g, id, kind)) continue;
    if (!kings && parts::is_king(g, id)) continue;
    out.push_back(piece.square);
  }
  return out;
}

std::vector<Square> empty_squares(const Game& g) {
  std::vector<Square> out;
  for (int s = 0; s < 64; ++s)
    if (g.position().piece_at(static_cast<Square>(s)) == kNoPiece) out.push_back(static_cast<Square>(s));
  return out;
}

std::vector<Move> moves_of(const Game& g, Side side) {
  Position view = g.position();
  view.set_side_to_move(side);
  MoveList legal;
  generate_generic(view, g.rules(), EffectRules(g.effects()), legal, Legality::Pseudo);
  return {legal.begin(), legal.end()};
}

std::vector<Move> moves_from(const Game& g, Side side, Square from) {
  std::vector<Move> out;
  for (const Move& m : moves_of(g, side))
    if (m.from == from) out.push_back(m);
  return out;
}

MoveRequest request(const Move& m) {
  return MoveRequest{m.from, m.to, m.kind == MoveKind::Promotion ? std::optional(m.promotion) : std::nullopt};
}

std::vector<Square> slides_to_empty(const Game& g, Square from, const Movement& how) {
  const Position& pos = g.position();
  std::vector<Square> out;
  auto empty_at = [&](int f, int r) { return on_board(f, r) && pos.piece_at(make_square(f, r)) == kNoPiece; };
  for (Step s : how.leaps)
    if (empty_at(file_of(from) + s.df, rank_of(from) + s.dr))
      out.push_back(make_square(file_of(from) + s.df, rank_of(from) + s.dr));
  for (const Slide& sl : how.slides) {
    int f = file_of(from), r = rank_of(from);
    for (int n = 1; sl.max_range == 0 || n <= sl.max_range; ++n) {
      f += sl.dir.df;
      r += sl.dir.dr;
      if (!empty_at(f, r)) break;
      out.push_back(make_square(f, r));
    }
  }
  return out;
}

bool takes(const Game& g, const Move& m) {
  return m.kind == MoveKind::EnPassant ||
         (m.kind != MoveKind::Castle && g.position().piece_at(m.to) != kNoPiece);
}

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
    if (m.by_card || piece.zone != Zone::Board || piece.owner != by) continue;
    std::vector<Move> moves = moves_from(g, by, piece.square);
    std::erase_if(moves, [](const Move& mv) { return mv.kind != MoveKind::Normal; });
    if (auto mv = d.one(moves)) c.moves = {request(*mv)};
  }
}

void as_copy_of(const CardDef& copied, const Game& g, Side by, std::uint64_t seed, CardChoices& c) {
  const CardBehaviour* b = copied.behaviour;
  if (!b) return;
  const unsigned reads = b->choices;
  if (!(reads & kChooseTarget)) c.target.reset();
  if (!(reads & kChooseTargets)) c.targets.clear();
  if (!(reads & kChooseTo)) c.to.reset();
  if (!(reads & kChooseMoves)) c.moves.clear();
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
  const Step fwd = rules.forward(pos, by);
  for (Square from : pieces(g, by, Whose::Own, "pawn")) {
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
  if (!effects.empty() && d.one_in(2)) c.card = std::string(effects[d.below(effects.size())].card->id);
}

void pawn_onto_enemy(const Game& g, Side by, Draw& d, std::initializer_list<std::pair<int, int>> steps,
                     CardChoices& c) {
  const Position& pos = g.position();
  const Step fwd = EffectRules(g.effects()).forward(pos, by);
  std::vector<MoveRequest> hits;
  for (Square from : pieces(g, by, Whose::Own, "pawn"))
    for (const auto& [ahead, aside] : steps) {
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
