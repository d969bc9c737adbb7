"""The type stubs name what the module has, and the module documents itself."""

import ast
import pathlib

import kmr
from kmr import _kmr

STUBS = pathlib.Path(kmr.__file__).with_name("_kmr.pyi")


def stub_names():
    tree = ast.parse(STUBS.read_text())
    top, members = set(), {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            top.add(node.name)
            members[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.FunctionDef):
            top.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            top.add(node.target.id)
    return top, members


# Names only the stubs have: the types of values (TypedDicts, aliases).
STUB_TYPES = {"Value", "ChoiceValues", "HandCardState", "SideState", "EffectState", "State", "LeftOutCard"}


def test_every_public_name_has_a_stub_and_the_reverse():
    top, members = stub_names()
    public = {n for n in dir(_kmr) if not n.startswith("_")} | {"__version__"}
    assert public == top - STUB_TYPES
    for cls, names in members.items():
        if cls in STUB_TYPES:
            continue
        have = {n for n in vars(getattr(_kmr, cls)) if not n.startswith("_")}
        assert {n for n in names if not n.startswith("_")} == have, cls


def test_the_package_exports_the_module():
    assert set(kmr.__all__) == {n for n in dir(_kmr) if not n.startswith("_")} | {"Outcome", "Termination"}
    assert kmr.Game.__doc__ and kmr.Game.push.__doc__ and kmr.run.__doc__


def test_the_package_docstring_example_runs():
    import doctest

    assert doctest.testmod(kmr).failed == 0
