// The cards' choice declarations (kmr/choice_spec.hpp): every implemented
// card declares what it reads with an example that loads and fits; the
// pipeline refuses a key a card does not read, and one it needs that is
// missing, naming the key and the card's keys (row 5); a loader's check
// says the same as data, with the closest key.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/choice_spec.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using test::make;
using test::play;

const CardDef& card(const char* id) { return *find_card(id); }

std::vector<ChoiceIssue> check(const char* id, std::vector<std::string> keys) {
  return check_choice_keys(card(id), keys);
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(ChoiceSpec, EveryImplementedCardDeclaresAnExampleThatFitsItsDeclaration) {
  int cards = 0;
  for (const CardDef* c : all_cards()) {
    const ChoiceSpec* spec = choice_spec(*c);
    if (!spec) continue;
    ++cards;
    SCOPED_TRACE(std::string(c->id));
    EXPECT_EQ(spec->required & ~spec->reads, 0u) << "a required key it does not read";
    EXPECT_EQ(spec->one_of & ~spec->reads, 0u) << "a one-of key it does not read";
    EXPECT_EQ(spec->required & spec->one_of, 0u) << "a key both required and one of";
    EXPECT_NE(std::popcount(spec->one_of), 1) << "one_of names a single key: make it required";
    ASSERT_FALSE(spec->example.empty()) << "no example step";
    auto step = parse_play_step(spec->example);
    ASSERT_TRUE(step) << step.error().message;
    EXPECT_EQ(step->card, c->id) << "the example plays another card";
    EXPECT_TRUE(check_choice_keys(*c, step->keys).empty())
        << check_choice_keys(*c, step->keys).front().message;
    EXPECT_FALSE(choice_refusal(*c, step->choices)) << choice_refusal(*c, step->choices)->detail;
    // Each key is read from the example as written.
    EXPECT_EQ(choice_keys_given(step->choices, spec->reads) & ~spec->reads, 0u);
  }
  EXPECT_GT(cards, 100);
}

TEST(ChoiceSpec, UnimplementedCardsDeclareNothingAndAreNotChecked) {
  const CardDef& c = card("phalanx");
  ASSERT_EQ(c.behaviour, nullptr);
  EXPECT_FALSE(declares_choices(c));
  EXPECT_TRUE(check_choice_keys(c, std::vector<std::string>{"target", "nonsense"}).empty());
  EXPECT_TRUE(choice_rows(c).empty());
}

TEST(ChoiceSpec, RowsSayHowEachKeyIsNeeded) {
  const auto rows = choice_rows(card("squaring-the-circle"));
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].key->name, "target");
  EXPECT_EQ(rows[0].need, ChoiceNeed::Required);
  EXPECT_EQ(rows[1].key->name, "to");
  EXPECT_EQ(rows[1].need, ChoiceNeed::Optional);
  const auto one_of = choice_rows(card("annexation"));
  ASSERT_EQ(one_of.size(), 2u);
  EXPECT_EQ(one_of[0].need, ChoiceNeed::OneOf);
  EXPECT_EQ(choice_keys_words(card("long-jump")), "move (one move, required)");
  EXPECT_EQ(choice_keys_words(card("heir")), "none");
  EXPECT_EQ(choice_key_info(kChooseWall).type, ChoiceType::Wall);
  EXPECT_EQ(to_string(find_choice_key("targets")->type), "list of squares");
}

// The issue's own case: LONG JUMP written with the keys of another card.
TEST(ChoiceSpec, AKeyTheCardDoesNotReadIsNamedWithTheClosestKeyAndTheCardsKeys) {
  const auto issues = check("long-jump", {"target", "to"});
  ASSERT_EQ(issues.size(), 2u) << "the missing 'move' is the suggestion, not a third problem";
  EXPECT_EQ(issues[0].kind, ChoiceIssueKind::NotRead);
  EXPECT_EQ(issues[0].key, "target");
  EXPECT_EQ(issues[0].suggestion, "move");
  EXPECT_EQ(issues[0].message,
            "LONG JUMP does not read 'target' (did you mean 'move'?); it reads: move; "
            "for example {play: long-jump, move: b1d4}");
  EXPECT_EQ(issues[1].key, "to");
  EXPECT_EQ(issues[1].suggestion, "") << "'move' is offered once";
  const auto missing = check("long-jump", {});
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_EQ(missing[0].kind, ChoiceIssueKind::Missing);
  EXPECT_EQ(missing[0].key, "move");
  EXPECT_TRUE(contains(missing[0].message, "{play: long-jump, move: b1d4}")) << missing[0].message;
}

TEST(ChoiceSpec, TheClosestKeyIsASpellingFirstThenAKeyOfTheSameKind) {
  EXPECT_EQ(check("cowardice", {"taget", "to"}).front().suggestion, "target");
  // HIDDEN PASSAGE reads a move: `to:` was meant as its end.
  EXPECT_EQ(check("hidden-passage", {"to"}).front().suggestion, "move");
  // VOLUNTEER reads `to` and `square`; a `target` square is closest to neither by spelling.
  EXPECT_EQ(check("dungeon", {"target", "square"}).front().suggestion, "to");
  // A card that reads nothing has nothing to suggest.
  const auto heir = check("heir", {"square"});
  ASSERT_EQ(heir.size(), 1u);
  EXPECT_EQ(heir[0].suggestion, "");
  EXPECT_EQ(heir[0].message, "HEIR does not read 'square'; it takes no choice; for example {play: heir}");
}

