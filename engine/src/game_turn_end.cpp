// The end of a turn: what a player must have done before it ends (answer a
// check, a card he is bound to), and a check that only a card can answer
// (R6.7, R12, R13).
#include "kmr/game.hpp"

#include <algorithm>

#include "game_internal.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/choice_search.hpp"
#include "kmr/effect_rules.hpp"
#include "kmr/movegen_generic.hpp"
#include "kmr/refusal.hpp"
#include "kmr/state_events.hpp"

namespace kmr {

using detail::side_name;

// A card he may play now: its window open and some choices that let it be
// played, found by a bounded search. An open window alone is not enough: a
// player told to play a card none of whose plays stands would be left with
// nothing legal to do.
bool Game::may_play_a_card_now(Side side) const {
  if (rules_ != RulesProfile::Knightmare) return false;
  // Searches within searches are bounded (kmr fuzz: a COUNTERTHRUST acting
  // as BOG under PLOTS WITHIN PLOTS searched itself without end).
  constexpr int kMaxNested = 3;
  if (nested_search_.depth >= kMaxNested) return false;
  Game inner = *this;
  ++inner.nested_search_.depth;
  const auto& hand = s_.cards[static_cast<std::size_t>(index(side))].hand;
  return std::any_of(hand.begin(), hand.end(), [&](CardRef c) {
    return c->behaviour && c->behaviour->play && !timing_refusal(side, *c) &&
           find_playable_choices(inner, side, *c, /*budget=*/1024);
  });
}

bool Game::may_rescue_with_card(Side side) const {
  if (rules_ != RulesProfile::Knightmare) return false;
  const auto i = static_cast<std::size_t>(index(side));
  if (s_.cards_played[i] >= 1 && s_.extra_cards[i] == 0) return false;
  const auto& hand = s_.cards[i].hand;
  return std::any_of(hand.begin(), hand.end(), [](CardRef c) {
    if (!c->behaviour || !c->behaviour->play) return false;
    return std::any_of(c->timing.begin(), c->timing.end(), [](Timing t) {
      return t == Timing::AfterMove || t == Timing::AnyTime || t == Timing::Unknown;
    });
  });
}

// The turn replayed with what the Check Rule last made void, and what that
// replay had noted at its end: the next void starts from there.
struct Game::VoidBase {
  Frozen<TableState> turn_start;  // the start it was replayed from
  ActionList actions;             // the actions replayed, void ones marked
  Game game;                      // the replay (its own caches dropped)
  VoidTrack track;
};

std::optional<Game> Game::without_check_cause(std::string& what, VoidTrack& track) const {
  if (!turn_start_) return std::nullopt;
  const Side mover = s_.turn;
  // Start from the last void's replay while the turn still begins with its
  // very actions; else from the turn's start.
  const VoidBase* base = void_cache_.base.get();
  if (base && !(base->turn_start == turn_start_ && turn_actions_.extends(base->actions))) base = nullptr;
  std::size_t first = base ? base->actions.size() : 0;
  std::vector<TurnAction> actions = turn_actions_.from(first);  // action i of these is the turn's first + i
  std::vector<bool> voided, newly;
  const auto mark_all = [&] {
    voided.assign(actions.size(), false);
    newly.assign(actions.size(), false);
    for (std::size_t i = 0; i < actions.size(); ++i) voided[i] = actions[i].void_;
  };
  mark_all();
  std::vector<std::string> names;
  // The turn replayed from its start (or from the base) with the voided
  // actions void: a card spent with no effect, a move not made. Notes which
  // action last put the King in check and which move stands (a move
  // cancelled, THINK AGAIN!, gave the turn its move back and the next one
  // took its place).
  struct Pass {
    Game game;
    VoidTrack track;
  };
  const auto pass = [&]() -> std::optional<Pass> {
    Pass p{base ? base->game : rewound(), base ? base->track : VoidTrack{}};
    Game& g = p.game;
    std::vector<std::string> events;
    if (!base) p.track.exposed = g.exposed(mover);
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const Action& a = actions[i].action;
      const bool by_mover = a.by.value_or(mover) == mover;
      if (voided[i]) {
        if (newly[i] && a.kind == ActionKind::Play) {  // his card made void now: spent with no effect
          CardRef card = find_card(a.card);
          const auto& hand = g.s_.cards[static_cast<std::size_t>(index(mover))].hand;
          if (!card || std::find(hand.begin(), hand.end(), card) == hand.end()) return std::nullopt;
        }
        g.replay({TurnAction{a, true}}, events);
        p.track.exposed = g.exposed(mover);
        continue;
      }
      const Phase phase = g.s_.phase;
      const std::size_t recorded = g.turn_actions_.size();
      g.replay({actions[i]}, events);
      if (g.turn_actions_.size() == recorded && a.kind != ActionKind::EndTurn) continue;  // refused now
      if (by_mover && phase == Phase::BeforeMove && g.s_.phase == Phase::AfterMove) p.track.move = first + i;
      const bool now_exposed = g.exposed(mover);
      if (now_exposed && !p.track.exposed && by_mover) p.track.cause = first + i;
      p.track.exposed = now_exposed;
    }
    return p;
  };
  // Void the action that last left the King in check (failing that, as he
  // began the turn in check and never got out, his move: it did not answer
  // it); again while what is left still ends the turn in check, as after
  // two cards that each failed to answer it. Each round voids one more
  // action, so this ends.
  for (;;) {
    std::optional<Pass> p = pass();
    if (!p) return std::nullopt;
    const bool done = !names.empty() && !(p->game.s_.phase == Phase::AfterMove && p->game.exposed(mover));
    std::optional<std::size_t> cause = p->track.cause ? p->track.cause : p->track.move;
    if (cause && *cause < first) {
      // The cause lies before the base: replay the whole turn, the voids
      // made so far kept.
      std::vector<TurnAction> whole = turn_actions_.to_vector();
      const std::vector<bool> tail = newly;
      actions = std::move(whole);
      mark_all();
      for (std::size_t i = 0; i < tail.size(); ++i)
        if (tail[i]) voided[first + i] = newly[first + i] = true;
      base = nullptr;
      first = 0;
      continue;
    }
    if (cause && voided[*cause - first]) cause.reset();
    const Action* culprit = cause ? &actions[*cause - first].action : nullptr;
    // A word he said is his doing too: a DOOMSAYER taking his own piece for
    // it may not leave his King in check either (R28.1 with R13.3).
    const bool can_void = culprit && (culprit->kind == ActionKind::Play ||
                                      culprit->kind == ActionKind::Move || culprit->kind == ActionKind::Say);
    if (done || !can_void) {
      if (names.empty()) return std::nullopt;
      what.clear();
      for (const std::string& n : names) what += (what.empty() ? "" : " and ") + n;
      ++p->game.turn_rewrites_.count;
      track = p->track;
      return std::move(p->game);
    }
    const std::size_t at = *cause - first;
    voided[at] = newly[at] = true;
    const auto before = std::count(newly.begin(), newly.begin() + static_cast<std::ptrdiff_t>(at), true);
    std::string name =
        culprit->kind == ActionKind::Play
            ? std::string(find_card(culprit->card) ? find_card(culprit->card)->name : culprit->card)
        : culprit->kind == ActionKind::Say ? "saying \"" + culprit->word + "\""
                                           : to_string(culprit->move);
    names.insert(names.begin() + before, std::move(name));
  }
}

