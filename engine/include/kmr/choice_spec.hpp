// What a card reads from a play step: its choice keys, as data. Each card
// declares them beside its behaviour (CardBehaviour::choices): the keys it
// reads, those it cannot do without, and an example step. The play pipeline
// refuses a key the card does not read and a key it needs that is missing
// (row 5 of the reason decision table); a scenario loader can check a step
// against the same declaration before anything runs (check_choice_keys).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/card.hpp"
#include "kmr/expected.hpp"
#include "kmr/result.hpp"

namespace kmr {

// The choice keys of the scenario format ("Choice keys for play"), as bits.
enum ChoiceKey : unsigned {
  kChooseTarget = 1u << 0,
  kChooseTargets = 1u << 1,
  kChooseTo = 1u << 2,
  kChooseMove = 1u << 3,  // `move:`, one move
  kChooseSquare = 1u << 4,
  kChooseWall = 1u << 5,
  kChoosePiece = 1u << 6,
  kChooseCard = 1u << 7,
  kChooseRotate = 1u << 8,
  kChoosePromote = 1u << 9,
  kChooseAnnounce = 1u << 10,
  kChooseMoves = 1u << 11,   // `moves:`, a list of moves
  kChooseRefuse = 1u << 12,  // `refuse: true`, the opponent refuses (TOLL)
  kChooseEffect = 1u << 13,  // `effect: pacifism on e4`, one effect in play (kmr/effect_names.hpp)
};
// Both move keys fill CardChoices::moves: one move is the list of one.
inline constexpr unsigned kChooseAnyMove = kChooseMove | kChooseMoves;
inline constexpr unsigned kChooseEveryKey = (1u << 14) - 1;

// What the value of a key is; the key says it (`to:` is always a square).
enum class ChoiceType : unsigned char {
  OneSquare,   // target, to, square: d5
  Squares,     // targets: [a2, b2]
  OneMove,     // move: b1c3 (e7e8q promotes)
  Moves,       // moves: [a2a4, b2b4]
  Wall,        // wall: e4-e5
  PieceName,   // piece: rook (a piece type or a transformed piece's mark)
  CardName,    // card: fog-of-war, or last
  Rotation,    // rotate: cw | ccw
  Promotion,   // promote: q | r | b | n
  CardList,    // announce: [card-id, ...]
  Flag,        // refuse: true | false
  EffectName,  // effect: pacifism on e4 | doomsayer #2
};

struct ChoiceKeyInfo {
  ChoiceKey key;
  std::string_view name;  // "target"
  ChoiceType type;
  std::string_view value;   // "a square", for people
  std::string_view sample;  // a value of that type: "d5"
};
// Every choice key, in the order of the scenario format.
std::span<const ChoiceKeyInfo> choice_keys();
const ChoiceKeyInfo* find_choice_key(std::string_view name);
const ChoiceKeyInfo& choice_key_info(ChoiceKey key);
std::string_view to_string(ChoiceType t);  // "square", "list of squares", ...

// A card's declaration. `required` and `one_of` are keys among `reads`.
struct ChoiceSpec {
  unsigned reads = 0;     // ChoiceKey bits the card reads; any other key is refused
  unsigned required = 0;  // each of these must be given
  unsigned one_of = 0;    // at least one of these must be given (move or moves)
  // A play step the card accepts in some position, in scenario words:
  // "{play: long-jump, move: b1d3}".
  std::string_view example;
  // What the keys mean, when the key names alone do not say it (a copy
  // takes the keys of the card it copies).
  std::string_view note = {};
};

// How a declared key is needed.
enum class ChoiceNeed : unsigned char { Required, OneOf, Optional };
std::string_view to_string(ChoiceNeed n);  // "required", "one of", "optional"

struct ChoiceRow {
  const ChoiceKeyInfo* key;
  ChoiceNeed need;
};
// The keys a card reads, in the format's order, with how each is needed.
// Empty for a card that reads none, or is not implemented.
std::vector<ChoiceRow> choice_rows(const CardDef& card);
// Does the engine know what the card reads (it is implemented)?
bool declares_choices(const CardDef& card);
const ChoiceSpec* choice_spec(const CardDef& card);

// "move (a move, required)"; "none" for a card that reads no key.
std::string choice_keys_words(const CardDef& card);

// What is wrong with the keys of a play step, for a loader: each problem
// one value, with the closest key the card reads when there is one.
enum class ChoiceIssueKind : unsigned char {
  NotAChoiceKey,  // the key is no choice key at all
  NotRead,        // a choice key this card does not read
  Missing,        // a key the card needs is not given
  BothMoveForms,  // `move` and `moves` together
};
struct ChoiceIssue {
  ChoiceIssueKind kind;
  std::string key;         // the key given (or, for Missing, the key needed)
  std::string suggestion;  // the closest key the card reads, or empty
  std::string message;     // one sentence for people, no position
};
// `given`: the choice keys written beside `play:` (not `play` or `by`).
// Nothing for a card the engine does not implement (it reads nothing yet
// and is refused as not-implemented).
std::vector<ChoiceIssue> check_choice_keys(const CardDef& card, std::span<const std::string> given);

// The keys present in a play's choices, as ChoiceKey bits. One move counts
// as `move` when the card reads it, else as `moves`; several are `moves`.
unsigned choice_keys_given(const CardChoices& c, unsigned reads);

// The pipeline's check of a play's choices against the card's declaration
// (row 5): nullopt when they fit, else the refusal, naming the key and the
// keys the card reads. `as` names the card in the message when it differs
// (a copy: "COUNTERTHRUST, as PACIFISM, ...").
std::optional<Result> choice_refusal(const CardDef& card, const CardChoices& c, std::string_view as = {});

// A play step in scenario words, `{play: <card-id>, <key>: <value>, ...}`
// (a flow map; lists in brackets): the card, its choices and the keys as
// written, in order. For card examples and tests; the scenario loader has
// its own YAML reader.
struct PlayStep {
  std::string card;
  CardChoices choices;
  std::vector<std::string> keys;
};
Expected<PlayStep> parse_play_step(std::string_view text);

}  // namespace kmr
