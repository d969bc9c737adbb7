#!/usr/bin/env python3
"""Checks schema/*.schema.json: they are what `kmr schema` prints (so they
follow the loaders' key tables), every scenario and rulings file of the
repository is valid against them, and every malformed fixture is not.
Usage: check-schemas.py KMR REPO"""
import json
import pathlib
import subprocess
import sys

import jsonschema
import yaml


def main() -> int:
    kmr, repo = sys.argv[1], pathlib.Path(sys.argv[2])
    problems = []
    schemas = {}
    for kind in ("scenario", "rulings"):
        made = json.loads(subprocess.run([kmr, "schema", kind], check=True, capture_output=True, text=True).stdout)
        path = repo / "schema" / f"{kind}.schema.json"
        written = json.loads(path.read_text())
        if made != written:
            problems.append(f"{path}: differs from `kmr schema {kind}` (regenerate it)")
        jsonschema.Draft7Validator.check_schema(made)
        schemas[kind] = jsonschema.Draft7Validator(made)

    def check(kind, path, want_valid):
        # Plain PyYAML, as any editor's validator reads the files: dates in them are
        # quoted ("2007-11-28"), or PyYAML would make them dates, not strings.
        data = yaml.safe_load(path.read_text())
        errors = list(schemas[kind].iter_errors(data))
        if want_valid and errors:
            problems.append(f"{path}: {errors[0].message} (at {list(errors[0].absolute_path)})")
        if not want_valid and not errors:
            problems.append(f"{path}: a malformed fixture that the {kind} schema accepts")

    good = 0
    for path in sorted((repo / "scenarios").rglob("*.y*ml")):
        check("scenario", path, True)
        good += 1
    for path in sorted((repo / "rulings").glob("*.yaml")):
        check("rulings", path, True)
        good += 1
    bad = 0
    for path in sorted((repo / "harness" / "tests" / "schema_fixtures").glob("bad-*.yaml")):
        check("rulings" if path.name.endswith(".rulings.yaml") else "scenario", path, False)
        bad += 1
    for p in problems:
        print(p)
    print(f"schemas: {good} repository files valid, {bad} malformed fixtures refused, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
