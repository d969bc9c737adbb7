// Card metadata and the catalog of every known card.
//
// Each card lives in its own file engine/cards/<id>.cpp, which defines one
// `const CardDef` with the card's reference data beside its behaviour.
// engine/cards/catalog.cpp lists them all; lookup is by id.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kmr {

enum class CardSet : unsigned char { KC1, KC2 };

// The timing windows of rules R6.4 (the `timing` vocabulary of cards.yaml).
enum class Timing : unsigned char {
  BeforeMove,
  ReplaceMove,
  AfterMove,
  AfterOpponentMove,
  AfterOpponentCard,
  OpponentTurn,
  AnyTime,
  Unknown,
};

enum class Confidence : unsigned char { High, Medium, Low };

// Where a card's reference effect comes from (cards.yaml `basis`): the KC
// card itself, a transcription or the rulings (the default), or a reading
// of its French original in *Tempete sur l'echiquier*, the game KC2 was
// translated from, when the KC2 card itself was never read
// (`basis: french-original`, always low confidence).
enum class Basis : unsigned char { Reference, FrenchOriginal };

std::string_view to_string(CardSet s);                         // "KC1"
std::optional<CardSet> parse_card_set(std::string_view text);  // "kc1" or "KC1"
std::string_view to_string(Timing t);
std::string_view to_string(Confidence c);
// "french-original" for Basis::FrenchOriginal, as cards.yaml writes it; "" for the default.
std::string_view to_string(Basis b);

// How a card acts on the game; defined by the rules core. A card without
// behaviour is in the catalog but rejected as `not-implemented` when played.
struct CardBehaviour;

struct CardDef {
  std::string_view id;    // kebab-case, e.g. "fog-of-war"; also the file name
  std::string_view name;  // printed name, e.g. "FOG OF WAR"
  CardSet set;
  std::optional<int> points;       // unknown for many KC2 cards
  std::optional<bool> unique;      // asterisk on the card (R3.3)
  std::span<const Timing> timing;  // windows it may be played in (R6.4)
  std::optional<bool> continuing;  // continuing effect (R2.3, R10)
  std::string_view ends_when;      // for continuing effects; empty otherwise
  std::string_view summary;        // effect, in the project's own words
  Confidence confidence;           // how sure the reference data is
  Basis basis = Basis::Reference;  // FrenchOriginal: listed as "from the French original"
  // A card whose reference effect is only partly known plays a chosen plain
  // reading of it: what the engine chose, in a sentence or two (shown on the
  // card page, by `kmr show card` and `kmr list cards`). Empty otherwise.
  std::string_view reading = {};
  const CardBehaviour* behaviour = nullptr;  // nullptr: not implemented yet
};

// Every card, sorted by id.
std::span<const CardDef* const> all_cards();
const CardDef* find_card(std::string_view id);

// Does the engine play this card by its rules? One it does not is refused
// as `not-implemented` when played, and left out of a dealt deck.
bool is_implemented(const CardDef& card);
// The ids of every card the engine implements, by id.
std::vector<std::string> implemented_card_ids();

}  // namespace kmr
