// The module's JavaScript API (kmr.d.ts) on small hand-written trees:
// loading, errors in the scenario format's words, acting, trying, undo,
// moves, a card's choices, and the line saved as YAML that `kmr run` passes.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadKmr, kmr, kmrBinary, modulePath } = require('./support.js');

const assassin = {
  scenarios: [
    {
      id: 'assassin-reach',
      title: 'ASSASSIN takes only what the piece could reach',
      rulings: ['A-05'],
      setup: { fen: '4k3/7p/8/8/8/2N1R3/3P4/2B1K3 w - - 0 1', hands: { white: ['assassin'] } },
      steps: [
        { play: 'assassin', move: 'c1c3' },
        { expect: { result: 'rejected', reason: 'illegal-target' } },
        { try: { play: 'assassin', move: 'c1d2' } },
        { play: 'assassin', move: 'c1d2' },
        { expect: { result: 'accepted' } },
      ],
    },
  ],
};

test('version is kmr --version; cards are the catalog', async () => {
  const m = await loadKmr();
  assert.equal(m.version, '0.1.0');
  const cards = m.cards();
  assert.ok(cards.length > 100);
  assert.equal(cards.find((c) => c.id === 'assassin').name, 'ASSASSIN');
  if (kmrBinary) {
    const listed = kmr(['list', 'cards']).stdout.trim().split('\n').slice(1).map((l) => l.split('\t'));
    assert.deepEqual(cards.map((c) => [c.id, c.name, c.set]), listed.map((l) => l.slice(0, 3)));
  }
  if (kmrBinary) assert.equal(kmr(['--version']).stdout.trim(), `kmr ${m.version}`);
});

test('loadScenarios lists the scenarios, or says what is wrong where', async () => {
  const m = await loadKmr();
  const ok = m.loadScenarios(assassin, 'a.yaml');
  assert.deepEqual(ok, { ok: true, scenarios: [{ id: 'assassin-reach', title: assassin.scenarios[0].title, steps: 5 }] });
  const bad = m.loadScenarios({ scenarios: [{ id: 'x', setup: { fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, steps: [{ moov: 'e2e4' }] }] }, 'bad.yaml');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /^bad\.yaml:\d+:\d+: /);
  assert.match(bad.error, /moov/);
  assert.equal(m.loadScenarios(undefined).ok, false);
  // A scenario that does not load fails alone: another of the file opens by its id.
  const mixed = { scenarios: [...assassin.scenarios, { id: 'broken', setup: { fen: 'x' }, steps: ['pass'] }] };
  assert.equal(m.loadScenarios(mixed, 'm').ok, false);
  const good = m.openSession({ scenario: mixed, id: 'assassin-reach', name: 'm' });
  assert.ok(good.ok, good.error);
  good.session.delete();
  const broken = m.openSession({ scenario: mixed, id: 'broken', name: 'm' });
  assert.match(broken.error, /^m:\d+:\d+: /);
  assert.match(m.openSession({ scenario: mixed, id: 'none', name: 'm' }).error, /no scenario with id 'none'/);
  const cyclic = { scenarios: [] };
  cyclic.scenarios.push(cyclic);
  assert.match(m.loadScenarios(cyclic, 'c').error, /cycle/);
});

test('a scenario played step by step: refusal, try, acceptance', async () => {
  const m = await loadKmr();
  const { ok, session } = m.openSession({ scenario: assassin, name: 'a.yaml' });
  assert.ok(ok);
  try {
    assert.equal(session.id, 'assassin-reach');
    assert.deepEqual(session.pending().map((p) => p.probe), [false, true, false]);
    const refused = session.next();
    assert.equal(refused.accepted, false);
    assert.equal(refused.result, 'rejected');
    assert.equal(refused.reason, 'illegal-target');
    assert.ok(refused.rule.length > 0);
    assert.match(refused.words, /^ {2}result: rejected\n {2}reason: illegal-target\n/);
    assert.equal(refused.step, 'play: assassin {move: c1c3}');
    const before = session.state().fen;
    const tried = session.next();
    assert.equal(tried.probe, true);
    assert.equal(tried.accepted, true);
    assert.equal(session.state().fen, before);
    const taken = session.next();
    assert.equal(taken.accepted, true);
    assert.notEqual(session.state().fen, before);
    assert.deepEqual(session.state().sides[0].captured, ['P']);
    assert.equal(session.next(), null);
    assert.deepEqual(session.line(), [refused, tried, taken]);
    assert.ok(session.undo());
    assert.equal(session.state().fen, before);
    assert.equal(session.undo(), false); // a refusal changed nothing: nothing more to take back
  } finally {
    session.delete();
  }
});

