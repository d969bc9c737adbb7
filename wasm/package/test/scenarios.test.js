// Every scenario of the suite played through the module, step by step,
// against the native kmr: each action's answer in `kmr explain`'s words
// (result, reason, rule, detail, events) must be the one `kmr explain`
// prints for that step, each `expect`'s result and reason must hold, and
// `kmr run --format json` must pass the scenario. The files are read by
// PyYAML (Debian's python3-yaml); without it the test is skipped.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { root, loadKmr, kmr, kmrBinary, yamlReadable, yamlFiles, scenarioFiles } = require('./support.js');

const dir = process.env.KMR_SCENARIOS || path.join(root, 'scenarios');
const skip = (!kmrBinary && 'no native kmr (build/harness/kmr, or KMR_BIN)') || (!yamlReadable && 'no python3 yaml');

// "== id: title" blocks of kmr explain's output, by id.
function explainBlocks(text) {
  const blocks = new Map();
  let id = null;
  let lines = [];
  for (const line of text.split('\n')) {
    const m = /^== ([^:]+): /.exec(line);
    if (m) {
      if (id) blocks.set(id, lines.join('\n') + '\n');
      id = m[1];
      lines = [];
    } else if (id) {
      lines.push(line);
    }
  }
  if (id) blocks.set(id, lines.join('\n') + '\n');
  return blocks;
}

// What kmr explain prints after "step N: ..." (the answer's lines and the board).
function afterStep(block, n) {
  const at = block.indexOf(`\nstep ${n}: `);
  if (at < 0) return null;
  return block.slice(block.indexOf('\n', at + 1) + 1);
}

test('the suite through the module gives kmr explain and kmr run results', { skip }, async (t) => {
  const m = await loadKmr();
  const files = scenarioFiles(dir);
  assert.ok(files.length > 0, `no scenario files under ${dir}`);
  const trees = yamlFiles(files);
  const run = JSON.parse(kmr(['run', '--format', 'json', dir]).stdout);
  const status = new Map(run.scenarios.map((s) => [s.id, s.status]));
  let scenarios = 0;
  let steps = 0;
  const problems = [];
  for (const file of files) {
    const name = path.relative(root, file);
    const tree = trees[file];
    const listed = m.loadScenarios(tree, name);
    if (!listed.ok) {
      problems.push(`${name}: does not load in the module: ${listed.error}`);
      continue;
    }
    const blocks = explainBlocks(kmr(['explain', file]).stdout);
    const written = tree.scenarios || [tree];
    for (const { id } of listed.scenarios) {
      const source = written.find((s) => s.id === id);
      if (source.pending !== undefined) continue;
      scenarios++;
      if (status.get(id) !== 'passed') problems.push(`${id}: kmr run says ${status.get(id)}`);
      const block = blocks.get(id);
      if (!block) problems.push(`${id}: not in kmr explain's output`);
      const opened = m.openSession({ scenario: tree, id, name });
      if (!opened.ok) {
        problems.push(`${id}: ${opened.error}`);
        continue;
      }
      const session = opened.session;
      let last = null;
      source.steps.forEach((step, i) => {
        if (step && typeof step === 'object' && 'expect' in step) {
          const e = step.expect || {};
          // A result or reason may be given as a list of those that would do.
          if (e.result !== undefined && last && ![].concat(e.result).includes(last.result))
            problems.push(`${id} step ${i + 1}: expected ${e.result}, the module says ${last.result}`);
          if (e.reason !== undefined && last && ![].concat(e.reason).includes(last.reason))
            problems.push(`${id} step ${i + 1}: expected reason ${e.reason}, the module says ${last.reason}`);
          return;
        }
        last = session.next();
        steps++;
        if (!last) {
          problems.push(`${id} step ${i + 1}: the module has no step left`);
          return;
        }
        const native = block && afterStep(block, i + 1);
        if (block && (native === null || !native.startsWith(last.words)))
          problems.push(`${id} step ${i + 1}: the module says\n${last.words}kmr explain says\n${native}`);
      });
      if (session.next() !== null) problems.push(`${id}: the module has steps left over`);
      session.delete();
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  assert.ok(scenarios > 100, `only ${scenarios} scenarios played`);
  t.diagnostic(`${scenarios} scenarios, ${steps} steps: the module's answers are kmr explain's`);
});
