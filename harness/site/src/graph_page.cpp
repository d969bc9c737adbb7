// graph.html of the HTML report: the full card graph inside the site.
#include <algorithm>

#include "html.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {

namespace {

// One family open at a time: the one the address names (the map's boxes
// link to #family-N), or the one opened by hand; a card searched for opens
// its family and is marked there.
constexpr std::string_view kFamiliesJs = R"js(<script>
(function () {
  "use strict";
  var families = Array.prototype.slice.call(document.querySelectorAll("details.family"));
  function only(d) { families.forEach(function (o) { if (o !== d) o.open = false; }); }
  families.forEach(function (d) { d.addEventListener("toggle", function () { if (d.open) only(d); }); });
  function fromHash() {
    var d = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (d && d.tagName === "DETAILS") { d.open = true; only(d); d.scrollIntoView(); }
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
  var input = document.querySelector("form.graph-filters input[data-filter=text]");
  var said = document.querySelector("form.graph-filters .graph-shown");
  if (!input) return;
  input.addEventListener("input", function () {
    var text = input.value.toLowerCase().trim(), hits = [];
    document.querySelectorAll("details.family a[data-card]").forEach(function (a) {
      var on = !!text && (a.textContent.toLowerCase().indexOf(text) >= 0 || a.getAttribute("data-card").indexOf(text) >= 0);
      a.classList.toggle("found", on);
      if (on) hits.push(a);
    });
    if (hits.length) { var d = hits[0].closest("details"); d.open = true; only(d); }
    said.textContent = !text ? "" : hits.length ? hits.map(function (a) {
      return a.textContent + " in family " + a.closest("details").getAttribute("data-family");
    }).join(", ") : "no card by that name";
  });
})();
</script>
)js";

}  // namespace

std::string graph_page(const ReportModel& m, std::string_view map_svg,
                       const std::vector<std::string>& family_svgs, const ReportOptions& options) {
  std::string out =
      html::page_start("Card graph", "",
                       "data-kmr-page=\"graph\"" + html::data_count("cards", m.graph.nodes.size()) +
                           html::data_count("edges", m.graph.edges.size()) +
                           html::data_count("families", m.graph.groups.size()),
                       m, {{"Overview", "index.html"}, {"Card graph", ""}}, options.publish);
  out += "<h1>Card graph</h1>\n";
  out += "<div class=\"legend graph-legend\"><p>The cards that rulings" +
         std::string(options.publish ? "" : " and scenarios") +
         " name together fall into <strong>families</strong>: cards tied to each other more than to the rest "
         "(found by community detection on the graph), each named after its most central cards. The map "
         "below shows one <strong>box per family</strong> listing its cards; a line's number counts the "
         "rulings naming cards of both families. <strong>Click a family</strong> (or pick it in the list) "
         "to open its picture: a box per card (yellow KC1, blue KC2";
  if (!options.publish) out += ", dashed: not implemented";
  out += "), a line for each pair of cards a ruling names together, labelled with the number of rulings";
  if (!options.publish)
    out +=
        " and <span class=\"pass-text\">green</span> when all their scenarios pass, <span "
        "class=\"fail-text\">red</span> when some fail, grey and dashed when pending";
  out += ". Each card's own page shows its neighbours around it.</p></div>\n";
  out +=
      "<form class=\"graph-filters\" onsubmit=\"return false\" aria-label=\"Find a card\"><label>Card <input "
      "type=\"search\" data-filter=\"text\" placeholder=\"a card's name\"></label> <span "
      "class=\"graph-shown\" "
      "aria-live=\"polite\"></span></form>\n";
  out += "<div class=\"graph family-map\" id=\"graph\">";
  out += map_svg;
  out += "</div>\n<section class=\"families\">\n<h2>The families</h2>\n";
  for (std::size_t f = 0; f < m.graph.groups.size(); ++f) {
    const CardGroup& family = m.graph.groups[f];
    std::string cards;
    for (const std::string& id : family.cards) {
      const CardNode* n = m.graph.node(id);
      cards += (cards.empty() ? "" : ", ") + std::string("<a href=\"cards/") + html_escape(page_name(id)) +
               ".html\" data-card=\"" + html_escape(id) + "\">" + html_escape(n ? n->name : id) + "</a>";
    }
    out += "<details class=\"family\" id=\"family-" + std::to_string(f + 1) + "\" data-family=\"" +
           std::to_string(f + 1) + "\"><summary><strong>" + std::to_string(f + 1) + ". " +
           html_escape(family.name) + "</strong> <span class=\"muted\">(" +
           std::to_string(family.cards.size()) + (family.cards.size() == 1 ? " card" : " cards") +
           ")</span></summary>\n<p class=\"family-cards\">" + cards + "</p>\n";
    if (f < family_svgs.size() && !family_svgs[f].empty())
      out += "<div class=\"graph\">" + family_svgs[f] + "</div>\n";
    out += "</details>\n";
  }
  out += "</section>\n";
  out += kFamiliesJs;
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
