// The scenario loader on malformed input: every malformed file stops with
// one exact "file:line:column: message", and nothing throws.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "kmr/fen.hpp"
#include "kmr/load/loader.hpp"
#include "loader_support.hpp"

namespace kmr::harness {
namespace {

// ---------------------------------------------------------------- malformed files

struct BadCase {
  const char* name;
  std::string yaml;
  std::string error;
};

std::string fen_error(std::string_view fen, RulesProfile profile) {
  std::string m = parse_fen(fen, profile).error().message;
  return m.substr(m.find(": ") + 2);  // without the engine's "bad FEN: "
}

std::vector<BadCase> bad_cases() {
  const std::string reasons =
      "illegal-move, wrong-timing, one-card-limit, not-in-hand, illegal-target, condition-unmet, immune, "
      "cannot-threaten, blocked, checkmate-rule, check-rule, same-position, not-implemented, game-over";
  return {
      // ---- the file
      {"YamlSyntax", "id: [x\n", "t.yaml:2:1: YAML syntax error: end of sequence flow not found"},
      {"TabIndent", "id: x\nsetup:\n\tfen: x\n", "t.yaml:3:5: YAML syntax error: illegal map value"},
      {"EmptyFile", "", "t.yaml:1:1: empty file (expected 'scenarios:' with a list, or a single scenario)"},
      {"OnlyComments", "# nothing yet\n\n",
       "t.yaml:1:1: empty file (expected 'scenarios:' with a list, or a single scenario)"},
      {"TopLevelList", "- id: x\n",
       "t.yaml:1:1: expected a map at the top of the file ('scenarios:' with a list, or a single scenario), "
       "got "
       "a list"},
      {"TopLevelString", "hello\n",
       "t.yaml:1:1: expected a map at the top of the file ('scenarios:' with a list, or a single scenario), "
       "got "
       "the string 'hello'"},
      {"TwoDocuments", with_steps("  - pass\n---\nid: y\n"),
       "t.yaml:5:1: more than one YAML document in the file (expected one)"},
      {"ScenariosNotAList", "scenarios: {id: x}\n",
       "t.yaml:1:12: expected a list for 'scenarios', got a map"},
      {"ScenariosEmpty", "scenarios: []\n",
       "t.yaml:1:12: 'scenarios' is empty (a file needs at least one scenario)"},
      {"ScenariosBesideScenarioKeys", "id: x\nscenarios: []\n",
       "t.yaml:1:1: unknown key 'id' at the top of the file (a file holds either 'scenarios:' or a single "
       "scenario)"},
      {"ScenarioNotAMap", "scenarios:\n  - just-an-id\n",
       "t.yaml:2:5: expected a map for a scenario, got the string 'just-an-id'"},
      {"DuplicateKey", "id: x\nid: y\n", "t.yaml:2:1: duplicate key 'id'"},
      {"NonScalarKey", "id: x\n[a, b]: c\n", "t.yaml:2:1: a map key must be a plain string, not a list"},
      {"DuplicateIdInFile",
       "scenarios:\n"
       "  - {id: same, setup: {fen: 8/8/8/8/8/8/8/8}, steps: [pass]}\n"
       "  - {id: same, setup: {fen: 8/8/8/8/8/8/8/8}, steps: [pass]}\n",
       "t.yaml:3:5: duplicate scenario id 'same' (first in t.yaml:2)"},

      // ---- scenario keys
      {"UnknownScenarioKey", "id: x\ntitel: typo\n",
       "t.yaml:2:1: unknown key 'titel' in a scenario (did you mean 'title'?) (allowed: id, title, rulings, "
       "cards, pending, setup, "
       "steps)"},
      {"MissingId", "title: no id\nsetup: {fen: 8/8/8/8/8/8/8/8}\nsteps: [pass]\n",
       "t.yaml:1:1: scenario has no 'id'"},
      {"IdNotKebabCase", "id: Pacifism_Test\n",
       "t.yaml:1:5: scenario id 'Pacifism_Test' is not kebab-case (lower-case letters and digits joined by "
       "single "
       "hyphens)"},
      {"IdIsAList", "id: [a]\n", "t.yaml:1:5: expected a string for 'id', got a list"},
      {"RulingsNotAList", "id: x\nrulings: P-01\n",
       "t.yaml:2:10: expected a list for 'rulings', got the string 'P-01'"},
      {"DeclaredUnknownCard", "id: x\ncards: [pacifism, fogofwar]\n",
       "t.yaml:2:19: unknown card 'fogofwar' (did you mean 'fog-of-war'?)"},
      {"PendingWithoutReason", "id: x\npending:\n",
       "t.yaml:2:1: expected a string for 'pending', got an empty value"},
      {"MissingSetup", "id: x\nsteps: [pass]\n", "t.yaml:1:1: scenario 'x' has no 'setup'"},
      {"MissingSteps", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8}\n", "t.yaml:1:1: scenario 'x' has no 'steps'"},
      {"StepsEmpty", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8}\nsteps: []\n",
       "t.yaml:3:8: scenario 'x' has no steps (at least one is required)"},
      {"StepsNotAList", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8}\nsteps: {move: e2e4}\n",
       "t.yaml:3:8: expected a list for 'steps', got a map"},

