"""What the tests share: the repository and the `kmr` command they compare with."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(os.environ.get("KMR_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
CLI = os.environ.get("KMR_CLI", str(ROOT / "build" / "harness" / "kmr"))


@pytest.fixture
def root():
    return ROOT


@pytest.fixture
def cli():
    """Runs `kmr ARGS...` with `stdin`, in the repository; the completed process."""

    def run(*args, stdin=""):
        return subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True, cwd=ROOT, check=False)

    return run
