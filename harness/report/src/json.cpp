#include "kmr/report/json.hpp"

#include <cstdio>

#include "kmr/base/json_text.hpp"
#include "kmr/run/summary.hpp"

namespace kmr::harness {
namespace {

std::string json_number(double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6f", value);
  return buf;
}

std::string json_strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_quote(items[i]);
  return out + "]";
}

// The engine's answer at the failed step: what it decided, by which rule, why.
std::string json_engine(const std::optional<Result>& r) {
  if (!r) return "null";
  return "{\"outcome\": " + json_quote(to_string(r->outcome)) +
         ", \"reason\": " + (r->reason ? json_quote(to_string(*r->reason)) : std::string("null")) +
         ", \"cause\": " +
         (r->cause == Cause::Unstated ? std::string("null") : json_quote(to_string(r->cause))) +
         ", \"rule\": " + json_quote(r->rule) + ", \"detail\": " + json_quote(r->detail) +
         ", \"events\": " + json_strings(r->events) + "}";
}

}  // namespace

void report_json(std::ostream& out, const std::vector<ScenarioResult>& results, std::string_view engine) {
  const Summary summary = summarize(results);
  out << "{\n";
  out << "  \"engine\": " << json_quote(engine) << ",\n";
  out << "  \"passed\": " << summary.passed << ",\n";
  out << "  \"failed\": " << summary.failed << ",\n";
  out << "  \"pending\": " << summary.pending << ",\n";
  out << "  \"not_checked\": " << summary.not_checked << ",\n";
  out << "  \"seconds\": " << json_number(summary.seconds) << ",\n";
  out << "  \"scenarios\": [";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const ScenarioResult& r = results[i];
    // One scenario per line: greppable and diff-friendly.
    out << (i ? ",\n    " : "\n    ") << "{\"id\": " << json_quote(r.id)
        << ", \"title\": " << json_quote(r.title) << ", \"file\": " << json_quote(r.file)
        << ", \"status\": " << json_quote(to_string(r.status)) << ", \"message\": " << json_quote(r.message)
        << ", \"rulings\": " << json_strings(r.rulings) << ", \"cards\": " << json_strings(r.cards)
        << ", \"step\": " << (r.failed_step > 0 ? std::to_string(r.failed_step) : "null")
        << ", \"expected\": " << json_quote(r.expected) << ", \"actual\": " << json_quote(r.actual)
        << ", \"engine\": " << json_engine(r.engine) << ", \"seconds\": " << json_number(r.seconds) << "}";
  }
  out << (results.empty() ? "]\n" : "\n  ]\n") << "}\n";
}

}  // namespace kmr::harness