      // ---- setup
      {"SetupNotAMap", "id: x\nsetup: [fen]\n", "t.yaml:2:8: expected a map for 'setup', got a list"},
      {"UnknownSetupKey", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, hand: {}}\n",
       "t.yaml:2:31: unknown key 'hand' in 'setup' (did you mean 'hands'?) (allowed: fen, rules, effects, "
       "captured, dead, hands, "
       "decks, discard, phase, common_deck, seed, deck_budget)"},
      {"MissingFen", "id: x\nsetup: {rules: fide}\n", "t.yaml:2:8: 'setup' has no 'fen'"},
      {"BadFen", "id: x\nsetup: {fen: \"4k3/8/8 w\"}\n",
       "t.yaml:2:14: bad FEN '4k3/8/8 w': " + fen_error("4k3/8/8 w", RulesProfile::Knightmare)},
      {"FenCheckedUnderDeclaredRules", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, rules: fide}\n",
       "t.yaml:2:14: bad FEN '8/8/8/8/8/8/8/8': " + fen_error("8/8/8/8/8/8/8/8", RulesProfile::Fide)},
      {"UnknownRules", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, rules: chess}\n",
       "t.yaml:2:38: unknown rules 'chess' (allowed: knightmare, fide)"},
      {"UnknownPhase", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, phase: after}\n",
       "t.yaml:2:38: unknown phase 'after' (allowed: before-move, after-move)"},
      {"UnknownCardInHand", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, hands: {black: [zzzzzz]}}\n",
       "t.yaml:2:47: unknown card 'zzzzzz'"},
      {"HandsNotAMap", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, hands: [bog]}\n",
       "t.yaml:2:38: expected a map for 'hands', got a list"},
      {"UnknownSideKey", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, captured: {red: [P]}}\n",
       "t.yaml:2:42: unknown key 'red' in 'captured' (allowed: white, black)"},
      {"BadPieceLetter", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, captured: {white: [P, X]}}\n",
       "t.yaml:2:53: bad piece letter 'X' (expected one of PNBRQKS for white, pnbrqks for black (S: a "
       "Princess))"},
      {"PieceLetterOfTheWrongSide", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, dead: {white: [p]}}\n",
       "t.yaml:2:46: piece letter 'p' is black, but it is listed under white"},
      {"EffectWithoutOwner", "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, effects: [{card: pacifism}]}\n",
       "t.yaml:2:41: effect has no 'owner'"},
      {"EffectWithUnknownKey",
       "id: x\nsetup: {fen: 8/8/8/8/8/8/8/8, effects: [{card: bog, owner: white, on: d4}]}\n",
       "t.yaml:2:67: unknown key 'on' in an effect (allowed: card, owner, target, targets, to, move, moves, "
       "square, "
       "wall, piece, rotate, promote, announce, refuse, effect)"},

      // ---- steps
      {"StepWithoutAction", with_steps("  - by: white\n"),
       "t.yaml:4:5: step has no action (expected one of: move, castle, play, try, pass, end-turn, say, "
       "recall, "
       "timeout, expect, discard, keep)"},
      {"StepWithTwoActions", with_steps("  - move: e2e4\n    pass:\n"),
       "t.yaml:5:5: step has more than one action ('move' and 'pass'); write one action per step"},
      {"PlayBesideExpect", with_steps("  - {expect: {check: []}, play: bog, move: e2e4}\n"),
       "t.yaml:4:27: step has more than one action ('expect' and 'play'); write one action per step"},
      {"UnknownBareStep", with_steps("  - resign\n"),
       "t.yaml:4:5: unknown step 'resign' (a step written as a bare word is one of: pass, end-turn, "
       "timeout)"},
      {"StepIsAList", with_steps("  - [move, e2e4]\n"), "t.yaml:4:5: expected a map for a step, got a list"},
      {"BadSide", with_steps("  - {pass: , by: red}\n"),
       "t.yaml:4:18: unknown side 'red' (allowed: white, black)"},
      {"BadMove", with_steps("  - move: e2e9\n"),
       "t.yaml:4:11: bad move 'e2e9' (expected coordinate notation such as e2e4, or e7e8q)"},
      {"MultiLineValueStaysOnOneLine", with_steps("  - move: |\n      e2e4\n"),
       "t.yaml:4:11: bad move 'e2e4\\n' (expected coordinate notation such as e2e4, or e7e8q)"},
      {"ChoiceKeyOnAMove", with_steps("  - {move: e2e4, target: d5}\n"),
       "t.yaml:4:18: unknown key 'target' in a 'move' step (allowed: move, promote, castling, by)"},
      {"PromotionTwice", with_steps("  - {move: e7e8q, promote: q}\n"),
       "t.yaml:4:19: promotion given twice ('e7e8q' and 'promote')"},
      {"BadPromotion", with_steps("  - {move: e7e8, promote: k}\n"),
       "t.yaml:4:27: bad promotion piece 'k' (allowed: q, r, b, n)"},
      {"PassWithAValue", with_steps("  - pass: now\n"),
       "t.yaml:4:11: 'pass' takes no value, got the string 'now'"},
      {"PlayUnknownCard", with_steps("  - play: Fog-Of-War\n"),
       "t.yaml:4:11: unknown card 'Fog-Of-War' (did you mean 'fog-of-war'?)"},
      {"BadTargetSquare", with_steps("  - {play: pacifism, target: z9}\n"),
       "t.yaml:4:30: bad square 'z9' (expected a1 to h8)"},
      {"TargetsNotAList", with_steps("  - {play: tournament, targets: a2}\n"),
       "t.yaml:4:33: expected a list for 'targets', got the string 'a2'"},
      {"MoveAndMoves", with_steps("  - {play: annexation, move: a2a4, moves: [b2b4]}\n"),
       "t.yaml:4:36: 'move' and 'moves' cannot both be given (use 'moves' for several)"},
      {"BadWall", with_steps("  - {play: fortification, wall: e4e5}\n"),
       "t.yaml:4:33: bad wall 'e4e5' (expected two squares joined by a hyphen, such as e4-e5)"},
      {"BadRotation", with_steps("  - {play: earthquake, rotate: left}\n"),
       "t.yaml:4:32: bad rotation 'left' (allowed: cw, ccw)"},
      {"UnknownChoiceCard", with_steps("  - {play: counterspell, card: lasst}\n"),
       "t.yaml:4:32: unknown card 'lasst'"},
      {"UnknownPieceName", with_steps("  - say: rokk\n"),
       "t.yaml:4:10: unknown piece name 'rokk' (expected a piece type such as rook, or a piece mark such as "
       "crab)"},
      {"RecallWithoutSquare", with_steps("  - recall: {piece: rook}\n"),
       "t.yaml:4:13: 'recall' has no 'square'"},
      {"SayWithABadSquare", with_steps("  - {say: rook, square: i9}\n"),
       "t.yaml:4:25: bad square 'i9' (expected a1 to h8)"},
      {"KeepWithoutSquare", with_steps("  - keep: {piece: knight}\n"), "t.yaml:4:11: 'keep' has no 'square'"},
      {"KeepWithAWord", with_steps("  - keep: knight\n"),
       "t.yaml:4:11: expected a map for 'keep', got the string 'knight'"},
      {"CastleMisspelt", with_steps("  - castle: kingside\n"),
       "t.yaml:4:13: unknown castling side 'kingside' (did you mean 'king-side'?) (expected one of: "
       "king-side, "
       "queen-side, O-O, O-O-O)"},
      {"CastlingNotABoolean", with_steps("  - move: e1g1\n    castling: yes\n"),
       "t.yaml:5:15: expected true or false for 'castling', got the string 'yes'"},
      {"TryWithAnotherAction", with_steps("  - try: {move: e2e4, say: rook}\n"),
       "t.yaml:4:23: unknown key 'say' in 'try' (allowed: move, promote, castling, by)"},
      {"TryWithoutAction", with_steps("  - try: {by: white}\n"),
       "t.yaml:4:10: 'try' needs one of: move, castle, play"},
      {"ByOutsideTry", with_steps("  - try: {move: e2e4}\n    by: white\n"),
       "t.yaml:5:5: unknown key 'by' in a 'try' step (allowed: try)"},
      {"TryNotAMap", with_steps("  - try: e2e4\n"),
       "t.yaml:4:10: expected a map for 'try', got the string 'e2e4'"},

      // ---- expect
      {"EmptyExpect", with_steps("  - expect: {}\n"),
       "t.yaml:4:13: 'expect' is empty (name at least one thing to check)"},
      {"NullExpect", with_steps("  - expect:\n"),
       "t.yaml:4:5: 'expect' is empty (name at least one thing to check)"},
      {"ExpectWithBy", with_steps("  - {expect: {check: []}, by: white}\n"),
       "t.yaml:4:27: unknown key 'by' in an 'expect' step (allowed: expect)"},
      {"UnknownExpectKey", with_steps("  - expect: {results: accepted}\n"),
       "t.yaml:4:14: unknown key 'results' in 'expect' (did you mean 'result'?) (allowed: result, reason, "
       "to_move, turn, board, at, marks, check, checkmate, stalemate, game_over, termination, captured, "
       "dead, "
       "in_play, "
       "suspended, "
       "hand, discard, moves_from, can_move, captured_includes, hand_includes, in_play_includes, phase, "
       "castling_rights, en_passant, halfmove, fullmove, deck)"},
      {"UnknownResult", with_steps("  - expect: {result: refused}\n"),
       "t.yaml:4:22: unknown result 'refused' (allowed: accepted, rejected, no-effect)"},
      {"UnknownReason", with_steps("  - expect: {result: rejected, reason: illegal}\n"),
       "t.yaml:4:40: unknown reason 'illegal' (allowed: " + reasons + ")"},
      {"RejectedWithoutReason", with_steps("  - expect: {result: rejected}\n"),
       "t.yaml:4:22: 'reason' is required when the result is rejected"},
      {"NoEffectWithoutReason", with_steps("  - expect: {result: no-effect, to_move: white}\n"),
       "t.yaml:4:22: 'reason' is required when the result is no-effect"},
      {"ReasonWithAccepted", with_steps("  - expect: {result: accepted, reason: immune}\n"),
       "t.yaml:4:32: 'reason' cannot be given with result: accepted"},
      {"BadBoard", with_steps("  - expect: {board: \"4k3/9/8/8/8/8/8/4K3\"}\n"),
       "t.yaml:4:21: bad board '4k3/9/8/8/8/8/8/4K3': " +
           fen_error("4k3/9/8/8/8/8/8/4K3", RulesProfile::Knightmare)},
      {"BadAtSquare", with_steps("  - expect: {at: {d9: p}}\n"),
       "t.yaml:4:19: bad square 'd9' (expected a1 to h8)"},
      {"BadAtLetter", with_steps("  - expect: {at: {d5: pawn}}\n"),
       "t.yaml:4:23: bad piece letter 'pawn' (expected one of PNBRQKS for white, pnbrqks for black (S: a "
       "Princess), or empty)"},
      {"UnknownMark", with_steps("  - expect: {marks: {d5: [pacifism]}}\n"),
       "t.yaml:4:27: unknown mark 'pacifism' (allowed: pacifist, neutral, crab, prince, paladin, champion, "
       "royal-knight, warlord, amazon, princess, medusa, confabulated)"},
      {"CheckNotAList", with_steps("  - expect: {check: white}\n"),
       "t.yaml:4:21: expected a list for 'check', got the string 'white'"},
      {"BadCheckmate", with_steps("  - expect: {checkmate: both}\n"),
       "t.yaml:4:25: bad checkmate 'both' (allowed: white, black, none)"},
      {"RecallAloudNotABool", with_steps("  - recall: {piece: rook, square: a8, aloud: quietly}\n"),
       "t.yaml:4:46: expected true or false for 'aloud', got the string 'quietly'"},
      {"KeepTakesNoAloud", with_steps("  - keep: {piece: rook, square: a8, aloud: false}\n"),
       "t.yaml:4:37: unknown key 'aloud' in 'keep' (allowed: piece, square)"},
      {"StalemateNotABool", with_steps("  - expect: {stalemate: \"false\"}\n"),
       "t.yaml:4:25: expected true or false for 'stalemate', got the string 'false'"},
      {"BadGameOver", with_steps("  - expect: {game_over: white}\n"),
       "t.yaml:4:25: unknown game_over 'white' (allowed: white-wins, black-wins, draw, none)"},
      {"BadTermination", with_steps("  - expect: {termination: move_count}\n"),
       "t.yaml:4:27: unknown termination 'move_count' (did you mean 'move-count'?) (allowed: checkmate, "
       "stalemate, repetition, move-count, dead-position, no-king, stalled, card-win, none)"},
      {"ExpectCapturedWrongCase", with_steps("  - expect: {captured: {black: [Q]}}\n"),
       "t.yaml:4:33: piece letter 'Q' is white, but it is listed under black"},
      {"ExpectHandUnknownCard", with_steps("  - expect: {hand: {white: [bogg]}}\n"),
       "t.yaml:4:29: unknown card 'bogg' (did you mean 'bog'?)"},
      {"InPlayNotAList", with_steps("  - expect: {in_play: pacifism}\n"),
       "t.yaml:4:23: expected a list for 'in_play', got the string 'pacifism'"},
      {"MovesFromBadSquare", with_steps("  - expect: {moves_from: {d5: [d6, d0]}}\n"),
       "t.yaml:4:36: bad square 'd0' (expected a1 to h8)"},
      {"CanMoveNotNotAMap", with_steps("  - expect: {can_move: {not: [d5]}}\n"),
       "t.yaml:4:30: expected a map for 'not', got a list"},
  };
}

