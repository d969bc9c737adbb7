// Pieces shared by the pages of the HTML report (report_pages.hpp): the page
// frame, links, status badges. Every argument that may hold text from YAML is
// escaped here, never by the caller.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kmr/run/runner.hpp"
#include "kmr/run/verdict.hpp"
#include "kmr/site/model.hpp"

namespace kmr::harness::html {

// The way back to the site's top from a page one folder down (rulings/, cards/).
inline constexpr std::string_view kSubpageRoot = "../";

// `<!DOCTYPE html>` ... `<main ...>`: `root` is the way back to the site's
// top ("" or "../"), `main_attributes` goes into the <main> tag as is.
std::string page_start(std::string_view title, std::string_view root, std::string_view main_attributes);

// The same with the site's navigation: a search box, a sidebar of the site's
// parts and FAQ sections, and `crumbs` (already HTML) under the header.
struct Crumb {
  std::string text;
  std::string href;  // "" for the current page
};
std::string page_start(std::string_view title, std::string_view root, std::string_view main_attributes,
                       const ReportModel& model, const std::vector<Crumb>& crumbs);
std::string page_end();

// Links to a ruling or card page, from a page at `root`.
std::string ruling_link(std::string_view id, std::string_view root);
std::string card_link(std::string_view id, std::string_view root);  // shows the card's name
std::string card_links(const std::vector<std::string>& ids, std::string_view root);

std::string badge(Verdict v);
std::string badge(Status s);
// A house ruling's mark: not from an official edition of the FAQ.
std::string unofficial_badge();

// A data attribute holding a number: ` data-kmr-NAME="N"`.
std::string data_count(std::string_view name, std::size_t n);

// Text with its line breaks kept as paragraphs (blank lines) and <br> (single).
std::string paragraphs(std::string_view text);

}  // namespace kmr::harness::html
