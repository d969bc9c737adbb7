"""A random game of the engine's random player, replayed step by step through
kmr.Game, goes through the same states with the same answers."""

import pytest

import kmr


def replay(played):
    """Pushes every step of the C++ game through kmr.Game and compares each
    answer and state; the number of steps the reader read."""
    game = kmr.Game.from_setup(played.setup)
    read = 0
    for i, step in enumerate(played.steps):
        try:
            result = game.push(step)
        except kmr.StepError:
            # The random player also plays cards without the choices they
            # need; the scenario reader refuses those before the engine,
            # which refused them too. Either way nothing changed.
            assert played.results[i].outcome == "rejected", (i, step)
        else:
            read += 1
            assert result == played.results[i], (i, step, str(result), str(played.results[i]))
        assert game.state() == played.states[i], (i, step)
    return read


@pytest.mark.parametrize("seed", [1, 7, 42, 2026])
def test_a_random_game_replays_through_python(seed):
    played = kmr.random_game(seed, steps=150)
    assert len(played.steps) == len(played.results) == len(played.states) > 0
    assert replay(played) > len(played.steps) // 2


def test_random_games_with_few_cards_replay_too():
    for seed in range(3):
        played = kmr.random_game(seed, steps=80, cards=["fog-of-war", "bog", "fireball", "think-again"])
        assert replay(played) > 0


def test_a_random_game_is_reproducible():
    a, b = kmr.random_game(5, steps=40), kmr.random_game(5, steps=40)
    assert a.steps == b.steps and a.states == b.states
    assert kmr.random_game(6, steps=40).steps != a.steps
