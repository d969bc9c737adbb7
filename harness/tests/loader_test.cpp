// The scenario loader: well-formed files become the expected values; files
// on disk, directories and whole suites (malformed input: loader_malformed_test.cpp).
#include "kmr/load/loader.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "kmr/fen.hpp"
#include "loader_support.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------- good files

TEST(LoaderTest, ScenariosListWithEveryScenarioKey) {
  LoadedFile f = load(R"(scenarios:
  - id: pacifism-survives-betrayal
    title: PACIFISM stays on a Pawn taken by BETRAYAL
    rulings: [P-01, B-01]
    cards: [pacifism, betrayal]
    setup:
      fen: "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1"
    steps:
      - play: betrayal
        target: d5
  - id: second-one
    pending: waiting for BETRAYAL
    setup: {fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}
    steps: [pass]
)");
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.path, "t.yaml");
  ASSERT_EQ(f.scenarios.size(), 2u);
  const Scenario& a = f.scenarios[0];
  EXPECT_EQ(a.id, "pacifism-survives-betrayal");
  EXPECT_EQ(a.title, "PACIFISM stays on a Pawn taken by BETRAYAL");
  EXPECT_EQ(a.rulings, (std::vector<std::string>{"P-01", "B-01"}));
  EXPECT_EQ(a.cards, (std::vector<std::string>{"pacifism", "betrayal"}));  // declared: kept as written
  EXPECT_FALSE(a.pending.has_value());
  EXPECT_EQ(a.setup.fen, "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(a.loc.str(), "t.yaml:2:5");
  ASSERT_EQ(a.steps.size(), 1u);
  EXPECT_EQ(a.steps[0].loc.str(), "t.yaml:9:9");
  const Scenario& b = f.scenarios[1];
  EXPECT_EQ(b.id, "second-one");
  EXPECT_EQ(b.title, "");
  EXPECT_TRUE(b.rulings.empty());
  EXPECT_TRUE(b.cards.empty());
  EXPECT_EQ(b.pending, "waiting for BETRAYAL");
  EXPECT_EQ(b.loc.str(), "t.yaml:11:5");
}

TEST(LoaderTest, SingleScenarioAtTopLevel) {
  Scenario s = load_one(with_steps("  - move: e1e2\n"));
  EXPECT_EQ(s.id, "x");
  EXPECT_EQ(s.loc.str(), "t.yaml:1:1");
  EXPECT_EQ(s.setup.rules, RulesProfile::Knightmare);
  EXPECT_EQ(s.setup.phase, Phase::BeforeMove);
  ASSERT_EQ(s.steps.size(), 1u);
  EXPECT_EQ(s.steps[0].loc.str(), "t.yaml:4:5");
}

TEST(LoaderTest, SetupWithEveryKey) {
  Scenario s = load_one(R"(id: full-setup
setup:
  fen: "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1"
  rules: fide
  effects:
    - {card: pacifism, owner: white, target: d5}
    - {card: fortification, owner: black, wall: e4-e5}
  captured: {white: [P, N], black: []}
  dead: {black: [p]}
  hands: {white: [bog], black: [betrayal, fog-of-war]}
  decks: {white: [pacifism, bog]}
  discard: {black: [betrayal]}
  phase: after-move
steps: [end-turn]
)");
  const kmr::Setup& u = s.setup;
  EXPECT_EQ(u.rules, RulesProfile::Fide);
  ASSERT_EQ(u.effects.size(), 2u);
  EXPECT_EQ(u.effects[0].card, "pacifism");
  EXPECT_EQ(u.effects[0].owner, Side::White);
  EXPECT_EQ(u.effects[0].choices.target, sq("d5"));
  EXPECT_EQ(u.effects[1].card, "fortification");
  EXPECT_EQ(u.effects[1].owner, Side::Black);
  EXPECT_EQ(u.effects[1].choices.wall, std::make_pair(sq("e4"), sq("e5")));
  EXPECT_EQ(u.captured.at(Side::White), (std::vector<Role>{Role::Pawn, Role::Knight}));
  EXPECT_TRUE(u.captured.at(Side::Black).empty());
  EXPECT_EQ(u.dead.at(Side::Black), (std::vector<Role>{Role::Pawn}));
  EXPECT_FALSE(u.dead.contains(Side::White));
  EXPECT_EQ(u.hands.at(Side::White), (std::vector<std::string>{"bog"}));
  EXPECT_EQ(u.hands.at(Side::Black), (std::vector<std::string>{"betrayal", "fog-of-war"}));
  EXPECT_EQ(u.decks.at(Side::White), (std::vector<std::string>{"pacifism", "bog"}));
  EXPECT_EQ(u.discard.at(Side::Black), (std::vector<std::string>{"betrayal"}));
  EXPECT_EQ(u.phase, Phase::AfterMove);
}

