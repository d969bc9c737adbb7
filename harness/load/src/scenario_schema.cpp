// The JSON Schema of scenario files (`kmr schema scenario`), made from the
// reader's key tables (scenario_reader.hpp).
#include <string>
#include <vector>

#include "json_schema_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/load/schema.hpp"
#include "scenario_reader.hpp"

namespace kmr::harness {

namespace {

// Per card, from its choice declaration (kmr/choice_spec.hpp): when the map
// plays (or lays, `by_key` "card") that card, the choice keys it does not
// read are absent and those it needs present. The loader checks the same.
std::string card_rules(std::string_view by_key) {
  std::string out;
  for (const CardDef* card : all_cards()) {
    const ChoiceSpec* spec = choice_spec(*card);
    if (!spec) continue;
    std::string absent, required, one_of;
    for (const ChoiceKeyInfo& k : choice_keys()) {
      if (by_key == "card" && k.name == "card") continue;  // an effect's `card` is the effect itself
      if (!(spec->reads & k.key))
        absent += (absent.empty() ? "" : ", ") + ("\"" + std::string(k.name) + "\": false");
      if (spec->required & k.key)
        required += (required.empty() ? "" : ", ") + ("\"" + std::string(k.name) + "\"");
      if (spec->one_of & k.key)
        one_of += (one_of.empty() ? "" : ", ") + ("{\"required\": [\"" + std::string(k.name) + "\"]}");
    }
    std::string then = "\"properties\": {" + absent + "}";
    if (!required.empty()) then += ", \"required\": [" + required + "]";
    if (!one_of.empty()) then += ", \"anyOf\": [" + one_of + "]";
    out += std::string(out.empty() ? "" : ", ") + "{\"if\": {\"properties\": {\"" + std::string(by_key) +
           "\": {\"const\": \"" + std::string(card->id) + "\"}}, \"required\": [\"" + std::string(by_key) +
           "\"]}, \"then\": {" + then + "}}";
  }
  return "\"allOf\": [" + out + "]";
}

}  // namespace

// Made from the reader's key tables: a key added to a table is in the
// schema, typed here when its reading is known, open otherwise.
std::string scenario_schema() {
  using namespace scenario_reading;
  using namespace schema_text;
  std::vector<std::string> card_ids;
  for (const CardDef* card : all_cards()) card_ids.emplace_back(card->id);
  const std::string card = strings_enum(card_ids);
  const std::string cards = array_of(card);
  const std::string square = R"({"type": "string", "pattern": "^[a-h][1-8]$"})";
  const std::string squares = array_of(square);
  const std::string move = R"({"type": "string", "pattern": "^[a-h][1-8][a-h][1-8][qrbnk]?$"})";
  const std::string side = R"({"type": "string", "enum": ["white", "black"]})";
  const std::string letters = array_of(R"({"type": "string", "pattern": "^[PNBRQKSpnbrqks]$"})");
  const std::string whole = R"({"type": "integer", "minimum": 0})";
  auto sides = [&](const std::string& item) { return object(kSideKeys, {{"white", item}, {"black", item}}); };
  auto by_square = [&](const std::string& item) {
    return R"({"type": "object", "propertyNames": {"pattern": "^[a-h][1-8]$"}, "additionalProperties": )" +
           item + "}";
  };
  const std::string piece_name = R"({"type": "string"})";
  const std::map<std::string, std::string> choice_types = {
      {"target", square},
      {"targets", squares},
      {"to", square},
      {"move", move},
      {"moves", array_of(move)},
      {"square", square},
      {"wall", R"({"type": "string", "pattern": "^[a-h][1-8]-[a-h][1-8]$"})"},
      {"piece", piece_name},
      {"card", R"({"type": "string"})"},
      {"rotate", R"({"type": "string", "enum": ["cw", "ccw"]})"},
      {"promote", R"({"type": "string", "enum": ["q", "r", "b", "n"]})"},
      {"announce", cards},
      {"refuse", R"({"type": "boolean"})"},
      {"effect", R"({"type": "string", "pattern": "^[a-z0-9-]+( on [a-h][1-8])?( #[1-9][0-9]?)?$"})"},
  };
  std::vector<std::string_view> effect_keys = {"card", "owner"};
  for (auto k : kChoiceKeys)
    if (k != "card") effect_keys.push_back(k);
  std::map<std::string, std::string> effect_types = choice_types;
  effect_types["card"] = card;
  effect_types["owner"] = side;
  const std::string effect = object(effect_keys, effect_types, {"card", "owner"}, ", " + card_rules("card"));

  const std::string setup = object(kSetupKeys,
                                   {{"fen", R"({"type": "string"})"},
                                    {"rules", strings_enum(kRulesNames)},
                                    {"effects", array_of(effect)},
                                    {"captured", sides(letters)},
                                    {"dead", sides(letters)},
                                    {"hands", sides(cards)},
                                    {"decks", sides(cards)},
                                    {"discard", sides(cards)},
                                    {"phase", strings_enum(kPhaseNames)},
                                    {"common_deck", cards},
                                    {"seed", whole},
                                    {"deck_budget", whole}},
                                   {"fen"});

  const std::string reason = strings_enum(kReasonNames);
  const std::string piece_at = R"({"type": "string", "pattern": "^([PNBRQKSpnbrqks]|empty)$"})";
  std::map<std::string, std::string> expect_types = {
      {"result", strings_enum(kOutcomeNames)},
      {"reason", "{\"oneOf\": [" + reason + ", " + array_of(reason, 1) + "]}"},
      {"to_move", side},
      {"turn", side},
      {"board", R"({"type": "string"})"},
      {"at", by_square(piece_at)},
      {"marks", by_square(array_of(R"({"type": "string"})"))},
      {"check", array_of(side)},
      {"checkmate", R"({"type": "string", "enum": ["white", "black", "none"]})"},
      {"stalemate", R"({"type": "boolean"})"},
      {"game_over", strings_enum(kGameOverNames)},
      {"termination", strings_enum(kTerminationNames)},
      {"captured", sides(letters)},
      {"dead", sides(letters)},
      {"in_play", cards},
      {"suspended", cards},
      {"hand", sides(cards)},
      {"discard", sides(cards)},
      {"deck", sides(cards)},
      {"moves_from", by_square(squares)},
      {"can_move", R"({"type": "object"})"},
      {"captured_includes", sides(letters)},
      {"hand_includes", sides(cards)},
      {"in_play_includes", cards},
      {"phase", strings_enum(kPhaseNames)},
      {"castling_rights", R"({"type": "string", "pattern": "^(-|K?Q?k?q?)$", "minLength": 1})"},
      {"en_passant", R"({"type": "string", "pattern": "^([a-h][1-8]|none|-)$"})"},
      {"halfmove", R"({"type": "integer", "minimum": 0, "maximum": 65535})"},
      {"fullmove", R"({"type": "integer", "minimum": 0, "maximum": 65535})"},
  };
  const std::string expect = object(kExpectKeys, expect_types, {}, ", \"minProperties\": 1");

  // A step map: one action key with the keys it takes. The loader checks
  // that exactly one action is given; the schema lists what may appear.
  std::vector<std::string_view> step_keys(kActionKeys.begin(), kActionKeys.end());
  for (auto k : kChoiceKeys)
    if (std::find(step_keys.begin(), step_keys.end(), k) == step_keys.end()) step_keys.push_back(k);
  step_keys.push_back("by");
  std::map<std::string, std::string> step_types = choice_types;
  step_types["move"] = move;
  step_types["castle"] = strings_enum(kCastleNames);
  step_keys.push_back("castling");
  step_types["castling"] = R"({"type": "boolean"})";
  step_types["play"] = card;
  step_types["by"] = side;
  step_types["expect"] = expect;
  step_types["discard"] = card;
  step_types["say"] = piece_name;
  for (std::string_view bare : {"pass", "end-turn", "timeout"})
    step_types[std::string(bare)] = R"({"type": "null"})";
  step_types["try"] = R"({"type": "object"})";
  const std::string step_map =
      object(step_keys, step_types, {}, ", \"minProperties\": 1, " + card_rules("play"));
  const std::string step =
      R"({"oneOf": [{"type": "string", "enum": ["pass", "end-turn", "timeout"]}, )" + step_map + "]}";

  const std::string scenario = object(kScenarioKeys,
                                      {{"id", R"({"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"})"},
                                       {"title", R"({"type": "string"})"},
                                       {"rulings", array_of(R"({"type": "string"})")},
                                       {"cards", cards},
                                       {"pending", R"({"type": "string", "minLength": 1})"},
                                       {"setup", setup},
                                       {"steps", array_of(step, 1)}},
                                      {"id", "setup", "steps"});

  return "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
         "  \"$id\": \"https://kmr.invalid/schema/scenario.schema.json\",\n"
         "  \"title\": \"kmr scenario file (scenarios/FORMAT.md)\",\n"
         "  \"definitions\": {\"scenario\": " +
         scenario +
         "},\n"
         "  \"oneOf\": [\n"
         "    {\"type\": \"object\", \"properties\": {\"scenarios\": {\"type\": \"array\", \"minItems\": 1, "
         "\"items\": {\"$ref\": \"#/definitions/scenario\"}}}, \"required\": [\"scenarios\"], "
         "\"additionalProperties\": false},\n"
         "    {\"$ref\": \"#/definitions/scenario\"}\n"
         "  ]\n}\n";
}

}  // namespace kmr::harness
