"""kmr.Game.deal: a standard game (R3, R4) from a seed, the same game as
`kmr play --deal --seed N` deals (and kmr.deal in JavaScript, wasm tests)."""

import json

import pytest

import kmr


def cli_deal(cli, *args):
    """The hands and decks `kmr play --deal ARGS` deals, from its `state`."""
    out = cli("play", "--deal", *args, "--format", "json", stdin="state\n")
    assert out.returncode == 0, out.stderr
    state = json.loads(out.stdout.splitlines()[0])
    return {s["side"]: ([c["card"] for c in s["hand"]], s["deck"]) for s in state["sides"]}


def python_deal(game):
    sides = game.state()["sides"]
    return {side: ([c["card"] for c in s["hand"]], s["deck"]) for side, s in sides.items()}


@pytest.mark.parametrize("seed", [1, 7, 2026])
def test_the_same_seed_deals_the_same_game_as_kmr_play(cli, seed):
    game = kmr.Game.deal(seed=seed)
    assert python_deal(game) == cli_deal(cli, "--seed", str(seed))
    assert game.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    assert all(len(game.hand(side)) == 5 for side in ("white", "black"))


def test_sets_and_budget_as_kmr_play_takes_them(cli):
    game = kmr.Game.deal(seed=3, sets=["kc1", "kc2"], budget=120)
    assert python_deal(game) == cli_deal(cli, "--seed", "3", "--sets", "kc1,kc2", "--budget", "120")
    assert python_deal(kmr.Game.deal(seed=3, sets="kc1,kc2", budget=120)) == python_deal(game)


def test_cards_left_out_are_said():
    assert kmr.Game.deal(seed=1).left_out == []  # the engine plays every KC1 card
    left = kmr.Game.deal(seed=1, sets="kc2").left_out
    assert {c["why"] for c in left} == {"not implemented", "no known point value"}
    dealt = set(kmr.Game.deal(seed=1, sets="kc2").hand("white"))
    assert not dealt & {c["card"] for c in left}


def test_a_dealt_game_plays_and_ends():
    game = kmr.Game.deal(seed=7)
    assert game.push("f2f3") and game.push("end-turn")
    assert game.turn == "black" and game.outcome() is None


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"seed": "7"}, TypeError),
        ({"seed": 1.5}, TypeError),
        ({"seed": True}, TypeError),
        ({"seed": -1}, ValueError),
        ({"seed": 2**64}, ValueError),
        ({"sets": 1}, TypeError),
        ({"sets": ["kc1", 2]}, TypeError),
        ({"sets": "kc3"}, kmr.Error),
        ({"budget": 0}, ValueError),
        ({"budget": "150"}, TypeError),
    ],
)
def test_bad_arguments_are_refused_in_python_terms(kwargs, error):
    with pytest.raises(error) as e:
        kmr.Game.deal(**kwargs)
    assert not isinstance(e.value, RuntimeError)
    assert next(iter(kwargs)) in str(e.value)


def choose_move(game, rng):
    """A mate in one when there is one, a capture most often, else any legal move."""
    options = game.moves()
    for m in options:
        probe = game.copy()
        probe.push(m.move)
        won = probe.outcome()
        if won is not None and won.winner == game.turn:
            return m.move
    captures = [m.move for m in options if any(e.startswith("captured") for e in m.result.events)]
    if captures and rng.random() < 0.8:
        return rng.choice(captures)
    return rng.choice(options).move if options else None


def a_whole_game(seed, rng_seed):
    """A dealt game played to its end, a card now and then: the game and its steps in kmr play's words."""
    import random

    game, rng, line = kmr.Game.deal(seed=seed), random.Random(rng_seed), []

    def push(step):
        try:
            game.push(step)
        except kmr.IllegalAction:
            return False
        line.append(step)
        return True

    while not game.is_game_over() and len(line) < 3000:
        if game.phase == "before-move":
            playable = [c["card"] for c in game.state()["sides"][game.turn]["hand"] if c["playable_now"]]
            if playable and rng.random() < 0.3:
                listed = game.choices(rng.choice(playable), bound=300)
                if len(listed) > 0:
                    push(rng.choice(list(listed)).step)
            move = choose_move(game, rng) if game.phase == "before-move" else None
            if move:
                push(move)
        if game.is_game_over() or not (push("end-turn") or push("pass")):
            break
    return game, line


def test_kmr_play_deal_plays_a_whole_game_from_stdin_and_says_how_it_ended(cli, tmp_path):
    game, line = a_whole_game(7, 1)
    outcome = game.outcome()
    assert outcome is not None and len(line) > 100
    saved = tmp_path / "dealt-game.yaml"
    played = cli("play", "--deal", "--seed", "7", stdin="\n".join(line) + f"\nsave {saved}\n")
    assert played.returncode == 0, played.stderr
    out = played.stdout
    assert "error:" not in out
    assert out.startswith("a standard game, dealt from seed 7")
    # Each hand is shown as its turn begins, the other's hidden.
    assert "hand black: 5 cards, hidden until black's turn" in out and "black's turn: hand [" in out
    standing = [l for l in out.splitlines() if "game over: " in l]
    assert standing and standing[-1].endswith("game over: " + str(outcome))
    assert f"saved {saved}" in out
    # The saved game replays under kmr run (its decks in their order), its end included.
    text = saved.read_text()
    assert "decks: {white: [" in text and "deck_budget: 150" in text and "seed: 7" in text
    assert f"termination: {outcome.termination.value}" in text
    ran = cli("run", str(saved))
    assert ran.returncode == 0 and "1 passed, 0 failed" in ran.stdout, ran.stdout[-2000:]
