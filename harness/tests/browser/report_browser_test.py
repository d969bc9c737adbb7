#!/usr/bin/env python3
"""The HTML report in a real browser (ctest `report-browser`).

Writes the report of the repository's suite with `kmr report` (printing the
processor time it took: its target, 2 s, is scripts/bench-suite.sh's, not a
test's), then loads in one headless Chromium
(cdp.py) the index, the ruling with the most scenarios, the ruling with the
most walls drawn (a square effect), a scenario tied to no ruling, the graph
page and the search (a card's name typed: its rulings found), at desktop
width and at 400 px, saves screenshots, and checks the rendered DOM
(rulings, scenarios, boards, walls, graph nodes, search results against
`kmr list` and the pages' own counts), that every local link and asset
exists, that nothing is fetched from the network, and that the browser
console stays silent (any message is an error). Fails, never skips, when
chromium is missing: scripts/setup.sh installs it.

Usage: report_browser_test.py KMR SOURCE_DIR OUT_DIR
Screenshots: OUT_DIR/*.png (NAME.png at 1200 px, NAME-400.png at 400 px);
the site: OUT_DIR/site/.
"""
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)


def count(pattern, text):
    return len(re.findall(re.escape(pattern), text))


def attribute(name, text):
    m = re.search(name + r'="([0-9]*)"', text)
    return int(m.group(1)) if m else None


def rows(kmr, *args):
    out = subprocess.run([kmr, *args], capture_output=True, text=True).stdout
    return [line.split("\t") for line in out.splitlines()[1:]]  # below the header line


def check_links(dom, folder, name):
    remote = re.findall(r'(?:href|src)="(?:https?:)?//[^"]*"', dom)
    if remote:
        fail(f"{name} fetches from the network: {remote[0]}")
    for link in re.findall(r'(?:href|src)="([^"]*)"', dom):
        target = link.split("#")[0].split("?")[0]
        if target and not target.startswith(("data:", "javascript:")) and not os.path.exists(
                os.path.join(folder, target)):
            fail(f"{name} links to {target}, which does not exist")


# Words of the test run that the published FAQ (`kmr report --publish`) must
# not hold: results, checks, counts of implemented cards, the failures page,
# the project's files, the program. rules.html is the rules text as written
# (it names its sources) and is not searched.
PLUMBING = ['class="badge pass"', 'class="badge fail"', ">pass<", ">fail<", 'class="holds"', "Expected:",
            "cards implemented", "failures.html", "FORMAT.md", "cards.yaml", "the engine", "The engine"]


def plumbing_words(site):
    """How often each plumbing word appears in the site's pages (rules.html aside)."""
    found = {}
    for folder, _, files in os.walk(site):
        for name in files:
            if not name.endswith(".html") or name == "rules.html":
                continue
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            for word in PLUMBING:
                n = text.count(word)
                if n:
                    found.setdefault(word, []).append((n, os.path.relpath(os.path.join(folder, name), site)))
    return found


def total(found):
    return sum(n for hits in found.values() for n, _ in hits)


class Session:
    def __init__(self, browser, out):
        self.page = browser.new_page()
        self.out = out

    def quiet(self, what):
        log = self.page.take_log()
        if log:
            fail(f"console messages on {what}: " + " | ".join(log))

    def dom(self, url, what, width=1200):
        self.page.resize(width)
        self.page.goto(url)
        dom = self.page.dom()
        self.quiet(what)
        return dom

    def shot(self, url, name, width=1200):
        self.page.resize(width)
        self.page.goto(url)
        self.page.screenshot(os.path.join(self.out, name + ".png"))
        self.quiet(f"{name} (screenshot)")

    def shot_both(self, url, name):
        self.shot(url, name)
        self.shot(url, name + "-400", 400)


