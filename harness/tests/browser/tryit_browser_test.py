#!/usr/bin/env python3
"""Try it in a real browser (ctest `tryit-browser`, issue 29).

Writes the report of tryit_scenario.yaml with `kmr report --wasm KMR_JS`,
opens its ruling page from file:// in one headless Chromium (cdp.py), and
on the scenario's board: steps the scenario, plays a card that is refused
and reads the reason, plays one that is accepted and checks the board and
the events, undoes, plays a card whose choice is clicked on the board,
undoes, plays the first again, copies the line as a scenario (the text
the copy button put in its textarea) and runs that copy with `kmr run`; on
a second board, from the keyboard, a Pawn promoted to the piece picked.
Checks that Try it is hidden in print and that the console stays silent.
Exits 77 (ctest: skipped), saying why, when the module is not built
(scripts/build-wasm.sh).

Usage: tryit_browser_test.py KMR SOURCE_DIR OUT_DIR [KMR_JS]
Screenshot: OUT_DIR/tryit-after-card.png; the site: OUT_DIR/site/.
"""
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)


class Board:
    """The Try it block of one scenario on the open page."""

    def __init__(self, page, scenario):
        self.page = page
        self.root = f'div.tryit[data-scenario="{scenario}"]'

    def q(self, selector):
        return json.dumps(f"{self.root} {selector}")

    def js(self, body):
        return self.page.eval(f"(() => {{ {body} }})()")

    def click(self, selector):
        # A mouse event, which SVG elements (no click()) take as buttons do.
        found = self.js(f"const e = document.querySelector({self.q(selector)}); if (!e) return false;"
                        " e.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));"
                        " return true;")
        if not found:
            fail(f"nothing to click: {selector}")
        self.page.settle()

    def mouse(self, selector):
        # Real mouse events (Input.dispatchMouseEvent): the press gives the
        # board focus as a person's click does, and the click must still land.
        self.page.mouse_click(f"{self.root} {selector}")

    def wait(self, condition, what, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.js(f"return !!({condition});"):
                return
            time.sleep(0.1)
        fail(f"timed out waiting for {what}")

    def piece(self, square):
        return self.js(f"const p = document.querySelector({self.q(f'g.piece[data-square={square}]')});"
                       " return p ? p.getAttribute('data-piece') : null;")

    def answer(self):
        return self.js(f"const a = document.querySelector({self.q('.tryit-answer')});"
                       " return {result: a.getAttribute('data-result'), reason: a.getAttribute('data-reason'),"
                       " text: a.innerText, events: Array.from(a.querySelectorAll('.tryit-events li'),"
                       " e => e.textContent)};")

    def card(self, side, card):
        self.click(f'.tryit-side-cards[data-side="{side}"] button.tryit-card[data-card="{card}"]')


def main(kmr, src, out, module):
    if not module or not os.path.isfile(module):
        print(f"SKIPPED: no WebAssembly module at {module or '(none given)'}: Try it is not built "
              "(scripts/build-wasm.sh builds build-wasm/kmr.js)")
        return SKIP
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    site = os.path.join(out, "site")
    report = subprocess.run([kmr, "report", "--force", "--interactions", "0", "--wasm", module, "--out", site,
                             os.path.join(HERE, "tryit_scenario.yaml")], capture_output=True, text=True, cwd=out)
    if report.returncode != 0:
        fail("kmr report failed: " + report.stderr)
    if "no kmr.js" in report.stderr:
        fail("kmr report says it has no module although --wasm gave one: " + report.stderr)
    for name in ("kmr.js", "tryit.js"):
        if not os.path.isfile(os.path.join(site, name)):
            fail(f"the site has no {name}")
    page_file = os.path.join(site, "rulings", "TRY-01.html")
    html = open(page_file, encoding="utf-8").read()
    if '<div class="tryit" hidden data-scenario="tryit-blast">' not in html:
        fail("rulings/TRY-01.html has no hidden Try it block for tryit-blast")

    with cdp.Browser() as browser:
        page = browser.new_page(1200, 1400)
        page.goto("file://" + page_file)
        b = Board(page, "tryit-blast")
        if b.js(f"return document.querySelector({json.dumps(b.root)}).hidden;"):
            fail("the script did not show Try it")
        # In print it is gone.
        page.cmd("Emulation.setEmulatedMedia", {"media": "print"})
        shown = b.js(f"return getComputedStyle(document.querySelector({json.dumps(b.root)})).display;")
        page.cmd("Emulation.setEmulatedMedia", {"media": ""})
        if shown != "none":
            fail(f"Try it prints (display: {shown})")

        b.mouse("button.tryit-start")
        b.wait(f"document.querySelector({b.q('svg.tryit-board g.piece')})"
               f" || document.querySelector({b.q('.tryit-error')})", "the engine to load")
        error = b.js(f"const e = document.querySelector({b.q('.tryit-error')}); return e && e.textContent;")
        if error:
            fail("Try it could not start: " + error)
        if b.piece("a1") != "R":
            fail(f"the setup has no white Rook on a1 (a1: {b.piece('a1')})")
        upcoming = b.js(f"return document.querySelector({b.q('.tryit-upcoming')}).textContent;")
        if "a1a4" not in upcoming:
            fail(f"the next step is not the scenario's a1a4: {upcoming!r}")

        # An own King move first, clicked on the board with the mouse right
        # after a button (the board had no focus: the first click must not be
        # lost): the scenario's step no longer follows, and Next step waits
        # until undo takes the move back.
        if b.js("return document.activeElement && document.activeElement.tagName;") == "svg":
            fail("the board has focus before it is clicked: the test would not click it after a button")
        b.mouse('svg.tryit-board rect.hit[data-square="e1"]')
        b.mouse('svg.tryit-board rect.hit[data-square="e2"]')
        if b.piece("e2") != "K" or b.answer()["result"] != "accepted":
            fail(f"the King's own move e1e2, clicked with the mouse after a button, was not made: "
                 f"e1 {b.piece('e1')}, e2 {b.piece('e2')}, answer {b.answer()}")
        upcoming = b.js(f"return document.querySelector({b.q('.tryit-upcoming')}).textContent;")
        next_off = b.js(f"return document.querySelector({b.q('button.tryit-next')}).disabled;")
        if "your own line" not in upcoming or not next_off:
            fail(f"after an own move the scenario's step is still offered: {upcoming!r}, disabled {next_off}")
        b.mouse("button.tryit-undo")
        upcoming = b.js(f"return document.querySelector({b.q('.tryit-upcoming')}).textContent;")
        if "a1a4" not in upcoming or b.piece("e1") != "K":
            fail(f"undo did not bring the scenario's a1a4 back: {upcoming!r}, e1 {b.piece('e1')}")

        # Step the scenario.
        b.click("button.tryit-next")
        if b.piece("a4") != "R" or b.piece("a1"):
            fail(f"after the step the Rook is not on a4 (a1: {b.piece('a1')}, a4: {b.piece('a4')})")
        if b.answer()["result"] != "accepted":
            fail(f"the scenario's step was not accepted: {b.answer()}")

        # Black's FIREBALL now: refused, and the reason said.
        b.card("black", "fireball")
        if b.js(f"return document.querySelectorAll({b.q('button.tryit-choice')}).length;"):
            fail("the engine offers choices for a card Black may not play now")
        b.click("button.tryit-play-bare")
        refused = b.answer()
        if refused["result"] != "rejected" or refused["reason"] != "wrong-timing":
            fail(f"Black's FIREBALL was not refused for its timing: {refused}")
        if "wrong-timing" not in refused["text"] or "R6.3" not in refused["text"]:
            fail(f"the refusal is not told as kmr explain tells it: {refused['text']!r}")
        if b.piece("b3") != "n":
            fail("a refused card changed the board")

        # White's FIREBALL: accepted, a choice from the engine's list.
        def play_fireball():
            b.card("white", "fireball")
            choices = b.js(f"return Array.from(document.querySelectorAll({b.q('button.tryit-choice')}),"
                           " c => c.textContent);")
            if not choices:
                fail("the engine offers no way to play White's FIREBALL")
            b.click("button.tryit-choice")
            return choices

        choices = play_fireball()
        played = b.answer()
        if played["result"] != "accepted":
            fail(f"White's FIREBALL (choice {choices[0]!r}) was not accepted: {played}")
        for square in ("a4", "b3", "b5"):
            if b.piece(square):
                fail(f"after the blast {square} still holds {b.piece(square)}")
        # The events once, in plain words: the pieces named, no FEN letters.
        said = "the white Rook on a4, the black Knight on b3 and the black Pawn on b5 are captured"
        if played["events"] != [said]:
            fail(f"the events are not said once in plain words ({said!r}): {played['events']}")
        if played["text"].count("captured") != 1 or "captured R" in played["text"]:
            fail(f"the answer tells the events more than once or in FEN letters: {played['text']!r}")
        os.makedirs(os.path.dirname(os.path.abspath(shot_path(out))), exist_ok=True)
        page.eval(f"document.querySelector({json.dumps(b.root)}).scrollIntoView()")
        page.settle()
        page.screenshot(shot_path(out))

        # Undo: the pieces are back.
        b.mouse("button.tryit-undo")
        if b.piece("b3") != "n" or b.piece("a4") != "R":
            fail(f"undo did not put the board back (a4: {b.piece('a4')}, b3: {b.piece('b3')})")

        # A card whose choice is made on the board: COWARDICE's squares are
        # marked (the Pawn, where it may go back to), and b6 plays it.
        b.card("white", "cowardice")
        marked = b.js(f"return Array.from(document.querySelectorAll({b.q('svg.tryit-board rect.choice')}),"
                      " r => r.getAttribute('data-square'));")
        if not {"b5", "b6", "b7"} <= set(marked):
            fail(f"the board does not mark b5, b6 and b7, the squares COWARDICE's choices name: {marked}")
        b.mouse('svg.tryit-board rect.hit[data-square="b6"]')
        pushed = b.answer()
        if pushed["result"] != "accepted" or "target: b5" not in pushed["text"] or "to: b6" not in pushed["text"]:
            fail(f"COWARDICE with its squares clicked on the board was not accepted: {pushed}")
        b.mouse("button.tryit-undo")

        # FIREBALL again: the piece moved is the one it blows up, so naming it
        # or not is the same play, listed once.
        again = play_fireball()
        if len(again) != 1 or b.answer()["result"] != "accepted":
            fail(f"FIREBALL's choices are not one play: {again}, {b.answer()}")
        b.mouse('svg.tryit-board rect.hit[data-square="e8"]')
        reach = b.js(f"return Array.from(document.querySelectorAll({b.q('svg.tryit-board circle.reach')}),"
                     " c => c.getAttribute('data-square')).sort();")
        if "e7" not in reach:
            fail(f"the King on e8 is not shown reaching e7: {reach}")
        b.mouse('svg.tryit-board rect.hit[data-square="e7"]')
        if b.answer()["result"] != "accepted" or b.piece("e7") != "k" or b.piece("e8"):
            fail(f"the King's move clicked on the board was not made: {b.answer()}")

        # The line copied as a scenario and run.
        b.click("button.tryit-copy")
        yaml = b.js(f"return document.querySelector({b.q('textarea.tryit-yaml')}).value;")
        if not yaml or "fireball" not in yaml or "a1a4" not in yaml:
            fail(f"the copied scenario does not hold the line played:\n{yaml}")
        copy = os.path.join(out, "copied.yaml")
        with open(copy, "w", encoding="utf-8") as f:
            f.write(yaml)
        run = subprocess.run([kmr, "run", copy], capture_output=True, text=True, cwd=out)
        if run.returncode != 0:
            fail(f"kmr run of the copied scenario exits {run.returncode}:\n{run.stdout}{run.stderr}\n{yaml}")

        # A Pawn's promotion: the pieces offered, one picked.
        p = Board(page, "tryit-promotion")
        p.click("button.tryit-start")
        p.wait(f"document.querySelector({p.q('svg.tryit-board g.piece')})", "the second board")
        # From the keyboard: the cursor (from e2) to b7, Enter, up to b8, Enter.
        keys = ["ArrowLeft"] * 3 + ["ArrowUp"] * 5 + ["Enter", "ArrowUp", "Enter"]
        p.js(f"const g = document.querySelector({p.q('svg.tryit-board')}); g.focus();"
             f" {json.dumps(keys)}.forEach(k => g.dispatchEvent(new KeyboardEvent('keydown',"
             " {key: k, bubbles: true, cancelable: true}))); return 1;")
        page.settle()
        offered = p.js(f"return Array.from(document.querySelectorAll({p.q('button.tryit-promotion')}),"
                       " b => b.textContent).join('');")
        if offered != "QRBN":
            fail(f"the promotion offers {offered!r}, not QRBN")
        p.click('button.tryit-promotion:nth-of-type(4)')
        if p.piece("b8") != "N" or p.answer()["result"] != "accepted":
            fail(f"the Pawn was not promoted to a Knight: b8 {p.piece('b8')}, {p.answer()}")

        log = page.take_log()
        if log:
            fail("console messages: " + " | ".join(log))
    print(f"tryit-browser: ok (choices offered: {len(choices)}; the copy ran: {run.stdout.strip().splitlines()[-1]})")
    print(f"screenshot: {shot_path(out)}")
    return 0


def shot_path(out):
    return os.environ.get("KMR_TRYIT_SCREENSHOT") or os.path.join(out, "tryit-after-card.png")


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5):
        print(__doc__)
        sys.exit(2)
    module = sys.argv[4] if len(sys.argv) == 5 else os.environ.get("KMR_WASM", "")
    try:
        sys.exit(main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3]),
                      os.path.abspath(module) if module else ""))
    except (Failure, cdp.BrowserError) as e:
        print(f"tryit-browser: FAILED: {e}")
        sys.exit(1)
