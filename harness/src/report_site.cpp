#include "kmr/harness/report_site.hpp"

#include <fstream>
#include <optional>
#include <system_error>

#include "kmr/harness/report_pages.hpp"

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

}  // namespace

Expected<SiteStats> write_report_site(const fs::path& dir, const ReportModel& model,
                                      const GraphRenderer& renderer) {
  SiteStats stats;
  for (const fs::path& d : {dir, dir / "rulings", dir / "cards"})
    if (auto e = make_dir(d)) return *e;

  if (auto e = write_file(dir / "style.css", report_css())) return *e;
  if (auto e = write_file(dir / "index.html", index_page(model))) return *e;

  GraphStyle full;
  full.link_prefix = "cards/";
  const Expected<std::string> graph = renderer.render(model.graph, GraphFormat::Svg, full);
  if (!graph) return Error{"card graph: " + graph.error().message};
  ++stats.graphs;
  if (auto e = write_file(dir / "graph.svg", *graph)) return *e;

  for (const ReportSection& section : model.sections) {
    for (const Ruling* r : section.rulings) {
      const std::string page = ruling_page(model, *r);
      stats.boards += count_boards(page);
      ++stats.ruling_pages;
      if (auto e = write_file(dir / "rulings" / (page_name(r->id) + ".html"), page)) return *e;
    }
  }

  for (const CardDef* card : all_cards()) {
    std::string svg;
    const CardGraph near = neighbourhood(model.graph, card->id);
    if (!near.edges.empty()) {
      GraphStyle style;
      style.link_prefix = "";  // sibling card pages
      style.highlight = std::string(card->id);
      style.legend = false;
      const Expected<std::string> drawn = renderer.render(near, GraphFormat::Svg, style);
      if (!drawn) return Error{"graph of " + std::string(card->id) + ": " + drawn.error().message};
      ++stats.graphs;
      svg = inline_svg(*drawn);
    }
    ++stats.card_pages;
    if (auto e = write_file(dir / "cards" / (page_name(card->id) + ".html"), card_page(model, *card, svg)))
      return *e;
  }
  return stats;
}

}  // namespace kmr::harness