TEST(LoaderTest, MoveSteps) {
  auto steps = steps_of(R"(  - move: e2e4
  - {move: e7e8q, by: white}
  - move: a7a8
    promote: n
  - move: e1g1
)");
  ASSERT_EQ(steps.size(), 4u);
  for (const auto& st : steps) {
    EXPECT_EQ(st.kind, Step::Kind::Action);
    EXPECT_EQ(st.action.kind, ActionKind::Move);
  }
  EXPECT_EQ(steps[0].action.move, mv("e2e4"));
  EXPECT_FALSE(steps[0].action.by.has_value());
  EXPECT_EQ(steps[1].action.move, mv("e7e8q"));
  EXPECT_EQ(steps[1].action.move.promotion, Role::Queen);
  EXPECT_EQ(steps[1].action.by, Side::White);
  EXPECT_EQ(steps[2].action.move, mv("a7a8n"));
  EXPECT_EQ(steps[3].action.move, mv("e1g1"));
  EXPECT_EQ(steps[0].text, "move: e2e4");
  EXPECT_EQ(steps[1].text, "move: e7e8q {by: white}");
  EXPECT_EQ(steps[2].text, "move: a7a8 {promote: n}");
}

// COUNTERTHRUST and HAUNTING MEMORIES read every key: a copy takes the keys of the card it copies.
TEST(LoaderTest, PlayStepWithEveryChoiceKey) {
  auto steps = steps_of(R"(  - play: counterthrust
    by: black
    target: d5
    targets: [a2, b2]
    to: e4
    moves: [a2a4, b2b4]
    square: d4
    wall: e4-e5
    piece: rook
    card: counterspell
    rotate: ccw
    promote: r
  - {play: haunting-memories, rotate: cw, card: last, move: b1c3, piece: crab}
)");
  ASSERT_EQ(steps.size(), 2u);
  const Action& a = steps[0].action;
  EXPECT_EQ(steps[0].kind, Step::Kind::Action);
  EXPECT_EQ(a.kind, ActionKind::Play);
  EXPECT_EQ(a.card, "counterthrust");
  EXPECT_EQ(a.by, Side::Black);
  const CardChoices& c = a.choices;
  EXPECT_EQ(c.target, sq("d5"));
  EXPECT_EQ(c.targets, (std::vector<Square>{sq("a2"), sq("b2")}));
  EXPECT_EQ(c.to, sq("e4"));
  EXPECT_EQ(c.moves, (std::vector<MoveRequest>{mv("a2a4"), mv("b2b4")}));
  EXPECT_EQ(c.square, sq("d4"));
  EXPECT_EQ(c.wall, std::make_pair(sq("e4"), sq("e5")));
  EXPECT_EQ(c.piece, "rook");
  EXPECT_EQ(c.card, "counterspell");
  EXPECT_EQ(c.rotate, Rotation::CounterClockwise);
  EXPECT_EQ(c.promote, Role::Rook);
  const CardChoices& d = steps[1].action.choices;
  EXPECT_EQ(d.rotate, Rotation::Clockwise);
  EXPECT_EQ(d.card, "last");
  EXPECT_EQ(d.moves, (std::vector<MoveRequest>{mv("b1c3")}));
  EXPECT_EQ(d.piece, "crab");
  EXPECT_EQ(steps[0].text,
            "play: counterthrust {by: black, target: d5, targets: [a2, b2], to: e4, moves: [a2a4, b2b4], "
            "square: d4, "
            "wall: e4-e5, piece: rook, card: counterspell, rotate: ccw, promote: r}");
  EXPECT_EQ(steps[1].text, "play: haunting-memories {rotate: cw, card: last, move: b1c3, piece: crab}");
}

