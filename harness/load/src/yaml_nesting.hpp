// How deep a YAML text nests its flow lists and maps, found before yaml-cpp
// reads it: yaml-cpp scans a run of opening brackets ahead of the events
// that would stop it (a 15 MB file of `[` took 3.5 GB and half a minute to
// be refused as nested too deeply). Private to the load component.
#pragma once

#include <cstddef>
#include <string_view>

namespace kmr::harness::yaml {

// Where the flow list or map opening nesting level `limit` + 1 begins (the
// offset of its `[` or `{`), or npos when no flow nesting goes that deep.
// Brackets inside quoted scalars, plain scalars, comments and block scalars
// are text, not nesting. Block nesting is not counted: yaml-cpp meets it
// line by line and the reader stops it in time.
std::size_t flow_nesting_over(std::string_view text, int limit);

}  // namespace kmr::harness::yaml
