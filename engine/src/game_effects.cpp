// Settling continuing effects: ending those whose targets left play and
// judging which are suspended (R10.3, R10.4).
#include "kmr/game.hpp"

#include <algorithm>
#include "kmr/card_behaviour.hpp"

namespace kmr {

void Game::settle_effects() {
  for (std::size_t i = s_.effects.size(); i-- > 0;) {
    Effect& fx = s_.effects[i];
    const CardBehaviour* b = fx.card->behaviour;
    // Default: a target piece has left play, captured or dead (R10.4); one
    // merely set aside by a card (UNDER ELF HILL) is still in play.
    const auto judged = [&] {
      if (b && b->ended_at_doors)
        return b->ended_at_doors(fx, CardPlay(*this, fx.owner, *fx.card, fx.choices));
      if (b && b->ended) return b->ended(fx, *this);
      return std::any_of(fx.targets.begin(), fx.targets.end(), [&](PieceId id) {
        const Zone z = s_.position.piece(id).zone;
        return z == Zone::Captured || z == Zone::Dead;
      });
    };
    const bool ended = judged();
    if (ended) {
      if (fx.continuing && !fx.proxy)
        s_.cards[static_cast<std::size_t>(index(fx.owner))].discard.push_back(fx.table_card());
      const Effect gone = fx;
      s_.effects.erase(s_.effects.begin() + static_cast<std::ptrdiff_t>(i));
      // What it leaves behind (a merged piece's other part follows it, R11.9);
      // that may end further effects, so settle again from the top.
      if (b && b->on_end) {
        CardPlay play(*this, gone.owner, *gone.card, gone.choices);
        b->on_end(gone, play);
        settle_effects();
        return;
      }
    }
  }
  // Suspension can change what other effects see, so settle it in play order,
  // and again until nothing changes: an effect suspended by a later one (a
  // PACIFISM under COUP) comes back once that later one is suspended in turn
  // (a COUP'd Pawn promoted to a Rook, R10.3). Bounded, in case two effects
  // keep switching each other.
  for (std::size_t round = 0; round <= s_.effects.size(); ++round) {
    bool changed = false;
    for (Effect& fx : s_.effects) {
      const CardBehaviour* b = fx.card->behaviour;
      if (b && b->holds) {
        const bool before = fx.suspended;
        fx.suspended = false;  // judge each effect with the ones before it in force
        fx.suspended = !b->holds(fx, *this);
        changed = changed || fx.suspended != before;
      }
    }
    if (!changed) break;
  }
}

}  // namespace kmr
