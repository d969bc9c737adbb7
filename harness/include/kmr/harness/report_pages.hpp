// The pages of the HTML report (`kmr report`), each as one string. Every text
// taken from YAML (and from the engine) is HTML-escaped. Pages carry data
// attributes with their counts for tests: on <main>, `data-kmr-page` and
// `data-kmr-rulings`, `data-kmr-scenarios`, `data-kmr-boards`.
#pragma once

#include <string>
#include <string_view>

#include "kmr/card.hpp"
#include "kmr/harness/report_model.hpp"

namespace kmr::harness {

// index.html: totals (rulings encoded and pending, scenarios passed, failed
// and pending, cards implemented), one table per FAQ section or letter (ruling,
// question, cards, scenarios, status; one `<tr class="ruling">` per ruling),
// problems found, scenarios tied to no ruling, and every card.
std::string index_page(const ReportModel& model);

// rulings/<ID>.html: the ruling's summaries and, for each of its scenarios,
// its steps with the engine's answers, its result, and two boards (one
// `<svg class="board">` each): the setup and the position after the last step.
std::string ruling_page(const ReportModel& model, const Ruling& ruling);

// cards/<id>.html: the card's reference entry, its rulings and scenarios,
// and `graph_svg` (its neighbourhood, inline SVG; empty: none to draw).
std::string card_page(const ReportModel& model, const CardDef& card, std::string_view graph_svg);

// style.css, shared by every page.
std::string_view report_css();

}  // namespace kmr::harness
