// The cards' choice declarations (CardBehaviour::choices) as data: the key
// table, the checks a loader and the play pipeline make with them, and the
// reading of an example step.
#include "kmr/choice_spec.hpp"

#include <algorithm>
#include <array>

#include "kmr/card_behaviour.hpp"
#include "kmr/piece_names.hpp"

namespace kmr {
namespace {

constexpr std::array<ChoiceKeyInfo, 14> kKeys = {{
    {kChooseTarget, "target", ChoiceType::OneSquare, "a piece, by its square", "d5"},
    {kChooseTargets, "targets", ChoiceType::Squares, "pieces, by their squares", "[a2, b7]"},
    {kChooseTo, "to", ChoiceType::OneSquare, "a destination square", "e4"},
    {kChooseMove, "move", ChoiceType::OneMove, "one move", "b1c3"},
    {kChooseMoves, "moves", ChoiceType::Moves, "a list of moves", "[a2a3, b2b4]"},
    {kChooseSquare, "square", ChoiceType::OneSquare, "a square", "d4"},
    {kChooseWall, "wall", ChoiceType::Wall, "a wall between two squares", "e4-e5"},
    {kChoosePiece, "piece", ChoiceType::PieceName, "a piece name", "rook"},
    {kChooseCard, "card", ChoiceType::CardName, "a card id, or last", "last"},
    {kChooseRotate, "rotate", ChoiceType::Rotation, "cw or ccw", "cw"},
    {kChoosePromote, "promote", ChoiceType::Promotion, "q, r, b or n", "q"},
    {kChooseAnnounce, "announce", ChoiceType::CardList, "card ids", "[bribery]"},
    {kChooseRefuse, "refuse", ChoiceType::Flag, "true or false", "true"},
    {kChooseEffect, "effect", ChoiceType::EffectName,
     "one effect in play: a card id, 'on' a square, '#' a copy", "pacifism on e4"},
}};

// Edit distance, for the closest key.
std::size_t distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

// The value type's family: a square is close to a square, a move to moves.
int family(ChoiceType t) {
  switch (t) {
    case ChoiceType::OneSquare:
    case ChoiceType::Squares:
      return 0;
    case ChoiceType::OneMove:
    case ChoiceType::Moves:
      return 1;
    default:
      return 2 + static_cast<int>(t);
  }
}

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

// The key the card reads that `given` most likely meant: a close spelling,
// else a key of the same kind of value, else the only key left unwritten.
std::string closest(const ChoiceSpec& spec, std::string_view given, unsigned written) {
  const ChoiceKeyInfo* best = nullptr;
  std::size_t best_d = 3;  // at most two edits
  for (const ChoiceKeyInfo& k : kKeys)
    if ((spec.reads & k.key) && distance(given, k.name) < best_d) {
      best = &k;
      best_d = distance(given, k.name);
    }
  if (best) return std::string(best->name);
  const ChoiceKeyInfo* info = find_choice_key(given);
  std::vector<const ChoiceKeyInfo*> unwritten, alike;
  for (const ChoiceKeyInfo& k : kKeys) {
    if (!(spec.reads & k.key) || (written & k.key)) continue;
    unwritten.push_back(&k);
    if (info && family(info->type) == family(k.type)) alike.push_back(&k);
  }
  if (alike.size() == 1) return std::string(alike.front()->name);
  if (unwritten.size() == 1) return std::string(unwritten.front()->name);
  return {};
}

std::string printed_name(const CardDef& c) { return std::string(c.name); }

std::string reads_words(const ChoiceSpec* spec) {
  if (!spec || spec->reads == 0) return "it takes no choice";
  std::string out;
  for (const ChoiceKeyInfo& k : kKeys)
    if (spec->reads & k.key) out += (out.empty() ? "" : ", ") + std::string(k.name);
  return "it reads: " + out;
}

std::string missing_words(const ChoiceSpec& spec, unsigned keys) {
  std::string out;
  for (const ChoiceKeyInfo& k : kKeys)
    if (keys & k.key)
      out += (out.empty() ? "" : " or ") + quoted(k.name) + " (" + std::string(k.value) + ", such as " +
             std::string(k.sample) + ")";
  if (!spec.example.empty()) out += "; for example " + std::string(spec.example);
  return out;
}

}  // namespace

std::span<const ChoiceKeyInfo> choice_keys() { return kKeys; }

const ChoiceKeyInfo* find_choice_key(std::string_view name) {
  for (const ChoiceKeyInfo& k : kKeys)
    if (k.name == name) return &k;
  return nullptr;
}

const ChoiceKeyInfo& choice_key_info(ChoiceKey key) {
  for (const ChoiceKeyInfo& k : kKeys)
    if (k.key == key) return k;
  return kKeys.front();
}

std::string_view to_string(ChoiceType t) {
  constexpr std::array<std::string_view, 12> kNames = {
      "square",        "list of squares", "move",     "list of moves",   "wall",
      "piece name",    "card id or last", "rotation", "promotion piece", "list of card ids",
      "true or false", "effect in play"};
  return kNames[static_cast<std::size_t>(t)];
}

std::string_view to_string(ChoiceNeed n) {
  switch (n) {
    case ChoiceNeed::Required:
      return "required";
    case ChoiceNeed::OneOf:
      return "one of";
    case ChoiceNeed::Optional:
      return "optional";
  }
  return "optional";
}

const ChoiceSpec* choice_spec(const CardDef& card) {
  return card.behaviour && card.behaviour->play ? &card.behaviour->choices : nullptr;
}

bool declares_choices(const CardDef& card) { return choice_spec(card) != nullptr; }

std::vector<ChoiceRow> choice_rows(const CardDef& card) {
  std::vector<ChoiceRow> rows;
  const ChoiceSpec* spec = choice_spec(card);
  if (!spec) return rows;
  for (const ChoiceKeyInfo& k : kKeys) {
    if (!(spec->reads & k.key)) continue;
    const ChoiceNeed need = (spec->required & k.key) ? ChoiceNeed::Required
                            : (spec->one_of & k.key) ? ChoiceNeed::OneOf
                                                     : ChoiceNeed::Optional;
    rows.push_back({&k, need});
  }
  return rows;
}

std::string choice_keys_words(const CardDef& card) {
  std::string out;
  for (const ChoiceRow& r : choice_rows(card))
    out += (out.empty() ? "" : ", ") + std::string(r.key->name) + " (" + std::string(r.key->value) + ", " +
           std::string(to_string(r.need)) + ")";
  return out.empty() ? "none" : out;
}

std::vector<ChoiceIssue> check_choice_keys(const CardDef& card, std::span<const std::string> given) {
  std::vector<ChoiceIssue> out;
  const ChoiceSpec* spec = choice_spec(card);
  if (!spec) return out;
  unsigned written = 0;
  for (const std::string& g : given)
    if (const ChoiceKeyInfo* k = find_choice_key(g)) written |= k->key;
  const std::string name = printed_name(card);
  for (const std::string& g : given) {
    const ChoiceKeyInfo* k = find_choice_key(g);
    if (k && (spec->reads & k->key)) continue;
    ChoiceIssue issue{
        k ? ChoiceIssueKind::NotRead : ChoiceIssueKind::NotAChoiceKey, g, closest(*spec, g, written), {}};
    issue.message =
        (k ? name + " does not read " + quoted(g) : quoted(g) + " is not a choice key of " + name) +
        (issue.suggestion.empty() ? "" : " (did you mean " + quoted(issue.suggestion) + "?)") + "; " +
        reads_words(spec) + "; for example " + std::string(spec->example);
    // A key offered here is offered once, and not reported missing again.
    if (const ChoiceKeyInfo* s = find_choice_key(issue.suggestion)) written |= s->key;
    out.push_back(std::move(issue));
  }
  if ((written & kChooseAnyMove) == kChooseAnyMove)
    out.push_back({ChoiceIssueKind::BothMoveForms,
                   "moves",
                   {},
                   "'move' and 'moves' cannot both be given (use 'moves' for several)"});
  for (const ChoiceKeyInfo& k : kKeys)
    if ((spec->required & k.key) && !(written & k.key))
      out.push_back({ChoiceIssueKind::Missing,
                     std::string(k.name),
                     {},
                     name + " needs " + missing_words(*spec, k.key)});
  if (spec->one_of && !(written & spec->one_of)) {
    std::string first;
    for (const ChoiceKeyInfo& k : kKeys)
      if ((spec->one_of & k.key) && first.empty()) first = k.name;
    out.push_back(
        {ChoiceIssueKind::Missing, first, {}, name + " needs " + missing_words(*spec, spec->one_of)});
  }
  return out;
}

unsigned choice_keys_given(const CardChoices& c, unsigned reads) {
  unsigned bits = 0;
  if (c.target) bits |= kChooseTarget;
  if (!c.targets.empty()) bits |= kChooseTargets;
  if (c.to) bits |= kChooseTo;
  if (c.moves.size() == 1) bits |= (reads & kChooseMove) ? kChooseMove : kChooseMoves;
  if (c.moves.size() > 1) bits |= kChooseMoves;
  if (c.square) bits |= kChooseSquare;
  if (c.wall) bits |= kChooseWall;
  if (c.piece) bits |= kChoosePiece;
  if (c.card) bits |= kChooseCard;
  if (c.rotate) bits |= kChooseRotate;
  if (c.promote) bits |= kChoosePromote;
  if (!c.announce.empty()) bits |= kChooseAnnounce;
  if (c.refuse) bits |= kChooseRefuse;
  if (c.effect) bits |= kChooseEffect;
  return bits;
}

std::optional<Result> choice_refusal(const CardDef& card, const CardChoices& c, std::string_view as) {
  const ChoiceSpec* spec = choice_spec(card);
  if (!spec) return std::nullopt;
  const std::string name =
      as.empty() ? printed_name(card) : std::string(as) + ", as " + printed_name(card) + ",";
  const unsigned given = choice_keys_given(c, spec->reads);
  if (const unsigned extra = given & ~spec->reads) {
    const ChoiceKeyInfo& k = choice_key_info(static_cast<ChoiceKey>(extra & (~extra + 1)));
    std::string what = quoted(k.name);
    // Several moves where the card reads one.
    if (k.key == kChooseMoves && (spec->reads & kChooseMove)) what = "several moves (" + what + ")";
    return Result::rejected(Cause::ChoiceNotRead, "R8.3",
                            name + " does not read " + what + "; " + reads_words(spec));
  }
  for (const ChoiceKeyInfo& k : kKeys)
    if ((spec->required & k.key) && !(given & k.key))
      return Result::rejected(Cause::ChoiceMissing, "R8.3", name + " needs " + missing_words(*spec, k.key));
  if (spec->one_of && !(given & spec->one_of))
    return Result::rejected(Cause::ChoiceMissing, "R8.3",
                            name + " needs " + missing_words(*spec, spec->one_of));
  return std::nullopt;
}

}  // namespace kmr
