#!/usr/bin/env python3
"""The layering of ARCHITECTURE.md, checked from the code's own #includes.

Usage: check-layers.py COMPONENTS_TXT SOURCE_DIR

COMPONENTS_TXT is what CMake wrote (build/harness/components.txt): one line
per harness component, `name: dep dep ...`, its declared dependencies (the
kmr_component() calls of harness/*/CMakeLists.txt). SOURCE_DIR is the
repository.

Checked:
- the engine's rooms: engine/include/kmr (the interface) includes nothing
  above it; engine/src includes the interface and its own private headers;
  engine/cards/parts includes the interface and itself; engine/cards the
  interface, card_defs.hpp and the parts. Nothing in the engine includes a
  harness header.
- the doors (engine/cards/README.md): a card, or a part of cards, changes the
  game only through CardPlay's doors, so no card or part casts the constness
  off what it reads (`const_cast`) to change the board another way.
- each harness component includes the headers of itself and of the
  components it declares, and no others (a header of a component above it,
  or of one it does not declare); its quoted private headers are its own.
Tests, benchmarks and fuzz targets may include anything and are not read.
Exit 0 when every include keeps to the layers, 1 with one line per include
that does not (file:line: why).
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def read_components(path):
    deps = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            name, _, rest = line.partition(":")
            deps[name.strip()] = rest.split()
    return deps


def levels(deps):
    """Floor of each component: 1 + the highest floor it uses (base is 1)."""
    floor = {}

    def visit(c, seen=()):
        if c in floor:
            return floor[c]
        if c in seen:
            raise SystemExit(f"check-layers: the components use each other in a circle: {' -> '.join(seen + (c,))}")
        floor[c] = 1 + max((visit(d, seen + (c,)) for d in deps.get(c, [])), default=0)
        return floor[c]

    for c in deps:
        visit(c)
    return floor


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield number, m.group(1)


def sources(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("tests", "bench", "browser", "schema_fixtures")]
        for name in sorted(files):
            if name.endswith((".cpp", ".hpp")):
                yield os.path.join(folder, name)


def check_engine(src, problems):
    engine = os.path.join(src, "engine")
    interface = os.path.join(engine, "include", "kmr")
    rooms = {
        "interface": os.path.join(engine, "include"),
        "core": os.path.join(engine, "src"),
        "parts": os.path.join(engine, "cards", "parts"),
        "cards": os.path.join(engine, "cards"),
    }
    for room in ("interface", "core", "parts", "cards"):
        base = rooms[room]
        for path in sources(base):
            if room == "cards" and os.path.dirname(path) != base:
                continue  # engine/cards/parts is a room of its own
            here = os.path.dirname(path)
            for line, inc in includes(path):
                target = os.path.normpath(os.path.join(here, inc))
                if inc.startswith("kmr/"):
                    if os.path.exists(os.path.join(interface, inc[4:])):
                        continue  # the engine's interface: every room may use it
                    problems.append(f"{path}:{line}: {inc} is not an engine header (the engine includes nothing of the harness)")
                elif room == "core" and os.path.dirname(target) == rooms["core"] and os.path.exists(target):
                    continue
                elif room == "parts" and os.path.dirname(target) == rooms["parts"] and os.path.exists(target):
                    continue
                elif room == "cards" and os.path.exists(target) and (
                        os.path.dirname(target) in (rooms["cards"], rooms["parts"])):
                    continue
                else:
                    problems.append(f"{path}:{line}: the engine's {room} may not include {inc}")


CONST_CAST = re.compile(r"\bconst_cast\s*<")


def check_doors(src, problems):
    """Cards reach the board and the effects only through the doors."""
    cards = os.path.join(src, "engine", "cards")
    for path in sources(cards):
        with open(path, encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f, 1):
                if CONST_CAST.search(line.split("//")[0]):
                    problems.append(f"{path}:{number}: a card casts constness off: it must change the game "
                                    "through CardPlay's doors (engine/cards/README.md)")


def check_harness(src, deps, problems):
    floor = levels(deps)
    harness = os.path.join(src, "harness")
    for comp in sorted(deps):
        root = os.path.join(harness, comp)
        if not os.path.isdir(root):
            problems.append(f"{root}: the component {comp} has no folder")
            continue
        allowed = set(deps[comp]) | {comp}
        for path in sources(root):
            here = os.path.dirname(path)
            for line, inc in includes(path):
                parts = inc.split("/")
                if len(parts) >= 3 and parts[0] == "kmr" and parts[1] in deps:
                    other = parts[1]
                    if other in allowed:
                        continue
                    if floor[other] >= floor[comp]:
                        why = f"{other} is above {comp} (floor {floor[other]} over {floor[comp]})" if floor[other] > floor[comp] \
                            else f"{other} is beside {comp} (both floor {floor[comp]}), not below it"
                    else:
                        why = f"{other} is not among {comp}'s declared dependencies ({' '.join(sorted(deps[comp])) or 'none'})"
                    problems.append(f"{path}:{line}: {comp} includes {inc}: {why}")
                elif parts[0] == "kmr":
                    if not os.path.exists(os.path.join(src, "engine", "include", inc)):
                        problems.append(f"{path}:{line}: {inc} is neither an engine header nor a component's")
                else:
                    target = os.path.normpath(os.path.join(here, inc))
                    mine = os.path.commonpath([target, root]) == root
                    if not (mine and os.path.exists(target)):
                        problems.append(f"{path}:{line}: {comp} includes \"{inc}\", which is not a file of its own")


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    deps = read_components(argv[1])
    src = os.path.abspath(argv[2])
    problems = []
    check_engine(src, problems)
    check_doors(src, problems)
    check_harness(src, deps, problems)
    for p in problems:
        print(p)
    if problems:
        print(f"check-layers: {len(problems)} include(s) break the layers (ARCHITECTURE.md)")
        return 1
    floor = levels(deps)
    floors = [", ".join(sorted(c for c in deps if floor[c] == f)) for f in range(1, max(floor.values()) + 1)]
    print("check-layers: ok, floors from the bottom: " + " | ".join(floors))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
