// A typed program on the kmr package, compiled by `tsc --strict` against
// kmr.d.ts and run (wasm/tests/tsc_test.sh): deals a standard game, plays it
// to its end with the first legal move of each turn, and says how it ended.
import createKmr = require('kmr');

function words(outcome: createKmr.Outcome | null): string {
  return outcome === null ? 'the game goes on' : `${outcome.result} ${outcome.termination}: ${outcome.words}`;
}

async function main(): Promise<void> {
  const kmr: createKmr.Kmr = await createKmr();
  const dealt = kmr.deal({ seed: 7, sets: 'kc1' });
  if (!dealt.ok) throw new Error(dealt.error);
  const session: createKmr.KmrSession = dealt.session;
  const left: createKmr.LeftOutCard[] = dealt.leftOut;
  try {
    for (let turn = 0; turn < 400 && session.outcome() === null; ++turn) {
      const state: createKmr.State = session.state();
      const moves: createKmr.MoveOption[] = session.moves();
      if (state.phase === 'before-move' && moves.length > 0) {
        const answer = session.act(moves[0].step);
        if (!answer.ok || !answer.accepted) throw new Error(`the engine refused its own legal move: ${JSON.stringify(answer)}`);
      }
      const ended = session.act('end-turn');
      if (!ended.ok) throw new Error(ended.error);
      if (!ended.accepted) break;
    }
    console.log(`kmr ${kmr.version}, ${left.length} cards left out: ${words(session.outcome())}`);
  } finally {
    session.delete();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  throw e;
});
