// Writes the HTML report (report_pages.hpp) as a static site that works
// offline: index.html, failures.html, scenarios.html, search.html (with
// search.js and search-index.js), graph.html and graph.svg, style.css,
// rulings/<ID>.html, scenarios/<id>.html and cards/<id>.html under a
// directory. Only those files are written; nothing
// else in the directory is touched or deleted.
#pragma once

#include <cstddef>
#include <filesystem>

#include "kmr/expected.hpp"
#include "kmr/harness/graph_render.hpp"
#include "kmr/harness/report_model.hpp"
#include "kmr/harness/report_pages.hpp"

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

}  // namespace kmr::harness
