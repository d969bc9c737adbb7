// The session: a game, what undo goes back to, and the line played.
// Acting and trying are Game::apply and Game::probe; nothing else decides.
#include "kmr/session.hpp"

#include <utility>

namespace kmr {

Expected<Session> Session::create(const Setup& setup, Options options) {
  auto game = Game::create(setup);
  if (!game) return game.error();
  return Session(setup, std::move(game).value(), options);
}

const Result& Session::act(const Action& action) {
  std::vector<DoorPass> doors;
  if (options_.trace_doors) game_.trace_doors(&doors);
  Result r = game_.apply(action);
  game_.trace_doors(nullptr);
  // A refused action changes nothing: there is nothing to take back.
  if (r.outcome != Outcome::Rejected && options_.undo) {
    taken_.push_back(line_.size());
    if (taken_.size() % kEvery == 0) kept_.push_back({taken_.size(), game_});
  }
  line_.push_back({action, std::move(r), false, std::move(doors)});
  return line_.back().result;
}

const Result& Session::attempt(const Action& action) {
  if (!options_.trace_doors) {
    line_.push_back({action, game_.probe(action), true, {}});
    return line_.back().result;
  }
  // A question asked is traced too: a refusal at a door is a rule bitten.
  std::vector<DoorPass> doors;
  Game copy = game_;
  copy.trace_doors(&doors);
  Result r = copy.apply(action);
  line_.push_back({action, std::move(r), true, std::move(doors)});
  return line_.back().result;
}

bool Session::undo() {
  if (!can_undo()) return false;
  const std::size_t keep = taken_.size() - 1;  // actions left taken
  while (kept_.back().taken > keep) kept_.pop_back();
  Game g = kept_.back().game;
  for (std::size_t i = kept_.back().taken; i < keep; ++i) g.apply(line_[taken_[i]].action);
  game_ = std::move(g);
  line_.resize(taken_.back());
  taken_.pop_back();
  return true;
}

ChoiceListing Session::choices(std::string_view card, std::optional<Side> by, int budget,
                               const std::function<bool()>& interrupted) const {
  const CardDef* def = find_card(card);
  if (!def) {
    ChoiceListing none;
    none.refusal =
        Result::rejected(Cause::NotInHand, "R4.2", "no card is called '" + std::string(card) + "'");
    return none;
  }
  if (by) return list_choices(game_, *by, *def, budget, interrupted);
  // Whoever may play it now: the turn's player, else his opponent answering.
  ChoiceListing mine = list_choices(game_, game_.turn(), *def, budget, interrupted);
  if (!mine.refusal || (mine.refusal->cause != Cause::WrongWindow && mine.refusal->cause != Cause::NotInHand))
    return mine;
  ChoiceListing theirs = list_choices(game_, ~game_.turn(), *def, budget, interrupted);
  return theirs.refusal ? mine : theirs;
}

std::vector<MoveOption> Session::moves(std::optional<Square> from) const {
  std::vector<MoveOption> out;
  for (const Move& m : game_.legal_moves()) {
    if (from && m.from != *from) continue;
    Action a;
    a.kind = ActionKind::Move;
    a.move.from = m.from;
    a.move.to = m.to;
    if (m.kind == MoveKind::Promotion) a.move.promotion = m.promotion;
    out.push_back({m.from, m.to, a.move.promotion, game_.probe(a)});
  }
  return out;
}

}  // namespace kmr
