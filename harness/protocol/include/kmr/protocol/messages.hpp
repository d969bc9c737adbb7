// The engine protocol's messages (docs/engine-protocol.md): one JSON object
// a line, in the scenario format's words. Requests go from the harness to
// the engine, answers back. Written by hand with base's JSON escaping, read
// strictly (nlohmann-json, private to this component): the rest of the
// harness sees only these types.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/expected.hpp"
#include "kmr/load/yaml_reader.hpp"
#include "kmr/result.hpp"
#include "kmr/run/observation.hpp"
#include "kmr/run/tested_engine.hpp"

namespace kmr::harness::protocol {

inline constexpr int kVersion = 1;
inline constexpr std::string_view kProtocolName = "kmr-engine-protocol";
// An answer line longer than this is refused (the engine is broken).
inline constexpr std::size_t kMaxLineBytes = 16u << 20;
// JSON nested deeper than this is refused (no message needs more than a few).
inline constexpr int kMaxNesting = 64;

// "results", "reasons", "state", "moves": the parts an engine claims.
std::vector<std::string> part_names(const EngineParts& parts);
// The parts named, results required; an unknown name is an error.
Expected<EngineParts> parse_parts(const std::vector<std::string>& names);

// --- requests (harness -> engine), each one line without its newline

std::string hello_request();
// The scenario's setup map as JSON values (the scenario format's keys), and its id for the engine's logs.
std::string setup_request(std::string_view scenario_id, std::string_view setup_json);
// One step as JSON values: {"move": "e2e4"}, {"play": "bog", "by": "black"}, {"try": {...}}, {"pass": null}.
std::string step_request(std::string_view step_json);
std::string state_request(const Query& q);  // the fields q asks
std::string moves_request(const Query& q);  // the squares q asks
std::string quit_request();

// The scenario's setup and each step as the protocol sends them, from the
// scenario's tree as written (Scenario::tree_json): a bare step word
// becomes {"word": null}, `seed` and `deck_budget` numbers.
struct ScenarioWords {
  std::string setup;
  std::vector<std::string> steps;
};
Expected<ScenarioWords> scenario_words(std::string_view tree_json);

// --- answers (engine -> harness), read. An Error: the line does not read
// as the answer asked for (not JSON, a key missing or of the wrong kind): the
// engine is broken. `refused`: the engine answered {"error": "..."}.

struct Handshake {
  std::string engine;  // its name, for reports
  int protocol = 0;
  EngineParts parts;
};
Expected<Handshake> read_hello_answer(std::string_view line);

struct Answer {
  std::optional<std::string> refused;
};
Expected<Answer> read_setup_answer(std::string_view line);

struct StepAnswer : Answer {
  Result result;
};
// An unknown result or reason code is an error.
Expected<StepAnswer> read_step_answer(std::string_view line);

struct StateAnswer : Answer {
  Observation seen;
};
// Every field `q` asks must be in the answer.
Expected<StateAnswer> read_state_answer(std::string_view line, const Query& q);
Expected<StateAnswer> read_moves_answer(std::string_view line, const Query& q);

// --- the engine's side (kmr engine)

struct Request {
  enum class Kind : unsigned char { Hello, Setup, Step, State, Moves, Quit };
  Kind kind = Kind::Hello;
  int version = 0;       // Hello
  yaml::NodePtr tree;    // Setup, Step: the words, as the scenario reader's tree
  Query query;           // State, Moves
  std::string scenario;  // Setup: the scenario's id, when given
};
Expected<Request> read_request(std::string_view line);

std::string hello_answer(std::string_view engine, const EngineParts& parts);
std::string ok_answer();
std::string error_answer(std::string_view message);
std::string step_answer(const Result& result);
std::string state_answer(const Observation& seen, const Query& q);
std::string moves_answer(const Observation& seen);

}  // namespace kmr::harness::protocol
