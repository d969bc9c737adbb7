#include "editions.hpp"

#include <map>

#include "kmr/base/html_escape.hpp"

namespace kmr::harness {

std::string section_editions(const ReportSection& section, bool publish) {
  std::map<std::string, std::size_t> editions;
  std::size_t unstamped = 0;
  for (const Ruling* r : section.rulings) {
    if (r->source.fingerprint)
      ++editions[r->source.fingerprint->edition];
    else
      ++unstamped;
  }
  if (editions.empty() && unstamped == 0) return "";
  // Appends only: GCC 12 warns (-Wrestrict) on some "literal" + string chains.
  std::string data, text;
  for (const auto& [edition, n] : editions) {
    if (!data.empty()) data += ' ';
    data += edition;
    data += ':';
    data += std::to_string(n);
    if (!text.empty()) text += ", ";
    text += "the edition of ";
    text += edition;
    text += " (";
    text += std::to_string(n);
    text += n == 1 ? " ruling)" : " rulings)";
  }
  if (unstamped > 0) {
    if (!data.empty()) data += ' ';
    data += "none:";
    data += std::to_string(unstamped);
  }
  std::string out = "<p class=\"editions\" data-kmr-editions=\"";
  out += html_escape(data);
  out += "\">";
  if (!text.empty()) {
    out += "Printed text matched against ";
    out += html_escape(text);
    out += '.';
  }
  if (unstamped > 0 && !publish) {
    if (!text.empty()) out += ' ';
    out += std::to_string(unstamped);
    out += unstamped == 1 ? " ruling has" : " rulings have";
    out += " no fingerprint yet (kmr faq stamp).";
  }
  return out + "</p>\n";
}

}  // namespace kmr::harness