Result Game::end_turn(Side by, bool void_cause, bool bind_announced) {
  if (by != s_.turn)
    return Result::rejected(Cause::WrongWindow, "R6.1", "it is " + side_name(s_.turn) + "'s turn to end");
  if (s_.phase == Phase::BeforeMove)
    return Result::rejected(Cause::WrongWindow, "R6.1", side_name(by) + " has not moved yet this turn");
  if (exposed(by)) {
    const Result refused = Result::rejected(
        Cause::RegularMove, "R13.3", side_name(by) + "'s King may not stay in check when the turn ends");
    // While he may still play a card, he must (R13.2); the cards he may
    // play now are the engine's to check when he plays one.
    if (!void_cause || may_play_a_card_now(by)) return refused;
    std::string what;
    VoidTrack track;
    std::optional<Game> fixed = without_check_cause(what, track);
    if (!fixed || (fixed->s_.phase == Phase::AfterMove && fixed->exposed(by))) return refused;
    // The turn ends here, so what left his King in check does not stand
    // (R13.1): a card has no effect, a move is taken back (R13.3).
    const bool several = what.find(" and ") != std::string::npos;
    const std::string detail = what + " would leave " + side_name(by) +
                               "'s King in check at the end of the turn, so " +
                               (several ? "they do not stand" : "it does not stand");
    if (fixed->s_.phase == Phase::AfterMove) {
      // The turn as played, its void actions marked, stays on record for a
      // card that answers it (R27.2): its replay voids them again.
      Result r = fixed->end_turn(by, /*void_cause=*/false);
      if (!r.ok()) return refused;
      *this = std::move(*fixed);
      r.events.insert(r.events.begin(), detail);
      return r;
    }
    // He still has his move to make (the card was his move, or the move is
    // taken back). This end stays on record, void: a replay passes it by.
    *this = std::move(*fixed);
    Action ending;
    ending.kind = ActionKind::EndTurn;
    ending.by = by;
    turn_actions_.push_back({ending, true});
    ++turn_rewrites_.count;
    track.exposed = exposed(by);
    void_cache_.base =
        std::make_shared<const VoidBase>(VoidBase{turn_start_, turn_actions_, without_caches(), track});
    return Result::no_effect(Cause::CheckLeft, "R13.1", detail + "; " + side_name(by) + " must still move");
  }
  // The cards he named with PLOTS WITHIN PLOTS bind him (R7.4): the turn
  // may not end while one of them is in his hand and he can still play it.
  // One he cannot play now does not hold the turn up: he must never be left
  // with nothing legal to do.
  if (const auto& plot = plots_[static_cast<std::size_t>(index(by))];
      bind_announced && plot && s_.extra_cards[static_cast<std::size_t>(index(by))] > 0) {
    const auto& hand = s_.cards[static_cast<std::size_t>(index(by))].hand;
    for (CardRef c : plot->announced)
      if (std::find(hand.begin(), hand.end(), c) != hand.end() && find_playable_choices(*this, by, *c))
        return Result::rejected(
            Cause::WrongWindow, "R7.4",
            side_name(by) + " named " + std::string(c->name) +
                " with PLOTS WITHIN PLOTS and can still play it: the turn may not end yet");
  }
  // Lingering effects of regular cards run out (MYSTIC SHIELD and the like),
  // leaving behind what they say (two pieces still sharing a square, R10.5).
  Result r = Result::accepted("R6.7", side_name(by) + "'s turn ends");
  // The turn as it ended, before anything of the end itself: a card that
  // answers it as the next turn begins is played as if here (R27.2), so a
  // replay of the turn with that card in it rebuilds the same game.
  last_turn_end_ = s_;
  for (std::size_t i = s_.effects.size(); i-- > 0;) {
    Effect& fx = s_.effects[i];
    if (fx.expires_after_turns > 0 && --fx.expires_after_turns == 0) {
      const Effect gone = fx;
      s_.effects.erase(s_.effects.begin() + static_cast<std::ptrdiff_t>(i));
      if (const CardBehaviour* b = gone.card->behaviour; b && b->on_end) {
        CardPlay play(*this, gone.owner, *gone.card, gone.choices);
        b->on_end(gone, play);
        for (auto& e : play.take_events()) r.events.push_back(std::move(e));
      }
    }
  }
  last_turn_start_ = turn_start_;
  last_move_start_ = move_start_;
  last_plots_ = plots_;
  last_turn_actions_ = turn_actions_;
  draw_up(Side::White);
  draw_up(Side::Black);
  {
    // What the turn's move moved, for a card that copies it (DOPPELGANGER).
    std::optional<Role> moved;
    const std::size_t end = s_.log.turn_move_end.value_or(0);
    if (end > 0 && !s_.log.moves.empty()) {
      const MoveRecord& first = s_.log.moves.front();
      moved = first.move.kind == MoveKind::Promotion ? Role::Pawn : s_.position.piece(first.piece).role;
    }
    s_.last_move_role[static_cast<std::size_t>(index(by))] = moved;
  }
  history_.push_back(s_.position);
  s_.turn = ~s_.turn;
  s_.phase = Phase::BeforeMove;
  s_.cards_played = {};
  s_.extra_cards = {};
  s_.discarded = {};
  s_.card_just_played_by.reset();
  s_.before_move_passed = false;
  s_.after_move_passed = false;
  s_.log = {};
  settle_effects();
  last_card_.reset();
  forbidden_board_.reset();
  move_start_.reset();
  plots_ = {};
  // Effects that act as the new turn begins (R6.7 step 1), in play order.
  for (std::size_t i = 0; i < s_.effects.size(); ++i) {
    const Effect fx = s_.effects[i];
    const CardBehaviour* b = fx.card->behaviour;
    if (fx.suspended || !b || !b->on_turn_start) continue;
    CardPlay play(*this, fx.owner, *fx.card, fx.choices);
    b->on_turn_start(fx, play);
    for (auto& e : play.take_events()) r.events.push_back(std::move(e));
  }
  settle_effects();
  turn_start_ = s_;
  turn_actions_.clear();
  void_cache_.base.reset();
  ++turn_rewrites_.count;
  return r;
}

}  // namespace kmr