test('an own move leaves the scenario\'s line; undo back to it, and its next step is due again', async () => {
  const m = await loadKmr();
  const { session } = m.openSession({ scenario: assassin, name: 'a.yaml' });
  try {
    const words = () => session.pending().map((p) => p.words);
    session.next(); // the refused ASSASSIN: nothing changed
    assert.deepEqual(words(), ['play: assassin {move: c1d2}', 'play: assassin {move: c1d2}']);
    // Own tries and refusals change nothing: the scenario's next step stays due.
    assert.equal(session.attempt({ move: 'e3e7' }).accepted, true);
    assert.equal(session.act({ move: 'e3e9' }).ok, false);
    assert.equal(session.act({ play: 'assassin', move: 'c3c4' }).accepted, false);
    assert.equal(session.diverged(), false);
    assert.equal(words().length, 2);
    // An own move the engine takes: the scenario's steps no longer follow.
    assert.equal(session.act({ move: 'e3e7' }).accepted, true);
    assert.equal(session.diverged(), true);
    assert.deepEqual(session.pending(), []);
    assert.equal(session.next(), null);
    assert.ok(session.undo());
    assert.equal(session.diverged(), false);
    assert.equal(words().length, 2);
    assert.equal(session.next().probe, true);
    const taken = session.next();
    assert.equal(taken.accepted, true);
    assert.deepEqual(session.pending(), []);
    assert.equal(session.diverged(), false);
    // Undoing one of the scenario's own steps makes it due again.
    assert.ok(session.undo());
    assert.deepEqual(words(), ['play: assassin {move: c1d2}']);
    assert.deepEqual(session.next(), taken);
    // With every step played, an own move leaves nothing behind.
    assert.equal(session.act({ move: 'e8f8' }).accepted, true);
    assert.equal(session.diverged(), false);
  } finally {
    session.delete();
  }
});