TEST(LoaderTest, PassEndTurnAndTimeoutInBothForms) {
  auto steps = steps_of(R"(  - pass
  - pass:
  - {pass: null}
  - pass: ~
    by: black
  - end-turn
  - end-turn:
  - timeout
  - {timeout: }
)");
  ASSERT_EQ(steps.size(), 8u);
  const ActionKind kinds[] = {ActionKind::Pass,    ActionKind::Pass,    ActionKind::Pass,
                              ActionKind::Pass,    ActionKind::EndTurn, ActionKind::EndTurn,
                              ActionKind::Timeout, ActionKind::Timeout};
  for (std::size_t i = 0; i < steps.size(); ++i) {
    EXPECT_EQ(steps[i].kind, Step::Kind::Action) << i;
    EXPECT_EQ(steps[i].action.kind, kinds[i]) << i;
  }
  EXPECT_EQ(steps[3].action.by, Side::Black);
  EXPECT_EQ(steps[0].text, "pass");
  EXPECT_EQ(steps[1].text, "pass");
  EXPECT_EQ(steps[2].text, "pass");
  EXPECT_EQ(steps[3].text, "pass {by: black}");
  EXPECT_EQ(steps[4].text, "end-turn");
  EXPECT_EQ(steps[7].text, "timeout");
  EXPECT_EQ(steps[0].loc.str(), "t.yaml:4:5");
  EXPECT_EQ(steps[1].loc.str(), "t.yaml:5:5");
}

TEST(LoaderTest, SayRecallAndTry) {
  auto steps = steps_of(R"(  - say: rook
  - {recall: {piece: knight, square: a1}, by: white}
  - try: {move: e1g1}
  - try:
      play: pacifism
      by: black
      target: d5
)");
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].action.kind, ActionKind::Say);
  EXPECT_EQ(steps[0].action.word, "rook");
  EXPECT_EQ(steps[1].action.kind, ActionKind::Recall);
  EXPECT_EQ(steps[1].action.word, "knight");
  EXPECT_EQ(steps[1].action.square, sq("a1"));
  EXPECT_EQ(steps[1].action.by, Side::White);
  EXPECT_TRUE(steps[1].action.aloud);
  EXPECT_EQ(steps[2].kind, Step::Kind::Probe);
  EXPECT_EQ(steps[2].action.kind, ActionKind::Move);
  EXPECT_EQ(steps[2].action.move, mv("e1g1"));
  EXPECT_EQ(steps[3].kind, Step::Kind::Probe);
  EXPECT_EQ(steps[3].action.kind, ActionKind::Play);
  EXPECT_EQ(steps[3].action.card, "pacifism");
  EXPECT_EQ(steps[3].action.by, Side::Black);
  EXPECT_EQ(steps[3].action.choices.target, sq("d5"));
  EXPECT_EQ(steps[0].text, "say: rook");
  EXPECT_EQ(steps[1].text, "recall: {piece: knight, square: a1} {by: white}");
  EXPECT_EQ(steps[2].text, "try: {move: e1g1}");
  EXPECT_EQ(steps[3].text, "try: {play: pacifism, by: black, target: d5}");
}

TEST(LoaderTest, RecallDescribedNotNamed) {
  auto steps = steps_of("  - recall: {piece: rook, square: a8, aloud: false}\n");
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].action.kind, ActionKind::Recall);
  EXPECT_FALSE(steps[0].action.aloud);
}