def check_published(s, kmr, out, editors_site):
    """The published FAQ: no plumbing, rule numbers linked to the rules page, refused actions and blasts
    drawn, each player's walls apart, the boards stepped through, the FAQ pages in order."""
    site = os.path.join(out, "published")
    report = subprocess.run([kmr, "report", "--publish", "--force", "--out", site], capture_output=True, text=True)
    if report.returncode != 0:
        fail("kmr report --publish failed: " + report.stderr)
    before, after = plumbing_words(editors_site), plumbing_words(site)
    if after:
        word, hits = next(iter(after.items()))
        fail(f"the published site holds {total(after)} plumbing words, e.g. {word!r} in {hits[0][1]}")
    if os.path.exists(f"{site}/failures.html"):
        fail("the published site has a failures page")

    # The rules page: an anchor per section and clause, which the rulings' rule numbers link to.
    rules = s.dom(f"file://{site}/rules.html", "published rules.html")
    for anchor in ("R1", "R12", "R12.3", "R13.1", "R30"):
        if f'id="{anchor}"' not in rules:
            fail(f"rules.html has no anchor {anchor}")
    # None of the reference's notes about files and the engine.
    words = re.sub(r"<[^>]+>", " ", rules).lower()
    for note in ("engine", "scenario format", ".yaml", ".txt", "shared/", "knowledge base"):
        if note in words:
            at = words.index(note)
            fail(f"the published rules.html keeps a note about files or the engine: ...{words[at - 60:at + 40]}...")

    # The index: an introduction, the answers beside the questions, the coverage totals.
    index = s.dom(f"file://{site}/index.html", "published index.html")
    if 'class="introduction"' not in index or "data-kmr-coverage" not in index:
        fail("the published index has no introduction with the coverage totals")
    if index.count('<td class="answer">') != index.count('<tr class="ruling"'):
        fail("the published index does not give every answer beside its question")

    # B-08: FIREBALL's blast marked where it happens (after BOG), the answer told in words.
    b08 = s.dom(f"file://{site}/rulings/B-08.html", "published rulings/B-08.html")
    if '<g class="taken"' not in b08:
        fail("B-08: the FIREBALL blast is not marked on the board")
    if '<ol class="play">' not in b08 or "is captured" not in b08:
        fail("B-08: the play is not told in words")
    refs = re.findall(r'class="rule-ref" href="\.\./rules\.html#([^"]+)"', b08)
    if not refs:
        fail("B-08: no rule number linked to the rules page")
    for ref in refs:
        if f'id="{ref}"' not in rules:
            fail(f"B-08 links to rules.html#{ref}, which has no such anchor")
    check_links(b08, f"{site}/rulings", "published rulings/B-08.html")
    s.shot_both(f"file://{site}/rulings/B-08.html", "published-B-08")

    # A refused action drawn on another ruling's board, with the reason told.
    blast = None
    for name in sorted(os.listdir(f"{site}/rulings")):
        text = open(f"{site}/rulings/{name}", encoding="utf-8").read()
        if '<g class="refused"' in text and ": refused" in text and name != "B-08.html":
            blast = name[:-5]
            break
    if not blast:
        fail("no published ruling draws a refused action")
    blast_dom = s.dom(f"file://{site}/rulings/{blast}.html", f"published rulings/{blast}.html")
    if '<g class="refused"' not in blast_dom:
        fail(f"{blast}: the refused action is not drawn in the browser")
    s.shot_both(f"file://{site}/rulings/{blast}.html", f"published-refused-{blast}")

    # F-23: the two players' walls differ in the DOM.
    f23 = s.dom(f"file://{site}/rulings/F-23.html", "published rulings/F-23.html")
    looks = s.page.eval("""(() => {
      const seen = {};
      document.querySelectorAll('line.wall[data-owner]').forEach(l => {
        seen[l.getAttribute('data-owner')] = l.getAttribute('stroke') + ' ' + (l.getAttribute('stroke-dasharray') || '');
      });
      return seen; })()""")
    if not looks or len(looks) < 2 or looks.get("white") == looks.get("black"):
        fail(f"F-23: the players' walls do not differ: {looks}")
    s.shot(f"file://{site}/rulings/F-23.html", "published-F-23")

    # One board stepped through: buttons and the arrow keys.
    stepped = s.page.eval("""(() => {
      const col = document.querySelector('div.boards.stepping');
      if (!col) return 'no stepper';
      const shown = () => Array.from(col.querySelectorAll(':scope > figure')).filter(f => f.offsetParent).length;
      if (shown() !== 1) return 'shows ' + shown() + ' boards at once';
      col.querySelector('.step-next').click();
      if (col.getAttribute('data-step') !== '1') return 'next did not step';
      col.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}));
      if (col.getAttribute('data-step') !== '0') return 'ArrowLeft did not step back';
      col.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
      if (col.getAttribute('data-step') !== '1') return 'ArrowRight did not step';
      return 'ok'; })()""")
    if stepped != "ok":
        fail(f"F-23: the step-through board: {stepped}")

    # The FAQ as printed: a page per section or letter, every entry in order, a table of contents.
    rulings = rows(kmr, "list", "rulings")
    letter_f = [r[0] for r in rulings if r[0].startswith("F-")]
    faq = s.dom(f"file://{site}/faq/3-F.html", "published faq/3-F.html")
    entries = re.findall(r'<article class="faq-entry" id="([^"]+)"', faq)
    if entries != letter_f:
        fail(f"faq/3-F.html: entries {entries[:5]}..., kmr list rulings has {letter_f[:5]}...")
    if '<nav class="faq-toc"' not in faq or "edition of " not in faq:
        fail("faq/3-F.html: no table of contents or editions")
    check_links(faq, f"{site}/faq", "published faq/3-F.html")
    s.shot_both(f"file://{site}/faq/3-F.html", "published-faq-3-F")
    index = s.dom(f"file://{site}/index.html", "published index.html")
    check_links(index, site, "published index.html")
    s.shot_both(f"file://{site}/index.html", "published-index")
    s.shot(f"file://{site}/rules.html", "published-rules")
    return f"{total(before)} plumbing words in the editor's site, {total(after)} published; {blast} refused; " \
           f"faq/3-F.html {len(entries)} entries"


