// graph.html of the HTML report: the full card graph inside the site.
#include "html.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {

std::string graph_page(const ReportModel& m, std::string_view graph_svg, const ReportOptions& options) {
  std::string out =
      html::page_start("Card graph", "",
                       "data-kmr-page=\"graph\"" + html::data_count("cards", m.graph.nodes.size()) +
                           html::data_count("edges", m.graph.edges.size()),
                       m, {{"Overview", "index.html"}, {"Card graph", ""}}, options.publish);
  out += "<h1>Card graph</h1>\n";
  if (options.publish)
    out +=
        "<div class=\"legend graph-legend\"><p>A box per card that a ruling names; a line joins two cards "
        "named together. <strong>Box size</strong> grows with the number of rulings that involve the card; "
        "<strong>fill</strong> gives its set (yellow KC1, blue KC2). A <strong>line's number</strong> counts "
        "its rulings; hover for their ids. Click a card for its page, a line for its first ruling; − and + "
        "zoom, fit shows the whole graph.</p></div>\n";
  else
    out +=
        "<div class=\"legend graph-legend\"><p>A box per card that a ruling or a scenario names; a line "
        "joins "
        "two "
        "cards named together. <strong>Box size</strong> grows with the number of rulings that involve the "
        "card; <strong>fill</strong> gives its set (yellow KC1, blue KC2); a <strong>dashed box</strong> is "
        "a "
        "card the engine does not implement. A <strong>line's number</strong> counts its rulings (a ruling "
        "printed under several letters counts once); hover for their ids. Lines are <span "
        "class=\"pass-text\">green</span> when all their scenarios pass, <span "
        "class=\"fail-text\">red</span> "
        "when some fail, grey and dashed when pending. A <strong>family</strong> of cards that several "
        "rulings name all together meets at a small dot labelled with its size, "
        "instead of each pair being drawn; a card that some of those rulings name besides joins the dot. "
        "Click "
        "a "
        "card for its page, a line for its first ruling; − and + zoom, fit shows the whole "
        "graph.</p></div>\n";
  out +=
      "<div class=\"zoom\" role=\"group\" aria-label=\"Zoom\"><button type=\"button\" "
      "data-zoom=\"out\">−</button>"
      "<button type=\"button\" data-zoom=\"fit\">fit</button><button type=\"button\" "
      "data-zoom=\"in\">+</button>"
      " <a href=\"index.html\">← back to the overview</a> · <a href=\"graph.svg\">the graph alone "
      "(SVG)</a></div>\n";
  out += "<div class=\"graph full-graph\" id=\"graph\">";
  out += graph_svg;
  out += "</div>\n";
  out += R"js(<script>
(function () {
  "use strict";
  var box = document.getElementById("graph");
  var svg = box.querySelector("svg");
  if (!svg) return;
  var width = svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : svg.getBBox().width;
  var scale = 1;
  function apply() {
    svg.style.maxWidth = "none";
    svg.style.width = Math.round(width * scale) + "px";
    svg.style.height = "auto";
  }
  function fit() { scale = Math.min(1, (box.clientWidth - 16) / width); apply(); }
  document.querySelectorAll("button[data-zoom]").forEach(function (b) {
    b.addEventListener("click", function () {
      var z = b.getAttribute("data-zoom");
      if (z === "in") scale *= 1.25; else if (z === "out") scale /= 1.25; else return fit();
      apply();
    });
  });
  fit();  // opens fitted to the screen
})();
</script>
)js";
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
