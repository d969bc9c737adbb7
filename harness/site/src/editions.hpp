// The index's line under each FAQ section: which edition of the printed
// text its rulings were matched against (their fingerprints, issue 16).
#pragma once

#include <string>

#include "kmr/site/model.hpp"

namespace kmr::harness {

// `<p class="editions" data-kmr-editions="2007-11-28:28 none:2">...</p>`, or
// "" when the section has no rulings.
// `publish`: the published site leaves out the editor's note on entries not stamped.
std::string section_editions(const ReportSection& section, bool publish = false);

}  // namespace kmr::harness
