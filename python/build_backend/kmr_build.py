"""The build backend of `pip install .` (PEP 517), with nothing but the
standard library: it drives the project's CMake build of the extension
(python/CMakeLists.txt, target kmr_python) and packs the kmr package into a
wheel. It needs nothing from PyPI, so `pip install .` works offline, with
pip's build isolation or without (--no-build-isolation).

The CMake build goes to build-python/ in the source tree (the toolchain and
Debian packages of scripts/setup.sh), or to the directory named by the
environment variable KMR_BUILD_DIR or the config setting build-dir
(`pip install . -C build-dir=build` reuses scripts/build.sh's build).
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

NAME = "kmr"
ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE_FILES = ["__init__.py", "__init__.pyi", "_kmr.pyi", "_outcome.py", "py.typed"]


def _version() -> str:
    """The project() VERSION of the top-level CMakeLists.txt, as kmr --version says it."""
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    found = re.search(r"project\(kmr\s+VERSION\s+([0-9.]+)", text)
    if not found:
        raise RuntimeError("kmr_build: no project(kmr VERSION x.y.z) in CMakeLists.txt")
    return found.group(1)


def _tag() -> str:
    """The wheel's tag: this interpreter and platform (the extension is built for them)."""
    impl = sys.implementation.cache_tag  # cpython-311
    python = "cp" + impl.split("-")[1] if impl.startswith("cpython-") else impl.replace("-", "")
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{python}-{platform}"


def _metadata() -> str:
    readme = "kmr plays Knightmare Chess by its rules and checks the Official Rulings against them."
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {NAME}\n"
        f"Version: {_version()}\n"
        "Summary: The Knightmare Chess rules engine and its session (kmr), from Python\n"
        "License: MIT\n"
        "Classifier: License :: OSI Approved :: MIT License\n"
        "Classifier: Programming Language :: C++\n"
        "Classifier: Typing :: Typed\n"
        "Requires-Python: >=3.9\n"
        "Description-Content-Type: text/plain\n"
        "\n"
        f"{readme}\n"
    )


def _dist_info() -> str:
    return f"{NAME}-{_version()}.dist-info"


def _build_dir(config_settings) -> pathlib.Path:
    given = (config_settings or {}).get("build-dir") or os.environ.get("KMR_BUILD_DIR")
    path = pathlib.Path(given) if given else ROOT / "build-python"
    return path if path.is_absolute() else ROOT / path


def _run(command: list[str]) -> None:
    print("kmr_build: " + " ".join(command), file=sys.stderr, flush=True)
    subprocess.run(command, check=True, cwd=ROOT)


def _extension(config_settings) -> pathlib.Path:
    """Builds the extension with CMake; its path."""
    build = _build_dir(config_settings)
    if shutil.which("cmake") is None:
        raise RuntimeError("kmr_build: cmake is not installed (scripts/setup.sh installs what the build needs)")
    if not (build / "CMakeCache.txt").exists():
        configure = ["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                     f"-DPython3_EXECUTABLE={sys.executable}", "-DKMR_PYTHON=ON"]
        if shutil.which("ninja"):
            configure += ["-G", "Ninja"]
        if shutil.which("ccache"):
            # No precompiled headers with ccache: a .gch served from a cache
            # whose sloppiness ignores header mtimes breaks GCC's #pragma once.
            configure += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DKMR_PCH=OFF"]
        _run(configure)
    _run(["cmake", "--build", str(build), "--target", "kmr_python", "--parallel", str(os.cpu_count() or 2)])
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    built = sorted((build / "python" / "kmr").glob("_kmr*.so"))
    if not built:
        raise RuntimeError(f"kmr_build: the build made no extension in {build / 'python' / 'kmr'} "
                           "(are python3-dev and pybind11-dev installed?)")
    wanted = [p for p in built if p.name == "_kmr" + suffix]
    if not wanted:
        raise RuntimeError(f"kmr_build: {build} built {built[0].name} for another Python than this one "
                           f"({sys.executable}, wants _kmr{suffix}); build into another directory (KMR_BUILD_DIR)")
    return wanted[0]


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _write_dist_info(files: dict[str, bytes]) -> None:
    info = _dist_info()
    files[f"{info}/METADATA"] = _metadata().encode()
    files[f"{info}/WHEEL"] = (
        "Wheel-Version: 1.0\nGenerator: kmr_build\nRoot-Is-Purelib: false\n" f"Tag: {_tag()}\n"
    ).encode()
    files[f"{info}/LICENSE"] = (ROOT / "LICENSE").read_bytes()
    files[f"{info}/top_level.txt"] = f"{NAME}\n".encode()


# --- PEP 517 hooks


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    files: dict[str, bytes] = {}
    _write_dist_info(files)
    for name, data in files.items():
        path = pathlib.Path(metadata_directory) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return _dist_info()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    extension = _extension(config_settings)
    files: dict[str, bytes] = {}
    for f in PACKAGE_FILES:
        files[f"{NAME}/{f}"] = (ROOT / "python" / "kmr" / f).read_bytes()
    files[f"{NAME}/{extension.name}"] = extension.read_bytes()
    _write_dist_info(files)
    record = f"{_dist_info()}/RECORD"
    lines = [_record_line(name, data) for name, data in files.items()] + [f"{record},,"]
    files[record] = ("\n".join(lines) + "\n").encode()
    wheel = f"{NAME}-{_version()}-{_tag()}.whl"
    with zipfile.ZipFile(pathlib.Path(wheel_directory) / wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if name.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    """The source tree as git knows it (what a clone holds), as NAME-VERSION.tar.gz."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    base = f"{NAME}-{_version()}"
    name = f"{base}.tar.gz"
    with tarfile.open(pathlib.Path(sdist_directory) / name, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for rel in sorted(p for p in listed.decode().split("\0") if p):
            if (ROOT / rel).is_file():
                tar.add(ROOT / rel, arcname=f"{base}/{rel}", recursive=False)
        pkg_info = _metadata().encode()
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        info.size = len(pkg_info)
        tar.addfile(info, io.BytesIO(pkg_info))
    return name
