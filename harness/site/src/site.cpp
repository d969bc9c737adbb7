#include "kmr/site/site.hpp"

#include "kmr/graph/pictures.hpp"

#include <fcntl.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <optional>
#include <system_error>

#include "kmr/base/atomic_write.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {
namespace {

namespace fs = std::filesystem;

std::optional<Error> write_file(const fs::path& path, std::string_view text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.close();
  if (!out) return Error{"cannot write " + path.string()};
  return std::nullopt;
}

std::optional<Error> make_dir(const fs::path& path) {
  std::error_code ec;
  fs::create_directories(path, ec);
  if (ec || !fs::is_directory(path)) return Error{"cannot create directory " + path.string()};
  return std::nullopt;
}

std::size_t count_boards(std::string_view page) {
  std::size_t n = 0;
  for (std::size_t at = page.find("<svg class=\"board\""); at != std::string_view::npos;
       at = page.find("<svg class=\"board\"", at + 1))
    ++n;
  return n;
}

// Swaps two paths in one step (Linux renameat2); false where the file
// system cannot.
bool exchange(const fs::path& a, const fs::path& b) {
#ifdef RENAME_EXCHANGE
  return ::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0;
#else
  (void)a;
  (void)b;
  return false;
#endif
}

// The site `write` makes, built beside the lock's DIR and put in its place whole.
Expected<SiteStats> publish_site(const ReportDirLock& lock,
                                 const std::function<Expected<SiteStats>(const fs::path&)>& write) {
  if (auto refused = lock.refusal()) return *refused;
  const fs::path& dir = lock.dir();
  const fs::path& target = lock.target();
  // A name of its own beside DIR: another run's temporaries are never this
  // one's (and the lock has cleared the stale ones).
  const auto made = create_temporary_directory(report_temporary_prefix(target, ".kmr-new.").string());
  if (!made) return made.error();
  const fs::path fresh = *made;
  std::error_code ec;

  Expected<SiteStats> stats = write(fresh);
  if (stats)
    if (auto e = write_file(fresh / kReportMarker,
                            "This directory is a report written by kmr report; kmr report --out\n"
                            "replaces it whole. Files added here are deleted then.\n"))
      stats = *e;
  if (!stats) {
    fs::remove_all(fresh, ec);
    return stats;
  }
  const auto failed = [&](const std::string& what) {
    fs::remove_all(fresh, ec);
    return Error{"cannot put the new report in place of " + dir.string() + ": " + what};
  };
  if (!fs::exists(fs::symlink_status(target, ec))) {
    if (std::rename(fresh.c_str(), target.c_str()) != 0) return failed(std::strerror(errno));
  } else if (exchange(fresh, target)) {
    fs::remove_all(fresh, ec);  // now the old site
  } else {
    // An empty directory of a unique name, which rename may replace.
    const auto old = create_temporary_directory(report_temporary_prefix(target, ".kmr-old.").string());
    if (!old) return failed(old.error().message);
    if (std::rename(target.c_str(), old->c_str()) != 0) {
      const std::string why = std::strerror(errno);
      fs::remove(*old, ec);
      return failed(why);
    }
    if (std::rename(fresh.c_str(), target.c_str()) != 0) {
      const std::string why = std::strerror(errno);
      (void)std::rename(old->c_str(), target.c_str());  // the old site back
      return failed(why);
    }
    fs::remove_all(*old, ec);
  }
  return stats;
}

}  // namespace

Expected<SiteStats> publish_report_site(const ReportDirLock& lock, const ReportModel& model,
                                        const GraphRenderer& renderer, const ReportOptions& options) {
  return publish_site(lock,
                      [&](const fs::path& dir) { return write_report_site(dir, model, renderer, options); });
}

Expected<SiteStats> publish_conformance_site(const ReportDirLock& lock, const ReportModel& model,
                                             const ConformanceInfo& engine) {
  return publish_site(lock, [&](const fs::path& dir) -> Expected<SiteStats> {
    if (auto e = make_dir(dir)) return *e;
    if (auto e = write_file(dir / "style.css", report_css())) return *e;
    if (auto e = write_file(dir / "index.html", conformance_page(model, engine))) return *e;
    return SiteStats{};
  });
}

