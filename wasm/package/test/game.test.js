// A whole game through the module (kmr.d.ts): a standard game dealt from a
// seed as `kmr play --deal` and Python's Game.deal deal it, the bare words
// `kmr play` reads, how a game ended as `kmr fuzz` counts it, and numbers
// refused rather than coerced.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadKmr, kmr, kmrBinary } = require('./support.js');

// The hands and decks of a session's state, by side.
function dealtCards(state) {
  return Object.fromEntries(state.sides.map((s) => [s.side, [s.hand.map((h) => h.card), s.deck]]));
}

// What `kmr play --deal ARGS` deals, from its JSON `state`.
function nativeDeal(args) {
  const out = kmr(['play', '--deal', ...args, '--format', 'json'], 'state\n');
  assert.equal(out.status, 0, out.stderr);
  const state = JSON.parse(out.stdout.split('\n')[0]);
  return Object.fromEntries(state.sides.map((s) => [s.side, [s.hand.map((h) => h.card), s.deck]]));
}

test('the same seed deals the same game as kmr play --deal (and Python)', { skip: !kmrBinary && 'no native kmr' }, async () => {
  const m = await loadKmr();
  for (const seed of [1, 7, 2026]) {
    const dealt = m.deal({ seed });
    assert.ok(dealt.ok, dealt.error);
    try {
      assert.deepEqual(dealtCards(dealt.session.state()), nativeDeal(['--seed', String(seed)]));
      assert.deepEqual(dealt.leftOut, []);
    } finally {
      dealt.session.delete();
    }
  }
  const both = m.deal({ seed: 3, sets: ['kc1', 'kc2'], budget: 120 });
  assert.ok(both.ok, both.error);
  assert.deepEqual(dealtCards(both.session.state()), nativeDeal(['--seed', '3', '--sets', 'kc1,kc2', '--budget', '120']));
  assert.deepEqual(new Set(both.leftOut.map((c) => c.why)), new Set(['not implemented', 'no known point value']));
  both.session.delete();
  const byDefault = m.deal();
  assert.deepEqual(dealtCards(byDefault.session.state()), nativeDeal([]));
  byDefault.session.delete();
});

test('a dealt game is played with the bare words kmr play reads', async () => {
  const m = await loadKmr();
  const { session } = m.deal({ seed: 7 });
  try {
    assert.equal(session.act('e2e4').accepted, true);
    assert.equal(session.act('end-turn').accepted, true);
    assert.equal(session.act('move: e7e5').accepted, true);
    assert.equal(session.act('end-turn').result, 'accepted');
    const refused = session.act('e2e5');
    assert.equal(refused.ok, true);
    assert.equal(refused.accepted, false);
    assert.equal(refused.step, 'move: e2e5');
    assert.equal(session.attempt('O-O').accepted, false);
    const bad = session.act('play: fireball {target: d4}');
    assert.equal(bad.ok, false);
    assert.match(bad.error, /give it as a value/);
    assert.equal(session.outcome(), null);
    assert.equal(session.state().termination, 'none');
  } finally {
    session.delete();
  }
});

test('how a game ended: outcome() and the state say it', async () => {
  const m = await loadKmr();
  const { session } = m.openSession({ setup: { fen: '7k/8/6QK/8/8/8/8/8 w - - 0 1' } });
  try {
    session.act('g6g7');
    assert.deepEqual(session.outcome(), {
      termination: 'checkmate',
      winner: 'white',
      result: '1-0',
      card: null,
      words: 'white wins by checkmate (R16.1)',
    });
    const s = session.state();
    assert.deepEqual([s.gameOver, s.termination, s.winner], ['white-wins', 'checkmate', 'white']);
  } finally {
    session.delete();
  }
  const counted = m.openSession({ setup: { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 99 80' } }).session;
  counted.act('a1a2');
  assert.equal(counted.outcome().termination, 'move-count');
  counted.delete();
});

test('a random game ends as kmr fuzz says', { skip: !kmrBinary && 'no native kmr' }, async () => {
  const m = await loadKmr();
  const seen = new Set();
  // Seeds ending eight ways, as Python's test_random.py.
  for (const seed of [1, 2, 3, 4, 9, 16, 35, 56]) {
    const played = m.randomGame({ seed, steps: 600 });
    assert.ok(played.ok, played.error);
    assert.equal(played.steps.length, played.results.length);
    const fuzz = kmr(['fuzz', '--games', '1', '--seed', String(seed), '--steps', '600']).stdout;
    const ended = fuzz.split('\n').find((l) => l.startsWith('games ended:'));
    const o = played.outcome;
    const result = o === null ? null : o.winner === null ? 'draw' : `${o.winner}-wins`;
    const words = o === null ? 'step limit' : `${result} by ${o.termination}`;
    assert.equal(ended, `games ended: ${words} 1;`, `seed ${seed}`);
    seen.add(words);
  }
  assert.equal(seen.size, 8);
});

test('numbers are refused, not coerced: perft, deal, randomGame', async () => {
  const m = await loadKmr();
  for (const depth of [2.5, '3', NaN, Infinity, -1, 65, null, undefined]) {
    const r = m.perft('startpos', depth);
    assert.equal(r.ok, false, `depth ${String(depth)}`);
    assert.match(r.error, /depth takes a whole number from 0 to 64/);
  }
  assert.deepEqual(m.perft('startpos', 2), { ok: true, nodes: 400 });
  assert.equal(m.perft(42, 1).ok, false);
  for (const options of [{ seed: 1.5 }, { seed: -1 }, { seed: '7' }, { budget: 0 }, { sets: 'kc3' }, { sets: 5 }, 7]) {
    const d = m.deal(options);
    assert.equal(d.ok, false, JSON.stringify(options));
  }
  assert.equal(m.randomGame({ seed: 1, steps: 1.5 }).ok, false);
  assert.equal(m.randomGame({ seed: 'x' }).ok, false);
  assert.match(m.randomGame({ seed: 1, cards: ['fireblal'] }).error, /did you mean 'fireball'/);
});

test("the README's dealt game runs as written", async () => {
  const fs = require('node:fs');
  const path = require('node:path');
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const code = [...readme.matchAll(/```js\n([\s\S]*?)```/g)][1][1];
  const logged = [];
  const run = new Function('createKmr', 'console', `return (async () => {\n${code}\n})();`);
  await run(() => loadKmr(), { log: (...args) => logged.push(args) });
  assert.equal(logged[0][0].length, 5);
  assert.deepEqual(logged[0][1], []);
  assert.equal(logged[1][0], null);
});
