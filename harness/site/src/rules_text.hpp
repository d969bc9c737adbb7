// The base rules (../shared/rules/rules.md) as a page of the site: a small
// Markdown reader for what that file uses (headings, lists, tables,
// paragraphs, bold, italics, code), an anchor for every section (`R12`) and
// clause (`R12.3`), and rule numbers in any text made links to them.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace kmr::harness::html {

// The anchors the rules text defines: "R12", "R12.3", "R5.3a".
std::set<std::string> rule_anchors(std::string_view markdown);

// The rules text as a FAQ reader gets it (`kmr report --publish`): none of
// the reference's notes about files and the engine. Its opening about the
// reference and its sources' files becomes a short introduction with the
// source tags; a parenthesis or sentence about the engine, the scenario
// format or a file is dropped (an `INT` tag in one is kept); the notes
// after the last section ("Known tensions") go.
std::string published_rules(std::string_view markdown);

// The rules text as HTML (no page frame); rule numbers in it link to their
// anchors on the same page.
std::string rules_html(std::string_view markdown, const std::set<std::string>& anchors);

// `escaped` (HTML already escaped) with every rule number it cites that
// `anchors` has ("R12.3"; a clause it lacks falls back to its section)
// wrapped in `<a class="rule-ref" href="{page}#R12.3">`. `page` is
// "../rules.html", "rules.html" or "" (the same page).
std::string link_rules(std::string_view escaped, std::string_view page, const std::set<std::string>& anchors);

}  // namespace kmr::harness::html