Expected<SiteStats> write_report_site(const fs::path& dir, const ReportModel& model,
                                      const GraphRenderer& renderer, const ReportOptions& options) {
  SiteStats stats;
  for (const fs::path& d : {dir, dir / "rulings", dir / "cards", dir / "scenarios", dir / "faq"})
    if (auto e = make_dir(d)) return *e;

  if (auto e = write_file(dir / "style.css", report_css())) return *e;
  if (auto e = write_file(dir / "index.html", index_page(model, options))) return *e;
  // The published site is the FAQ: no page of failures.
  if (!options.publish)
    if (auto e = write_file(dir / "failures.html", failures_page(model, options))) return *e;
  if (auto e = write_file(dir / "scenarios.html", scenarios_page(model, options))) return *e;
  if (auto e = write_file(dir / "search.html", search_page(model, options))) return *e;
  if (auto e = write_file(dir / "search-index.js", search_index_js(model, options))) return *e;
  if (auto e = write_file(dir / "search.js", search_js())) return *e;
  if (auto e = write_file(dir / "step.js", step_js())) return *e;
  if (auto e = write_file(dir / "tryit.js", try_it_js())) return *e;
  // The engine for Try it, as built (one file: the WebAssembly inside it).
  if (!options.wasm_module.empty()) {
    std::error_code ec;
    fs::copy_file(options.wasm_module, dir / "kmr.js", fs::copy_options::overwrite_existing, ec);
    if (ec)
      return Error{"cannot copy " + options.wasm_module + " to " + (dir / "kmr.js").string() + ": " +
                   ec.message()};
  }
  if (!model.rules_text.empty())
    if (auto e = write_file(dir / "rules.html", rules_page(model, options))) return *e;
  if (model.matrix)
    if (auto e = write_file(dir / "matrix.html", matrix_page(model, options))) return *e;
  if (!model.interactions.empty())
    if (auto e = write_file(dir / "interactions.html", interactions_page(model, options))) return *e;
  for (const ReportSection& section : model.sections) {
    const std::string page = faq_page(model, section, options);
    stats.boards += count_boards(page);
    if (auto e = write_file(dir / "faq" / (page_name(section.key) + ".html"), page)) return *e;
  }

  // The graph as readers use it: the map of families, each family's picture.
  PictureStyle picture;
  picture.results = !options.publish;
  picture.family_link = "graph.html#family-";
  const Expected<std::string> map = family_map(renderer, model.graph, GraphFormat::Svg, picture);
  if (!map) return Error{"card graph: " + map.error().message};
  ++stats.graphs;
  picture.family_link.reset();
  std::vector<std::string> families;
  for (std::size_t f = 0; f < model.graph.groups.size(); ++f) {
    const Expected<std::string> drawn = family_picture(renderer, model.graph, f, GraphFormat::Svg, picture);
    if (!drawn) return Error{"family " + std::to_string(f + 1) + ": " + drawn.error().message};
    ++stats.graphs;
    families.push_back(inline_svg(*drawn));
  }
  if (auto e = write_file(dir / "graph.svg", *map)) return *e;
  if (auto e = write_file(dir / "graph.html", graph_page(model, inline_svg(*map), families, options)))
    return *e;

  for (const ScenarioEntry& entry : model.scenarios) {
    const std::string page = scenario_page(model, entry, options);
    ++stats.scenario_pages;
    if (auto e = write_file(dir / "scenarios" / (page_name(entry.scenario->id) + ".html"), page)) return *e;
  }

  for (const ReportSection& section : model.sections) {
    for (const Ruling* r : section.rulings) {
      const std::string page = ruling_page(model, *r, options);
      stats.boards += count_boards(page);
      ++stats.ruling_pages;
      if (auto e = write_file(dir / "rulings" / (page_name(r->id) + ".html"), page)) return *e;
    }
  }

  for (const CardDef* card : all_cards()) {
    std::string svg;
    const std::string_view id = card->id;
    if (std::any_of(model.graph.edges.begin(), model.graph.edges.end(),
                    [&](const CardEdge& e) { return e.a == id || e.b == id; })) {
      PictureStyle style;
      style.card_link = "";  // sibling card pages
      style.results = !options.publish;
      const Expected<std::string> drawn =
          card_picture(renderer, model.graph, card->id, GraphFormat::Svg, style);
      if (!drawn) return Error{"graph of " + std::string(card->id) + ": " + drawn.error().message};
      ++stats.graphs;
      svg = inline_svg(*drawn);
    }
    ++stats.card_pages;
    if (auto e = write_file(dir / "cards" / (page_name(card->id) + ".html"),
                            card_page(model, *card, svg, options)))
      return *e;
  }
  return stats;
}

}  // namespace kmr::harness
