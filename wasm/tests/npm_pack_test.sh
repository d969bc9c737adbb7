#!/usr/bin/env bash
# `npm pack` of wasm/package, offline, into a scratch folder: the tarball
# holds the module, its declarations, the README and package.json, and a
# project that installs it from there loads it by name and plays.
# Exits 77 (skipped) until scripts/build-wasm.sh has copied kmr.js and the LICENSE there.
set -euo pipefail
cd "$(dirname "$0")/../package"
[[ -f kmr.js ]] || { echo "skipped: no wasm/package/kmr.js (scripts/build-wasm.sh)"; exit 77; }
# Ready to publish: a licence, its types, and the project's version (the
# top-level CMakeLists.txt's project() VERSION, as kmr --version says it).
root=$(cd ../.. && pwd)
project_version=$(sed -n 's/^project(kmr VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
node -e "const p = require('./package.json');
  if (p.version !== '$project_version') throw new Error('package.json says ' + p.version + ', the project $project_version');
  if (p.license !== 'MIT' || p.types !== 'kmr.d.ts') throw new Error('package.json: licence or types');"
cmp -s LICENSE "$root/LICENSE" || { echo "FAIL: wasm/package/LICENSE is not the project's (scripts/build-wasm.sh copies it)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
npm pack --offline --silent --pack-destination "$scratch" >/dev/null
tarball=$(ls "$scratch"/kmr-*.tgz)
listed=$(tar tzf "$tarball" | sort | tr '\n' ' ')
expected="package/LICENSE package/README.md package/kmr.d.ts package/kmr.js package/package.json "
if [[ $listed != "$expected" ]]; then
  echo "FAIL: the tarball holds: $listed(expected: $expected)" >&2
  exit 1
fi
mkdir "$scratch/app"
cd "$scratch/app"
npm init -y >/dev/null
npm install --offline --silent --no-audit --no-fund "$tarball" >/dev/null
node -e "require('kmr')().then(k => { const r = k.openSession({setup: {fen: '4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1'}});
  const a = r.session.act({move: 'e2e4'}); if (!a.accepted) throw new Error(JSON.stringify(a));
  console.log('ok: ' + '$(basename "$tarball")' + ' installs and plays (kmr ' + k.version + ')'); })"
