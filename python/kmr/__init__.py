"""Knightmare Chess by its rules: the kmr engine from Python.

A thin front end over the engine's session, the API `kmr play` and the
scenario runner use: every answer is the engine's, every step and setup is
read by the scenario reader (the scenario format's keys, values and
messages). Its habits are python-chess's: push() raises kmr.IllegalAction
for an action the engine refuses (attempt() asks without raising), and
outcome() says how a game ended.

    >>> import kmr
    >>> game = kmr.Game.deal(seed=7)
    >>> len(game.hand("white")), len(game.hand("black"))
    (5, 5)
    >>> bool(game.push("e2e4"))
    True
    >>> game.outcome() is None
    True
"""

from ._kmr import (
    Board,
    Choice,
    Choices,
    Error,
    Game,
    IllegalAction,
    Move,
    RandomGame,
    Result,
    ScenarioError,
    ScenarioResult,
    SetupError,
    StepError,
    __version__,
    cards,
    random_game,
    run,
)
from ._outcome import Outcome, Termination

__all__ = [
    "Board",
    "Choice",
    "Choices",
    "Error",
    "Game",
    "IllegalAction",
    "Move",
    "Outcome",
    "RandomGame",
    "Result",
    "ScenarioError",
    "ScenarioResult",
    "SetupError",
    "StepError",
    "Termination",
    "cards",
    "random_game",
    "run",
]
