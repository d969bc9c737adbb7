#!/usr/bin/env python3
"""Prints every test the last ctest run skipped, with its reason: ctest says
only "Skipped", so a test that skips for a missing file would pass unseen.
The reason is a GoogleTest skip's message (the lines after "Skipped") or a
pending scenario's "PENDING <id>: <reason>" line, or a script's "SKIPPED: <reason>".
Usage: skip-summary.py BUILD_DIR"""
import pathlib
import re
import sys


def reason(output: str) -> str:
    lines = output.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("PENDING "):
            return line[len("PENDING "):]
        if line.startswith("SKIPPED: "):  # a script's own skip (tryit-browser)
            return line[len("SKIPPED: "):]
        if re.search(r": Skipped$", line):
            rest = []
            for more in lines[i + 1:]:
                if more.startswith("[  SKIPPED ]") or more.startswith("["):
                    break
                rest.append(more.strip())
            return " ".join(r for r in rest if r) or "(no reason given)"
    return "(no reason given)"


def main() -> int:
    log = pathlib.Path(sys.argv[1]) / "Testing" / "Temporary" / "LastTest.log"
    if not log.exists():
        return 0
    text = log.read_text(errors="replace")
    skipped = []
    for block in text.split("\n----------------------------------------------------------\n\n"):
        name = re.search(r"^\d+/\d+ Test: (.*)$", block, re.M)
        if not name or "Skip regular expression found in output" not in block:
            continue
        out = re.search(r"Output:\n-+\n(.*?)<end of output>", block, re.S)
        skipped.append((name.group(1), reason(out.group(1) if out else "")))
    if skipped:
        print(f"skipped ({len(skipped)}):")
        for name, why in skipped:
            if why.startswith(name + ": "):  # a pending scenario's line names it already
                why = why[len(name) + 2:]
            print(f"  {name}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
