"""Type stubs of kmr._kmr, the extension module the kmr package re-exports.

Checked by `mypy --strict` (python/tests/test_stubs.py), with a sample program.
"""

from typing import Any, Iterator, Optional, Sequence, TypedDict, Union

from ._outcome import Outcome

__version__: str

# A step or setup value as the scenario reader reads it: str, int, bool, None, list, dict.
Value = Union[str, int, bool, None, Sequence["Value"], dict[str, "Value"]]

# A card's choices as Choice.choices gives them and play() takes them:
# {'target': 'e2'}, {'targets': ['a2', 'b2']}, {'move': 'e2e4'}.
ChoiceValues = dict[str, Union[str, list[str]]]

class HandCardState(TypedDict):
    """A card in a hand, in Game.state()."""

    card: str
    name: str
    playable_now: bool
    why_not: str

class SideState(TypedDict):
    """One side's cards and boxes, in Game.state()."""

    hand: list[HandCardState]
    deck: list[str]
    discard: list[str]
    captured: list[str]
    dead: list[str]
    in_check: bool
    windows: list[str]

class EffectState(TypedDict):
    """An effect in play, in Game.state()."""

    card: str
    name: str
    place: str
    owner: str
    continuing: bool
    suspended: bool

class State(TypedDict):
    """Game.state(): the whole state in plain values."""

    fen: str
    turn: str
    to_move: str
    phase: str
    game_over: Optional[str]
    termination: Optional[str]
    winner: Optional[str]
    checkmated: Optional[str]
    stalemated: bool
    move_cancelled: bool
    hidden_piece_owner: Optional[str]
    sides: dict[str, SideState]
    effects: list[EffectState]
    marks: dict[str, list[str]]

class LeftOutCard(TypedDict):
    """A card of a dealt game's sets that no deck may hold, and why."""

    card: str
    why: str

class Error(ValueError):
    """Bad input: the message is the one `kmr play` / `kmr run` print."""

class StepError(Error):
    """A step that does not read (the scenario reader's message)."""

class SetupError(Error):
    """A setup that does not read, or that the engine refuses."""

class ScenarioError(Error):
    """A scenario file that does not load, or holds no such scenario."""

class IllegalAction(Error):
    """An action the engine refused (push, play); the game is as it was."""

    result: Result
    """The engine's answer: reason, rule, detail."""

class Result:
    """The engine's answer to an action; str() words it as `kmr explain` does."""

    @property
    def accepted(self) -> bool:
        """The action was accepted."""
    @property
    def outcome(self) -> str:
        """'accepted', 'rejected' or 'no-effect'."""
    @property
    def reason(self) -> Optional[str]:
        """The scenario format's reason code ('illegal-move', 'wrong-timing', ...), None when accepted."""
    @property
    def cause(self) -> Optional[str]:
        """What was checked and failed ('path-crossed', ...), finer than the reason."""
    @property
    def rule(self) -> str:
        """The rule that decided, e.g. 'R6.3' (empty when none is cited)."""
    @property
    def detail(self) -> str:
        """One sentence for people."""
    @property
    def events(self) -> list[str]:
        """What happened, in order ('e2e4', 'captured p on d5', ...)."""
    def __bool__(self) -> bool:
        """False when the engine refused the action."""
    def __eq__(self, other: object) -> bool: ...

class Board:
    """The board as `kmr play` prints it: print(game.board)."""

    def unicode(self) -> str:
        """The board with Unicode chess pieces."""
    def fen(self) -> str:
        """The position as a FEN."""

class Move:
    """A legal move of the side to move, and what the engine would answer to it."""

    @property
    def move(self) -> str:
        """The move in scenario words: 'e2e4', 'e7e8q'."""
    @property
    def result(self) -> Result:
        """The engine's answer to the move, asked without playing it."""

class Choice:
    """A choice set with which a card could be played now."""

    @property
    def step(self) -> str:
        """The play as a step: 'play: pacifism {target: e2}' (push() reads it)."""
    @property
    def choices(self) -> ChoiceValues:
        """The choices, typed as play() takes them: {'targets': ['a2', 'b2']}."""
    @property
    def result(self) -> Result:
        """What the play would do."""

class Choices:
    """Every choice set with which a card could be played now (a list of Choice), each listed once."""

    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Choice]: ...
    def __getitem__(self, index: int) -> Choice: ...
    @property
    def cut(self) -> bool:
        """The search stopped at its bound: more choice sets may exist."""
    @property
    def tried(self) -> int:
        """How many choice sets the search tried."""
    @property
    def refusal(self) -> Optional[Result]:
        """When the card may not be played now at all: the engine's refusal (else None)."""

