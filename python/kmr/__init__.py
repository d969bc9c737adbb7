"""Knightmare Chess by its rules: the kmr engine from Python.

A thin front end over the engine's session, the API `kmr play` and the
scenario runner use: every answer is the engine's, every step and setup is
read by the scenario reader (the scenario format's keys, values and
messages).

    >>> import kmr
    >>> game = kmr.Game(hands={"white": ["fireball"]})
    >>> game.push("e2e4").accepted
    True
"""

from ._kmr import (
    Board,
    Choice,
    Choices,
    Error,
    Game,
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

__all__ = [
    "Board",
    "Choice",
    "Choices",
    "Error",
    "Game",
    "Move",
    "RandomGame",
    "Result",
    "ScenarioError",
    "ScenarioResult",
    "SetupError",
    "StepError",
    "cards",
    "random_game",
    "run",
]