TEST(LoaderTest, ExpectWithEveryKey) {
  auto steps = steps_of(R"(  - expect:
      result: rejected
      reason: cannot-threaten
      to_move: black
      board: "4k3/8/8/3p4/8/8/8/4K3"
      at: {d5: p, e4: empty, e1: K}
      marks: {d5: [pacifist, neutral], e1: []}
      check: [white, black]
      checkmate: none
      stalemate: false
      game_over: draw
      captured: {white: [P], black: []}
      dead: {black: [q, n]}
      in_play: [pacifism]
      suspended: [pacifism]
      hand: {black: [fog-of-war, bog]}
      discard: {white: [betrayal]}
      moves_from: {d5: [d6], e1: []}
      can_move: {d5: [d6, c6], not: {d5: [e6], e1: [e3]}}
  - expect: {checkmate: white, stalemate: true, game_over: white-wins, result: no-effect, reason: checkmate-rule}
  - expect: {result: accepted, check: []}
  - expect: {reason: game-over, game_over: black-wins}
)");
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].kind, Step::Kind::Expect);
  const Expectation& e = steps[0].expect;
  EXPECT_EQ(e.result, Outcome::Rejected);
  EXPECT_EQ(e.reasons, std::vector<Reason>{Reason::CannotThreaten});
  EXPECT_EQ(e.to_move, Side::Black);
  EXPECT_EQ(e.board, "4k3/8/8/3p4/8/8/8/4K3");
  ASSERT_EQ(e.at.size(), 3u);
  EXPECT_EQ(e.at.at(sq("d5")), (PieceCode{Role::Pawn, Side::Black}));
  EXPECT_EQ(e.at.at(sq("e4")), std::nullopt);
  EXPECT_EQ(e.at.at(sq("e1")), (PieceCode{Role::King, Side::White}));
  EXPECT_EQ(e.marks.at(sq("d5")), (std::vector<std::string>{"pacifist", "neutral"}));
  EXPECT_TRUE(e.marks.at(sq("e1")).empty());
  EXPECT_EQ(e.check, (std::vector<Side>{Side::White, Side::Black}));
  ASSERT_TRUE(e.checkmate.has_value());
  EXPECT_EQ(*e.checkmate, std::nullopt);
  EXPECT_EQ(e.stalemate, false);
  EXPECT_EQ(e.game_over, GameOver::Draw);
  EXPECT_EQ(e.captured.at(Side::White), (std::vector<PieceCode>{{Role::Pawn, Side::White}}));
  EXPECT_TRUE(e.captured.at(Side::Black).empty());
  EXPECT_EQ(e.dead.at(Side::Black),
            (std::vector<PieceCode>{{Role::Queen, Side::Black}, {Role::Knight, Side::Black}}));
  EXPECT_EQ(e.in_play, (std::vector<std::string>{"pacifism"}));
  EXPECT_EQ(e.suspended, (std::vector<std::string>{"pacifism"}));
  EXPECT_EQ(e.hand.at(Side::Black), (std::vector<std::string>{"fog-of-war", "bog"}));
  EXPECT_EQ(e.discard.at(Side::White), (std::vector<std::string>{"betrayal"}));
  EXPECT_EQ(e.moves_from.at(sq("d5")), (std::vector<Square>{sq("d6")}));
  EXPECT_TRUE(e.moves_from.at(sq("e1")).empty());
  EXPECT_EQ(e.can_move.at(sq("d5")), (std::vector<Square>{sq("d6"), sq("c6")}));
  EXPECT_EQ(e.cannot_move.at(sq("d5")), (std::vector<Square>{sq("e6")}));
  EXPECT_EQ(e.cannot_move.at(sq("e1")), (std::vector<Square>{sq("e3")}));

  const Expectation& f = steps[1].expect;
  EXPECT_EQ(f.checkmate, std::optional<std::optional<Side>>(Side::White));
  EXPECT_EQ(f.stalemate, true);
  EXPECT_EQ(f.game_over, GameOver::WhiteWins);
  EXPECT_EQ(f.result, Outcome::NoEffect);
  EXPECT_EQ(f.reasons, std::vector<Reason>{Reason::CheckmateRule});
  EXPECT_FALSE(f.to_move.has_value());

  const Expectation& g = steps[2].expect;
  EXPECT_EQ(g.result, Outcome::Accepted);
  EXPECT_TRUE(g.reasons.empty());
  EXPECT_EQ(g.check, std::vector<Side>{});
  EXPECT_FALSE(g.in_play.has_value());

  EXPECT_EQ(steps[3].expect.reasons, std::vector<Reason>{Reason::GameOver});
  EXPECT_EQ(steps[3].expect.game_over, GameOver::BlackWins);
  EXPECT_EQ(steps[2].text, "expect: {result: accepted, check: []}");
  EXPECT_EQ(steps[0].text.substr(0, 78),
            "expect: {result: rejected, reason: cannot-threaten, to_move: black, board: 4k3");
}

