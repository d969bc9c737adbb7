// Parts for the cards' random_choices hooks (random play: kmr fuzz, the
// RandomPlay test). A hook picks choices a player could plausibly make in
// the position (a Rook of his for a Rook card, a move its piece has), so
// that every card's conditions are met now and then; the card itself still
// decides. Nothing here is a rule: a wrong pick is only a refused play.
#pragma once

#include <initializer_list>
#include <utility>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/game.hpp"
#include "kmr/move.hpp"
#include "kmr/movement.hpp"

#include "kmr/pick.hpp"

namespace kmr::pick {

// Two pieces for a swapping card's `targets:`: one answering to each end,
// in either order unless `in_order`. Nothing is set when either is missing.
void two_pieces(const Game& g, Side by, Draw& d, Whose first, std::string_view first_kind, Whose second,
                std::string_view second_kind, CardChoices& c, bool kings = false, bool in_order = false);

// The piece that `by` moved this turn by his own move, where it stands now
// (MERCILESS, CRUSADE, CHARGE!), and one regular move of it as `move:`.
void second_move(const Game& g, Side by, Draw& d, CardChoices& c);

// A copying card (COUNTERTHRUST, HAUNTING MEMORIES) takes the choices of
// the card it copies: keep only the keys it reads and let its own hook pick.
void as_copy_of(const CardDef& copied, const Game& g, Side by, std::uint64_t seed, CardChoices& c);

// Pawns of `by` that can advance `n` squares straight forward through
// empty squares, as `move:` requests (FANATIC, ONSLAUGHT).
std::vector<MoveRequest> pawn_advances(const Game& g, Side by, int n);

// `target:` one of the pieces `pieces()` finds; nothing set when none.
void target(const Game& g, Side by, Draw& d, Whose whose, std::string_view kind, CardChoices& c,
            bool kings = false);

// `random_choices` hooks for swaps of one of the player's pieces with an
// enemy piece of the same kind (`targets:`), three times in four (LOST
// CASTLE, TOURNAMENT, EVANGELISTS, PASSING IN THE NIGHT).
void own_and_enemy_rook(const Game& g, Side by, std::uint64_t seed, CardChoices& c);
void own_and_enemy_knight(const Game& g, Side by, std::uint64_t seed, CardChoices& c);
void own_and_enemy_bishop(const Game& g, Side by, std::uint64_t seed, CardChoices& c);
void own_and_enemy_pawn(const Game& g, Side by, std::uint64_t seed, CardChoices& c);

// A `random_choices` hook for cards that cancel a continuing effect
// (PEACE TALKS, COUNTERSPELL): one in play named as `card:`, or none,
// three times in four.
void continuing_effect(const Game& g, Side by, std::uint64_t seed, CardChoices& c);

// `move:` a Pawn of the player's onto an enemy piece at one of `steps`,
// each (ahead, aside) in that player's frame (a turned board included);
// nothing set when there is none (BREAKTHROUGH, DARK MIRROR).
void pawn_onto_enemy(const Game& g, Side by, Draw& d, std::initializer_list<std::pair<int, int>> steps,
                     CardChoices& c);

// A `random_choices` hook for the Knight transformations (PALADIN, ROYAL
// KNIGHT): one of the player's Knights as `target:`, three times in four.
void own_knight(const Game& g, Side by, std::uint64_t seed, CardChoices& c);

// One of `by`'s pieces of `kind` (`target:`) and two enemy pieces it
// threatens (`targets:`): SPLIT KNIGHT, MARTYR.
void threatening_piece(const Game& g, Side by, Draw& d, std::string_view kind, CardChoices& c);

// One of `owner`'s pieces in his captured box was born as `role`.
bool has_captured(const Game& g, Side owner, Role role);

}  // namespace kmr::pick
