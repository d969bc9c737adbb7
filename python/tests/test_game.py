"""kmr.Game: a game played through the session, as `kmr play` plays it."""

import copy

import pytest

import kmr

OPENING = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
PAWN = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"


def test_a_move_is_accepted_with_the_engines_words():
    game = kmr.Game()
    assert game.fen() == OPENING
    assert len(game.legal_moves) == 20
    result = game.push("e2e4")
    assert result.accepted and result.outcome == "accepted" and result.reason is None
    assert result.events == ["e2e4"]
    assert "result: accepted" in str(result)
    assert game.turn == "white" and game.to_move == "black" and game.phase == "after-move"
    assert game.push("end-turn").accepted
    assert game.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    assert game.move_stack == ["move: e2e4", "end-turn"]


def test_a_refusal_names_reason_rule_and_detail_and_changes_nothing():
    game = kmr.Game(PAWN, hands={"white": ["fireball", "pacifism"]})
    assert game.push("e2e4").accepted
    before = game.state()
    with pytest.raises(kmr.IllegalAction) as raised:
        game.play("pacifism", target="e4")
    result = raised.value.result
    assert not result and not result.accepted
    assert result.outcome == "rejected" and result.reason == "wrong-timing" and result.rule == "R6.3"
    assert "PACIFISM" in result.detail and "wrong-timing (R6.3)" in str(raised.value)
    assert isinstance(raised.value, kmr.Error) and isinstance(raised.value, ValueError)
    assert game.state() == before
    assert game.line[-1][1] == result  # refused, and kept in the line as `kmr play` keeps it


def test_attempt_is_the_form_that_does_not_raise():
    game = kmr.Game(PAWN, hands={"white": ["pacifism"]})
    refused = game.attempt("e2e5")
    assert not refused and refused.reason == "illegal-move"
    assert game.attempt("e2e4") and game.fen() == PAWN


def test_the_result_prints_as_kmr_play_words_it(cli):
    line = "play: pacifism {target: e2}"
    played = cli("play", "--fen", PAWN, "--hands", "{white: [pacifism]}", stdin=line + "\n")
    game = kmr.Game(PAWN, hands="{white: [pacifism]}")
    assert line + "\n" + str(game.push(line)) in played.stdout


def test_a_step_may_be_words_a_dict_or_keywords():
    words, tree, keywords = (kmr.Game(PAWN, hands={"white": ["pacifism"]}) for _ in range(3))
    a = words.push("play: pacifism {target: e2}")
    b = tree.push({"play": "pacifism", "target": "e2"})
    c = keywords.play("pacifism", target="e2")
    assert a == b == c and a.accepted and a != "accepted"
    assert words.state() == tree.state() == keywords.state()


def test_attempt_asks_without_acting():
    game = kmr.Game()
    assert game.attempt("e2e4").accepted
    assert game.fen() == OPENING
    assert game.line[-1][2] is True


def test_pop_takes_back_and_copy_is_independent():
    game = kmr.Game()
    game.push("e2e4")
    other = game.copy()
    deep = copy.deepcopy(game)
    assert game.pop() == "move: e2e4"
    assert game.fen() == OPENING
    assert other.fen() != OPENING and deep.fen() == other.fen()
    with pytest.raises(IndexError, match="nothing to undo"):
        game.pop()


def test_moves_and_choices_are_the_engines():
    game = kmr.Game(PAWN, hands={"white": ["pacifism"]})
    moves = game.moves("e2")
    assert sorted(m.move for m in moves) == ["e2e3", "e2e4"]
    assert all(m.result.accepted for m in moves)
    choices = game.choices("pacifism")
    assert [c.step for c in choices] == ["play: pacifism {target: e2}"]
    assert choices[0].choices == {"target": "e2"} and not choices.cut and choices.refusal is None
    assert game.push(choices[0].step).accepted


def test_choice_values_are_typed_and_played_back():
    # HOLY WAR names a Knight and a Bishop: a list of squares, not the text "[b1, c1]".
    game = kmr.Game("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", hands={"white": ["holy-war"]}, phase="after-move")
    [choice] = game.choices("holy-war")
    assert choice.choices == {"targets": ["b1", "c1"]}
    assert game.play("holy-war", **choice.choices) == choice.result
    assert game.board.fen().startswith("4k3/8/8/8/8/8/8/1BN1K3")


def test_equivalent_choice_sets_are_listed_once():
    # FIREBALL's optional target can only be the piece moved: one choice, not two.
    game = kmr.Game("4k3/8/8/8/1p1p4/8/8/1N2K3 w - - 0 1", hands={"white": ["fireball"]})
    game.push("b1c3")
    assert [c.step for c in game.choices("fireball")] == ["play: fireball"]


def test_the_board_prints():
    game = kmr.Game()
    text = str(game.board)
    assert "r n b q k b n r" in text or "rnbqkbnr" in text.replace(" ", "")
    assert str(game) == text
    assert game.board.fen() == OPENING
    assert "♔" in game.board.unicode()


def test_a_game_from_a_scenario_file(root):
    path = str(root / "scenarios" / "3-A" / "a-05-assassin-needs-a-legal-capture.yaml")
    whole = kmr.Game.from_scenario(path)
    assert [r.outcome for _, r, _ in whole.line] == ["rejected", "rejected", "accepted"]
    assert whole.fen() == "4k3/7p/8/8/8/2N1R3/3B4/4K3 b - - 0 1"
    start = kmr.Game.from_scenario(path, at=3)
    assert [r.reason for _, r, _ in start.line] == ["illegal-target"]
    leaps = kmr.Game.from_scenario(path, id="a-05-knight-assassin-leaps", at=1)
    assert leaps.play("assassin", move="b1c3").accepted
    with pytest.raises(kmr.ScenarioError, match="no scenario with id 'nope'"):
        kmr.Game.from_scenario(path, id="nope")


def test_a_game_from_a_setup_map():
    game = kmr.Game.from_setup({"fen": PAWN, "hands": {"white": ["pacifism"]}, "decks": {"white": ["fireball"]}})
    assert game.hand("white") == ["pacifism"]
    assert game.state()["sides"]["white"]["deck"] == ["fireball"]
    again = kmr.Game.from_setup(game.setup_yaml())
    assert again.state() == game.state()


def test_the_game_ends():
    game = kmr.Game("7k/8/6QK/8/8/8/8/8 w - - 0 1")
    assert not game.is_game_over() and game.outcome() is None
    game.push("g6g7")
    assert game.is_game_over()
    outcome = game.outcome()
    assert outcome == kmr.Outcome(kmr.Termination.CHECKMATE, "white")
    assert outcome.result() == "1-0" and str(outcome) == "white wins by checkmate (R16.1)"
    state = game.state()
    assert (state["game_over"], state["termination"], state["winner"]) == ("white-wins", "checkmate", "white")
