#!/usr/bin/env bash
# kmr.d.ts under `tsc --strict` (Debian's node-typescript): the declarations
# alone, then a sample program using them (wasm/package/test/sample.ts),
# compiled against the package as a project would install it and run.
# A deliberately wrong use must fail to compile. Usage: tsc_test.sh [KMR_JS]
# Exits 77 (skipped) without tsc or the built module.
set -euo pipefail
package=$(cd "$(dirname "$0")/../package" && pwd)
module=${1:-$package/kmr.js}
command -v tsc >/dev/null || { echo "skipped: no tsc (apt-get install node-typescript)"; exit 77; }
[[ -f $module ]] || { echo "skipped: no $module (scripts/build-wasm.sh)"; exit 77; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The package as npm would install it: node_modules/kmr with its package.json.
mkdir -p "$scratch/node_modules/kmr"
cp "$package/package.json" "$package/kmr.d.ts" "$scratch/node_modules/kmr/"
cp "$module" "$scratch/node_modules/kmr/kmr.js"
cp "$package/test/sample.ts" "$scratch/sample.ts"
flags=(--strict --noImplicitReturns --noUnusedLocals --module commonjs --target es2020 --lib es2020,dom)

tsc "${flags[@]}" --noEmit "$package/kmr.d.ts"
(cd "$scratch" && tsc "${flags[@]}" --outDir out sample.ts)
said=$(cd "$scratch" && node out/sample.js)
echo "$said"
[[ $said == kmr\ *"cards left out: "* ]] || { echo "FAIL: the sample said: $said" >&2; exit 1; }

# The declarations say something: a wrong use does not compile.
cat >"$scratch/wrong.ts" <<'TS'
import createKmr = require('kmr');
async function wrong(): Promise<void> {
  const kmr = await createKmr();
  const dealt = kmr.deal({ seed: 'seven' });
  const n: number = kmr.perft('startpos', 2);
  console.log(dealt, n);
}
wrong();
TS
if (cd "$scratch" && tsc "${flags[@]}" --noEmit wrong.ts >"$scratch/wrong.log" 2>&1); then
  echo "FAIL: tsc --strict took a wrong use of kmr.d.ts" >&2
  exit 1
fi
grep -q "wrong.ts(4," "$scratch/wrong.log" && grep -q "wrong.ts(5," "$scratch/wrong.log" ||
  { cat "$scratch/wrong.log"; echo "FAIL: tsc did not name both wrong lines" >&2; exit 1; }
echo "ok: kmr.d.ts and the sample pass tsc --strict; a wrong use does not"
