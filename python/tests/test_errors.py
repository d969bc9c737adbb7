"""Bad input raises kmr.Error (a ValueError) with the message the CLI prints."""

import pytest

import kmr


def cli_error(cli, line, *args):
    """What `kmr play` says of a line it cannot read: the text after 'error: '."""
    out = cli("play", *args, stdin=line + "\n").stdout
    return next(l for l in out.splitlines() if l.startswith("error: "))[len("error: ") :]


@pytest.mark.parametrize(
    "line",
    ["moov: e2e4", "play: bribery {targt: e6}", "play: no-such-card", "move: e2e9", "castle: sideways"],
)
def test_a_step_that_does_not_read(cli, line):
    with pytest.raises(kmr.StepError) as e:
        kmr.Game().push(line)
    assert str(e.value) == cli_error(cli, line)
    assert isinstance(e.value, ValueError)


def test_a_step_tree_reads_with_the_same_messages(cli):
    with pytest.raises(kmr.StepError) as e:
        kmr.Game().push({"moov": "e2e4"})
    assert str(e.value) == cli_error(cli, "moov: e2e4")
    with pytest.raises(kmr.StepError) as e:
        kmr.Game().play("bribery", targt="e6")
    assert str(e.value) == cli_error(cli, "play: bribery {targt: e6}")


def test_a_value_python_cannot_say_in_yaml():
    with pytest.raises(TypeError):
        kmr.Game().push({"move": 1.5})


@pytest.mark.parametrize(
    "args, kwargs",
    [
        (["--fen", "not a fen"], {"fen": "not a fen"}),
        (["--hands", "{white: [no-such-card]}"], {"hands": {"white": ["no-such-card"]}}),
        (["--effect", "{card: pacifism, owner: white}"], {"effects": [{"card": "pacifism", "owner": "white"}]}),
    ],
)
def test_a_setup_that_does_not_read(cli, args, kwargs):
    # The CLI's message, naming the keyword as Python spells it, not the option.
    with pytest.raises(kmr.SetupError) as e:
        kmr.Game(**kwargs)
    stderr = cli("play", *args).stderr
    keyword = next(iter(kwargs))
    assert str(e.value).startswith(keyword + ": ") or str(e.value).startswith(keyword + "[0]: ")
    assert "--" not in str(e.value).split(":")[0]
    said = str(e.value)[str(e.value).index(": ") :]
    assert stderr.startswith("kmr play: " + args[0]) and stderr.rstrip("\n").endswith(said)


def test_other_bad_input(root):
    game = kmr.Game()
    with pytest.raises(kmr.Error, match="unknown card 'nope'"):
        game.choices("nope")
    with pytest.raises(kmr.Error, match="not a square"):
        game.moves("z9")
    with pytest.raises(kmr.ScenarioError, match="no such file or directory"):
        kmr.run(str(root / "no-such-dir"))
    with pytest.raises(kmr.ScenarioError):
        kmr.Game.from_scenario(str(root / "no-such-file.yaml"))
