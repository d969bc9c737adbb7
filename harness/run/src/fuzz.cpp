#include "kmr/run/fuzz.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <sstream>
#include <thread>

#include "kmr/base/json_text.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/fen.hpp"
#include "kmr/invariants.hpp"
#include "kmr/random_play.hpp"
#include "kmr/replay_check.hpp"

namespace kmr::harness {
namespace {

std::vector<std::string> broken_by(const Game& before, const Action& a, const Result& r, const Game& after) {
  std::vector<std::string> broken = check_step(before, a, r, after);
  if (r.outcome != Outcome::Rejected)
    for (auto& b : check_game(after)) broken.push_back(std::move(b));
  return broken;
}

// The same along one game's accepted actions, in order: the replay check
// fed one action at a time (kmr/replay_check.hpp: the same verdict, in time
// linear in a turn's actions rather than quadratic).
std::vector<std::string> broken_by(const Game& before, const Action& a, const Result& r, Game& after,
                                   ReplayCheck& replay) {
  std::vector<std::string> broken = check_step(before, a, r, after);
  if (r.outcome != Outcome::Rejected)
    for (auto& b : check_game(after, replay)) broken.push_back(std::move(b));
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
        // A card that reads one `move:` gets its move under that key (ESCAPE!).
        const CardDef* card = find_card(a.card);
        const unsigned reads = card && card->behaviour ? card->behaviour->choices.reads : kChooseEveryKey;
        if (c.moves.size() == 1 && (reads & kChooseMove) && !(reads & kChooseMoves)) {
          s << ", move: " << to_string(c.moves.front());
        } else {
          std::vector<std::string> m;
          for (const MoveRequest& r : c.moves) m.push_back(to_string(r));
          s << ", moves: " << list(m);
        }
      }
      if (c.square) s << ", square: " << square_name(*c.square);
      if (c.wall) s << ", wall: " << square_name(c.wall->first) << "-" << square_name(c.wall->second);
      if (c.piece) s << ", piece: " << *c.piece;
      if (c.card) s << ", card: " << *c.card;
      if (c.rotate) s << ", rotate: " << (*c.rotate == Rotation::Clockwise ? "cw" : "ccw");
      if (c.promote) s << ", promote: " << role_letter(*c.promote, Side::Black);
      if (!c.announce.empty()) s << ", announce: " << list(c.announce);
      if (c.refuse) s << ", refuse: true";
      if (c.effect) s << ", effect: " << json_quote(*c.effect);  // '#' would start a YAML comment
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

std::string ending_words(const Ending& e) {
  if (!e.over()) return "step limit";
  return std::string(to_string(e.result)) + " by " + std::string(to_string(e.termination));
}

std::uint64_t fuzz_game_seed(std::uint64_t seed, int i) {
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(i) + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

namespace {

// One game's share of the summary: games are independent, so they may be
// played on any thread and summed in order.
struct GamePlayed {
  int number = 0;
  std::uint64_t seed = 0;
  double seconds = 0;
  long actions = 0;
  long accepted = 0;
  std::map<std::string, CardCount> cards;
  std::string ending;
  std::optional<FuzzFailure> failure;
};

GamePlayed play_one(const FuzzOptions& options, const std::vector<std::string>& cards, int i);

GamePlayed play_game(const FuzzOptions& options, const std::vector<std::string>& cards, int i) {
  const auto start = std::chrono::steady_clock::now();
  GamePlayed out = play_one(options, cards, i);
  out.number = i;
  out.seed = fuzz_game_seed(options.seed, i);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

GamePlayed play_one(const FuzzOptions& options, const std::vector<std::string>& cards, int i) {
  GamePlayed out;
  const std::uint64_t seed = fuzz_game_seed(options.seed, i);
  RandomPlayer player(seed);
  const Setup setup = player.setup(cards);
  auto created = Game::create(setup);
  if (!created) {
    out.failure = FuzzFailure{seed, setup, {}, {"the random setup is refused: " + created.error().message}};
    return out;
  }
  Game g = std::move(created).value();
  std::vector<Action> taken;
  ReplayCheck replay;
  for (int step = 0; step < options.steps && g.game_over() == GameOver::None; ++step) {
    const Action a = player.action(g);
    Game next = g;
    const Result r = next.apply(a);
    ++out.actions;
    const bool ok = r.outcome != Outcome::Rejected;
    if (ok) ++out.accepted;
    if (a.kind == ActionKind::Play) {
      CardCount& c = out.cards[a.card];
      ++c.played;
      if (ok)
        ++c.accepted;
      else
        ++c.refusals[std::string(to_string(*r.reason)) + ": " + r.detail];
    }
    std::vector<std::string> broken = broken_by(g, a, r, next, replay);
    if (!broken.empty()) {
      taken.push_back(a);
      out.failure = FuzzFailure{seed, setup, std::move(taken), std::move(broken)};
      return out;
    }
    if (ok) {
      taken.push_back(a);
      g = std::move(next);
    }
  }
  out.ending = ending_words(g.ending());
  return out;
}

void add_game(FuzzSummary& sum, GamePlayed&& game) {
  ++sum.games;
  if (sum.slowest_game < 0 || game.seconds > sum.slowest_seconds) {
    sum.slowest_seconds = game.seconds;
    sum.slowest_game = game.number;
    sum.slowest_seed = game.seed;
  }
  sum.actions += game.actions;
  sum.accepted += game.accepted;
  for (auto& [id, c] : game.cards) {
    CardCount& total = sum.cards[id];
    total.played += c.played;
    total.accepted += c.accepted;
    for (auto& [why, n] : c.refusals) total.refusals[why] += n;
  }
  if (game.failure)
    sum.failure = std::move(game.failure);
  else
    ++sum.endings[game.ending];
}

}  // namespace

FuzzSummary run_fuzz(const FuzzOptions& options, const std::function<void(int)>& progress) {
  FuzzSummary sum;
  const std::vector<std::string> cards = options.cards.empty() ? implemented_card_ids() : options.cards;
  for (const std::string& id : cards) sum.cards[id];
  const int jobs = std::clamp(options.jobs, 1, std::max(1, options.games));
  if (jobs == 1) {
    for (int i = 0; i < options.games && !sum.failure; ++i) {
      add_game(sum, play_game(options, cards, i));
      if (progress) progress(sum.games);
    }
    return sum;
  }
  // N threads take the games in order; the summary is the one a single job
  // gives: the games up to the first that breaks an invariant, summed in
  // order (games after it are not counted, nor played once it is known).
  std::vector<std::optional<GamePlayed>> played(static_cast<std::size_t>(options.games));
  std::atomic<int> next{0};
  std::atomic<int> first_failure{options.games};
  std::mutex lock;
  int done = 0;
  auto work = [&] {
    for (int i = next++; i < options.games && i < first_failure; i = next++) {
      GamePlayed game = play_game(options, cards, i);
      if (game.failure) {
        for (int seen = first_failure; i < seen && !first_failure.compare_exchange_weak(seen, i);) {
        }
      }
      const std::lock_guard<std::mutex> hold(lock);
      played[static_cast<std::size_t>(i)] = std::move(game);
      if (progress) progress(++done);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < jobs; ++t) threads.emplace_back(work);
  for (std::thread& t : threads) t.join();
  for (auto& game : played) {
    if (!game || sum.failure) break;
    add_game(sum, std::move(*game));
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
  y << "# `kmr run --invariants` on this file checks what kmr fuzz checks: it\n"
       "# fails until the engine is fixed, then passes.\n";
  y << "scenarios:\n"
       "  - id: fuzz-"
    << f.game_seed
    << "\n"
       "    title: kmr fuzz found a game that breaks an invariant\n"
       "    rulings: []\n";
  y << "    setup:\n      fen: " << quoted(f.setup.fen) << "\n";
  if (!f.setup.hands.empty()) y << "      hands: " << side_map(f.setup.hands) << "\n";
  if (!f.setup.decks.empty()) y << "      decks: " << side_map(f.setup.decks) << "\n";
  // A game begun from a position under way: what was lost before it.
  if (!f.setup.captured.empty()) y << "      captured: " << side_map(letters(f.setup.captured)) << "\n";
  if (!f.setup.dead.empty()) y << "      dead: " << side_map(letters(f.setup.dead)) << "\n";
  if (!f.setup.discard.empty()) y << "      discard: " << side_map(f.setup.discard) << "\n";
  y << "      seed: " << f.setup.seed << "\n    steps:\n";
  // A play the engine spends without effect (R5.3) is said to be so, or
  // the runner would stop there: replayed here to know which.
  std::optional<Game> g;
  if (auto created = Game::create(f.setup)) g = std::move(created).value();
  for (const Action& a : f.actions) {
    y << "      " << step_yaml(a) << "\n";
    if (!g) continue;
    if (const Result r = g->apply(a); r.outcome == Outcome::NoEffect && r.reason)
      y << "      - expect: {result: no-effect, reason: " << to_string(*r.reason) << "}\n";
  }
  if (f.actions.empty()) y << "      - expect: {}\n";
  return y.str();
}

}  // namespace kmr::harness
