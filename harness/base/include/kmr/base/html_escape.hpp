// Escaping for the HTML report: every piece of text that came from a YAML
// file (or from the engine) goes through html_escape before it is written.
#pragma once

#include <string>
#include <string_view>

namespace kmr::harness {

// `text` made safe for HTML element content and for quoted attribute values
// (both quote kinds): & < > " ' become character references. Bytes that are
// not valid UTF-8, NUL and the control characters HTML forbids (all C0 but
// tab, line feed, form feed and carriage return; DEL and C1) become U+FFFD.
std::string html_escape(std::string_view text);

}  // namespace kmr::harness
