// The kmr WebAssembly module: the Knightmare Chess rules engine and its
// session, for JavaScript. Values in and out use the scenario format's names
// (scenarios/FORMAT.md): setup, steps, result, reason, rule, detail, events.
// Scenario and step values are read by the scenario reader itself, so their
// keys, values and error messages are exactly a scenario file's; an error's
// "name:line:column" counts lines and columns in JSON.stringify(value, null, 2).

// In Node: const createKmr = require('kmr'); in a page: <script src="kmr.js">, then createKmr().

/** Loads the module (the wasm is inside kmr.js). */
declare function createKmr(options?: Record<string, unknown>): Promise<createKmr.Kmr>;

declare namespace createKmr {
  /** A scenario file's content as JavaScript values: {scenarios: [...]} or one scenario at top level. */
  export type ScenarioTree = Record<string, unknown>;

  /**
   * A step as a scenario writes it: {move: 'e2e4'}, {play: 'fireball', target: 'd4', by: 'black'},
   * {try: {...}}; or the words `kmr play` reads that need no more than one `key: value`: 'e2e4',
   * 'e7e8q', 'O-O', 'end-turn', 'pass', 'move: e2e4', 'play: bog'. Choices come as an object.
   */
  export type StepValue = string | Record<string, unknown>;

  export type SideName = 'white' | 'black';

  /** Why a game ended (the scenario format's `termination:` words). */
  export type Termination =
    | 'checkmate'
    | 'stalemate'
    | 'repetition'
    | 'move-count'
    | 'dead-position'
    | 'no-king'
    | 'stalled'
    | 'card-win';

  /** How a game ended, as python-chess's Outcome says it. */
  export interface Outcome {
    termination: Termination;
    /** null for a draw. */
    winner: SideName | null;
    /** '1-0', '0-1' or '1/2-1/2'. */
    result: '1-0' | '0-1' | '1/2-1/2';
    /** For 'card-win': the card whose win it is. */
    card: string | null;
    /** In words: "white wins by checkmate (R16.1)". */
    words: string;
  }

  export interface ErrorResult {
    ok: false;
    /** "name:line:column: message", one a line, as `kmr run` says it. */
    error: string;
  }

  export interface Answer {
    ok: true;
    accepted: boolean;
    /** 'accepted' | 'rejected' | 'no-effect' */
    result: 'accepted' | 'rejected' | 'no-effect';
    /** A reason code of the scenario format ('wrong-timing', ...), null when accepted. */
    reason: string | null;
    /** The rule that decided, e.g. "R6.4" (may be empty). */
    rule: string;
    /** One sentence for people (may be empty). */
    detail: string;
    /** One line: "reason (rule): detail", empty when accepted with no detail. */
    why: string;
    /** What happened, in order ("e2e4", "captured p on d5", ...). */
    events: string[];
    /**
     * The same in plain words, each once, the pieces named ("the black Pawn on d5 is captured");
     * given by act(), attempt(), next() and line(), empty when the action was not taken.
     */
    eventWords?: string[];
    /** The answer as `kmr explain` words it (lines, each indented by two). */
    words: string;
    /** The step in scenario words: "play: bribery {target: e6}". */
    step: string;
    /** True for an attempt (a `try`): the game is unchanged. */
    probe: boolean;
  }

  export interface PieceOnBoard {
    square: string;
    /** FEN letter, upper case for White. */
    piece: string;
    side: SideName;
    /** "King", "Pawn", ... */
    name: string;
  }

  export interface HandCard {
    card: string;
    name: string;
    playableNow: boolean;
    /** The timing's refusal when not playable now. */
    whyNot: string;
  }

  export interface SideState {
    side: SideName;
    inCheck: boolean;
    hand: HandCard[];
    /** The card windows open to this side now. */
    windows: string[];
    /** Top first. */
    deck: string[];
    discard: string[];
    /** Pieces this side has lost, by FEN letter. */
    captured: string[];
    dead: string[];
  }

  export interface EffectState {
    card: string;
    name: string;
    /** Where it lies ("on e4"), or empty. */
    place: string;
    owner: SideName;
    continuing: boolean;
    suspended: boolean;
    /** The words naming it alone, for a card's `effect` choice: "pacifism on e4", "doomsayer #2". */
    words: string;
  }

  export interface State {
    fen: string;
    turn: SideName;
    toMove: SideName;
    /** 'before-move' | 'after-move' | ... */
    phase: string;
    /** How the game stands: 'none' while it goes on. */
    gameOver: 'none' | 'white-wins' | 'black-wins' | 'draw';
    /** Why it ended: 'none' while it goes on. */
    termination: Termination | 'none';
    winner: SideName | null;
    checkmated: SideName | null;
    stalemated: boolean;
    moveCancelled: boolean;
    hiddenPieceOwner: SideName | null;
    board: PieceOnBoard[];
    /** White, then black. */
    sides: SideState[];
    /** In play order. */
    effects: EffectState[];
    marks: { square: string; marks: string[] }[];
  }

  export interface MoveOption {
    from: string;
    to: string;
    /** Promotion piece letter ('q', 'r', 'b', 'n'), or null. */
    promotion: string | null;
    /** The engine's answer to the move, probed. */
    accepted: boolean;
    result: 'accepted' | 'rejected' | 'no-effect';
    reason: string | null;
    /** The move as a step for act(). */
    step: { move: string };
  }

  export interface ChoicesResult {
    ok: true;
    /** Every choice set the engine takes now, each a step ready for act(). */
    choices: Record<string, unknown>[];
    /** The search stopped at its bound: more may exist. */
    truncated: boolean;
    tried: number;
    /** The timing's answer, when the card may not be played now at all. */
    refusal?: Answer;
  }

