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
            try:
                result = game.push(step)
            except kmr.IllegalAction as refused:
                result = refused.result
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


def test_a_random_game_ends_as_kmr_fuzz_says(cli):
    # kmr.random_game(SEED, steps=K) is the game `kmr fuzz --games 1 --seed SEED --steps K` plays.
    # These seeds end not at all within the steps, by a dead position,
    # stalemate, repetition, checkmate, the move count, a card's win (KING OF
    # THE MOUNTAIN) and a side left with no King.
    seen = set()
    for seed in (1, 2, 3, 4, 9, 16, 35, 56):
        played = kmr.random_game(seed, steps=600)
        outcome = played.outcome()
        fuzz = cli("fuzz", "--games", "1", "--seed", str(seed), "--steps", "600")
        ended = next(l for l in fuzz.stdout.splitlines() if l.startswith("games ended:"))
        words = "step limit" if outcome is None else f"{played.states[-1]['game_over']} by {outcome.termination.value}"
        assert ended == f"games ended: {words} 1;", (seed, ended)
        seen.add(words)
    assert len(seen) == 8, seen


def test_a_random_game_is_reproducible():
    a, b = kmr.random_game(5, steps=40), kmr.random_game(5, steps=40)
    assert a.steps == b.steps and a.states == b.states
    assert kmr.random_game(6, steps=40).steps != a.steps
