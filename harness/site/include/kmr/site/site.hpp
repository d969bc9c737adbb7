// Writes the HTML report (report_pages.hpp) as a static site that works
// offline: index.html, failures.html, scenarios.html, search.html (with
// search.js and search-index.js), graph.html and graph.svg, style.css,
// rulings/<ID>.html, scenarios/<id>.html and cards/<id>.html under a
// directory. `kmr report --out DIR` builds that directory beside DIR and
// puts it in DIR's place whole (publish_report_site).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/graph/render.hpp"
#include "kmr/site/model.hpp"
#include "kmr/site/pages.hpp"
#include "kmr/site/report_dir.hpp"

namespace kmr::harness {

struct SiteStats {
  std::size_t ruling_pages = 0;
  std::size_t card_pages = 0;
  std::size_t scenario_pages = 0;
  std::size_t boards = 0;  // board diagrams drawn
  std::size_t graphs = 0;  // graphs laid out (graph.svg and the card neighbourhoods)
};

// Creates `dir` (and rulings/, cards/) when missing. The first file that
// cannot be written stops it with an error naming the file.
Expected<SiteStats> write_report_site(const std::filesystem::path& dir, const ReportModel& model,
                                      const GraphRenderer& renderer, const ReportOptions& options = {});

// The site written in a new directory of a unique name beside the lock's
// DIR (".<name>.kmr-new.<suffix>"), marked, then renamed into DIR's place;
// the old site, if any, is swapped out and deleted. A run killed part-way
// leaves the old site or none, never a mix of both. Refuses (again: the
// directory may have changed meanwhile) as report_dir_refusal does; on an
// error DIR is as it was.
Expected<SiteStats> publish_report_site(const ReportDirLock& lock, const ReportModel& model,
                                        const GraphRenderer& renderer, const ReportOptions& options);

// The conformance report of another engine (`kmr report --engine`): its
// page (conformance_page) as index.html and the style, published as
// publish_report_site publishes, in DIR's place whole.
Expected<SiteStats> publish_conformance_site(const ReportDirLock& lock, const ReportModel& model,
                                             const ConformanceInfo& engine);

}  // namespace kmr::harness