TEST(ChoiceSpec, OtherProblemsOfAStepAreValuesToo) {
  const auto unknown = check("pacifism", {"tagret"});
  ASSERT_FALSE(unknown.empty());
  EXPECT_EQ(unknown[0].kind, ChoiceIssueKind::NotAChoiceKey);
  EXPECT_EQ(unknown[0].suggestion, "target");
  const auto both = check("annexation", {"move", "moves"});
  ASSERT_EQ(both.size(), 1u);
  EXPECT_EQ(both[0].kind, ChoiceIssueKind::BothMoveForms);
  const auto none = check("annexation", {});
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].kind, ChoiceIssueKind::Missing);
  EXPECT_TRUE(contains(none[0].message, "'move' (one move, such as b1c3) or 'moves'")) << none[0].message;
  EXPECT_TRUE(check("toll", {}).empty()) << "an optional key may be left out";
  EXPECT_TRUE(check("brothers-in-arms", {"moves"}).empty());
  EXPECT_EQ(check("brothers-in-arms", {"move"}).front().suggestion, "moves");
}

TEST(ChoiceSpec, ThePipelineRefusesAKeyTheCardDoesNotReadNamingItAndTheCardsKeys) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", {{Side::White, {"long-jump"}}});
  CardChoices c = test::moves({"b1d4"});
  c.target = test::sq("b1");
  const Result r = g.apply(play("long-jump", c));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
  EXPECT_EQ(r.cause, Cause::ChoiceNotRead);
  EXPECT_EQ(r.detail, "LONG JUMP does not read 'target'; it reads: move");
  // Several moves where it reads one.
  const Result two = g.apply(play("long-jump", test::moves({"b1d4", "d4f5"})));
  EXPECT_EQ(two.cause, Cause::ChoiceNotRead);
  EXPECT_TRUE(contains(two.detail, "several moves ('moves')")) << two.detail;
  // The right key alone is accepted.
  EXPECT_TRUE(g.apply(play("long-jump", test::moves({"b1d4"}))).ok());
}

TEST(ChoiceSpec, ThePipelineRefusesAMissingKeyTheCardNeeds) {
  Game g = make("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", {{Side::White, {"long-jump"}}});
  const Result r = g.apply(play("long-jump"));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.reason, Reason::IllegalTarget);
  EXPECT_EQ(r.cause, Cause::ChoiceMissing);
  EXPECT_EQ(r.detail,
            "LONG JUMP needs 'move' (one move, such as b1c3); for example {play: long-jump, move: b1d4}");
}

TEST(ChoiceSpec, ACopyIsCheckedAgainstTheCardItCopies) {
  // HAUNTING MEMORIES reads every key a copied card might; as PACIFISM it
  // reads PACIFISM's only.
  Game g = make("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1");
  CardChoices c;
  c.square = test::sq("d4");
  c.target = test::sq("d2");
  CardPlay p(g, Side::White, card("haunting-memories"), c);
  const Result r = p.act_as(card("pacifism"));
  EXPECT_EQ(r.outcome, Outcome::Rejected);
  EXPECT_EQ(r.cause, Cause::ChoiceNotRead) << r.detail;
  EXPECT_EQ(r.detail, "HAUNTING MEMORIES, as PACIFISM, does not read 'square'; it reads: target");
  const CardChoices none;
  CardPlay bare(g, Side::White, card("haunting-memories"), none);
  EXPECT_EQ(bare.act_as(card("pacifism")).cause, Cause::ChoiceMissing);
}

TEST(ChoiceSpec, AnExampleStepReadsAsTheScenarioFormatSaysAndBadOnesSayWhy) {
  auto step = parse_play_step("{play: passing-in-the-night, targets: [a2, b7, b2, a7]}");
  ASSERT_TRUE(step) << step.error().message;
  EXPECT_EQ(step->choices.targets.size(), 4u);
  auto all = parse_play_step(
      "{play: earthquake, rotate: ccw, promote: n, wall: e4-e5, piece: crab, card: last, announce: "
      "[bribery]}");
  ASSERT_TRUE(all) << all.error().message;
  EXPECT_EQ(all->choices.rotate, Rotation::CounterClockwise);
  EXPECT_EQ(all->choices.promote, Role::Knight);
  EXPECT_EQ(all->choices.piece, "crab");
  EXPECT_EQ(all->keys, (std::vector<std::string>{"rotate", "promote", "wall", "piece", "card", "announce"}));
  auto refused = parse_play_step("{play: toll, refuse: true}");
  ASSERT_TRUE(refused) << refused.error().message;
  EXPECT_TRUE(refused->choices.refuse);
  EXPECT_FALSE(parse_play_step("{play: toll, refuse: maybe}"));
  EXPECT_FALSE(parse_play_step("play: bog"));
  EXPECT_EQ(parse_play_step("{play: bogg}").error().message, "unknown card 'bogg'");
  EXPECT_EQ(parse_play_step("{play: bog, target: z9}").error().message, "bad square 'z9'");
  EXPECT_EQ(parse_play_step("{play: bog, tagret: a1}").error().message, "'tagret' is not a choice key");
  EXPECT_EQ(parse_play_step("{play: bog, target: a1, target: a2}").error().message,
            "'target' is given twice");
  EXPECT_EQ(parse_play_step("{play: bog, targets: a1}").error().message,
            "'targets' takes a list in brackets, got 'a1'");
  EXPECT_EQ(parse_play_step("{target: a1}").error().message, "a play step needs 'play: <card-id>'");
}

}  // namespace
}  // namespace kmr
