// DOOMSAYER (KC1). Reference: shared/cards/cards.yaml, id doomsayer.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace doomsayer_card {
constexpr Timing kTiming[] = {Timing::AfterMove};

// The first player to say a piece name other than "king" loses one of his
// own pieces of that kind, if he has one it can take (a PACIFIST cannot be
// lost, R22.3, nor a King; a NEUTRAL piece can, by either player, R24.2); then the
// effect ends. Each DOOMSAYER in force hears the word on its own (R10.7,
// the say door): with two, the speaker may lose two pieces. Transformed pieces answer to their own name and
// to their original one (R11.2). The speaker picks which of his pieces of that kind he loses (`say:` with
// `square:`); when he does not, the engine takes the first in board order (a1, b1, ... h8).
Result play(CardPlay& p) {
  p.add_effect({});
  return p.done("R28.1");
}

std::optional<Result> on_say(const Effect& fx, CardPlay& p, Side speaker, const std::string& word,
                             std::optional<Square> which) {
  if (word == "king") return Result::accepted("R28.1", "saying King costs nothing");
  const Game& g = p.game();
  const Position& pos = g.position();
  auto can_lose = [&](PieceId id) {
    // A King is never lost to it, a COUPed Pawn that is now the King included.
    return id != kNoPiece && g.props(id).controlled_by[static_cast<std::size_t>(index(speaker))] &&
           parts::piece_is(g, id, word) && !g.props(id).royal && p.capturable(id);
  };
  if (which && !can_lose(pos.piece_at(*which)))
    return p.reject(Cause::ChoiceWrong, "R28.1",
                    "no " + word + " of " + std::string(to_string(speaker)) +
                        "'s that DOOMSAYER can take stands on " + square_name(*which));
  for (Square s = 0; s < 64; ++s) {
    const PieceId id = pos.piece_at(which ? *which : s);
    if (!can_lose(id)) continue;
    p.capture(id);
    if (auto i = parts::effect_index(g, fx)) p.end_effect(*i);
    return Result::accepted("R28.1", std::string(to_string(speaker)) + " loses a " + word);
  }
  return Result::accepted("R28.1",
                          std::string(to_string(speaker)) + " has no " + word + " DOOMSAYER can take");
}

constexpr CardBehaviour kBehaviour{
    .choices = {.example = "{play: doomsayer}"}, .doors = {Door::Capture}, .play = play, .on_say = on_say};
}  // namespace doomsayer_card

extern const CardDef doomsayer{
    .id = "doomsayer",
    .name = "DOOMSAYER",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = doomsayer_card::kTiming,
    .continuing = true,
    .ends_when = "a piece has been lost to it",
    .summary =
        "Spoken-word trap. After it is played, the first player (either side) who says aloud the name of a "
        "piece type other than King loses one of his own pieces of that type (counts as lost/captured). If "
        "that player owns no piece of the named type nothing happens and the card stays in force. When the "
        "card is played, the opponent may immediately name a piece type (i.e. choose his loss now and end "
        "the effect).",
    .confidence = Confidence::High,
    .behaviour = &doomsayer_card::kBehaviour,
};

}  // namespace kmr::cards
