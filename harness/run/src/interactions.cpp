#include "kmr/run/interactions.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "kmr/card.hpp"
#include "kmr/random_play.hpp"
#include "kmr/run/fuzz.hpp"

namespace kmr::harness {
namespace {

// The pieces a play names: its target, its targets, the pieces its moves start from.
std::vector<PieceId> pieces_named(const Game& g, const Action& a) {
  std::vector<PieceId> out;
  const CardChoices& c = a.choices;
  const auto add = [&](Square s) {
    const PieceId id = g.position().piece_at(s);
    if (id != kNoPiece) out.push_back(id);
  };
  if (c.target) add(*c.target);
  for (const Square s : c.targets) add(s);
  for (const MoveRequest& m : c.moves) add(m.from);
  return out;
}

}  // namespace

std::vector<Interaction> find_interactions(const InteractionOptions& options) {
  std::map<std::pair<std::string, std::string>, Interaction> pairs;
  const auto seen = [&](const std::string& x, const std::string& y, bool piece, std::uint64_t seed,
                        const Setup& setup, const std::vector<Action>& actions) {
    if (x == y) return;
    const auto key = x < y ? std::make_pair(x, y) : std::make_pair(y, x);
    auto [it, fresh] = pairs.try_emplace(key);
    Interaction& in = it->second;
    if (fresh) {
      in.a = key.first;
      in.b = key.second;
      in.game_seed = seed;
      in.setup = setup;
      in.actions = actions;
    }
    ++(piece ? in.same_piece : in.same_turn);
  };
  const std::vector<std::string> cards = implemented_card_ids();
  for (int i = 0; i < options.games; ++i) {
    const std::uint64_t seed = fuzz_game_seed(options.seed, i);
    RandomPlayer player(seed);
    const Setup setup = player.setup(cards);
    auto created = Game::create(setup);
    if (!created) continue;
    Game g = std::move(created).value();
    std::vector<Action> taken;
    std::vector<std::string> this_turn;  // cards played in the turn under way
    for (int step = 0; step < options.steps && g.game_over() == GameOver::None; ++step) {
      const Action a = player.action(g);
      Game next = g;
      const Result r = next.apply(a);
      if (r.outcome == Outcome::Rejected) continue;
      taken.push_back(a);
      if (a.kind == ActionKind::Play) {
        const std::vector<PieceId> named = pieces_named(g, a);
        for (const Effect& fx : g.effects()) {
          if (!fx.card) continue;
          const bool shared = std::any_of(named.begin(), named.end(), [&](PieceId id) {
            return std::find(fx.targets.begin(), fx.targets.end(), id) != fx.targets.end();
          });
          if (shared) seen(a.card, std::string(fx.card->id), true, seed, setup, taken);
        }
        for (const std::string& other : this_turn) seen(a.card, other, false, seed, setup, taken);
        this_turn.push_back(a.card);
      }
      if (next.turn() != g.turn()) this_turn.clear();
      g = std::move(next);
    }
  }
  std::vector<Interaction> out;
  for (auto& [key, in] : pairs) out.push_back(std::move(in));
  std::stable_sort(out.begin(), out.end(),
                   [](const Interaction& x, const Interaction& y) { return x.count() > y.count(); });
  return out;
}

std::string interaction_scenario_yaml(const Interaction& in) {
  // The setup and steps as kmr fuzz writes a game; the heading is this question's.
  const std::string game = failure_scenario_yaml(FuzzFailure{in.game_seed, in.setup, in.actions, {}});
  const std::size_t setup = game.find("    setup:\n");
  const auto name = [](const std::string& id) {
    const CardDef* def = find_card(id);
    return def ? std::string(def->name) : id;
  };
  std::string y = "# Written by kmr report: random play (game seed " + std::to_string(in.game_seed) +
                  ") where " + name(in.a) + " and " + name(in.b) +
                  " act together, which no ruling\n# or scenario names together yet. The last step is where "
                  "they meet.\nscenarios:\n  - id: interaction-" +
                  in.a + "-" + in.b + "\n    title: " + name(in.a) + " and " + name(in.b) +
                  " together (from random play)\n    rulings: []\n    cards: [" + in.a + ", " + in.b +
                  "]\n    pending: \"no ruling yet: what should happen when " + name(in.a) + " and " +
                  name(in.b) + " meet?\"\n";
  return y + (setup == std::string::npos ? std::string() : game.substr(setup));
}

}  // namespace kmr::harness
