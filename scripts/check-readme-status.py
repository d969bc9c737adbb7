#!/usr/bin/env python3
"""The README's Coverage section is `kmr status --format markdown`, between
two marker comments. Checks that it is current (the ctest readme-status),
or with --update rewrites it. Usage: check-readme-status.py KMR README [--update]
(run from the repository's root, where kmr status finds rulings/ and scenarios/)."""
import subprocess
import sys

BEGIN = "<!-- kmr status: begin -->"
END = "<!-- kmr status: end -->"


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    kmr, readme, update = argv[1], argv[2], "--update" in argv[3:]
    status = subprocess.run([kmr, "status", "--format", "markdown"], capture_output=True, text=True)
    if status.returncode != 0:
        print(f"kmr status failed ({status.returncode}):\n{status.stderr}", file=sys.stderr)
        return 1
    text = open(readme, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        print(f"{readme}: no '{BEGIN}' ... '{END}' block", file=sys.stderr)
        return 1
    head, rest = text.split(BEGIN, 1)
    body, tail = rest.split(END, 1)
    wanted = "\n" + status.stdout
    if body == wanted:
        print(f"{readme}: the Coverage section is current")
        return 0
    if update:
        with open(readme, "w", encoding="utf-8") as f:
            f.write(head + BEGIN + wanted + END + tail)
        print(f"{readme}: the Coverage section rewritten from kmr status")
        return 0
    old, new = body.strip().splitlines(), wanted.strip().splitlines()
    print(f"{readme}: the Coverage section is stale; run scripts/check-readme-status.py {kmr} {readme} --update",
          file=sys.stderr)
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else ""
        b = new[i] if i < len(new) else ""
        if a != b:
            print(f"  README:      {a}\n  kmr status:  {b}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
