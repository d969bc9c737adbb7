// The session: a game, the copies undo goes back to, and the line played.
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
  if (options_.undo) undo_.push_back({game_, line_.size()});
  Result r = game_.apply(action);
  // A refused action changes nothing: there is nothing to take back.
  if (r.outcome == Outcome::Rejected && options_.undo) undo_.pop_back();
  line_.push_back({action, std::move(r), false});
  return line_.back().result;
}

const Result& Session::attempt(const Action& action) {
  line_.push_back({action, game_.probe(action), true});
  return line_.back().result;
}

bool Session::undo() {
  if (undo_.empty()) return false;
  game_ = std::move(undo_.back().game);
  line_.resize(undo_.back().line_size);
  undo_.pop_back();
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
