// The engine's events told in words for the published FAQ (event_words.hpp).
#include "kmr/report/event_words.hpp"

#include <gtest/gtest.h>

namespace kmr::harness {
namespace {

constexpr std::string_view kFen = "4k3/8/8/4r3/3n4/2p5/8/R3K3 w - - 0 1";

TEST(EventWords, Clauses) {
  EXPECT_EQ(event_clause("captured r on e5", kFen), "the black Rook on e5 is captured");
  EXPECT_EQ(event_clause("a1a4", kFen), "the white Rook on a1 goes to a4");
  EXPECT_EQ(event_clause("a1-a4", kFen), "the white Rook on a1 goes to a4");
  EXPECT_EQ(event_clause("d4<->e5", kFen), "the black Knight on d4 and the black Rook on e5 swap squares");
  EXPECT_EQ(event_clause("n on d4 now belongs to white", kFen),
            "the black Knight on d4 now belongs to White");
  EXPECT_EQ(event_clause("n on d4 becomes B", kFen), "the black Knight on d4 becomes a Bishop");
  EXPECT_EQ(event_clause("Q put on d1", kFen), "a white Queen is put on d1");
  EXPECT_EQ(event_clause("returned R to a1", kFen), "a white Rook returns to a1");
  EXPECT_EQ(event_clause("r on e5 is dead (out of the game)", kFen),
            "the black Rook on e5 is dead (out of the game)");
  EXPECT_EQ(event_clause("white draws fireball", kFen), "White draws FIREBALL");
  EXPECT_EQ(event_clause("discarded fireball", kFen), "FIREBALL is discarded");
  EXPECT_EQ(event_clause("MAN-TRAP sprung on e4", kFen), "the MAN-TRAP on e4 is sprung");
  EXPECT_EQ(event_clause("ended FOG OF WAR", kFen), "FOG OF WAR ends");
  EXPECT_EQ(event_clause("cancelled black's move", kFen), "Black's move is cancelled");
  EXPECT_EQ(event_clause("what followed the move resolves again", kFen),
            "what followed the move is played again");
  EXPECT_EQ(event_clause("the piece on d4 is immune", kFen), "the black Knight on d4 is immune");
  // A shape not known here is kept as the engine wrote it, its players named as players.
  EXPECT_EQ(event_clause("white loses the move", kFen), "White loses the move");
  EXPECT_EQ(event_clause("captured r on", kFen), "captured r on");
}

TEST(EventWords, CapturesNextToEachOtherAreOneClause) {
  const std::vector<std::string> events{"captured n on d4", "captured r on e5", "captured p on c3",
                                        "FIREBALL ends"};
  const std::vector<std::string> clauses = event_clauses(events, kFen, false);
  ASSERT_EQ(clauses.size(), 2u);
  EXPECT_EQ(clauses[0], "the black Knight on d4, the black Rook on e5 and the black Pawn on c3 are captured");
  EXPECT_EQ(clauses[1], "FIREBALL ends");
}

TEST(EventWords, AnswerSentences) {
  Result fireball = Result::accepted("R8.1", "");
  fireball.events = {"captured n on d4", "captured r on e5", "captured p on c3"};
  EXPECT_EQ(answer_words("White plays FIREBALL on the Knight on d4", fireball, kFen, false),
            "White plays FIREBALL on the Knight on d4: the black Knight on d4, the black Rook on e5 and "
            "the black Pawn on c3 are captured.");

  // A regular move: its own move event is already said by the action.
  Result move = Result::accepted("R6.4", "white moves a1e1");
  move.events = {"a1a4"};
  EXPECT_EQ(answer_words("White moves Ra1-a4", move, kFen, true), "White moves Ra1-a4.");
  move.events = {"a1a4", "captured p on a4"};
  EXPECT_EQ(answer_words("White moves Ra1-a4", move, kFen, true),
            "White moves Ra1-a4: the black Pawn on a4 is captured.");

  const Result refused = Result::rejected(Cause::Protected, "R12.3", "the King may not be captured.");
  EXPECT_EQ(answer_words("White plays FIREBALL on e8", refused, kFen, false),
            "White plays FIREBALL on e8: refused, the King may not be captured.");
  const Result none = Result::no_effect(Cause::CheckLeft, "R13.1", "it would leave the King in check");
  EXPECT_EQ(answer_words("Black plays X", none, kFen, false),
            "Black plays X: no effect, it would leave the King in check.");
}

// BOG's replay (issue 39): the Queen FIREBALL blew up on a4 goes back to
// a2 and the Pawn the blast took returns; told with the pieces named, no
// FEN letter, each event once.
TEST(EventWords, AReplayNamesThePiecesItBringsBack) {
  TakenOff taken;
  const std::string before_fireball = "4k3/8/8/1p6/Q7/1n6/8/4K3 b - - 0 1";
  const std::vector<std::string> blast = event_clauses(
      {"captured Q on a4", "captured n on b3", "captured p on b5"}, before_fireball, false, &taken);
  ASSERT_EQ(blast.size(), 1u);
  EXPECT_EQ(blast[0], "the white Queen on a4, the black Knight on b3 and the black Pawn on b5 are captured");
  const std::vector<std::string> bog =
      event_clauses({"a4-a2", "what followed the move resolves again", "p put on b5", "p put on b5"},
                    "4k3/8/8/8/8/8/8/4K3 b - - 0 1", false, &taken);
  ASSERT_EQ(bog.size(), 3u) << bog.size();
  EXPECT_EQ(bog[0], "the white Queen on a4 goes to a2");
  EXPECT_EQ(bog[1], "what followed the move is played again");
  EXPECT_EQ(bog[2], "the black Pawn returns to b5");
  for (const std::string& clause : bog) EXPECT_EQ(clause.find(" p "), std::string::npos) << clause;
}

TEST(EventWords, PieceOn) {
  EXPECT_EQ(piece_on('K', "e1"), "the white King on e1");
  EXPECT_EQ(piece_on('.', "e1"), "the piece on e1");
}

}  // namespace
}  // namespace kmr::harness
