"""Hostile use of the module: no crash, no RuntimeError, Ctrl-C heard."""

import os
import signal
import subprocess
import sys
import time

import pytest

import kmr

CLASSES = ["Game", "Result", "Board", "Move", "Choice", "Choices", "ScenarioResult", "RandomGame"]


def run_python(code, **kw):
    env = dict(os.environ)
    return subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, **kw)


@pytest.mark.parametrize("name", CLASSES)
def test_an_object_made_without_its_constructor_cannot_be_used(name):
    # In a child: before, the methods of such an object crashed the interpreter.
    code = f"""
import kmr
cls = kmr.{name}
for make in (lambda: cls.__new__(cls), cls):
    try:
        obj = make()
    except TypeError:
        continue
    for attr in dir(obj):
        if not attr.startswith("_"):
            try:
                value = getattr(obj, attr)
                if callable(value):
                    value()
            except (TypeError, ValueError, IndexError):
                pass
print("survived")
"""
    child = run_python(code)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0 and "survived" in out, (child.returncode, err[-2000:])


def test_kmr_game_made_by_new_alone_is_refused_and_made_whole_otherwise():
    with pytest.raises(TypeError):
        kmr.Game.__new__(kmr.Game)
    assert kmr.Game().fen().startswith("rnbqkbnr")

    class Mine(kmr.Game):
        pass

    mine = Mine("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    assert isinstance(mine, kmr.Game) and mine.push("e2e4")


@pytest.mark.parametrize(
    "call",
    [
        lambda: kmr.run(123),
        lambda: kmr.run([1]),
        lambda: kmr.run("scenarios", jobs=-1),
        lambda: kmr.Game(fen=5),
        lambda: kmr.Game(effects=5),
        lambda: kmr.Game().push({"move": 1.5}),
        lambda: kmr.random_game("1"),
        lambda: kmr.random_game(1, steps=-1),
        lambda: kmr.random_game(1, steps=10**12),
        lambda: kmr.Game().choices("pacifism", bound=2**70),
    ],
)
def test_bad_arguments_raise_type_or_value_errors(call):
    with pytest.raises((TypeError, ValueError)) as e:
        call()
    assert not isinstance(e.value, RuntimeError)


def interrupted(code, wait):
    """Runs `code` in a child, sends it Ctrl-C after `wait` s: (seconds it then took, stderr)."""
    child = run_python(code)
    assert child.stdout.readline().strip() == "started"
    time.sleep(wait)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        _, err = child.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        child.kill()
        pytest.fail("Ctrl-C did not stop the call within 30 s")
    return time.monotonic() - sent, err


def test_ctrl_c_stops_a_random_game_between_its_steps():
    # A signal's Python handler runs (raising KeyboardInterrupt, as Ctrl-C's
    # does) from within the call, a step after the signal, not once the
    # whole game is played. SIGALRM stands in for Ctrl-C: the same path.
    whole = time.monotonic()
    kmr.random_game(11, steps=100000)
    whole = time.monotonic() - whole
    heard = []

    def handler(signum, frame):
        heard.append(time.monotonic())
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGALRM, handler)
    try:
        start = time.monotonic()
        signal.setitimer(signal.ITIMER_REAL, 0.002)
        with pytest.raises(KeyboardInterrupt):
            kmr.random_game(11, steps=100000)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert heard and heard[0] - start < whole / 2, (heard[0] - start, whole)


def test_ctrl_c_stops_choice_searches():
    # No single search is long since a copy searches only the keys of the
    # card it copies (issue 36; SPLIT KNIGHT's 17,457 sets are the most):
    # searches one after the other still hear Ctrl-C at once.
    code = (
        "import kmr\n"
        "g = kmr.Game(fen='r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',"
        " hands={'white': ['split-knight']})\n"
        "print('started', flush=True)\n"
        "while True:\n"
        "    g.choices('split-knight', bound=10**6)\n"
    )
    took, err = interrupted(code, 1.0)
    assert "KeyboardInterrupt" in err and took < 10
