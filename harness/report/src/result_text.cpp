// An action's answer and a card's choices in words and in JSON.
#include "kmr/report/result_text.hpp"

#include <vector>

#include "kmr/base/console_text.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/report/console.hpp"
#include "kmr/types.hpp"

namespace kmr::harness {
namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// Each choice given, as (key, value in scenario words, value as JSON).
struct ChoiceWord {
  std::string key, words, json;
};

std::vector<ChoiceWord> choice_words(const CardChoices& c) {
  std::vector<ChoiceWord> out;
  auto one = [&](std::string key, const std::string& v) {
    out.push_back({std::move(key), v, json_quote(v)});
  };
  auto list = [&](std::string key, const std::vector<std::string>& items) {
    std::string json;
    for (const std::string& i : items) json += (json.empty() ? "" : ",") + json_quote(i);
    out.push_back({std::move(key), "[" + joined(items) + "]", "[" + json + "]"});
  };
  auto names = [](const std::vector<Square>& squares) {
    std::vector<std::string> v;
    for (Square q : squares) v.push_back(square_name(q));
    return v;
  };
  if (c.target) one("target", square_name(*c.target));
  if (!c.targets.empty()) list("targets", names(c.targets));
  if (c.to) one("to", square_name(*c.to));
  if (c.moves.size() == 1) one("move", to_string(c.moves.front()));
  if (c.moves.size() > 1) {
    std::vector<std::string> v;
    for (const MoveRequest& m : c.moves) v.push_back(to_string(m));
    list("moves", v);
  }
  if (c.square) one("square", square_name(*c.square));
  if (c.wall) one("wall", square_name(c.wall->first) + "-" + square_name(c.wall->second));
  if (c.piece) one("piece", *c.piece);
  if (c.card) one("card", *c.card);
  if (c.rotate) one("rotate", *c.rotate == Rotation::Clockwise ? "cw" : "ccw");
  if (c.promote) one("promote", std::string(1, role_letter(*c.promote, Side::Black)));
  if (!c.announce.empty()) list("announce", c.announce);
  if (c.refuse) out.push_back({"refuse", "true", "true"});
  // "doomsayer #2": quoted, as '#' after a space starts a YAML comment.
  if (c.effect) out.push_back({"effect", json_quote(*c.effect), json_quote(*c.effect)});
  return out;
}

}  // namespace

std::string result_lines(const Result& r) {
  std::string out = "  result: " + std::string(to_string(r.outcome)) + '\n';
  if (r.reason) out += "  reason: " + std::string(to_string(*r.reason)) + '\n';
  if (!r.rule.empty()) out += "  rule:   " + r.rule + '\n';
  // Text from the file (and what the engine echoes of it) is escaped for the terminal.
  if (!r.detail.empty()) out += "  detail: " + console_text(r.detail) + '\n';
  // Worded as a console failure words them (events_line).
  if (!r.events.empty()) out += "  " + console_text(events_line(r.events)) + '\n';
  return out;
}

std::string result_json(const Result& r) {
  std::string out = "{\"result\":" + json_quote(to_string(r.outcome));
  if (r.reason) out += ",\"reason\":" + json_quote(to_string(*r.reason));
  if (r.cause != Cause::Unstated) out += ",\"cause\":" + json_quote(to_string(r.cause));
  if (!r.rule.empty()) out += ",\"rule\":" + json_quote(r.rule);
  if (!r.detail.empty()) out += ",\"detail\":" + json_quote(r.detail);
  std::string events;
  for (const std::string& e : r.events) events += (events.empty() ? "" : ",") + json_quote(e);
  return out + ",\"events\":[" + events + "]}";
}

std::vector<std::pair<std::string, std::string>> choice_entries(const CardChoices& c) {
  std::vector<std::pair<std::string, std::string>> out;
  for (ChoiceWord& w : choice_words(c)) out.emplace_back(std::move(w.key), std::move(w.words));
  return out;
}

std::string choices_words(const CardChoices& c) {
  std::string out;
  for (const ChoiceWord& w : choice_words(c)) out += (out.empty() ? "" : ", ") + w.key + ": " + w.words;
  return out;
}

std::string choices_json(const CardChoices& c) {
  std::string out;
  for (const ChoiceWord& w : choice_words(c))
    out += (out.empty() ? "" : ",") + json_quote(w.key) + ":" + w.json;
  return "{" + out + "}";
}

}  // namespace kmr::harness