void PrintTo(const BadCase& c, std::ostream* os) { *os << c.name; }

class MalformedTest : public ::testing::TestWithParam<BadCase> {};

// The first error is exact; a case's scenario may have others (most cases
// have no steps), reported after it in the same run.
TEST_P(MalformedTest, StopsWithTheExactError) {
  const std::string all = load_error(GetParam().yaml);
  EXPECT_EQ(all.substr(0, all.find('\n')), GetParam().error) << all;
}

INSTANTIATE_TEST_SUITE_P(LoaderTest, MalformedTest, ::testing::ValuesIn(bad_cases()),
                         [](const ::testing::TestParamInfo<BadCase>& param) {
                           return std::string(param.param.name);
                         });

TEST(LoaderTest, EnoughMalformedCases) { EXPECT_GE(bad_cases().size(), 25u); }

// Every prefix of a good file, and some garbage, loads or fails without throwing or crashing.
TEST(LoaderTest, NeverThrowsOnTruncatedOrGarbageInput) {
  const std::string good = R"(scenarios:
  - id: a
    setup: {fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", effects: [{card: pacifism, owner: white, target: e1}]}
    steps:
      - {play: fortification, wall: e4-e5, by: white}
      - try: {move: e7e8q}
      - expect: {result: rejected, reason: wrong-timing, at: {e1: K}, can_move: {e1: [e2], not: {e1: [e3]}}}
      - pass
)";
  for (std::size_t n = 0; n <= good.size(); ++n) {
    LoadedFile f = load(good.substr(0, n));
    EXPECT_TRUE(f.error.has_value() || !f.scenarios.empty() || !f.bad.empty()) << n;
    EXPECT_TRUE(!f.error.has_value() || f.scenarios.empty()) << n;
  }
  const std::string garbage[] = {std::string("\0\x01\xff\xfe", 4),
                                 "{{{{",
                                 "]]]",
                                 "- - - -",
                                 "&a [*a]",
                                 "*",
                                 "!!binary x",
                                 ":::",
                                 "a: &x b\nc: *y\n",
                                 std::string(5000, '['),
                                 std::string(5000, '-') + " x",
                                 "\xef\xbb\xbfid: x\n",
                                 "key: \"unterminated\n",
                                 "? complex\n: key\n"};
  for (const auto& text : garbage) {
    LoadedFile f = load(text);
    EXPECT_TRUE(f.error.has_value()) << text.substr(0, 20);
  }
}

