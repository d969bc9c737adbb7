// What each implemented card does when there is nothing for it to act on
// (R5.3a): refused, and kept in hand, when the card states a condition for
// being played or has its player choose what it acts on (a piece, a square,
// a card); spent with no effect when it was played on its condition but
// finds nothing as it resolves (every piece of a kind, none there; what the
// opponent must give, none to give). A few never lack something (a rule,
// the board, the hands, a King, the move their window answers). The table
// lists every implemented card, so a new card must take its place in it.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "kmr/card_behaviour.hpp"
#include "kmr/game.hpp"
#include "test_support.hpp"

namespace kmr {
namespace {

using namespace kmr::test;  // NOLINT: the shared builders

enum class WhenNothing { Refused, Spent, Never };

struct Row {
  const char* card;
  WhenNothing kind;
  // What decides, from the card's text: "condition" (it states one, R8.3),
  // "choice" (its player names what it acts on), "every ..." or "what the
  // opponent gives" (found as it resolves), or what it always finds.
  const char* why;
  CardChoices choices = {};  // for the cards that never lack something: what they act with
  // Where the two bare Kings still give the card something (the King it
  // would shield, the square its Heir needs), the position that does not.
  const char* fen = "4k3/8/8/8/3K4/8/8/8 w - - 0 1";
  const char* move = "d4d5";  // the move before after-move cards and answers
  std::vector<EffectSetup> effects = {};
};

constexpr auto R = WhenNothing::Refused;
constexpr auto S = WhenNothing::Spent;
constexpr auto N = WhenNothing::Never;

CardChoices rotate_cw() {
  CardChoices c;
  c.rotate = Rotation::Clockwise;
  return c;
}
CardChoices promote_rook() {
  CardChoices c;
  c.promote = Role::Rook;
  return c;
}
CardChoices trap_on_d5() {
  CardChoices c;
  c.square = sq("d5");
  return c;
}
CardChoices kings() {
  CardChoices c;
  c.targets = {sq("d5"), sq("e8")};  // after Kd4-d5: OFFICIAL VISIT comes after the move
  return c;
}

const std::vector<Row>& table() {
  static const std::vector<Row> rows = {
      {"abduction", R, "choice: one of his non-King pieces"},
      {"amazon", S, "every Queen on the board"},
      {"anathema", R, "choice: an enemy Bishop and Rook"},
      {"annexation", R, "choice: one or two of your Pawns"},
      {"assassin", R, "choice: the capturing move"},
      {"battlefield-promotion", R, "condition: a Pawn of yours on its sixth rank"},
      {"betrayal", R, "condition: a captured Pawn of yours; choice: the enemy Pawn"},
      {"black-widow", R, "condition: your Queen and his, the pieces it swaps"},
      {"blessing", R, "choice: one of your pieces"},
      {"bodyguard", R, "condition: a King of yours in check"},
      {"bog", R, "condition: a long move of a Rook, Bishop or Queen"},
      {"bombard", R, "choice: one of your Rooks"},
      {"breakthrough", R, "choice: one of your Pawns"},
      {"bribery", R, "condition: a King of yours threatened"},
      {"brothers-in-arms", R, "choice: two of your Pawns"},
      {"cathedral", R, "choice: a Rook and a Bishop of yours"},
      {"challenge", R, "condition: a named kind that can move"},
      {"champion", R, "choice: a Knight"},
      {"chaos", N, "the opponent's move its window answers"},
      {"charge", R, "condition: a move of your Knight that captured nothing"},
      {"confabulation", R, "choice: the merging move"},
      {"counterspell", R, "choice: a continuing effect in play"},
      {"counterthrust", R, "condition: the opponent's card just played"},
      {"coup", R, "choice: another piece of yours to be King"},
      {"cowardice", R, "choice: an enemy Pawn"},
      {"crab", R, "choice: one of your Pawns"},
      {"crusade", R, "condition: a move of your Bishop that captured nothing"},
      {"curse", R, "choice: an enemy Queen, Bishop or Rook"},
      {"dark-mirror", R, "choice: one of your Pawns"},
      {"death-dance", R, "choice: your piece and an enemy one beside it"},
      {"demotion", R, "choice: an enemy piece; condition: a captured Pawn of his"},
      {"disintegration", R, "choice: one of your Pawns"},
      {"doomsayer", N, "a rule of the game"},
      {"doppelganger", R, "condition: his last move; choice: your piece"},
      {"dubbing", R, "choice: one of your pieces"},
      {"dungeon", R, "choice: an enemy piece"},
      {"earthquake", N, "the board", rotate_cw()},
      {"escape", R, "choice: one of your pieces"},
      {"evangelists", R, "choice: your Bishop and an enemy one"},
      {"evil-eye", R, "choice: a threatened enemy piece"},
      {"false-orders", R, "choice: an enemy piece"},
      {"fanatic", R, "choice: one of your Pawns"},
      {"fatal-attraction", R, "choice: one of your pieces"},
      {"figure-dance", S, "every piece on a corner"},
      {"fireball", S, "the piece moved, a King here, which never explodes"},
      {"fog-of-war", R, "condition: the opponent's card just played"},
      {"forbidden-city", R, "choice: an empty square"},
      {"forced-march", R, "choice: one or two of your Pawns"},
      {"fortification", R, "choice: the wall"},
      {"funeral-pyre", S, "every piece in the captured boxes"},
      {"ghostwalk", R, "choice: one of your pieces"},
      {"guardian", R, "choice: one of your Pawns"},
      {"hand-of-fate", N, "the hands"},
      {"haunting-memories", R, "condition: a card played to copy"},
      {"heir", R, "condition: its King's square empty", {}, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2"},
      {"heresy", S, "every Bishop able to step"},
      {"hidden-passage", N, "your King", moves({"d4a1"})},
      {"holy-ground", R, "choice: a square"},
      {"holy-quest", R, "choice: an enemy Bishop and Knight"},
      {"holy-war", R, "choice: your Knight and Bishop"},
      {"hostage", R, "condition: a piece of yours just captured"},
      {"insubstantiality", R, "choice: a piece of yours, not a King"},
      {"irresistible-force", R, "choice: one of your Pawns"},
      {"king-of-the-mountain", N, "a rule of the game"},
      {"knightmare", N, "the opponent's move its window answers"},
      {"legacy", R, "condition: an officer of yours just captured"},
      {"legion-of-honor", R, "choice: a captured piece of yours"},
      {"long-jump", R, "choice: one of your Knights"},
      {"lost-castle", R, "choice: your Rook and an enemy one"},
      {"madman", R, "choice: one of your Pawns"},
      {"man-of-straw", R, "condition: your King in check"},
      {"man-trap", R, "choice: a square under your piece"},
      {"martyr", R, "condition: a Bishop of yours threatening two pieces"},
      {"masquerade", R, "choice: one of your pieces"},
      {"medusa", R, "choice: an enemy piece"},
      {"merciless", R, "condition: a move of your Rook that captured nothing"},
      // White's Knight takes on d5 and Black's MAN-TRAP takes it there.
      {"mystic-shield",
       R,
       "condition: the piece you moved, on the board",
       {},
       "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1",
       "c3d5",
       {EffectSetup{"man-trap", Side::Black, trap_on_d5()}}},
      {"neutrality", R, "choice: an enemy piece"},
      {"new-tactics", N, "a rule of the game"},
      {"no-quarter", R, "condition: a capture by your move"},
      {"official-visit", N, "the Kings", kings()},
      {"onslaught", R, "choice: your Pawns"},
      {"pacifism", R, "choice: one of your pieces"},
      {"paladin", R, "choice: one of your Knights"},
      {"panic", N, "a time limit"},
      {"passing-in-the-night", R, "choice: Pawns of both sides"},
      {"peace-talks", R, "choice: a continuing effect in play"},
      {"plots-within-plots", N, "the one-card limit"},
      {"princess", N, "its own square, d1 (no Queen of yours on the board)"},
      {"prisoner-exchange", R, "condition: a captured Pawn to bring back"},
      {"rebirth", R, "choice: an enemy piece"},
      {"resurrection", R, "choice: a captured piece of yours"},
      {"revelation", R, "choice: a Knight"},
      {"revenge", R, "condition: a Pawn of yours just captured"},
      {"riposte", R, "condition: a capture of your piece"},
      {"royal-knight", R, "choice: one of your Knights"},
      {"sanctuary", R, "condition: King and Rook on an empty line"},
      {"seat-of-power", R, "choice: a square"},
      {"second-sight", R, "choice: an enemy piece"},
      {"siege", R, "choice: your Knight and Rook"},
      {"slippery-ground", R, "condition: the opponent's piece moved along a line"},
      {"split-knight", R, "condition: a Knight of yours threatening two pieces"},
      {"spoils-of-war", R, "condition: a capture by your piece"},
      {"squaring-the-circle", R, "condition: three corners occupied"},
      {"surrounded", R, "choice: an enemy piece"},
      {"survivors-reward", R, "condition: one or two Pawns of yours left (French original)", promote_rook()},
      {"take-back-this-evil-day", R, "condition: the opponent's move put your King in check"},
      {"think-again", N, "the opponent's move its window answers"},
      {"toll", S, "what the opponent gives: a Pawn, none here (Official Rulings 3-T)"},
      {"tournament", R, "choice: your Knight and an enemy one"},
      {"treason", R, "choice: an enemy Rook and Knight"},
      {"truce", N, "a rule of the game"},
      {"under-elf-hill", N, "your King"},
      {"vendetta", N, "a rule of the game"},
      {"volunteer", R, "condition: the opponent has more pieces"},
      {"vulture", R, "condition: the opponent's card just played"},
      {"warlord", N, "your King"},
      {"winged-victory", R, "choice: a captured Pawn of yours"},
  };
  return rows;
}

TEST(NothingToActOn, EveryImplementedCardHasItsRow) {
  for (const CardDef* c : all_cards()) {
    const bool implemented = c->behaviour && c->behaviour->play;
    const auto& rows = table();
    const auto n = std::count_if(rows.begin(), rows.end(), [&](const Row& r) { return r.card == c->id; });
    EXPECT_EQ(n, implemented ? 1 : 0) << c->id;
  }
}

// Only the two Kings, White's on d4 and Black's on e8 (unless the row says
// otherwise). The card is played in its first window: before White's move;
// after it (Kd4-d5, which crosses into Black's half and captures nothing)
// for White's after-move cards; by Black for his answers to that move or
// to a card.
TEST(NothingToActOn, EachCardDoesWhatItsRowSays) {
  for (const Row& row : table()) {
    const CardDef* card = find_card(row.card);
    ASSERT_NE(card, nullptr) << row.card;
    const Timing t = card->timing.front();
    Game g = make(row.fen, {{Side::White, {row.card}}, {Side::Black, {row.card}}}, row.effects);
    Side by = Side::White;
    if (t == Timing::AfterMove || t == Timing::AfterOpponentMove || t == Timing::AfterOpponentCard) {
      ASSERT_TRUE(g.apply(move(row.move)).ok()) << row.card;
      if (t != Timing::AfterMove) by = Side::Black;
    }
    const Result r = g.apply(play(row.card, row.choices, by));
    const auto& hand = g.cards(by).hand;
    const bool in_hand = std::find(hand.begin(), hand.end(), card) != hand.end();
    switch (row.kind) {
      case WhenNothing::Refused:
        EXPECT_EQ(r.outcome, Outcome::Rejected) << row.card << " (" << row.why << "): " << r.detail;
        EXPECT_TRUE(in_hand) << row.card;
        break;
      case WhenNothing::Spent:
        EXPECT_EQ(r.outcome, Outcome::NoEffect) << row.card << " (" << row.why << "): " << r.detail;
        EXPECT_EQ(r.rule, "R5.3a") << row.card;
        EXPECT_FALSE(in_hand) << row.card;
        break;
      case WhenNothing::Never:
        EXPECT_EQ(r.outcome, Outcome::Accepted) << row.card << " (" << row.why << "): " << r.detail;
        break;
    }
  }
}

}  // namespace
}  // namespace kmr
