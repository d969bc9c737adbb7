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
// `publish`: the FAQ author's site (no failures, no test words in the frame).
std::string page_start(std::string_view title, std::string_view root, std::string_view main_attributes,
                       const ReportModel& model, const std::vector<Crumb>& crumbs, bool publish = false);
std::string page_end(bool publish = false);

// `escaped` (HTML) with its rule numbers linked to the rules page, from a
// page at `root`; as it is when the model holds no rules text.
std::string rule_refs(std::string_view escaped, std::string_view root, const ReportModel& model);

// faq/<section>.html from `root`.
std::string faq_href(const ReportSection& section, std::string_view root);

// "unofficial" beside a house ruling (its source is no official edition); "" otherwise.
std::string unofficial_badge(const Ruling& ruling);

// Links to a ruling or card page, from a page at `root`.
std::string ruling_link(std::string_view id, std::string_view root);
std::string card_link(std::string_view id, std::string_view root);  // shows the card's name
std::string card_links(const std::vector<std::string>& ids, std::string_view root);

std::string badge(Verdict v);
std::string badge(Status s);

// A data attribute holding a number: ` data-kmr-NAME="N"`.
std::string data_count(std::string_view name, std::size_t n);

// Text with its line breaks kept as paragraphs (blank lines) and <br> (single).
std::string paragraphs(std::string_view text);

}  // namespace kmr::harness::html
