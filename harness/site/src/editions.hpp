// The index's line under each FAQ section: which edition of the printed
// text its rulings were matched against (their fingerprints, issue 16).
#pragma once

#include <string>

#include "kmr/site/model.hpp"

namespace kmr::harness {

// `<p class="editions" data-kmr-editions="2007-11-28:28 none:2">...</p>`, or
// "" when the section has no rulings.
std::string section_editions(const ReportSection& section);

}  // namespace kmr::harness