TEST(LoaderTest, CardsAreDerivedWhenNotDeclared) {
  Scenario s = load_one(R"(id: derived
setup:
  fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
  effects: [{card: pacifism, owner: white, target: e1}]
  hands: {white: [bog, bog], black: [betrayal]}
  decks: {black: [fog-of-war]}
  discard: {white: [earthquake]}
steps:
  - play: counterspell
    card: last
  - try: {play: knightmare}
  - {play: fog-of-war, card: think-again}
  - expect: {in_play: [panic], hand: {white: [doomsayer]}}
)");
  EXPECT_EQ(s.cards, (std::vector<std::string>{"betrayal", "bog", "counterspell", "earthquake", "fog-of-war",
                                               "knightmare", "pacifism", "think-again"}));
}

TEST(LoaderTest, DeclaredEmptyCardsStayEmpty) {
  Scenario s = load_one(R"(id: declared
cards: []
setup: {fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", hands: {white: [bog]}}
steps: [{play: bog}]
)");
  EXPECT_TRUE(s.cards.empty());
}

TEST(LoaderTest, AnchorsAndAliasesAreExpanded) {
  LoadedFile f = load(R"(scenarios:
  - id: first
    setup: &start {fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", hands: {white: [bog]}}
    steps: [pass]
  - id: second
    setup: *start
    steps: [end-turn]
)");
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  ASSERT_EQ(f.scenarios.size(), 2u);
  EXPECT_EQ(f.scenarios[1].setup.hands.at(Side::White), (std::vector<std::string>{"bog"}));
  EXPECT_EQ(f.scenarios[1].cards, (std::vector<std::string>{"bog"}));
}

TEST(LoaderTest, SourceLocStr) {
  EXPECT_EQ((SourceLoc{"a/b.yaml", 3, 7}).str(), "a/b.yaml:3:7");
  EXPECT_EQ((SourceLoc{"a/b.yaml", 0, 0}).str(), "a/b.yaml");
}

// ---------------------------------------------------------------- files on disk

class TempDir {
 public:
  TempDir() {
    path_ =
        fs::temp_directory_path() /
        ("kmr-loader-test-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }
  std::string write(const std::string& relative, std::string_view text) const {
    fs::path p = path_ / relative;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.generic_string();
  }

 private:
  fs::path path_;
};

std::string scenario_text(std::string_view id) {
  return "id: " + std::string(id) + "\nsetup: {fen: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}\nsteps: [pass]\n";
}

TEST(LoaderTest, LoadFileReadsAFile) {
  TempDir dir;
  std::string path = dir.write("one.yaml", scenario_text("one"));
  LoadedFile f = load_file(path);
  ASSERT_FALSE(f.error.has_value()) << *f.error;
  EXPECT_EQ(f.path, path);
  ASSERT_EQ(f.scenarios.size(), 1u);
  EXPECT_EQ(f.scenarios[0].loc.str(), path + ":1:1");
}

TEST(LoaderTest, LoadFileOnAMissingPath) {
  LoadedFile f = load_file("/nonexistent/kmr/missing.yaml");
  EXPECT_EQ(f.path, "/nonexistent/kmr/missing.yaml");
  EXPECT_TRUE(f.scenarios.empty());
  EXPECT_EQ(f.error, "/nonexistent/kmr/missing.yaml: no such file");
}

TEST(LoaderTest, LoadFileOnADirectory) {
  TempDir dir;
  LoadedFile f = load_file(dir.path().string());
  EXPECT_EQ(f.error, dir.path().string() + ": is a directory, not a scenario file");
}

TEST(LoaderTest, CollectFindsNestedFilesSorted) {
  TempDir dir;
  dir.write("b.yaml", scenario_text("b"));
  dir.write("a/z.yml", scenario_text("z"));
  dir.write("a/deep/er/c.yaml", scenario_text("c"));
  dir.write("a/notes.md", "# not a scenario\n");
  dir.write("c.yaml.bak", "x");
  std::string base = dir.path().generic_string();
  std::string missing = base + "/nope";
  FileList list = collect_scenario_files({base, missing, base + "/b.yaml"});
  EXPECT_EQ(list.files,
            (std::vector<std::string>{base + "/a/deep/er/c.yaml", base + "/a/z.yml", base + "/b.yaml"}));
  EXPECT_EQ(list.missing, (std::vector<std::string>{missing}));
}

TEST(LoaderTest, SuiteRejectsOnlyTheScenarioWhoseIdAnEarlierFileUses) {
  TempDir dir;
  std::string first = dir.write("a.yaml", scenario_text("shared"));
  std::string second = dir.write("b.yaml",
                                 "# again\n"
                                 "scenarios:\n  - id: fresh\n    setup: {fen: 8/8/8/8/8/8/8/8}\n"
                                 "    steps: [pass]\n  - id: shared\n"
                                 "    setup: {fen: 8/8/8/8/8/8/8/8}\n    steps: [pass]\n");
  std::string third = dir.write("c.yaml", scenario_text("fresh"));  // `fresh` of b.yaml loaded first
  std::vector<LoadedFile> suite =
      load_suite({first, second, third, dir.path().generic_string() + "/gone.yaml"});
  ASSERT_EQ(suite.size(), 4u);
  EXPECT_FALSE(suite[0].error.has_value());
  EXPECT_FALSE(suite[1].error.has_value());
  ASSERT_EQ(suite[1].bad.size(), 1u);
  EXPECT_EQ(suite[1].bad[0].id, "shared");
  EXPECT_EQ(suite[1].bad[0].error,
            second + ":6:5: duplicate scenario id 'shared' (first in " + first + ":1)");
  ASSERT_EQ(suite[1].scenarios.size(), 1u);  // the file's other scenario loads
  EXPECT_EQ(suite[1].scenarios[0].id, "fresh");
  ASSERT_EQ(suite[2].bad.size(), 1u);
  EXPECT_EQ(suite[2].bad[0].id, "fresh");
  EXPECT_EQ(suite[3].error, dir.path().generic_string() + "/gone.yaml: no such file");
}

// README's `ctest -R <id>` example names a scenario that exists.
TEST(LoaderTest, ReadmeCtestExampleNamesAScenario) {
  std::ifstream readme(std::string(KMR_SOURCE_DIR) + "/README.md");
  std::stringstream text;
  text << readme.rdbuf();
  const std::string s = text.str();
  const std::size_t at = s.find("build -R s");
  ASSERT_NE(at, std::string::npos);
  const std::size_t from = at + 9;
  const std::string id = s.substr(from, s.find('`', from) - from);
  FileList list = collect_scenario_files({std::string(KMR_SOURCE_DIR) + "/scenarios"});
  bool found = false;
  for (const LoadedFile& f : load_suite(list.files))
    for (const Scenario& sc : f.scenarios) found = found || sc.id == id;
  EXPECT_TRUE(found) << "README names '" << id << "'";
}

// The files of the repository's own suite all load.
TEST(LoaderTest, RepositoryScenariosLoad) {
  FileList list = collect_scenario_files({std::string(KMR_SOURCE_DIR) + "/scenarios"});
  for (const LoadedFile& f : load_suite(list.files)) {
    EXPECT_FALSE(f.error.has_value()) << *f.error;
    for (const BadScenario& b : f.bad) ADD_FAILURE() << b.error;
  }
}

}  // namespace
}  // namespace kmr::harness
