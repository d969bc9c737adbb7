"""How a game ended, as python-chess says it: Outcome(termination, winner).

kmr.Game.outcome() returns an Outcome, or None while the game goes on; the
engine decides it (R16, R17, and a card's own way to win).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Optional


class Termination(enum.Enum):
    """Why a game ended; the value is the scenario format's word (`termination:`)."""

    CHECKMATE = "checkmate"
    """No legal move or card gets the King out of check (R16.1)."""
    STALEMATE = "stalemate"
    """No legal move, not in check, and no card escapes it (R17.2)."""
    REPETITION = "repetition"
    """The same board a third time, the same side to move (R17.1)."""
    MOVE_COUNT = "move-count"
    """A hundred half-moves with no capture and no Pawn move (R17.5)."""
    DEAD_POSITION = "dead-position"
    """Neither side can ever mate, and no card is left to change it (R17.4)."""
    NO_KING = "no-king"
    """A side was left with no King at all (R12.6)."""
    STALLED = "stalled"
    """A King that must come back to the board has no square: the game cannot go on (R17.3)."""
    CARD_WIN = "card-win"
    """A way to win that a card in play adds (KING OF THE MOUNTAIN)."""


@dataclasses.dataclass(frozen=True)
class Outcome:
    """How a game ended: why, and who won ('white', 'black', or None for a draw)."""

    termination: Termination
    winner: Optional[str]
    card: Optional[str] = None
    """For Termination.CARD_WIN: the card whose win it is."""
    words: str = dataclasses.field(default="", compare=False)

    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2', as python-chess writes it."""
        if self.winner == "white":
            return "1-0"
        if self.winner == "black":
            return "0-1"
        return "1/2-1/2"

    def __str__(self) -> str:
        """In words: 'white wins by checkmate (R16.1)'."""
        return self.words or f"{self.result()} ({self.termination.value})"
