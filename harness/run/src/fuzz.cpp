#include "kmr/run/fuzz.hpp"

#include <algorithm>
#include <sstream>

#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/fen.hpp"
#include "kmr/invariants.hpp"
#include "kmr/random_play.hpp"

namespace kmr::harness {
namespace {

// The seed of game `i`: games are independent, so any one replays alone.
std::uint64_t game_seed(std::uint64_t seed, int i) {
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(i) + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::vector<std::string> broken_by(const Game& before, const Action& a, const Result& r, const Game& after) {
  std::vector<std::string> broken = check_step(before, a, r, after);
  if (r.outcome != Outcome::Rejected)
    for (auto& b : check_game(after)) broken.push_back(std::move(b));
  return broken;
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

std::string side_map(const std::map<Side, std::vector<std::string>>& m) {
  std::string out = "{";
  bool first = true;
  for (const auto& [side, cards] : m) {
    out += (first ? "" : ", ") + std::string(to_string(side)) + ": " + list(cards);
    first = false;
  }
  return out + "}";
}

// Lost pieces as the scenario format writes them: letters of the owner's colour.
std::map<Side, std::vector<std::string>> letters(const std::map<Side, std::vector<Role>>& m) {
  std::map<Side, std::vector<std::string>> out;
  for (const auto& [side, roles] : m)
    for (Role r : roles) out[side].emplace_back(1, role_letter(r, side));
  return out;
}

std::string step_yaml(const Action& a) {
  std::ostringstream s;
  const std::string by = a.by ? ", by: " + std::string(to_string(*a.by)) : "";
  switch (a.kind) {
    case ActionKind::Move:
      s << "- {move: " << to_string(a.move) << by << "}";
      break;
    case ActionKind::Play: {
      const CardChoices& c = a.choices;
      s << "- {play: " << a.card << by;
      if (c.target) s << ", target: " << square_name(*c.target);
      if (!c.targets.empty()) {
        std::vector<std::string> t;
        for (Square q : c.targets) t.push_back(square_name(q));
        s << ", targets: " << list(t);
      }
      if (c.to) s << ", to: " << square_name(*c.to);
      if (!c.moves.empty()) {
        std::vector<std::string> m;
        for (const MoveRequest& r : c.moves) m.push_back(to_string(r));
        // One move is `move:` for a card that reads it (DUBBING reads no `moves`).
        const CardDef* def = find_card(a.card);
        const bool one =
            m.size() == 1 && def && def->behaviour && (def->behaviour->choices.reads & kChooseMove);
        if (one)
          s << ", move: " << m.front();
        else
          s << ", moves: " << list(m);
      }
      if (c.square) s << ", square: " << square_name(*c.square);
      if (c.wall) s << ", wall: " << square_name(c.wall->first) << "-" << square_name(c.wall->second);
      if (c.piece) s << ", piece: " << *c.piece;
      if (c.card) s << ", card: " << *c.card;
      if (c.rotate) s << ", rotate: " << (*c.rotate == Rotation::Clockwise ? "cw" : "ccw");
      if (c.promote) s << ", promote: " << role_letter(*c.promote, Side::Black);
      if (!c.announce.empty()) s << ", announce: " << list(c.announce);
      if (c.refuse) s << ", refuse: true";
      s << "}";
      break;
    }
    case ActionKind::Say:
      s << "- {say: " << a.word << by << (a.square ? ", square: " + square_name(*a.square) : "") << "}";
      break;
    case ActionKind::Discard:
      s << "- {discard: " << a.card << by << "}";
      break;
    case ActionKind::Recall:
    case ActionKind::Keep:
      s << "- {" << to_string(a.kind) << ": {piece: " << a.word
        << (a.square ? ", square: " + square_name(*a.square) : "") << "}" << by << "}";
      break;
    default:
      s << "- {" << to_string(a.kind) << ": " << by << "}";
  }
  return s.str();
}

}  // namespace

FuzzSummary run_fuzz(const FuzzOptions& options, const std::function<void(int)>& progress) {
  FuzzSummary sum;
  const std::vector<std::string> cards = options.cards.empty() ? implemented_card_ids() : options.cards;
  for (const std::string& id : cards) sum.cards[id];
  for (int i = 0; i < options.games; ++i) {
    const std::uint64_t seed = game_seed(options.seed, i);
    RandomPlayer player(seed);
    const Setup setup = player.setup(cards);
    auto created = Game::create(setup);
    ++sum.games;
    if (!created) {
      sum.failure = FuzzFailure{seed, setup, {}, {"the random setup is refused: " + created.error().message}};
      return sum;
    }
    Game g = std::move(created).value();
    std::vector<Action> taken;
    int step = 0;
    for (; step < options.steps && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      Game next = g;
      const Result r = next.apply(a);
      ++sum.actions;
      const bool ok = r.outcome != Outcome::Rejected;
      if (ok) ++sum.accepted;
      if (a.kind == ActionKind::Play) {
        CardCount& c = sum.cards[a.card];
        ++c.played;
        if (ok)
          ++c.accepted;
        else
          ++c.refusals[std::string(to_string(*r.reason)) + ": " + r.detail];
      }
      std::vector<std::string> broken = broken_by(g, a, r, next);
      if (!broken.empty()) {
        taken.push_back(a);
        sum.failure = FuzzFailure{seed, setup, std::move(taken), std::move(broken)};
        if (progress) progress(sum.games);
        return sum;
      }
      if (ok) {
        taken.push_back(a);
        g = std::move(next);
      }
    }
    const GameOver over = g.game_over();
    ++sum.endings[over == GameOver::None ? std::string("step limit") : std::string(to_string(over))];
    if (progress) progress(sum.games);
  }
  return sum;
}

std::vector<std::string> replay_breaks(const Setup& setup, const std::vector<Action>& actions) {
  auto created = Game::create(setup);
  if (!created) return {};
  Game g = std::move(created).value();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    Game next = g;
    const Result r = next.apply(actions[i]);
    const bool last = i + 1 == actions.size();
    if (r.outcome == Outcome::Rejected && !last) return {};
    // Only the end is checked in full: earlier steps were fine when played.
    if (last) return broken_by(g, actions[i], r, next);
    g = std::move(next);
  }
  return {};
}

FuzzFailure shrink(FuzzFailure f) {
  if (f.actions.empty()) return f;
  // Drop one action at a time, earliest first, while the end still breaks.
  for (std::size_t i = 0; i + 1 < f.actions.size();) {
    std::vector<Action> fewer = f.actions;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    if (auto broken = replay_breaks(f.setup, fewer); !broken.empty()) {
      f.actions = std::move(fewer);
      f.broken = std::move(broken);
    } else {
      ++i;
    }
  }
  return f;
}

std::string failure_scenario_yaml(const FuzzFailure& f) {
  std::ostringstream y;
  y << "# Written by kmr fuzz: a game that breaks the engine's invariants\n"
       "# (game seed "
    << f.game_seed << "). What broke after the last step:\n";
  for (const std::string& b : f.broken) y << "#   " << b << "\n";
  y << "scenarios:\n"
       "  - id: fuzz-"
    << f.game_seed
    << "\n"
       "    title: kmr fuzz found a game that breaks an invariant\n"
       "    rulings: []\n"
       "    pending: "
    << quoted("kmr fuzz: " + (f.broken.empty() ? std::string("invariant broken") : f.broken.front())) << "\n";
  y << "    setup:\n      fen: " << quoted(f.setup.fen) << "\n";
  if (!f.setup.hands.empty()) y << "      hands: " << side_map(f.setup.hands) << "\n";
  if (!f.setup.decks.empty()) y << "      decks: " << side_map(f.setup.decks) << "\n";
  // A game begun from a position under way: what was lost before it.
  if (!f.setup.captured.empty()) y << "      captured: " << side_map(letters(f.setup.captured)) << "\n";
  if (!f.setup.dead.empty()) y << "      dead: " << side_map(letters(f.setup.dead)) << "\n";
  if (!f.setup.discard.empty()) y << "      discard: " << side_map(f.setup.discard) << "\n";
  y << "      seed: " << f.setup.seed << "\n    steps:\n";
  for (const Action& a : f.actions) y << "      " << step_yaml(a) << "\n";
  if (f.actions.empty()) y << "      - expect: {}\n";
  return y.str();
}

}  // namespace kmr::harness
