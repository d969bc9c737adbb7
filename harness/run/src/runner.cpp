// Drives the engine step by step and compares what it answers with what the
// scenario expects. Every judgement about the rules is the engine's: the
// runner only reads results and queries state.
#include "kmr/run/runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "kmr/base/parallel_for.hpp"
#include "kmr/diagram.hpp"
#include "kmr/fen.hpp"
#include "kmr/game.hpp"
#include "kmr/invariants.hpp"
#include "kmr/model/actor.hpp"
#include "kmr/replay_check.hpp"
#include "kmr/session.hpp"

namespace kmr::harness {
namespace {

template <class T, class F>
std::string join(const std::vector<T>& items, F&& show) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + show(items[i]);
  return out + "]";
}

std::string show_square(Square s) { return square_name(s); }
std::string show_side(Side s) { return std::string(to_string(s)); }
std::string show_code(PieceCode p) { return std::string(1, to_char(p)); }
std::string show_text(const std::string& s) { return s; }

template <class T>
std::vector<T> sorted(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<std::string> card_ids(const std::vector<CardRef>& cards) {
  std::vector<std::string> out;
  for (CardRef c : cards) out.emplace_back(c->id);
  return out;
}

// Collects "key: expected" / "key: actual" pairs that differ.
class Checker {
 public:
  template <class T, class F>
  void list(const std::string& key, std::vector<T> want, std::vector<T> got, F&& show) {
    want = sorted(std::move(want));
    got = sorted(std::move(got));
    if (want != got) add(key, join(want, show), join(got, show));
  }
  void value(const std::string& key, const std::string& want, const std::string& got) {
    if (want != got) add(key, want, got);
  }
  bool ok() const { return mismatches.empty(); }

  std::vector<std::string> mismatches;  // "key: expected X, got Y"
  std::string expected, actual;

 private:
  void add(const std::string& key, const std::string& want, const std::string& got) {
    mismatches.push_back(key + ": expected " + want + ", got " + got);
    expected += (expected.empty() ? "" : "; ") + key + ": " + want;
    actual += (actual.empty() ? "" : "; ") + key + ": " + got;
  }
};

bool e_checks_result(const Expectation& e) { return e.result || !e.reasons.empty(); }

std::string show_reason(const std::optional<Reason>& r) { return r ? std::string(to_string(*r)) : "none"; }

Checker check(const Expectation& e, const Game& game, const std::optional<Result>& last) {
  Checker c;
  if (e_checks_result(e)) {
    if (!last) {
      c.value("result", e.result ? std::string(to_string(*e.result)) : "a result",
              "no action before this expect");
    } else {
      if (e.result)
        c.value("result", std::string(to_string(*e.result)), std::string(to_string(last->outcome)));
      const bool any =
          std::any_of(e.reasons.begin(), e.reasons.end(), [&](Reason want) { return last->reason == want; });
      if (!e.reasons.empty() && !any) {
        std::string want;
        for (Reason reason : e.reasons) want += (want.empty() ? "" : " or ") + std::string(to_string(reason));
        c.value("reason", want, show_reason(last->reason));
      }
    }
  }
  if (e.to_move) c.value("to_move", show_side(*e.to_move), show_side(game.to_move()));
  if (e.turn) c.value("turn", show_side(*e.turn), show_side(game.turn()));
  if (e.board) c.value("board", *e.board, placement(game.position()));
  for (const auto& [sq, want] : e.at) {
    const char got = game.position().letter_at(sq);
    c.value("at " + square_name(sq), want ? show_code(*want) : "empty",
            got == '.' ? "empty" : std::string(1, got));
  }
  for (const auto& [sq, want] : e.marks)
    c.list("marks " + square_name(sq), want, game.marks_at(sq), show_text);
  if (e.check) c.list("check", *e.check, game.in_check(), show_side);
  if (e.checkmate) {
    auto side = [](const std::optional<Side>& s) { return s ? show_side(*s) : std::string("none"); };
    c.value("checkmate", side(*e.checkmate), side(game.checkmated()));
  }
  if (e.stalemate)
    c.value("stalemate", *e.stalemate ? "true" : "false", game.stalemated() ? "true" : "false");
  if (e.game_over)
    c.value("game_over", std::string(to_string(*e.game_over)), std::string(to_string(game.game_over())));
  for (const auto& [side, want] : e.captured)
    c.list("captured " + show_side(side), want, game.captured(side), show_code);
  for (const auto& [side, want] : e.dead) c.list("dead " + show_side(side), want, game.dead(side), show_code);
  if (e.in_play || e.suspended) {
    std::vector<std::string> in_play, suspended;
    for (const Effect& fx : game.effects()) {
      if (!fx.continuing) continue;  // a regular card's lingering effect is not in play (R10.6)
      in_play.emplace_back(fx.card->id);
      if (fx.suspended) suspended.emplace_back(fx.card->id);
    }
    if (e.in_play) c.list("in_play", *e.in_play, in_play, show_text);
    if (e.suspended) c.list("suspended", *e.suspended, suspended, show_text);
  }
  // Partial checks: what is wanted must be there (as a multiset); more may be.
  auto includes = [&](const std::string& key, auto want, auto got, auto show) {
    decltype(want) missing;
    for (const auto& w : want) {
      auto it = std::find(got.begin(), got.end(), w);
      if (it == got.end())
        missing.push_back(w);
      else
        got.erase(it);
    }
    if (!missing.empty()) c.value(key, "to include " + join(want, show), "missing " + join(missing, show));
  };
  for (const auto& [side, want] : e.captured_includes)
    includes("captured_includes " + show_side(side), want, game.captured(side), show_code);
  for (const auto& [side, want] : e.hand_includes)
    includes("hand_includes " + show_side(side), want, card_ids(game.cards(side).hand), show_text);
  if (!e.in_play_includes.empty()) {
    std::vector<std::string> in_play;
    for (const Effect& fx : game.effects())
      if (fx.continuing) in_play.emplace_back(fx.card->id);
    includes("in_play_includes", e.in_play_includes, in_play, show_text);
  }
  if (e.phase) c.value("phase", std::string(to_string(*e.phase)), std::string(to_string(game.phase())));
  if (e.castling_rights || e.en_passant || e.halfmove || e.fullmove) {
    // The FEN's own fields, as the engine writes them.
    const std::string fen = to_fen(game.position());
    std::vector<std::string> fields;
    for (std::size_t from = 0, to = 0; from <= fen.size(); from = to + 1) {
      to = std::min(fen.find(' ', from), fen.size());
      fields.push_back(fen.substr(from, to - from));
    }
    fields.resize(6);
    if (e.castling_rights) c.value("castling_rights", *e.castling_rights, fields[2]);
    if (e.en_passant)
      c.value("en_passant", *e.en_passant ? square_name(**e.en_passant) : "none",
              fields[3] == "-" ? "none" : fields[3]);
    if (e.halfmove) c.value("halfmove", std::to_string(*e.halfmove), fields[4]);
    if (e.fullmove) c.value("fullmove", std::to_string(*e.fullmove), fields[5]);
  }
  for (const auto& [side, want] : e.hand)
    c.list("hand " + show_side(side), want, card_ids(game.cards(side).hand), show_text);
  for (const auto& [side, want] : e.discard)
    c.list("discard " + show_side(side), want, card_ids(game.cards(side).discard), show_text);
  for (const auto& [sq, want] : e.moves_from)
    c.list("moves_from " + square_name(sq), want, game.destinations(sq), show_square);
  for (const auto& [sq, want] : e.can_move) {
    auto got = game.destinations(sq);
    std::vector<Square> missing;
    for (Square t : want)
      if (std::find(got.begin(), got.end(), t) == got.end()) missing.push_back(t);
    if (!missing.empty())
      c.value("can_move " + square_name(sq), "legal " + join(want, show_square),
              "not legal " + join(missing, show_square));
  }
  for (const auto& [sq, forbidden] : e.cannot_move) {
    auto got = game.destinations(sq);
    std::vector<Square> present;
    for (Square t : forbidden)
      if (std::find(got.begin(), got.end(), t) != got.end()) present.push_back(t);
    if (!present.empty())
      c.value("can_move not " + square_name(sq), "not legal " + join(forbidden, show_square),
              "legal " + join(present, show_square));
  }
  return c;
}

std::string describe(const Result& r) {
  std::string s(to_string(r.outcome));
  // The cause and its row of the reason decision table (scenarios/FORMAT.md),
  // when the engine gives one: named so a reader can find the table.
  const std::string cause = r.cause == Cause::Unstated
                                ? std::string()
                                : ", FORMAT.md decision table row " + std::string(decision_row(r.cause)) +
                                      ": " + std::string(to_string(r.cause));
  if (r.reason)
    s += " (" + std::string(to_string(*r.reason)) + (r.rule.empty() ? "" : ", " + r.rule) + cause + ")";
  if (!r.detail.empty()) s += ": " + r.detail;
  return s;
}

// An action whose result is not checked by the step right after it must
// have been accepted: a silently rejected move would make the rest of the
// scenario test something else.
bool result_checked_next(const Scenario& s, std::size_t i) {
  return i + 1 < s.steps.size() && s.steps[i + 1].kind == Step::Kind::Expect && s.steps[i + 1].expect.result;
}

}  // namespace

std::string_view to_string(Status s) {
  switch (s) {
    case Status::Passed:
      return "passed";
    case Status::Failed:
      return "failed";
    case Status::Pending:
      return "pending";
  }
  return "failed";
}

std::optional<std::string> refusal_changed(const Game& before, const Result& result, const Game& after) {
  if (result.outcome != Outcome::Rejected || after == before) return std::nullopt;
  std::string what;
  auto note = [&](bool differs, const std::string& part) {
    if (differs) what += (what.empty() ? "" : ", ") + part;
  };
  const TableState& a = before.table();
  const TableState& b = after.table();
  note(!(a.position == b.position), "the position");
  for (Side side : {Side::White, Side::Black})
    note(!(before.cards(side) == after.cards(side)), std::string(to_string(side)) + "'s cards");
  note(!(a.effects == b.effects), "the effects in play");
  note(a.turn != b.turn || a.phase != b.phase, "where the turn stands");
  note(!(a.log == b.log), "the turn's log");
  if (what.empty()) what = "the game state";
  return "a refused action changed " + what + " (a refusal must leave the game as it was)";
}

ScenarioResult run_scenario(const Scenario& s, const RunOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  ScenarioResult r;
  r.id = s.id;
  r.title = s.title;
  r.file = s.loc.file;
  r.rulings = s.rulings;
  r.cards = s.cards;

  auto finish = [&](Status status) {
    r.status = status;
    if (s.pending) {
      const bool passes = status == Status::Passed;
      r.status = Status::Pending;
      r.message = *s.pending + (passes ? " (note: it passes now; remove `pending`)" : "");
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };

  // The scenario plays through the session API, as every front end does;
  // it never undoes, so the session keeps no copies for undo.
  auto created = Session::create(s.setup, Session::Options{.undo = false});
  if (!created) {
    r.message = *setup_error(s);
    return finish(Status::Failed);
  }
  Session session = std::move(created).value();
  const Game& game = session.game();
  ReplayCheck replay_check;  // --self-check, linear in the turn's actions
  r.setup_fen = to_fen(game.position());
  r.final_fen = r.setup_fen;
  if (options.boards) {
    r.setup_board = take_snapshot(game);
    if (!s.setup.effects.empty()) {
      Setup bare = s.setup;
      bare.effects.clear();
      if (auto plain = Game::create(bare)) {
        BoardSnapshot yaml = take_snapshot(*plain);
        if (yaml.fen != r.setup_board->fen) r.yaml_board = std::move(yaml);
      }
    }
  }
  std::optional<BoardSnapshot> shown = r.setup_board;  // the last board drawn
  // Every way out of the step loop ends here (pass or fail).
  auto finish_with_board = [&](Status status) {
    if (options.boards) r.final_board = take_snapshot(game);
    return finish(status);
  };

  std::optional<Result> last;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    const int number = static_cast<int>(i) + 1;
    StepTrace trace{number, step.text, std::nullopt, {}, {}, game.turn(), std::nullopt, std::nullopt};
    std::optional<std::string> failure;
    std::string expected, actual;
    std::optional<Game> before;  // the game before an action, for the moves it made

    switch (step.kind) {
      case Step::Kind::Action:
      case Step::Kind::Probe:
        if ((options.boards || options.self_check) && step.kind == Step::Kind::Action) before = game;
        {
          const Game prior = game;  // a refusal must leave all of it as it was
          last = step.kind == Step::Kind::Action ? session.act(step.action) : session.attempt(step.action);
          if (options.trace) trace.actor = acting_side(prior, step.action, *last);
          if (auto changed = refusal_changed(prior, *last, game)) {
            failure = *changed;
            expected = "the game unchanged";
            actual = "changed";
            r.engine = last;
          }
        }
        trace.result = last;
        if (!failure && step.kind == Step::Kind::Action && !last->ok() && !result_checked_next(s, i)) {
          failure = step.text + " was " + describe(*last) + ", and no expect checks its result";
          expected = "accepted";
          actual = describe(*last);
          r.engine = last;
        }
        if (options.self_check && step.kind == Step::Kind::Action) {
          // What kmr fuzz checks after every action (kmr/invariants.hpp).
          std::vector<std::string> broken = check_step(*before, step.action, *last, game);
          if (last->outcome != Outcome::Rejected)
            for (std::string& b : [&] {
                   // The check borrows a game to replay; the session's own stays untouched.
                   Game borrowed = game;
                   return check_game(borrowed, replay_check);
                 }())
              broken.push_back(std::move(b));
          if (!broken.empty()) {
            failure = "engine invariant broken: " + broken.front();
            for (std::size_t k = 1; k < broken.size(); ++k) *failure += "; " + broken[k];
            expected = "every invariant holds";
            actual = broken.front();
          }
        }
        if (!options.boards) before.reset();
        break;
      case Step::Kind::Expect: {
        Checker c = check(step.expect, game, last);
        trace.mismatches = c.mismatches;
        if (!c.ok()) {
          failure = c.mismatches.front();
          for (std::size_t k = 1; k < c.mismatches.size(); ++k) *failure += "; " + c.mismatches[k];
          expected = c.expected;
          actual = c.actual;
          // A result or reason that differs: say what the engine decided and why.
          if (last && e_checks_result(step.expect)) {
            *failure += "; the engine: " + describe(*last);
            r.engine = last;
          } else if (last && !last->ok()) {
            actual += " (last action: " + describe(*last) + ")";
          }
        }
        break;
      }
    }
    trace.fen = to_fen(game.position());
    r.final_fen = trace.fen;
    if (options.boards && before) {
      BoardSnapshot now = take_snapshot(game);
      if (!shown || !now.same_state(*shown)) {
        now.moves = moves_between(*before, game);
        shown = now;
        trace.board = std::move(now);
      }
      before.reset();
    }
    if (options.trace) r.trace.push_back(trace);
    if (failure) {
      r.failed_step = number;
      r.message = step.loc.str() + ": step " + std::to_string(number) + " (" + step.text + "): " + *failure;
      r.expected = expected;
      r.actual = actual;
      r.board = text_diagram(game.position());
      return finish_with_board(Status::Failed);
    }
  }
  return finish_with_board(Status::Passed);
}

std::optional<std::string> setup_error(const Scenario& s) {
  auto created = Game::create(s.setup);
  if (created) return std::nullopt;
  // Which effect: the first whose addition the engine refuses.
  SourceLoc at = s.setup_loc.line > 0 ? s.setup_loc : s.loc;
  if (!s.setup.effects.empty() && s.effect_locs.size() == s.setup.effects.size()) {
    Setup partial = s.setup;
    for (std::size_t k = 0; k < s.setup.effects.size(); ++k) {
      partial.effects.assign(s.setup.effects.begin(),
                             s.setup.effects.begin() + static_cast<std::ptrdiff_t>(k + 1));
      if (!Game::create(partial)) {
        partial.effects.pop_back();
        if (Game::create(partial)) at = s.effect_locs[k];
        break;
      }
    }
  }
  return at.str() + ": setup: " + created.error().message;
}

std::vector<ScenarioResult> run_scenarios(const std::vector<const Scenario*>& scenarios, int jobs,
                                          const RunOptions& options) {
  std::vector<ScenarioResult> results(scenarios.size());
  parallel_for(scenarios.size(), std::max(jobs, 1),
               [&](std::size_t i) { results[i] = run_scenario(*scenarios[i], options); });
  return results;
}

ScenarioResult load_failure(const LoadedFile& file) {
  ScenarioResult r;
  r.id = file.path;
  r.file = file.path;
  r.status = Status::Failed;
  r.load_error = true;
  r.message = file.error.value_or(file.path + ": did not load");
  return r;
}

ScenarioResult load_failure(const LoadedFile& file, const BadScenario& bad) {
  ScenarioResult r;
  r.id = bad.id;
  r.file = file.path;
  r.status = Status::Failed;
  r.load_error = true;
  r.message = bad.error;
  return r;
}

}  // namespace kmr::harness
