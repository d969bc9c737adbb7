#!/usr/bin/env python3
"""The library guide shows its example as it is built and what it prints.

Usage: check-guide-example.py GUIDE.md EXAMPLE.cpp EXAMPLE_BINARY

The guide's ```cpp block that starts with the example's first line must be
the file itself, and its ```text block after "prints" must be what the built
example prints. Exit 0 when both hold, 1 with a diff otherwise.
"""
import difflib
import re
import subprocess
import sys


def blocks(text, lang):
    return re.findall(r"^```" + lang + r"\n(.*?)^```", text, flags=re.S | re.M)


def same(what, shown, actual):
    if shown == actual:
        return True
    sys.stderr.write(f"check-guide-example: the guide's {what} differs from the real one:\n")
    sys.stderr.writelines(difflib.unified_diff(shown.splitlines(True), actual.splitlines(True), "guide", "real"))
    return False


def main():
    guide, example, binary = sys.argv[1:4]
    text = open(guide, encoding="utf-8").read()
    code = open(example, encoding="utf-8").read()
    first = code.splitlines()[0]
    shown = [b for b in blocks(text, "cpp") if b.startswith(first)]
    if len(shown) != 1:
        sys.exit(f"check-guide-example: {guide} has {len(shown)} cpp blocks starting with {first!r}, not 1")
    printed = subprocess.run([binary], capture_output=True, text=True, check=False).stdout
    outputs = [b for b in blocks(text, "text") if b.startswith(printed.splitlines()[0])]
    ok = same("example code", shown[0], code)
    if len(outputs) != 1:
        sys.stderr.write(f"check-guide-example: no text block in {guide} starts with {printed.splitlines()[0]!r}\n")
        ok = False
    else:
        ok = same("example output", outputs[0], printed) and ok
    sys.exit(0 if ok else 1)


main()
