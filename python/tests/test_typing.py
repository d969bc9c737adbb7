"""The type stubs under `mypy --strict`: the package itself, and a sample
program using it (sample_program.py), which then runs."""

import os
import pathlib
import subprocess
import sys

import pytest

import kmr

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE_ROOT = pathlib.Path(kmr.__file__).resolve().parents[1]


def mypy(*args):
    try:
        import mypy  # noqa: F401  (Debian's python3-mypy)
    except ImportError:
        pytest.skip("mypy is not installed (apt-get install python3-mypy)")
    env = dict(os.environ, MYPYPATH=str(PACKAGE_ROOT))
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull,
                           *args], env=env,
                          capture_output=True, text=True, cwd=PACKAGE_ROOT, check=False)


def test_the_stubs_pass_mypy_strict():
    checked = mypy("-p", "kmr")
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_sample_program_passes_mypy_strict_and_runs():
    checked = mypy(str(HERE / "sample_program.py"))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    ran = subprocess.run([sys.executable, str(HERE / "sample_program.py")], capture_output=True, text=True,
                         check=False)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip()


def test_a_mistyped_program_fails_mypy_strict(tmp_path):
    # The stubs say something: a wrong use is caught.
    bad = tmp_path / "bad.py"
    bad.write_text("import kmr\n\nn: int = kmr.Game.deal(seed=1).outcome()\ns: str = kmr.Game().state()['fen'] + 1\n")
    checked = mypy(str(bad))
    assert checked.returncode != 0 and "bad.py:3" in checked.stdout and "bad.py:4" in checked.stdout
