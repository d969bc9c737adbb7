#!/usr/bin/env python3
"""The module in headless Chromium as a web page uses it: a page opened
from file:// (no server) loads kmr.js with a classic <script> tag, calls
createKmr(), sets up a position, acts, tries, lists moves and choices, and
saves the line; the page must log nothing (no error, no warning).

    module_browser_test.py KMR_JS
Exits 77 (skipped) when KMR_JS does not exist.
"""
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "harness", "tests", "browser"))
import cdp  # noqa: E402

PAGE = """<!doctype html><meta charset="utf-8"><title>kmr module</title>
<script src="kmr.js"></script>
<script>
window.result = createKmr().then(kmr => {
  const opened = kmr.openSession({setup: {fen: '4k3/7p/8/8/8/2N1R3/3P4/2B1K3 w - - 0 1', hands: {white: ['assassin']}}});
  const s = opened.session;
  const out = {
    version: kmr.version,
    refused: s.act({play: 'assassin', move: 'c1c3'}),
    tried: s.attempt({play: 'assassin', move: 'c1d2'}),
    moves: s.moves('e1').length,
    choices: s.choices('assassin').choices.length,
    accepted: s.act({play: 'assassin', move: 'c1d2'}),
    fen: s.state().fen,
    yaml: s.lineYaml(),
  };
  s.delete();
  return out;
});
</script>
"""


def main():
    js = sys.argv[1]
    if not os.path.exists(js):
        print(f"skipped: no {js} (scripts/build-wasm.sh builds it)")
        return 77
    d = tempfile.mkdtemp(prefix="kmr-module-")
    try:
        shutil.copy(js, os.path.join(d, "kmr.js"))
        with open(os.path.join(d, "index.html"), "w") as f:
            f.write(PAGE)
        with cdp.Browser() as b:
            page = b.new_page()
            page.goto("file://" + os.path.join(d, "index.html"))
            r = page.eval("window.result", await_promise=True)
            log = page.take_log()
    finally:
        shutil.rmtree(d, ignore_errors=True)
    problems = []
    if r["version"] != "0.1.0":
        problems.append(f"version {r['version']}")
    if (r["refused"]["result"], r["refused"]["reason"]) != ("rejected", "illegal-target"):
        problems.append(f"refused: {json.dumps(r['refused'])}")
    if not r["tried"]["accepted"] or not r["tried"]["probe"]:
        problems.append(f"tried: {json.dumps(r['tried'])}")
    if not r["accepted"]["accepted"] or r["fen"].split()[0] != "4k3/7p/8/8/8/2N1R3/3B4/4K3":
        problems.append(f"accepted: {json.dumps(r['accepted'])}, fen {r['fen']}")
    if r["moves"] < 1 or r["choices"] < 1:
        problems.append(f"moves {r['moves']}, choices {r['choices']}")
    if "- play: assassin" not in r["yaml"]:
        problems.append("lineYaml: " + r["yaml"])
    if log:
        problems.append("the page logged: " + "; ".join(log))
    for p in problems:
        print("FAIL:", p)
    if not problems:
        print(f"ok: the module loads from file:// in a <script> tag and plays ({r['moves']} King moves, "
              f"{r['choices']} ASSASSIN choice sets)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
