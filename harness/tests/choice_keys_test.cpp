// Issue 23, "no false passes": a `play:` step is checked against the card's
// choice declaration when it loads (a key the card does not read, a key it
// needs), every load error of a scenario comes in one run, and the suite's
// refusals each carry a cause whose row of the reason table gives the
// reason the scenario expects.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "kmr/choice_spec.hpp"
#include "kmr/load/loader.hpp"
#include "kmr/run/runner.hpp"

namespace kmr::harness {
namespace {

const std::string kFixtures = std::string(KMR_SOURCE_DIR) + "/harness/tests/choice_fixtures/";

// The only error of a fixture file (its one scenario does not load).
std::string fixture_error(const std::string& name) {
  const LoadedFile f = load_file(kFixtures + name);
  EXPECT_FALSE(f.error) << *f.error;
  EXPECT_TRUE(f.scenarios.empty());
  EXPECT_EQ(f.bad.size(), 1u);
  return f.bad.empty() ? std::string() : f.bad.front().error;
}

struct Fixture {
  const char* file;
  const char* error;  // after the file name
};

// One per kind of card: it reads a move, a target, targets, a square, a
// piece name, a card, or nothing. Each names the line and column of the
// key, the closest key the card reads, and the keys it reads.
TEST(ChoiceKeys, AWrongKeyForEachKindOfCardIsALoadErrorWithTheCardsKeys) {
  const Fixture fixtures[] = {
      {"move.yaml",
       ":9:9: LONG JUMP does not read 'target' (did you mean 'move'?); it reads: move; for example {play: "
       "long-jump, move: b1d4}"},
      {"target.yaml",
       ":9:9: PACIFISM does not read 'square' (did you mean 'target'?); it reads: target; for example {play: "
       "pacifism, target: d2}"},
      {"targets.yaml",
       ":9:9: TOURNAMENT does not read 'target' (did you mean 'targets'?); it reads: targets; for example "
       "{play: tournament, targets: [b1, d5]}"},
      {"square.yaml",
       ":9:9: FORBIDDEN CITY does not read 'to' (did you mean 'square'?); it reads: square; for example "
       "{play: "
       "forbidden-city, square: d4}"},
      {"piece.yaml",
       ":9:9: 'peice' is not a choice key of CHALLENGE (did you mean 'piece'?); it reads: piece; for example "
       "{play: challenge, piece: knight}"},
      {"card.yaml",
       ":9:9: FOG OF WAR does not read 'target' (did you mean 'card'?); it reads: card; for example {play: "
       "fog-of-war, card: bribery}"},
      {"none.yaml", ":9:9: HEIR does not read 'square'; it takes no choice; for example {play: heir}"},
  };
  for (const Fixture& f : fixtures) EXPECT_EQ(fixture_error(f.file), kFixtures + f.file + f.error) << f.file;
}

TEST(ChoiceKeys, EveryLoadErrorOfAScenarioComesInOneRun) {
  const std::string all = fixture_error("seven-typos.yaml");
  std::vector<std::string> lines;
  for (std::size_t start = 0;;) {
    const std::size_t end = all.find('\n', start);
    lines.push_back(all.substr(start, end == std::string::npos ? end : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  ASSERT_EQ(lines.size(), 7u) << all;
  const std::string at = kFixtures + "seven-typos.yaml:";
  const char* where[] = {"4:5: unknown key 'titel'",          "10:9: 'taget' is not a choice key of PACIFISM",
                         "11:9: unknown step action 'expct'", "13:9: LONG JUMP does not read 'to'",
                         "14:9: COWARDICE needs 'to'",        "16:18: unknown key 'reslt'",
                         "18:9: HEIR does not read 'wall'"};
  for (std::size_t i = 0; i < 7; ++i) EXPECT_EQ(lines[i].rfind(at + where[i], 0), 0u) << lines[i];
}

TEST(ChoiceKeys, AMissingKeyAndAnEffectsKeysAreCheckedToo) {
  const LoadedFile missing = load_text(
      "id: x\nsetup: {fen: \"4k3/8/8/8/8/8/8/1N2K3 w - - 0 1\"}\nsteps:\n  - play: long-jump\n", "t.yaml");
  ASSERT_EQ(
      missing.error.value_or(""),
      "t.yaml:4:5: LONG JUMP needs 'move' (one move, such as b1c3); for example {play: long-jump, move: "
      "b1d4}");
  const LoadedFile effect = load_text(
      "id: x\nsetup:\n  fen: \"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1\"\n  effects:\n"
      "    - {card: pacifism, owner: white, square: d2}\nsteps: [pass]\n",
      "t.yaml");
  ASSERT_EQ(effect.error.value_or(""),
            "t.yaml:5:38: PACIFISM does not read 'square' (did you mean 'target'?); it reads: target; for "
            "example {play: pacifism, target: d2}");
  // A card the engine does not implement declares nothing: its keys load.
  EXPECT_FALSE(
      load_text("id: x\nsetup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\nsteps:\n"
                "  - {play: phalanx, target: e1}\n  - expect: {result: rejected, reason: not-implemented}\n",
                "t.yaml")
          .error);
}

// `turn` is whose turn it is; `to_move`, the FEN's side to move, has
// flipped as soon as he moved (FORMAT.md beside `phase`).
TEST(ChoiceKeys, TurnIsThePlayerWhoseTurnItIsAfterHisMoveToo) {
  const LoadedFile f = load_text(
      "id: x\nsetup: {fen: \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"}\nsteps:\n  - move: e2e4\n"
      "  - expect: {result: accepted, turn: white, to_move: black, phase: after-move}\n  - end-turn\n"
      "  - expect: {turn: black, to_move: black, phase: before-move}\n",
      "t.yaml");
  ASSERT_FALSE(f.error) << *f.error;
  EXPECT_EQ(run_scenario(f.scenarios.front()).status, Status::Passed)
      << run_scenario(f.scenarios.front()).message;
  const LoadedFile wrong = load_text(
      "id: x\nsetup: {fen: \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"}\nsteps:\n  - move: e2e4\n"
      "  - expect: {result: accepted, turn: black}\n",
      "t.yaml");
  const ScenarioResult r = run_scenario(wrong.scenarios.front());
  EXPECT_EQ(r.status, Status::Failed);
  EXPECT_EQ(r.expected, "turn: black");
  EXPECT_EQ(r.actual, "turn: white");
}

std::vector<Scenario> suite() {
  std::vector<Scenario> out;
  const FileList list = collect_scenario_files({std::string(KMR_SOURCE_DIR) + "/scenarios"});
  for (const LoadedFile& f : load_suite(list.files)) {
    EXPECT_FALSE(f.error) << *f.error;
    for (const BadScenario& b : f.bad) ADD_FAILURE() << b.error;
    out.insert(out.end(), f.scenarios.begin(), f.scenarios.end());
  }
  return out;
}

// Every refusal the suite expects, card by card: the engine's answer says
// what failed (its cause), and the row of the reason table that cause
// belongs to gives the reason the scenario expects. No list of exceptions:
// a refusal without a cause, or with one whose row disagrees, fails here.
TEST(ChoiceKeys, EachRefusalOfTheSuiteHasTheReasonOfItsCausesRow) {
  std::map<std::string, int> per_card;
  int checked = 0;
  for (const Scenario& s : suite()) {
    if (s.pending) continue;
    const ScenarioResult r = run_scenario(s, RunOptions{.trace = true});
    std::optional<Result> last;
    std::string card;
    for (std::size_t i = 0; i < s.steps.size() && i < r.trace.size(); ++i) {
      const Step& step = s.steps[i];
      if (step.kind != Step::Kind::Expect) {
        last = r.trace[i].result;
        card = step.action.kind == ActionKind::Play ? step.action.card
                                                    : "(" + std::string(to_string(step.action.kind)) + ")";
        continue;
      }
      if (!last || last->ok() || step.expect.reasons.empty()) continue;
      ++checked;
      ++per_card[card];
      const std::string where = s.id + " step " + std::to_string(i + 1) + " (" + card + ")";
      ASSERT_NE(last->cause, Cause::Unstated) << where << ": a refusal with no cause: " << last->detail;
      const Reason row_code = reason_for(last->cause);
      EXPECT_EQ(last->reason, row_code) << where;
      EXPECT_NE(std::find(step.expect.reasons.begin(), step.expect.reasons.end(), row_code),
                step.expect.reasons.end())
          << where << ": the cause " << to_string(last->cause) << " is row " << decision_row(last->cause)
          << " (" << to_string(row_code) << ")";
    }
  }
  EXPECT_GT(checked, 500);
  EXPECT_GT(per_card.size(), 100u) << "refusals of most cards";
}

// Each card's example step is one the card really accepts: the suite plays
// it, accepted, or lays it in a setup that loads and is made.
TEST(ChoiceKeys, EachCardsExampleIsAPlayTheSuiteAccepts) {
  std::map<std::string, bool> found;
  for (const CardDef* c : all_cards())
    if (declares_choices(*c)) found[std::string(c->id)] = false;
  const auto fits = [](const std::string& card, const CardChoices& choices) {
    const CardDef* c = find_card(card);
    if (!c || !declares_choices(*c)) return false;
    auto example = parse_play_step(choice_spec(*c)->example);
    return example && example->card == card && example->choices == choices;
  };
  for (const Scenario& s : suite()) {
    if (s.pending) continue;
    if (!setup_error(s))
      for (const EffectSetup& e : s.setup.effects)
        if (fits(e.card, e.choices)) found[e.card] = true;
    for (std::size_t i = 0; i + 1 < s.steps.size(); ++i) {
      const Step& step = s.steps[i];
      const Step& next = s.steps[i + 1];
      if (step.kind != Step::Kind::Action || step.action.kind != ActionKind::Play) continue;
      if (next.kind == Step::Kind::Expect && next.expect.result == Outcome::Accepted &&
          fits(step.action.card, step.action.choices))
        found[step.action.card] = true;
    }
  }
  for (const auto& [card, seen] : found)
    EXPECT_TRUE(seen) << card << ": its example " << choice_spec(*find_card(card))->example
                      << " is never an accepted play of the suite";
}

}  // namespace
}  // namespace kmr::harness
