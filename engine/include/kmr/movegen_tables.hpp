// The card-aware move generator on bitboards: the continuing effects
// resolved into tables (rules_tables.hpp), then generation with magics and
// masks as the plain fast path does, checks and pins included. It answers
// exactly as the PieceRules route (movegen_generic.hpp with EffectRules)
// does, in the same order, asking that route about a piece whose movement
// no chess role has, and leaving it a whole position only when a wall
// blocks one way (beyond the tables' geometry).
#pragma once

#include <cstdint>
#include <vector>

#include "kmr/effect.hpp"
#include "kmr/move.hpp"
#include "kmr/position.hpp"
#include "kmr/rules_profile.hpp"

namespace kmr {

struct BoardGeometry;  // rules_tables.hpp

// Every legal move of the side to move with `effects` in force; the same
// moves in the same order as generate_generic(pos, profile, EffectRules(effects), out).
void generate_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                         MoveList& out);

// As in_check_generic and exposed_generic with EffectRules(effects).
bool in_check_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects);
bool exposed_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects);
// Is any King of `side` in check, a Prince included (R25.2), with `effects`
// in force: Game::in_check asked of another set of effects (TRUCE judges
// the check with itself taken out).
bool any_king_in_check(const Position& pos, Side side, const std::vector<Effect>& effects);

// The same, with the geometry the effects make already resolved
// (resolve_geometry, rules_tables.hpp: the same for every position, so a
// caller asking of many positions resolves it once); nullptr: beyond the
// tables (a one-way wall).
void generate_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                         const BoardGeometry* geo, MoveList& out);
bool in_check_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects,
                         const BoardGeometry* geo);
bool exposed_card_aware(const Position& pos, Side side, const std::vector<Effect>& effects,
                        const BoardGeometry* geo);

// Leaf count of the legal move tree to `depth` plies, the effects held as
// they are (no card is played, no effect ends); 0 above kMaxPerftDepth.
std::uint64_t perft_card_aware(const Position& pos, RulesProfile profile, const std::vector<Effect>& effects,
                               int depth);

// Would the tables describe this position (no fallback to the PieceRules route at its root)?
bool tables_apply(const Position& pos, const std::vector<Effect>& effects);

}  // namespace kmr
