// Actions back into scenario words (scenarios/FORMAT.md, "Steps").
#include "kmr/play/action_words.hpp"

#include "kmr/report/result_text.hpp"
#include "kmr/types.hpp"

namespace kmr::harness {
namespace {

std::string side_word(Side s) { return std::string(to_string(s)); }

}  // namespace

std::vector<std::pair<std::string, std::string>> action_entries(const Action& a) {
  std::vector<std::pair<std::string, std::string>> out;
  switch (a.kind) {
    case ActionKind::Move:
      if (a.move.castling == Castling::KingSide || a.move.castling == Castling::QueenSide) {
        out.emplace_back("castle", a.move.castling == Castling::KingSide ? "king-side" : "queen-side");
        break;
      }
      out.emplace_back("move", to_string(a.move));
      if (a.move.castling == Castling::Only) out.emplace_back("castling", "true");
      if (a.move.castling == Castling::Never) out.emplace_back("castling", "false");
      break;
    case ActionKind::Play:
      out.emplace_back("play", a.card);
      for (auto& entry : choice_entries(a.choices)) out.push_back(std::move(entry));
      break;
    case ActionKind::Pass:
      out.emplace_back("pass", "");
      break;
    case ActionKind::EndTurn:
      out.emplace_back("end-turn", "");
      break;
    case ActionKind::Timeout:
      out.emplace_back("timeout", "");
      break;
    case ActionKind::Discard:
      out.emplace_back("discard", a.card);
      break;
    case ActionKind::Say:
      out.emplace_back("say", a.word);
      if (a.square) out.emplace_back("square", square_name(*a.square));
      break;
    case ActionKind::Recall:
    case ActionKind::Keep: {
      std::string v = "{piece: " + a.word;
      if (a.square) v += ", square: " + square_name(*a.square);
      if (a.kind == ActionKind::Recall && !a.aloud) v += ", aloud: false";
      out.emplace_back(a.kind == ActionKind::Recall ? "recall" : "keep", v + "}");
      break;
    }
  }
  if (a.by) out.emplace_back("by", side_word(*a.by));
  return out;
}

std::string action_words(const Action& a) {
  const auto entries = action_entries(a);
  std::string out = entries.front().first;
  if (!entries.front().second.empty()) out += ": " + entries.front().second;
  std::string rest;
  for (std::size_t i = 1; i < entries.size(); ++i)
    rest += (rest.empty() ? "" : ", ") + entries[i].first + ": " + entries[i].second;
  return rest.empty() ? out : out + " {" + rest + "}";
}

std::string action_flow(const Action& a) {
  const auto entries = action_entries(a);
  if (entries.size() == 1 && entries.front().second.empty()) return entries.front().first;
  std::string out;
  for (const auto& [key, value] : entries)
    out += (out.empty() ? "" : ", ") + key + (value.empty() ? "" : ": " + value);
  return "{" + out + "}";
}

}  // namespace kmr::harness
