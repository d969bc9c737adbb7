#include "json_schema_text.hpp"

#include "kmr/base/json_text.hpp"

namespace kmr::harness::schema_text {

std::string quote(std::string_view s) { return json_quote(s); }

std::string strings_enum(std::span<const std::string_view> names) {
  std::string out = "{\"type\": \"string\", \"enum\": [";
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + quote(names[i]);
  return out + "]}";
}

std::string strings_enum(const std::vector<std::string>& names) {
  std::vector<std::string_view> views(names.begin(), names.end());
  return strings_enum(std::span<const std::string_view>(views));
}

std::string object(std::span<const std::string_view> keys, const std::map<std::string, std::string>& typed,
                   const std::vector<std::string>& required, const std::string& extra) {
  std::string out = "{\"type\": \"object\", \"properties\": {";
  for (std::size_t i = 0; i < keys.size(); ++i) {
    auto it = typed.find(std::string(keys[i]));
    out += (i ? ", " : "") + quote(keys[i]) + ": " + (it == typed.end() ? std::string("{}") : it->second);
  }
  out += "}, \"additionalProperties\": false";
  if (!required.empty()) {
    out += ", \"required\": [";
    for (std::size_t i = 0; i < required.size(); ++i) out += (i ? ", " : "") + quote(required[i]);
    out += "]";
  }
  return out + extra + "}";
}

std::string array_of(const std::string& item, int min_items) {
  std::string out = "{\"type\": \"array\", \"items\": " + item;
  if (min_items > 0) out += ", \"minItems\": " + std::to_string(min_items);
  return out + "}";
}

}  // namespace kmr::harness::schema_text
