// The block under a scenario's boards that tryit.js makes "Try it" of.
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {

std::string try_it_block(const Scenario& scenario, std::size_t at) {
  if (scenario.tree_json.empty()) return "";
  // Inside a <script>: no "</" may close it early; "\u003c" is the same
  // character to JSON.parse (a '<' is only ever inside a JSON string).
  std::string json;
  json.reserve(scenario.tree_json.size());
  for (const char c : scenario.tree_json) {
    if (c == '<')
      json += "\\u003c";
    else
      json += c;
  }
  return "<div class=\"tryit\" hidden data-scenario=\"" + html_escape(scenario.id) + "\"" +
         (at > 0 ? " data-at=\"" + std::to_string(at) + "\"" : std::string()) +
         "><script type=\"application/json\" class=\"tryit-scenario\">" + json + "</script></div>\n";
}

}  // namespace kmr::harness
