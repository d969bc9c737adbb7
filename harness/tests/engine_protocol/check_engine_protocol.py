#!/usr/bin/env python3
"""The engine protocol's ctests (docs/engine-protocol.md), one mode each:

  verdicts    the whole suite through `kmr engine` gives every scenario the
              status it has in process, and the same counts
  misreading  an engine misreading the one-card limit (misreading_engine.py)
              fails exactly the scenarios named below, every other scenario
              as in process; its conformance page (kmr report --engine) says so
  faults      an engine killed mid-run, one that hangs past the timeout and
              one that prints garbage cost one scenario each, with a clear
              message, and the run finishes
  skeleton    examples/engine/skeleton.py speaks the protocol: the run
              finishes, no scenario fails for the protocol's sake, and what
              it does not claim is not checked

Usage: check_engine_protocol.py MODE KMR SOURCE_DIR WORK_DIR"""
import json
import os
import re
import shutil
import subprocess
import sys

# The scenarios of the one-card limit (R7.1, and R9 for discards): each has a
# step kmr's engine refuses with one-card-limit, and an expect checking it.
# A scenario of that rule added to the suite joins this list.
ONE_CARD_LIMIT = sorted("""
f-12-fog-of-war-cancels-plots
f-16-fog-of-war-on-plots-before-bribery
p-31-fog-of-war-on-plots-itself
p-31-fog-of-war-on-plots-after-both-extra-cards
p-31-fog-of-war-on-plots-after-two-moves
p-32-announced-third-card-binds-after-fog-of-war
p-34-fog-of-war-on-plots-before-bribery
fog-of-war-whole-move-then-an-ordinary-move
hand-of-fate-counts-as-the-turns-card
plots-within-plots-limits
rules-discard-instead-of-playing
funeral-pyre-with-empty-boxes-is-spent
s4-02-one-card-per-turn
s4-02-second-before-move-card-refused
unknown-timing-card-and-the-one-card-limit
s1-04-fog-of-war-cancels-the-rescue
hostage-after-a-man-trap-counts-as-the-own-turns-card
""".split())

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message)


def run(kmr, args, cwd):
    return subprocess.run([kmr] + args, cwd=cwd, capture_output=True, text=True, timeout=900)


def run_json(kmr, source, engine=None, paths=("scenarios/",), extra=()):
    args = ["run", "--format", "json"] + list(paths) + list(extra)
    if engine:
        args += ["--engine", engine]
    p = run(kmr, args, source)
    if p.returncode not in (0, 1):
        sys.exit("kmr run %s exited %d: %s" % (" ".join(args), p.returncode, p.stderr[-2000:]))
    return json.loads(p.stdout), p.stderr


def statuses(report):
    return {s["id"]: s["status"] for s in report["scenarios"]}


def by_id(report):
    return {s["id"]: s for s in report["scenarios"]}


def verdicts(kmr, source, work):
    inproc, _ = run_json(kmr, source)
    through, stderr = run_json(kmr, source, engine=kmr + " engine")
    a, b = statuses(inproc), statuses(through)
    check(set(a) == set(b), "the two runs hold other scenarios")
    differ = sorted(i for i in a if a.get(i) != b.get(i))
    for i in differ[:20]:
        print("  %s: in process %s, through kmr engine %s: %s" % (i, a[i], b.get(i), by_id(through)[i]["message"]))
    check(not differ, "%d scenarios have another verdict through the protocol" % len(differ))
    for key in ("passed", "failed", "pending"):
        check(inproc[key] == through[key], "%s: %d in process, %d through the protocol" % (key, inproc[key], through[key]))
    check(through["not_checked"] == 0, "kmr engine claims every part: nothing may be not checked")
    check(through["engine"].endswith("(" + kmr + " engine)"), "the JSON names the engine: " + through["engine"])
    check(("engine: " + through["engine"]) in stderr, "the summary names the engine")
    print("verdicts: %d scenarios, every one as in process (%d passed, %d failed, %d pending)"
          % (len(a), through["passed"], through["failed"], through["pending"]))


