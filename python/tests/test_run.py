"""kmr.run gives the verdicts `kmr run --format json` gives, scenario for scenario."""

import json

import kmr


def engine_json(result):
    if result is None:
        return None
    return {
        "outcome": result.outcome,
        "reason": result.reason,
        "cause": result.cause,
        "rule": result.rule,
        "detail": result.detail,
        "events": result.events,
    }


def as_json(r):
    return {
        "id": r.id,
        "title": r.title,
        "file": r.file,
        "status": r.status,
        "message": r.message,
        "rulings": r.rulings,
        "cards": r.cards,
        "step": r.step,
        "expected": r.expected,
        "actual": r.actual,
        "engine": engine_json(r.engine),
    }


def test_the_suite_runs_as_kmr_run_runs_it(cli):
    ran = cli("run", "--format", "json", "-j", "2", "scenarios")
    assert ran.returncode in (0, 1), ran.stderr
    expected = json.loads(ran.stdout)["scenarios"]
    for s in expected:
        del s["seconds"]
    got = [as_json(r) for r in kmr.run("scenarios", jobs=2)]
    assert len(got) == len(expected) > 300
    assert got == expected


def test_a_failing_and_a_broken_scenario_as_kmr_run_reports_them(cli, tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text(
        "scenarios:\n"
        "  - id: flipped\n"
        '    setup: {fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}\n'
        "    steps:\n"
        "      - move: e2e5\n"
        "      - expect: {result: accepted}\n"
        "  - id: broken\n"
        '    setup: {fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}\n'
        "    steps: [{moov: e2e4}]\n"
    )
    expected = json.loads(cli("run", "--format", "json", str(path)).stdout)["scenarios"]
    for s in expected:
        del s["seconds"]
    got = [as_json(r) for r in kmr.run(str(path))]
    assert got == expected
    assert [r["status"] for r in got] == ["failed", "failed"]
