// Reading a scenario's `setup`: the FEN, the effects in play, the pieces off
// the board, the cards of each side, the phase.
#include <algorithm>
#include <charconv>
#include <limits>
#include <string>
#include <vector>

#include "scenario_reader.hpp"

namespace kmr::harness::scenario_reading {

bool ScenarioReader::read_setup(const Node& n, Setup& out) {
  if (!want_map(n, "'setup'") || !check_keys(n, kSetupKeys, "'setup'")) return false;
  if (const Entry* rules = n.find("rules")) {
    std::string s;
    if (!read_string(*rules->second, "rules", s)) return false;
    auto profile = parse_rules_profile(s);
    if (!profile)
      return fail(*rules->second, "unknown rules '" + s +
                                      "' (allowed: " + join_valid(kRulesNames, parse_rules_profile) + ")");
    out.rules = *profile;
  }
  const Entry* fen = n.find("fen");
  if (!fen) return fail(n, "'setup' has no 'fen'");
  if (!read_string(*fen->second, "fen", out.fen)) return false;
  if (auto pos = parse_fen(out.fen, out.rules); !pos)
    return fail(*fen->second, "bad FEN '" + out.fen + "': " + strip_fen_prefix(pos.error().message));
  if (const Entry* effects = n.find("effects")) {
    bool ok = each_item(*effects->second, "'effects'", [&](const Node& item) {
      EffectSetup effect;
      if (!read_effect(item, effect)) return false;
      out.effects.push_back(std::move(effect));
      return true;
    });
    if (!ok) return false;
  }
  for (auto [key, boxes] : {std::pair{"captured", &out.captured}, std::pair{"dead", &out.dead}}) {
    const Entry* e = n.find(key);
    if (!e) continue;
    bool ok = each_side(*e->second, key, [&, boxes = boxes](Side side, const Node& list) {
      std::vector<PieceCode> codes;
      if (!read_piece_letters(list, side, codes)) return false;
      auto& roles = (*boxes)[side];
      for (const auto& c : codes) roles.push_back(c.role);
      return true;
    });
    if (!ok) return false;
  }
  for (auto [key, piles] :
       {std::pair{"hands", &out.hands}, std::pair{"decks", &out.decks}, std::pair{"discard", &out.discard}}) {
    const Entry* e = n.find(key);
    if (!e) continue;
    bool ok = each_side(*e->second, key, [&, piles = piles](Side side, const Node& list) {
      return read_card_ids(list, to_string(side), (*piles)[side]);
    });
    if (!ok) return false;
  }
  if (const Entry* common = n.find("common_deck")) {
    if (!read_card_ids(*common->second, "common_deck", out.common_deck.emplace())) return false;
  }
  for (auto [key, target] : {std::pair{"seed", 0}, std::pair{"deck_budget", 1}}) {
    const Entry* e = n.find(key);
    if (!e) continue;
    std::string text;
    if (!read_string(*e->second, key, text)) return false;
    std::uint64_t v = 0;
    const std::uint64_t most = target == 1 ? 100000 : std::numeric_limits<std::uint64_t>::max();
    const bool negative =
        text.size() > 1 && text.front() == '-' &&
        std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; });
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (negative || (ec == std::errc::result_out_of_range && end == text.data() + text.size()) ||
        (ec == std::errc() && end == text.data() + text.size() && v > most))
      return fail(*e->second, in_quotes(key) + " is out of range: it goes from 0 to " + std::to_string(most) +
                                  ", got " + yaml::describe(*e->second));
    if (ec != std::errc() || end != text.data() + text.size())
      return fail(*e->second, in_quotes(key) + " must be a whole number, got " + yaml::describe(*e->second));
    if (target == 0)
      out.seed = v;
    else
      out.deck_budget = static_cast<int>(v);
  }
  if (const Entry* phase = n.find("phase")) {
    std::string s;
    if (!read_string(*phase->second, "phase", s)) return false;
    auto p = parse_phase(s);
    if (!p)
      return fail(*phase->second, "unknown phase '" + s + "'" + did_you_mean(s, kPhaseNames) +
                                      " (allowed: " + join_valid(kPhaseNames, parse_phase) + ")");
    out.phase = *p;
  }
  return true;
}

bool ScenarioReader::read_effect(const Node& n, EffectSetup& out) {
  std::vector<std::string_view> allowed = {"card", "owner"};
  allowed.insert(allowed.end(), kChoiceKeys.begin(), kChoiceKeys.end());
  allowed.erase(std::find(allowed.begin() + 2, allowed.end(), "card"));  // `card` names the effect itself
  if (!want_map(n, "an effect") || !check_keys(n, allowed, "an effect")) return false;
  const Entry* card = n.find("card");
  if (!card) return fail(n, "effect has no 'card'");
  if (!read_card_id(*card->second, out.card)) return false;
  const Entry* owner = n.find("owner");
  if (!owner) return fail(n, "effect has no 'owner'");
  if (!read_side(*owner->second, out.owner)) return false;
  return check_declared_keys(n, *card->first, out.card) &&
         read_choices(n, out.choices, /*card_is_choice=*/false);
}

}  // namespace kmr::harness::scenario_reading
