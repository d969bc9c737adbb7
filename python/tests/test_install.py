"""`pip install .` from the source tree, offline, into a fresh virtual
environment, then `import kmr` there; and `pip wheel .` makes a wheel that
carries the licence. The build backend (python/build_backend/kmr_build.py)
drives the CMake build; here it reuses this build directory (KMR_BUILD_DIR),
so the extension is not compiled again."""

import os
import pathlib
import subprocess
import sys
import zipfile

import pytest

import kmr
from conftest import ROOT

BUILD = pathlib.Path(kmr.__file__).resolve().parents[2]


def venv_python(tmp_path):
    try:
        import pip  # noqa: F401  (Debian's python3-pip, seen through --system-site-packages)
        import venv  # noqa: F401
    except ImportError:
        pytest.skip("pip or venv is not installed (apt-get install python3-pip python3-venv)")
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(env_dir)],
                   check=True)
    return env_dir / "bin" / "python"


def clean_env():
    """No PYTHONPATH (the build tree's kmr must not be the one imported), no index to reach."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(KMR_BUILD_DIR=str(BUILD), PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    return env


def test_pip_install_into_a_fresh_venv_then_import(tmp_path):
    python = venv_python(tmp_path)
    installed = subprocess.run([str(python), "-m", "pip", "install", "--no-index", str(ROOT)], env=clean_env(),
                               capture_output=True, text=True, check=False)
    assert installed.returncode == 0, installed.stdout[-3000:] + installed.stderr[-3000:]
    code = "import kmr; print(kmr.__file__); print(kmr.Game.deal(seed=1).outcome())"
    ran = subprocess.run([str(python), "-c", code], env=clean_env(), cwd=tmp_path, capture_output=True, text=True,
                         check=False)
    assert ran.returncode == 0, ran.stderr
    where, outcome = ran.stdout.splitlines()
    assert where.startswith(str(tmp_path / "venv")) and outcome == "None"
    shown = subprocess.run([str(python), "-m", "pip", "show", "kmr"], env=clean_env(), capture_output=True,
                           text=True, check=False).stdout
    assert "License: MIT" in shown and f"Version: {kmr.__version__}" in shown


def test_pip_wheel_builds_a_wheel_with_the_licence(tmp_path):
    python = venv_python(tmp_path)
    out = tmp_path / "dist"
    made = subprocess.run([str(python), "-m", "pip", "wheel", "--no-index", "--no-deps", "-w", str(out), str(ROOT)],
                          env=clean_env(), capture_output=True, text=True, check=False)
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
    [wheel] = out.glob("kmr-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert f"kmr-{kmr.__version__}.dist-info/LICENSE" in names
    assert any(n.startswith("kmr/_kmr") and n.endswith(".so") for n in names)
    for f in ("__init__.py", "__init__.pyi", "_kmr.pyi", "_outcome.py", "py.typed"):
        assert "kmr/" + f in names
    licence = zipfile.ZipFile(wheel).read(f"kmr-{kmr.__version__}.dist-info/LICENSE").decode()
    assert licence.startswith("MIT License")
