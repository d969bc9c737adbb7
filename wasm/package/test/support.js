// What the Node tests share: the module, the native kmr binary to compare
// with, and scenario files as JavaScript values (read by PyYAML on Debian's
// python3 when it is there: the module itself reads no YAML).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const packageDir = path.resolve(__dirname, '..');
const root = path.resolve(packageDir, '..', '..');

function firstExisting(candidates) {
  return candidates.find((p) => p && fs.existsSync(p));
}

// KMR_MODULE, else the package's copy, else build-wasm's.
const modulePath = firstExisting([
  process.env.KMR_MODULE,
  path.join(packageDir, 'kmr.js'),
  path.join(root, 'build-wasm', 'kmr.js'),
]);

// KMR_BIN, else the native build's.
const kmrBinary = firstExisting([process.env.KMR_BIN, path.join(root, 'build', 'harness', 'kmr')]);

let loaded;
function loadKmr() {
  if (!modulePath) throw new Error('no kmr.js: run scripts/build-wasm.sh (or set KMR_MODULE)');
  if (!loaded) loaded = require(modulePath)();
  return loaded;
}

function kmr(args, input) {
  const r = spawnSync(kmrBinary, args, { encoding: 'utf8', input, cwd: root, maxBuffer: 64 << 20 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const python = firstExisting(['/usr/bin/python3']);
const yamlReadable =
  python !== undefined && spawnSync(python, ['-c', 'import yaml'], { encoding: 'utf8' }).status === 0;

// A YAML file's content as JS values: PyYAML's safe loader, then JSON.
function yamlFile(file) {
  const code =
    'import json, sys, yaml\n' +
    'print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding="utf-8")), default=str))\n';
  const r = spawnSync(python, ['-c', code, file], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`cannot read ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function scenarioFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...scenarioFiles(p));
    else if (/\.ya?ml$/.test(entry.name)) out.push(p);
  }
  return out.sort();
}

// Many files at once (one python3): {file: content}.
function yamlFiles(files) {
  const code =
    'import json, sys, yaml\n' +
    'print(json.dumps({f: yaml.safe_load(open(f, encoding="utf-8")) for f in sys.argv[1:]}, default=str))\n';
  const r = spawnSync(python, ['-c', code, ...files], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`cannot read the scenario files: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

module.exports = { root, modulePath, kmrBinary, loadKmr, kmr, yamlReadable, yamlFile, yamlFiles, scenarioFiles };