  export interface PendingStep {
    /** The step in scenario words: "play: bog {by: black}". */
    words: string;
    /** A `try`: next() attempts it. */
    probe: boolean;
  }

  export interface KmrSession {
    /** The scenario's id and title (empty for a bare setup). */
    readonly id: string;
    readonly title: string;
    state(): State;
    /** How the game ended, or null while it goes on (a mate given stands once the turn ends, R16.1). */
    outcome(): Outcome | null;
    /**
     * The scenario's steps not yet played (its expects are checks, not steps); empty for a bare setup,
     * and while the line has left the scenario's (see diverged()).
     */
    pending(): PendingStep[];
    /** Plays the scenario's next step as it says (act, or attempt for a `try`); null when none remain or the line has left the scenario's. */
    next(): Answer | null;
    /**
     * True once the engine took an own act() while steps of the scenario remained: they no longer
     * follow from the board. Own attempts and refused acts change nothing and leave the next step due;
     * undo() back past the own act makes it due again (undoing one of the scenario's steps makes that one due).
     */
    diverged(): boolean;
    /** Plays the step; a refused step leaves the game as it was. */
    act(step: StepValue): Answer | ErrorResult;
    /** Asks without acting: the game unchanged. */
    attempt(step: StepValue): Answer | ErrorResult;
    /** The line played so far, oldest first: each step's answer (attempts included, as `kmr play`'s explain lists them). */
    line(): Answer[];
    /** Takes back the last action (and the attempts after it). False when there is none. */
    undo(): boolean;
    /** The legal moves of the side to move (from one square when given, none for a bad square), each probed. */
    moves(from?: string): MoveOption[];
    /** Every choice set with which `by` (default: whoever may act now) could play the card now. */
    choices(card: string, by?: SideName): ChoicesResult | ErrorResult;
    /**
     * The setup and the line played as scenario YAML, each step with its expect, runnable by `kmr run`
     * (as `kmr play`'s save writes it). `id` defaults to the scenario's id + '-played' (or 'played-line'),
     * `title` to one said from the line.
     */
    lineYaml(options?: { id?: string; title?: string; rulings?: string[] }): string | ErrorResult;
    /** Frees the session (embind objects are not garbage-collected). */
    delete(): void;
  }

  export interface ScenarioSummary {
    id: string;
    title: string;
    /** Steps in the scenario, expects included. */
    steps: number;
  }

  export interface OpenScenario {
    /** A scenario file's content. */
    scenario: ScenarioTree;
    /**
     * Which scenario; may be left out when the file holds one. Named, it opens when it loads, whatever
     * the file's other scenarios do (as `kmr run` runs each alone); unnamed, any load error is an error.
     */
    id?: string;
    /** The file's name in messages (default "scenario"). */
    name?: string;
  }

  export interface OpenSetup {
    /** A scenario's setup: {fen, hands, effects, captured, decks, phase, ...}. */
    setup: Record<string, unknown>;
    name?: string;
  }

  export interface DealOptions {
    /** The seed (default 1): the same seed deals the same game as `kmr play --deal --seed N` and Python's Game.deal. */
    seed?: number;
    /** The card sets: 'kc1' (default), 'kc2', 'kc1,kc2' or a list of them. */
    sets?: string | string[];
    /** Each deck's points (default 150, R3.1). */
    budget?: number;
  }

  export interface LeftOutCard {
    card: string;
    /** 'not implemented' or 'no known point value'. */
    why: string;
  }

  export interface RandomGame {
    ok: true;
    /** The setup as a scenario's `setup:` map (YAML). */
    setup: string;
    /** Every action the random player tried, as a YAML flow step. */
    steps: string[];
    /** The engine's answer to each. */
    results: Answer[];
    /** How it ended, or null when it stopped at its step limit. */
    outcome: Outcome | null;
  }

  export interface Kmr {
    /** "0.1.0", as `kmr --version`. */
    readonly version: string;
    /**
     * A standard game (R3, R4): the cards of the sets shared out, each deck picked to the budget (a unique card
     * once), shuffled from the seed, five cards dealt, from the opening position. Cards the engine does not play,
     * or cannot cost, are left out and listed. Free the session with delete().
     */
    deal(options?: DealOptions): { ok: true; session: KmrSession; leftOut: LeftOutCard[] } | ErrorResult;
    /** The first game `kmr fuzz --seed SEED --steps STEPS` plays (default 200 steps; `cards` to deal). */
    randomGame(options: { seed: number; steps?: number; cards?: string[] }): RandomGame | ErrorResult;
    loadScenarios(tree: ScenarioTree, name?: string):
      | { ok: true; scenarios: ScenarioSummary[] }
      | ErrorResult;
    openSession(options: OpenScenario | OpenSetup): { ok: true; session: KmrSession } | ErrorResult;
    /** Every card of the catalog, by id: set 'KC1' or 'KC2'. */
    cards(): { id: string; name: string; set: string }[];
    /**
     * The move generator's leaf count to `depth` plies from a FEN ('startpos' for the opening),
     * as `kmr perft` counts it, with its defaults: rules 'fide' (or 'knightmare'), path 'auto'
     * (or 'fast', 'generic', 'reference'). The depth is a whole number from 0 to 64, never coerced.
     */
    perft(
      fen: string,
      depth: number,
      options?: { rules?: 'fide' | 'knightmare'; path?: 'auto' | 'fast' | 'generic' | 'reference' },
    ): { ok: true; nodes: number } | ErrorResult;
  }
}

export = createKmr;