def check_compare(s, kmr, out, scenarios):
    """`kmr report --compare OLD.json`: a scenario whose outcome moved is listed on the index, linked."""
    moved = scenarios[0][0]
    old = os.path.join(out, "old.json")
    with open(old, "w") as f:
        json.dump({"scenarios": [{"id": sid, "status": "failed" if sid == moved else "passed"}
                                 for sid, *_ in scenarios]}, f)
    site = os.path.join(out, "compared")
    report = subprocess.run([kmr, "report", "--force", "--compare", old, "--out", site], capture_output=True, text=True)
    if report.returncode != 0:
        fail("kmr report --compare failed: " + report.stderr)
    index = s.dom(f"file://{site}/index.html", "compared index.html")
    if f'<tr class="changed" data-scenario="{moved}">' not in index:
        fail(f"--compare: {moved}, failed in the earlier run, is not listed as changed")
    check_links(index, site, "compared index.html")
    page = s.dom(f"file://{site}/scenarios/{moved}.html", f"compared scenarios/{moved}.html")
    if 'class="changed" data-was="failed"' not in page:
        fail(f"--compare: scenarios/{moved}.html does not say it changed")


def check_phone_and_print(s, site):
    """At 400 px the rulings' status column is in view and ids do not break; in print, boards two abreast."""
    s.dom(f"file://{site}/faq/3-F.html", "faq/3-F.html", 400)
    s.dom(f"file://{site}/index.html", "index.html", 400)
    phone = s.page.eval("""(() => {
      const row = document.querySelector('table.rulings tr.ruling');
      const last = row.lastElementChild.getBoundingClientRect();
      if (last.right > window.innerWidth + 1 || last.width < 20) return 'status column out of view';
      for (const a of document.querySelectorAll('table.rulings a.ruling'))
        if (a.getClientRects().length > 1) return 'id ' + a.textContent + ' breaks';
      return 'ok'; })()""")
    if phone != "ok":
        fail(f"index.html at 400 px: {phone}")
    s.page.resize(1200)
    s.page.cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        s.page.goto(f"file://{site}/rulings/F-23.html")
        printed = s.page.eval("""(() => {
          const figs = Array.from(document.querySelector('div.boards').querySelectorAll(':scope > figure'));
          if (figs.some(f => !f.offsetParent)) return 'a board hidden in print';
          const h = figs[0].querySelector('svg').getBoundingClientRect().height;
          if (h > 370) return 'a board ' + h + ' px high: more than half a page';
          if (figs.length > 1 && Math.abs(figs[0].getBoundingClientRect().top - figs[1].getBoundingClientRect().top) > 2)
            return 'boards not two abreast';
          return 'ok'; })()""")
    finally:
        s.page.cmd("Emulation.setEmulatedMedia", {"media": ""})
    s.quiet("rulings/F-23.html (print)")
    if printed != "ok":
        fail(f"F-23 in print: {printed}")