test('a bare setup: state, moves, act, a refused card, undo', async () => {
  const m = await loadKmr();
  const opened = m.openSession({ setup: { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', hands: { white: ['assassin'], black: ['bog'] } } });
  assert.ok(opened.ok, opened.error);
  const s = opened.session;
  try {
    const st = s.state();
    assert.equal(st.turn, 'white');
    assert.equal(st.toMove, 'white');
    assert.equal(st.board.length, 32);
    assert.deepEqual(st.board.find((p) => p.square === 'e1'), { square: 'e1', piece: 'K', side: 'white', name: 'King' });
    assert.equal(st.sides[1].hand[0].card, 'bog');
    assert.deepEqual(s.pending(), []);
    assert.equal(s.next(), null);
    assert.equal(s.moves().length, 20);
    const e2 = s.moves('e2');
    assert.deepEqual(e2.map((x) => x.to).sort(), ['e3', 'e4']);
    assert.deepEqual(e2[0].step, { move: `e2${e2[0].to}` });
    const card = s.act({ play: 'bog', by: 'black' }); // not black's turn
    assert.equal(card.ok, true);
    assert.equal(card.accepted, false);
    assert.ok(card.reason, 'a refused card has its reason');
    assert.equal(card.result, 'rejected');
    const notHeld = s.act({ play: 'fireball', target: 'e7' });
    assert.equal(notHeld.reason, 'not-in-hand');
    const move = s.act({ move: 'e2e4' });
    assert.equal(move.accepted, true);
    assert.deepEqual(move.events.length > 0, true);
    assert.match(s.state().fen, /^rnbqkbnr\/pppppppp\/8\/8\/4P3\//);
    assert.equal(s.act('end-turn').accepted, true);
    assert.equal(s.state().turn, 'black');
    assert.ok(s.undo());
    assert.ok(s.undo());
    assert.equal(s.state().fen, st.fen);
    const misread = s.act({ play: 'bog', target: 'e4', by: 'black' });
    assert.deepEqual(misread, { ok: false, error: "step 5:3:3: BOG does not read 'target'; it takes no choice; for example {play: bog}" });
    const bad = s.act({ moov: 'e2e4' });
    assert.equal(bad.ok, false);
    assert.match(bad.error, /^step \d+:\d+:\d+: .*moov/);
    assert.equal(s.act(undefined).ok, false);
    assert.equal(s.act(() => 1).ok, false);
  } finally {
    s.delete();
  }
});

// Issue 36: undo kept a whole game per action, each holding the turn so
// far: the heap filled at 4,083 passes in one turn and act() threw a bare
// number. Now a turn of 10,000 passes plays and undoes to its start.
test('a long turn plays and undoes in memory linear in its length', async () => {
  const m = await loadKmr();
  const opened = m.openSession({ setup: { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', hands: { white: ['fireball'] } } });
  assert.ok(opened.ok, opened.error);
  const s = opened.session;
  try {
    const start = s.state().fen;
    assert.equal(s.act({ move: 'e2e4' }).accepted, true);
    for (let i = 0; i < 10000; ++i) assert.equal(s.act('pass').accepted, true, `pass ${i + 1}`);
    assert.equal(s.state().phase, 'after-move');
    for (let i = 0; i < 10000; ++i) assert.ok(s.undo(), `undo ${i + 1}`);
    assert.ok(s.undo());
    assert.equal(s.state().fen, start);
    assert.equal(s.undo(), false);
  } finally {
    s.delete();
  }
});

test('a bad setup says where, as kmr run does', async () => {
  const m = await loadKmr();
  const r = m.openSession({ setup: { fen: 'not a fen' }, name: 'mine' });
  assert.equal(r.ok, false);
  assert.match(r.error, /^mine:\d+:\d+: /);
  assert.equal(m.openSession({}).ok, false);
  assert.equal(m.openSession(null).ok, false);
});

test('choices: every choice set, each a step act() takes', async () => {
  const m = await loadKmr();
  const { session } = m.openSession({ setup: { fen: '4k3/7p/8/8/8/2N1R3/3P4/2B1K3 w - - 0 1', hands: { white: ['assassin'] } } });
  try {
    const c = session.choices('assassin');
    assert.equal(c.ok, true);
    assert.ok(c.choices.length >= 1);
    for (const step of c.choices) {
      assert.equal(step.play, 'assassin');
      const a = session.attempt(step);
      assert.equal(a.ok, true, a.error);
      assert.notEqual(a.result, 'rejected', JSON.stringify(step)); // taken: accepted, or spent with no effect
    }
    assert.equal(session.choices('no-such-card').ok, false);
    assert.equal(session.choices('assassin', 'green').ok, false);
  } finally {
    session.delete();
  }
});

test('lineYaml: the line as a scenario that kmr run passes', { skip: !kmrBinary && 'no native kmr' }, async () => {
  const m = await loadKmr();
  const { session } = m.openSession({ scenario: assassin });
  try {
    while (session.next() !== null);
    const yaml = session.lineYaml({ id: 'assassin-line', title: 'ASSASSIN, refused then taken', rulings: ['A-05'] });
    assert.equal(typeof yaml, 'string');
    assert.match(yaml, /id: assassin-line\n/);
    assert.match(yaml, /rulings: \[A-05\]/);
    assert.match(session.lineYaml(), /id: assassin-reach-played\n/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kmr-wasm-'));
    const file = path.join(dir, 'line.yaml');
    fs.writeFileSync(file, yaml);
    const r = kmr(['run', file]);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout + r.stderr, /1 passed, 0 failed/);
    fs.rmSync(dir, { recursive: true });
  } finally {
    session.delete();
  }
});

test('perft counts as kmr perft does (FIDE rules by default)', async () => {
  const m = await loadKmr();
  const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  assert.deepEqual(m.perft('startpos', 3), { ok: true, nodes: 8902 });
  assert.deepEqual(m.perft(kiwipete, 3), { ok: true, nodes: 97862 });
  assert.deepEqual(m.perft(kiwipete, 3, { path: 'generic' }), { ok: true, nodes: 97862 });
  if (kmrBinary) {
    const native = kmr(['perft', '--rules', 'knightmare', kiwipete, '3']).stdout;
    assert.match(native, new RegExp(`Nodes: ${m.perft(kiwipete, 3, { rules: 'knightmare' }).nodes}\\b`));
  }
  assert.equal(m.perft('startpos', 3, { rules: 'chess960' }).ok, false);
  assert.equal(m.perft('not a fen', 1).ok, false);
});

test("the README's example runs as written", async () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(readme)[1];
  assert.ok(code.split('\n').length <= 12);
  const logged = [];
  const run = new Function('require', 'console', `return (async () => {\n${code}\n})();`);
  const fakeRequire = (name) => (name === 'kmr' ? require(modulePath) : require(name));
  await run(fakeRequire, { log: (...args) => logged.push(args) });
  assert.deepEqual(logged[0].slice(0, 3), ['rejected', 'illegal-target', 'R8.3']);
  assert.deepEqual(logged[1], [['e1f1']]);
  assert.match(logged[2][0], /^scenarios:$/m);
});

test("an error's line and column point into JSON.stringify(value, null, 2)", async () => {
  const m = await loadKmr();
  const tree = {
    scenarios: [
      {
        id: 'x',
        title: 'x',
        setup: { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', hands: { white: ['bog'], black: [] } },
        steps: [{ move: 'e1e2' }, { expect: { result: 'accepted', turn: 'purple' } }, { play: 'bog', tagret: 'e4' }],
      },
    ],
  };
  const r = m.loadScenarios(tree, 'pos');
  assert.equal(r.ok, false);
  const lines = JSON.stringify(tree, null, 2).split('\n');
  const at = r.error.split('\n').map((e) => {
    const [, line, column] = /^pos:(\d+):(\d+): /.exec(e);
    return lines[line - 1].slice(column - 1);
  });
  assert.deepEqual(at, ['"purple"', '"tagret": "e4"']);
});