class Game:
    """A Knightmare Chess game, played step by step through the engine's session."""

    def __init__(
        self,
        fen: Optional[str] = None,
        hands: Union[str, dict[str, list[str]], None] = None,
        effects: Union[str, dict[str, Value], Sequence[Union[str, dict[str, Value]]], None] = None,
        phase: Optional[str] = None,
    ) -> None:
        """A setup as `kmr play` takes it, in the scenario format's words; kmr.SetupError when bad."""
    @staticmethod
    def deal(*, seed: int = 1, sets: Union[str, Sequence[str]] = "kc1", budget: int = 150) -> Game:
        """A standard game (R3, R4) dealt from `seed`: the same game as `kmr play --deal --seed N`."""
    @property
    def left_out(self) -> list[LeftOutCard]:
        """For a dealt game: the cards of its sets that no deck may hold, and why."""
    @staticmethod
    def from_scenario(path: str, id: Optional[str] = None, at: Optional[int] = None) -> Game:
        """The game of a scenario file after its steps (or before step `at`)."""
    @staticmethod
    def from_setup(setup: Union[str, dict[str, Value]]) -> Game:
        """A game from a scenario's `setup:` map, as a dict or as its YAML text."""
    def fen(self) -> str:
        """The position as a FEN."""
    @property
    def board(self) -> Board:
        """The board: print(game.board)."""
    @property
    def legal_moves(self) -> list[str]:
        """The legal moves of the side to move, in scenario words ('e2e4')."""
    def moves(self, square: Optional[str] = None) -> list[Move]:
        """The legal moves of the side to move (of the piece on `square`), each with what it would do."""
    def push(self, step: Union[str, dict[str, Value]]) -> Result:
        """Plays a step; kmr.IllegalAction when the engine refuses it (the game unchanged)."""
    def attempt(self, step: Union[str, dict[str, Value]]) -> Result:
        """Asks about a step without playing it; never raises for a refusal (the Result is falsy)."""
    def play(self, card: str, **choices: Value) -> Result:
        """Plays a card with its choices as keywords; kmr.IllegalAction when refused."""
    def attempt_play(self, card: str, **choices: Value) -> Result:
        """As play(), asked without playing."""
    def pop(self) -> str:
        """Takes back the last action; its step words. IndexError when there is none."""
    def choices(self, card: str, by: Optional[str] = None, bound: int = 20000) -> Choices:
        """Every choice set with which `card` could be played now; Ctrl-C stops the search."""
    def copy(self) -> Game:
        """An independent copy of the game."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: dict[int, Any]) -> Game: ...
    def state(self) -> State:
        """The whole state as a dict: turn, phase, board, hands, decks, boxes, effects, marks, the end."""
    @property
    def turn(self) -> str:
        """Whose turn it is: 'white' or 'black'."""
    @property
    def to_move(self) -> str:
        """The FEN's side to move (it flips at the move)."""
    @property
    def phase(self) -> str:
        """Where the turn stands: 'before-move' or 'after-move'."""
    def is_game_over(self) -> bool:
        """Whether the game has ended."""
    def outcome(self) -> Optional[Outcome]:
        """How the game ended (termination, winner), or None while it goes on."""
    def is_check(self) -> bool:
        """Whether the side to move is in check."""
    def hand(self, side: Optional[str] = None) -> list[str]:
        """The card ids in a hand (default: the hand of the side whose turn it is)."""
    @property
    def line(self) -> list[tuple[str, Result, bool]]:
        """Every step asked so far as (step words, Result, tried)."""
    @property
    def move_stack(self) -> list[str]:
        """The actions played (not refused, not tried), in step words."""
    def setup_yaml(self) -> str:
        """The game's setup as a scenario's `setup:` map, in YAML."""

class ScenarioResult:
    """One scenario's verdict, as `kmr run --format json` gives it."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def file(self) -> str: ...
    @property
    def status(self) -> str:
        """'passed', 'failed' or 'pending'."""
    @property
    def message(self) -> str:
        """Why it failed, or the pending reason."""
    @property
    def rulings(self) -> list[str]: ...
    @property
    def cards(self) -> list[str]: ...
    @property
    def step(self) -> Optional[int]:
        """The step that failed (from 1), or None."""
    @property
    def expected(self) -> str: ...
    @property
    def actual(self) -> str: ...
    @property
    def engine(self) -> Optional[Result]:
        """The engine's answer to the action the failed step judged, or None."""
    @property
    def load_error(self) -> bool:
        """It failed because it does not load."""

def run(
    paths: Union[str, Sequence[str]],
    ids: Optional[Sequence[str]] = None,
    jobs: int = 1,
    self_check: bool = False,
) -> list[ScenarioResult]:
    """Runs the scenario files under `paths` as `kmr run` does."""

class RandomGame:
    """A random game the engine's random player played (kmr.random_game)."""

    @property
    def setup(self) -> str:
        """The setup as a scenario's `setup:` map (YAML)."""
    @property
    def steps(self) -> list[str]:
        """Every action tried, as a step push() reads."""
    @property
    def results(self) -> list[Result]:
        """The engine's answer to each step."""
    @property
    def states(self) -> list[State]:
        """The state after each step, as Game.state() gives it."""
    def outcome(self) -> Optional[Outcome]:
        """How the game ended, or None when it stopped at its step limit."""

def random_game(seed: int, steps: int = 200, cards: Optional[Sequence[str]] = None) -> RandomGame:
    """The first game `kmr fuzz --seed SEED --steps STEPS` plays; Ctrl-C stops it."""

def cards() -> list[str]:
    """The ids of every card the engine implements."""