def main(kmr, src, out):
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    os.chdir(src)

    # The report of the repository's suite; its processor time (user and
    # system, all threads) is printed for information: a loaded machine makes
    # any time limit here flaky, so the target is a benchmark's.
    site = os.path.join(out, "site")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    report = subprocess.run([kmr, "report", "--force", "--out", site], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if report.returncode != 0:
        fail("kmr report failed: " + report.stderr)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    wall = re.search(r"in ([0-9.]+) s", report.stdout)
    print(f"report: {seconds:.2f} s of processor time" + (f", {wall.group(1)} s by its own clock" if wall else ""))

    rulings = rows(kmr, "list", "rulings")
    scenarios = rows(kmr, "list", "scenarios")
    if not rulings:
        fail("kmr list rulings lists no ruling")

    started = time.time()
    with cdp.Browser() as browser:
        s = Session(browser, out)

        # The console check must be able to fail: a page that logs an error is caught.
        probe = os.path.join(out, "probe.html")
        with open(probe, "w") as f:
            f.write('<!DOCTYPE html><html><body><script>console.error("kmr-console-probe")</script></body></html>')
        s.page.goto("file://" + probe)
        if not any("kmr-console-probe" in m for m in s.page.take_log()):
            fail("the browser log does not show console messages: the console check would not catch errors")

        # --- index
        index = s.dom(f"file://{site}/index.html", "index.html")
        if attribute("data-kmr-rulings", index) != len(rulings):
            fail(f"index: data-kmr-rulings is {attribute('data-kmr-rulings', index)}, "
                 f"kmr list rulings has {len(rulings)}")
        ruling_rows = count('<tr class="ruling"', index)
        if ruling_rows != len(rulings):
            fail(f"index: {ruling_rows} ruling rows, expected {len(rulings)}")
        if attribute("data-kmr-scenarios", index) != len(scenarios):
            fail(f"index: data-kmr-scenarios is {attribute('data-kmr-scenarios', index)}, expected {len(scenarios)}")
        check_links(index, site, "index.html")
        s.shot(f"file://{site}/index.html", "index")

        # --- a ruling page: the encoded ruling with the most scenarios, among
        # those whose listed scenarios are exactly the ones citing it.
        best, best_n = "", 0
        for rid, status, n, *_ in rulings:
            n = int(n)
            if status == "encoded" and n > best_n and n == len(rows(kmr, "list", "scenarios", "--filter", rid)):
                best, best_n = rid, n
        if not best:
            fail("no encoded ruling with scenarios to load")
        page = f"{site}/rulings/{best}.html"
        ruling = s.dom("file://" + page, f"rulings/{best}.html")
        sections = count('<section class="scenario"', ruling)
        if sections != best_n:
            fail(f"{best}: {sections} scenarios on the page, expected {best_n}")
        boards = attribute("data-kmr-boards", ruling) or 0
        if boards < best_n:
            fail(f"{best}: {boards} boards for {best_n} scenarios (at least the setup of each)")
        drawn = count('<svg class="board"', ruling)
        if drawn != boards:
            fail(f"{best}: {drawn} boards, data-kmr-boards says {boards}")
        if count('<path class="squares dark"', ruling) != boards:
            fail(f"{best}: a board lacks squares")
        check_links(ruling, f"{site}/rulings", f"rulings/{best}.html")
        s.shot("file://" + page, f"ruling-{best}")

        # --- the ruling page with the most walls drawn: square effects on the board
        walled, walls = "", 0
        specials = 0
        for name in sorted(os.listdir(f"{site}/rulings")):
            text = open(f"{site}/rulings/{name}", encoding="utf-8").read()
            specials += count('<rect class="special"', text)
            n = count('<line class="wall"', text)
            if n > walls:
                walled, walls = name[:-5], n
        if walls == 0:
            fail("no ruling page draws a wall (FORTIFICATION)")
        wall_dom = s.dom(f"file://{site}/rulings/{walled}.html", f"rulings/{walled}.html")
        shown = count('<line class="wall"', wall_dom)
        if shown != walls:
            fail(f"{walled}: {shown} walls in the browser, {walls} in the page")
        if "wall: FORTIFICATION" not in wall_dom:
            fail(f"{walled}: the board's legend does not name the wall")
        if "How to read the boards" not in wall_dom:
            fail(f"{walled}: no legend of the board marks")
        check_links(wall_dom, f"{site}/rulings", f"rulings/{walled}.html")
        s.shot_both(f"file://{site}/rulings/{walled}.html", f"walls-{walled}")
        if specials == 0:
            fail("no board draws a square an effect is tied to")

        # --- a scenario tied to no ruling, on its own page
        pages = sorted(os.listdir(f"{site}/scenarios"))
        if len(pages) != len(scenarios):
            fail(f"{len(pages)} scenario pages for {len(scenarios)} scenarios")
        lone = next((p[:-5] for p in pages
                     if "Tied to no ruling" in open(f"{site}/scenarios/{p}", encoding="utf-8").read()), None)
        if not lone:
            fail("no page for a scenario tied to no ruling")
        scenario = s.dom(f"file://{site}/scenarios/{lone}.html", f"scenarios/{lone}.html")
        sboards = attribute("data-kmr-boards", scenario) or 0
        if sboards < 1:
            fail(f"scenarios/{lone}.html: no board")
        if count('<svg class="board"', scenario) != sboards:
            fail(f"scenarios/{lone}.html: board count")
        check_links(scenario, f"{site}/scenarios", f"scenarios/{lone}.html")
        s.shot_both(f"file://{site}/scenarios/{lone}.html", f"scenario-{lone}")

        # --- the graph page: the map of the families, each family opened one at a time
        graph = s.dom(f"file://{site}/graph.html", "graph.html")
        gcards = attribute("data-kmr-cards", graph) or 0
        nfamilies = attribute("data-kmr-families", graph) or 0
        if gcards <= 0 or nfamilies <= 1:
            fail(f"graph.html: {gcards} cards in {nfamilies} families")
        boxes = len(re.findall(r'<g id="node\d+" class="node">\s*<title>family_', graph))
        if boxes != nfamilies:
            fail(f"graph.html: the map draws {boxes} families of {nfamilies}")
        if count('<details class="family"', graph) != nfamilies:
            fail("graph.html: not one section per family")
        if "community detection" not in graph:
            fail("graph.html: no legend")
        listed = len(re.findall(r'<a href="cards/[^"]+" data-card=', graph))
        if listed != gcards:
            fail(f"graph.html: its families list {listed} cards of {gcards}")
        check_links(graph, site, "graph.html")
        # The map fits the screen; a family opens from the map's link and closes the one open before.
        fitted = s.page.eval("document.querySelector('#graph svg').getBoundingClientRect().width <= "
                             "document.getElementById('graph').clientWidth + 1")
        if not fitted:
            fail("graph.html's map is wider than the page")
        opened = s.page.eval("""(() => {
          location.hash = '#family-2';
          return new Promise(r => setTimeout(() => {
            const second = document.getElementById('family-2').open;
            document.getElementById('family-1').open = true;
            setTimeout(() => r([second, document.getElementById('family-2').open,
                                document.querySelectorAll('details.family[open]').length]), 50);
          }, 50)); })()""", await_promise=True)
        if opened != [True, False, 1]:
            fail(f"graph.html: families do not open one at a time: {opened} (#family-2 open, closed by 1, open)")
        found = s.page.eval("""(() => { const i = document.querySelector('[data-filter=text]');
          i.value = 'fireball'; i.dispatchEvent(new Event('input', {bubbles: true}));
          const d = document.querySelector('details.family[open]');
          return d ? d.querySelectorAll('a.found').length : 0; })()""")
        if found != 1:
            fail(f"graph.html: searching FIREBALL does not open its family ({found})")
        s.shot_both(f"file://{site}/graph.html", "graph")

        # --- the search: a card's name typed, its rulings found
        card = "fireball"
        card_page = open(f"{site}/cards/{card}.html", encoding="utf-8").read()
        search = s.dom(f"file://{site}/search.html?q=FIREBALL", "search.html?q=FIREBALL")
        card_rulings = attribute("data-kmr-rulings", card_page) or 0
        found_rulings = count('<li class="result" data-kind="ruling"', search)
        if count('<li class="result" data-kind="card"', search) < 1:
            fail("search for FIREBALL finds no card")
        if not (card_rulings > 0 and found_rulings >= card_rulings):
            fail(f"search for FIREBALL finds {found_rulings} rulings, its card page lists {card_rulings}")
        for rid in re.findall(r'data-ruling="([^"]*)"', card_page):
            if f'href="rulings/{rid}.html"' not in search:
                fail(f"search for FIREBALL does not find {rid}")
        s.shot_both(f"file://{site}/search.html?q=FIREBALL", "search-fireball")

        # --- the searched card's page: its text, rulings listed once, its neighbours around it
        card_dom = s.dom(f"file://{site}/cards/{card}.html", f"cards/{card}.html")
        if '<div class="graph">' not in card_dom:
            fail(f"cards/{card}.html: no neighbourhood graph")
        size = re.search(r'<div class="graph"><svg width="([\d.]+)pt" height="([\d.]+)pt"', card_dom)
        if not size or float(size.group(2)) > 2 * float(size.group(1)):
            fail(f"cards/{card}.html: its picture is taller than twice its width ({size and size.groups()})")
        if "Card text" not in card_dom:
            fail(f"cards/{card}.html: no card text")
        check_links(card_dom, f"{site}/cards", f"cards/{card}.html")
        s.shot_both(f"file://{site}/cards/{card}.html", f"card-{card}")
        s.shot(f"file://{site}/graph.svg", "graph-svg")
        s.shot(f"file://{site}/index.html", "index-400", 400)
        published = check_published(s, kmr, out, site)
        check_compare(s, kmr, out, scenarios)

        # --- interactions no ruling covers: pairs ranked, each the end of its game as boards and words
        inter = s.dom(f"file://{site}/interactions.html", "interactions.html")
        pairs = re.findall(r'<article class="interaction" id="pair-\d+" data-pair="([^"]+)"', inter)
        if not pairs:
            fail("interactions.html lists no pair")
        check_links(inter, site, "interactions.html")
        if ".yaml" in inter:
            fail("interactions.html links a YAML file")
        if count('class="board-figure', inter) < len(pairs) or count('<ol class="play">', inter) < 1:
            fail("interactions.html: the examples are not boards and words")
        s.page.resize(400)
        s.page.goto(f"file://{site}/interactions.html")
        wide = s.page.eval("document.documentElement.scrollWidth")
        s.page.resize(1200)
        if wide > 400:
            fail(f"interactions.html overflows at 400 px ({wide} px wide)")
        s.shot_both(f"file://{site}/interactions.html", "interactions")
        top = ", ".join(p.replace(" ", "+") for p in pairs[:10])
        print(f"report-browser: interactions without a ruling, top ten: {top}")
        check_phone_and_print(s, site)
    browsing = time.time() - started
    print(f"report-browser: publish mode: {published}")

    print(f"report-browser: ok: index ({len(rulings)} rulings, {len(scenarios)} scenarios), rulings/{best}.html "
          f"({best_n} scenarios, {boards} boards), rulings/{walled}.html ({walls} walls), scenarios/{lone}.html, "
          f"graph.html ({nfamilies} families), search FIREBALL ({found_rulings} rulings); report in {seconds:.2f} s of "
          f"processor time ({wall.group(1) if wall else '?'} s wall clock); pages in {browsing:.1f} s, one browser; "
          f"screenshots in {out}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-3], file=sys.stderr)
        sys.exit(2)
    try:
        main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3]))
    except (Failure, cdp.BrowserError) as e:
        print(f"report-browser: FAIL: {e}", file=sys.stderr)
        sys.exit(1)