def misreading(kmr, source, work):
    engine = "%s %s %s" % (sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "misreading_engine.py"), kmr)
    inproc, _ = run_json(kmr, source)
    through, _ = run_json(kmr, source, engine=engine)
    a, b = statuses(inproc), statuses(through)
    failed = sorted(i for i in b if b[i] == "failed" and a[i] != "failed")
    check(failed == ONE_CARD_LIMIT, "the misreading engine fails other scenarios than the one-card limit's:\n"
          "  failed but not named: %s\n  named but not failed: %s"
          % (sorted(set(failed) - set(ONE_CARD_LIMIT)), sorted(set(ONE_CARD_LIMIT) - set(failed))))
    for i in ONE_CARD_LIMIT:
        s = by_id(through).get(i, {})
        check("one-card-limit" in s.get("expected", "") and "accepted" in s.get("actual", ""),
              "%s fails for the one-card limit: %s" % (i, s.get("message")))
    others = sorted(i for i in a if i not in ONE_CARD_LIMIT and a[i] != b[i])
    check(not others, "other scenarios changed: %s" % others)
    # The conformance page says the same.
    out = os.path.join(work, "conformance")
    if os.path.exists(out):
        shutil.rmtree(out)
    # No PATH: the rulings knowledge base (rulings/) is read, as a rules editor runs it.
    p = run(kmr, ["report", "--engine", engine, "--out", out], source)
    check(p.returncode == 0, "kmr report --engine exited %d: %s" % (p.returncode, p.stderr[-2000:]))
    page = open(os.path.join(out, "index.html"), encoding="utf-8").read()
    summary = re.search(r'id="conformance-summary">([^<]*)<', page)
    check(summary is not None, "the page has its summary")
    if summary:
        print("conformance page: " + summary.group(1))
        check("; scenarios: %d passed, %d failed, 0 not checked, %d pending" % (
            through["passed"], through["failed"], through["pending"]) in summary.group(1),
            "the page's counts are the run's: " + summary.group(1))
    for i in ONE_CARD_LIMIT:
        check('data-scenario="%s"' % i in page, "the page lists the failure of " + i)
    check('data-ruling="S4-02" data-standing="failed"' in page, "ruling S4-02 (one card a turn) stands failed")
    cited = sorted({r for i in ONE_CARD_LIMIT for r in by_id(through)[i]["rulings"]})
    failed_rulings = sorted(re.findall(r'data-ruling="([^"]*)" data-standing="failed"', page))
    check(failed_rulings == cited, "the rulings that fail are those the failures cite: %s, not %s" % (cited, failed_rulings))
    check('data-card="plots-within-plots" data-standing="failed"' in page, "PLOTS WITHIN PLOTS stands failed")
    check(page.count('class="failure"') == len(ONE_CARD_LIMIT), "the page lists exactly the failures")
    print("misreading: exactly the %d scenarios of the one-card limit fail" % len(ONE_CARD_LIMIT))


def faults(kmr, source, work):
    here = os.path.dirname(os.path.abspath(__file__))
    crash, hang, garbage = "s4-02-one-card-per-turn", "s4-02-second-before-move-card-refused", "rules-discard-instead-of-playing"
    engine = "%s %s %s --crash-on %s --hang-on %s --garbage-on %s" % (
        sys.executable, os.path.join(here, "faulty_engine.py"), kmr, crash, hang, garbage)
    # Two files of quick scenarios (no step near the timeout, even on a loaded machine).
    paths = ["scenarios/rules/one-card-per-turn.yaml", "scenarios/rules/common-deck.yaml"]
    inproc, _ = run_json(kmr, source, paths=paths)
    p = run(kmr, ["run", "--format", "json", "--engine", engine, "--engine-timeout", "2"] + paths, source)
    check(p.returncode == 1, "the run finishes with failures (exit 1), not %d: %s" % (p.returncode, p.stderr[-1000:]))
    through = json.loads(p.stdout)
    a, b = statuses(inproc), statuses(through)
    failed = sorted(i for i in b if b[i] == "failed")
    check(failed == sorted([crash, hang, garbage]), "exactly the three scenarios fail: %s" % failed)
    m = {i: by_id(through)[i]["message"] for i in failed}
    # Killed under /bin/sh -c, which says so with status 137 (128 + SIGKILL).
    check(re.search(r"step 1 \(.*\): the engine (was killed by signal 9|exited with status 137 \(a shell's word for "
                    r"signal 9\)) during the step; its last words on stderr: 'faulty engine: killed on purpose", m.get(crash, "")), "the crash is said: " + m.get(crash, ""))
    check("step 1 (play: pacifism {target: d2}): the engine did not answer the step within 2000 ms; it was stopped" in m.get(hang, ""),
          "the hang is said: " + m.get(hang, ""))
    check("step 1 (discard: bog): the engine's answer to the step does not read: not JSON" in m.get(garbage, "")
          and "'this is not JSON'" in m.get(garbage, ""), "the garbage is said: " + m.get(garbage, ""))
    others = sorted(i for i in a if i not in failed and a[i] != b.get(i))
    check(not others, "the other scenarios are as in process: %s" % others[:10])
    # Each fault is followed by another scenario, which starts the engine again.
    check("started again 3 times" in p.stderr, "the engine was started again three times: " + p.stderr[-300:])
    print("faults: a crash, a hang and garbage cost one scenario each among %d; the run finished" % len(b))


def skeleton(kmr, source, work):
    engine = "%s %s" % (sys.executable, os.path.join(source, "examples", "engine", "skeleton.py"))
    through, stderr = run_json(kmr, source, engine=engine)
    broken = [s["id"] for s in through["scenarios"]
              if re.search(r"the engine (did not answer|was killed|exited|'s answer to .* does not read)", s["message"])]
    check(not broken, "the skeleton breaks the protocol in %s" % broken[:5])
    check(through["engine"].startswith("skeleton 0.1 ("), "the skeleton names itself: " + through["engine"])
    check(through["not_checked"] > 0, "what the skeleton does not claim is not checked")
    total = through["passed"] + through["failed"] + through["pending"] + through["not_checked"]
    check(total == len(through["scenarios"]), "every scenario is counted once")
    print("skeleton: %d passed, %d failed, %d pending, %d not checked"
          % (through["passed"], through["failed"], through["pending"], through["not_checked"]))


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    mode, kmr, source, work = sys.argv[1:]
    kmr = os.path.abspath(kmr)
    os.makedirs(work, exist_ok=True)
    {"verdicts": verdicts, "misreading": misreading, "faults": faults, "skeleton": skeleton}[mode](kmr, source, work)
    if FAILURES:
        print("%d check(s) failed" % len(FAILURES))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
