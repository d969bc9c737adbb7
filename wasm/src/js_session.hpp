// A session as JavaScript sees it (kmr.d.ts, KmrSession): kmr::Session and
// the steps of the scenario it was opened on that are not yet played.
// Steps come in as JavaScript values read by the scenario reader
// (read_step_tree); answers go out as values (js_values.hpp).
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "kmr/model/scenario.hpp"
#include "kmr/report/event_words.hpp"
#include "kmr/session.hpp"

namespace kmr::wasm {

class JsSession {
 public:
  // `steps`: the scenario's actions and probes still to play (its expects are checks, not steps).
  JsSession(Session session, std::vector<harness::Step> steps, std::string id, std::string title);

  emscripten::val state() const;
  // How the game ended ({termination, winner, result, words}), or null.
  emscripten::val outcome() const;
  emscripten::val pending() const;
  emscripten::val next();
  // True once the line left the scenario's while steps of it remained: an
  // own action the engine took. Own tries and refusals change nothing, so
  // they leave the scenario's next step due; so does undoing back.
  bool diverged() const;
  emscripten::val act(const emscripten::val& step);
  emscripten::val attempt(const emscripten::val& step);
  emscripten::val line() const;
  bool undo();
  emscripten::val moves(const emscripten::val& from) const;
  emscripten::val choices(const std::string& card, const emscripten::val& by) const;
  // `options`: {id, title, rulings}, each optional (the save's defaults otherwise).
  emscripten::val line_yaml(const emscripten::val& options) const;
  std::string id() const { return id_; }
  std::string title() const { return title_; }

 private:
  emscripten::val play(const emscripten::val& step, bool probe);
  emscripten::val play_step(const harness::Step& step, bool probe, bool scripted);
  // An answer with its events in words (`eventWords`).
  emscripten::val answer_with_words(const Action& action, const Result& r, bool probe,
                                    const std::vector<std::string>& said) const;
  // The scenario's step to play next, when the line is still the scenario's.
  std::optional<std::size_t> next_step() const;

  Session session_;
  std::vector<harness::Step> steps_;
  // What each entry of the session's line was: the scenario's step (next),
  // the user's own that changed nothing (a try, a refusal), or the user's own
  // the engine took. Undo shortens both.
  enum class Entry { Scenario, OwnUnchanged, OwnTaken };
  std::vector<Entry> entries_;
  std::string id_;
  std::string title_;
  // The pieces taken off so far: the events' words name a piece a replayed
  // turn brings back (event_words.hpp).
  harness::TakenOff taken_;
  std::vector<std::vector<std::string>> said_;  // each line entry's events in words
  int inputs_ = 0;  // steps given to act/attempt, each named "step N" in its messages
};

}  // namespace kmr::wasm
