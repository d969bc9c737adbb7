#include "kmr/load/run_statuses.hpp"

#include <variant>

#include "kmr/load/yaml_reader.hpp"

namespace kmr::harness {

Expected<std::map<std::string, std::string>> read_run_statuses(std::string_view text, std::string_view path) {
  // JSON is read by the project's one YAML reader: a JSON document is a YAML flow document.
  const auto parsed = yaml::parse(text);
  const auto where = [&](int line, int column) {
    return std::string(path) + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
  };
  if (const auto* d = std::get_if<yaml::Diagnostic>(&parsed))
    return Error{where(d->line, d->column) + d->message};
  const yaml::NodePtr& root = std::get<yaml::NodePtr>(parsed);
  if (!root || !root->is_map())
    return Error{where(1, 1) + "expected the JSON of kmr run --format json (a map)"};
  const auto* scenarios = root->find("scenarios");
  if (!scenarios || !scenarios->second->is_sequence())
    return Error{where(root->line, root->column) + "expected a 'scenarios' list (kmr run --format json)"};
  std::map<std::string, std::string> out;
  for (const yaml::NodePtr& item : scenarios->second->items) {
    const auto* id = item->is_map() ? item->find("id") : nullptr;
    const auto* status = item->is_map() ? item->find("status") : nullptr;
    if (!id || !status || !id->second->is_scalar() || !status->second->is_scalar())
      return Error{where(item->line, item->column) + "expected a scenario with an 'id' and a 'status', got " +
                   yaml::describe(*item)};
    const std::string& s = status->second->scalar;
    // not-checked: a run against another engine (kmr run --engine).
    if (s != "passed" && s != "failed" && s != "pending" && s != "not-checked")
      return Error{where(status->second->line, status->second->column) +
                   "expected status passed, failed, pending or not-checked, got '" + s + "'"};
    out[id->second->scalar] = s;
  }
  return out;
}

}  // namespace kmr::harness
