// Small helpers that write JSON Schema text: an object whose properties are
// a loader's key table, each typed when the loader's reading of it is known
// here, open ({}) otherwise.
#pragma once

#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kmr::harness::schema_text {

std::string quote(std::string_view s);
std::string strings_enum(std::span<const std::string_view> names);
std::string strings_enum(const std::vector<std::string>& names);
// {"type": "object", "properties": {...}, "additionalProperties": false, ...}
std::string object(std::span<const std::string_view> keys, const std::map<std::string, std::string>& typed,
                   const std::vector<std::string>& required = {}, const std::string& extra = {});
std::string array_of(const std::string& item, int min_items = 0);

}  // namespace kmr::harness::schema_text