TEST(LoaderTest, ABadScenarioFailsAloneByItsId) {
  LoadedFile f = load(
      "scenarios:\n"
      "  - {id: good, setup: {fen: 8/8/8/8/8/8/8/8}, steps: [pass]}\n"
      "  - {id: bad, setup: {fen: 8/8/8/8/8/8/8/8}, steps: [{expct: {check: []}}]}\n"
      "  - {setup: {fen: 8/8/8/8/8/8/8/8}, steps: [pass]}\n");
  EXPECT_FALSE(f.error.has_value());
  ASSERT_EQ(f.scenarios.size(), 1u);
  EXPECT_EQ(f.scenarios[0].id, "good");
  ASSERT_EQ(f.bad.size(), 2u);
  EXPECT_EQ(f.bad[0].id, "bad");
  EXPECT_EQ(f.bad[0].error,
            "t.yaml:3:55: unknown step action 'expct' (did you mean 'expect'?) (expected one of: move, "
            "castle, play, try, "
            "pass, end-turn, say, recall, timeout, expect, discard, keep)");
  EXPECT_EQ(f.bad[1].id, "t.yaml:4:5");
}

TEST(LoaderTest, ReasonMayListCodesAndPartialChecksRead) {
  const auto steps = steps_of(
      "  - expect: {result: rejected, reason: [blocked, illegal-target]}\n"
      "  - expect: {captured_includes: {white: [P]}, hand_includes: {black: [bog]}, in_play_includes: "
      "[pacifism],"
      " phase: after-move}\n");
  EXPECT_EQ(steps[0].expect.reasons, (std::vector<Reason>{Reason::Blocked, Reason::IllegalTarget}));
  const Expectation& e = steps[1].expect;
  EXPECT_EQ(e.captured_includes.at(Side::White), (std::vector<PieceCode>{{Role::Pawn, Side::White}}));
  EXPECT_EQ(e.hand_includes.at(Side::Black), std::vector<std::string>{"bog"});
  EXPECT_EQ(e.in_play_includes, std::vector<std::string>{"pacifism"});
  EXPECT_EQ(e.phase, Phase::AfterMove);
}

TEST(LoaderTest, DidYouMeanForReasonsAndPhases) {
  EXPECT_EQ(load_error(with_steps("  - expect: {result: rejected, reason: ilegal-move}\n")).substr(0, 71),
            "t.yaml:4:40: unknown reason 'ilegal-move' (did you mean 'illegal-move'?");
  EXPECT_NE(load_error(with_steps("  - expect: {phase: aftermove}\n")).find("(did you mean 'after-move'?)"),
            std::string::npos);
}

TEST(LoaderTest, AliasBombIsRefused) {
  std::string text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 9; ++i) {  // a8 expands to 10^9 scalars
    const std::string name = std::to_string(i), prev = std::to_string(i - 1);
    text.append("a").append(name).append(": &a").append(name).append(" [");
    for (int j = 0; j < 10; ++j) text.append(j == 0 ? "*a" : ", *a").append(prev);
    text.append("]\n");
  }
  auto start = std::chrono::steady_clock::now();
  LoadedFile f = load(text);
  ASSERT_TRUE(f.error.has_value());
  EXPECT_NE(f.error->find("too large"), std::string::npos) << *f.error;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

}  // namespace
}  // namespace kmr::harness
