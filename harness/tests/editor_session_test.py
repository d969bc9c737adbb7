#!/usr/bin/env python3
"""A rules editor's session, scripted (issue 39): a new scenario for a ruling
printed under two letters (F-08, the same as B-08), a line played with tries
and a refusal on the way, saved over the template; then `kmr validate FILE`,
`kmr validate` and `kmr run` must all accept the tree with no hand edit, the
rulings files must differ only by the new scenario's two lines, and the
published page of the saved line must name the player the engine played
BOG for (Black). Works on a copy of rulings/, scenarios/ and schema/; prints
the session as the editor sees it.

Usage: editor_session_test.py KMR SOURCE_DIR OUT_DIR
"""
import difflib
import os
import shutil
import subprocess
import sys

FILE = "scenarios/3-F/f-08-queen-fireball-bog.yaml"
FEN = "4k3/8/8/1p6/8/1n6/8/Q3K3 w - - 0 1"
HANDS = "{white: [fireball], black: [bog]}"
LINES = [
    "try play: fireball",          # refused: FIREBALL waits for the move
    "a1a4",
    "try play: bog {by: white}",   # refused: BOG is Black's card
    "play: fireball",
    "play: bog",
    "save " + FILE + " --ruling F-08 --force --title \"Qa1-a4 and FIREBALL, then BOG: the Queen explodes on a2\"",
]

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def run(kmr, args, cwd, stdin=None, show=True):
    shown = "kmr " + " ".join(a if " " not in a and "{" not in a else "'" + a + "'" for a in args)
    r = subprocess.run([kmr, *args], cwd=cwd, input=stdin, capture_output=True, text=True)
    if show:
        print("$ " + shown + (" <<EOF\n" + stdin + "EOF" if stdin else ""))
        print((r.stdout + r.stderr).rstrip())
        print()
    return r


def main(kmr, src, out):
    shutil.rmtree(out, ignore_errors=True)
    tree = os.path.join(out, "tree")
    for d in ("rulings", "scenarios", "schema"):
        shutil.copytree(os.path.join(src, d), os.path.join(tree, d))
    rulings_before = {f: open(os.path.join(tree, "rulings", f), encoding="utf-8").read()
                      for f in os.listdir(os.path.join(tree, "rulings")) if f.endswith(".yaml")}

    new = run(kmr, ["new", "scenario", "--ruling", "F-08", FILE], tree)
    if new.returncode != 0:
        fail(f"kmr new scenario exits {new.returncode}")
    template = run(kmr, ["run", FILE], tree)
    if template.returncode != 0:
        fail("the template does not play as written (kmr run exits %d)" % template.returncode)
    print("$ cat " + FILE)
    print(open(os.path.join(tree, FILE), encoding="utf-8").read())

    play = run(kmr, ["play", "--fen", FEN, "--hands", HANDS], tree, stdin="\n".join(LINES) + "\n")
    if play.returncode != 0:
        fail(f"kmr play exits {play.returncode}")
    saved = open(os.path.join(tree, FILE), encoding="utf-8").read()
    print("$ cat " + FILE)
    print(saved)
    if "try:" in saved or "rejected" in saved:
        fail("the saved line keeps the tries or the refusals of the exploration")
    if "rulings: [F-08, B-08]" not in saved:
        fail("the saved file does not cite F-08 and its twin B-08")
    if "# Ruling F-08 (the same as B-08):" not in saved or "# Answer:" not in saved:
        fail("the saved file lost the ruling's question and answer")
    if "- play: fireball\n        by: white\n" not in saved:
        fail("FIREBALL, played by White while Black is to move, is saved without by: white")

    for args in (["validate", FILE], ["validate"], ["run"]):
        r = run(kmr, args, tree, show=args != ["run"])
        if args == ["run"]:
            print("$ kmr run\n" + "\n".join((r.stdout + r.stderr).rstrip().splitlines()[-2:]) + "\n")
        if r.returncode != 0 or "warning" in r.stderr:
            fail(f"kmr {' '.join(args)} does not accept the tree (exit {r.returncode}): {r.stdout[-400:]}{r.stderr[-400:]}")

    # The rulings files: the new scenario listed by F-08 and B-08, nothing else.
    changed = []
    for f, before in rulings_before.items():
        after = open(os.path.join(tree, "rulings", f), encoding="utf-8").read()
        for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0):
            if line.startswith(("+", "-")) and not line.startswith(("+++", "---")):
                changed.append(f + ": " + line)
    print("$ git diff rulings/  (in short)\n" + "\n".join(changed) + "\n")
    if sorted(changed) != sorted(["3-B.yaml: +      - f-08-queen-fireball-bog",
                                  "3-F.yaml: +      - f-08-queen-fireball-bog"]):
        fail(f"the rulings files changed otherwise than by the two links: {changed}")

    # The published page names the player the engine played BOG for.
    site = os.path.join(out, "site")
    report = run(kmr, ["report", "--publish", "--force", "--interactions", "0", "--out", site,
                       "--rulings", "rulings", FILE], tree, show=False)
    if report.returncode != 0:
        fail(f"kmr report --publish exits {report.returncode}: {report.stderr}")
    else:
        page = open(os.path.join(site, "rulings", "F-08.html"), encoding="utf-8").read()
        if "Black plays BOG" not in page or "White plays BOG" in page:
            fail("the published page of the saved line does not say Black plays BOG")
        else:
            print("published rulings/F-08.html: \"Black plays BOG\" (the engine's player)")

    if failures:
        print(f"editor-session: {len(failures)} failure(s)")
        return 1
    print("editor-session: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
