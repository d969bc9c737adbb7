"""A typed program on kmr, checked by `mypy --strict` (test_typing.py) and run.

Deals a standard game, plays it to its end with the first legal move of
each turn (and a card now and then), and says how it ended.
"""

from __future__ import annotations

from typing import Optional

import kmr


def first_choice(game: kmr.Game, card: str) -> Optional[kmr.ChoiceValues]:
    listed = game.choices(card, bound=500)
    return listed[0].choices if len(listed) > 0 else None


def play_out(seed: int, turns: int = 400) -> kmr.Outcome | None:
    game = kmr.Game.deal(seed=seed)
    left: list[kmr.LeftOutCard] = game.left_out
    assert all(c["why"] for c in left)
    for _ in range(turns):
        if game.is_game_over():
            break
        state: kmr.State = game.state()
        side: kmr.SideState = state["sides"][game.turn]
        for card in side["hand"]:
            choices = first_choice(game, card["card"]) if card["playable_now"] else None
            if choices is not None:
                try:
                    game.play(card["card"], **choices)
                except kmr.IllegalAction as refused:
                    assert not refused.result
                break
        if game.phase == "before-move" and game.legal_moves:
            result: kmr.Result = game.push(game.legal_moves[0])
            assert result
        if not game.attempt("end-turn"):
            break
        game.push("end-turn")
    return game.outcome()


def main() -> None:
    outcome = play_out(7)
    if outcome is None:
        print("the game goes on")
    else:
        termination: kmr.Termination = outcome.termination
        print(outcome.result(), termination.value, outcome)


if __name__ == "__main__":
    main()
