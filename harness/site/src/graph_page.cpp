// graph.html of the HTML report: the full card graph inside the site.
#include <algorithm>

#include "html.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/site/pages.hpp"

namespace kmr::harness {

namespace {

// What the filters read: each card's set and families, each edge's status
// (by the "a--b" title Graphviz gives it).
std::string graph_data(const ReportModel& m, bool publish) {
  std::string out = "window.KMR_GRAPH = {\"cards\": {";
  for (std::size_t i = 0; i < m.graph.nodes.size(); ++i) {
    const CardNode& n = m.graph.nodes[i];
    std::string families;
    for (std::size_t f = 0; f < m.graph.families.size(); ++f) {
      const auto& cards = m.graph.families[f].cards;
      if (std::find(cards.begin(), cards.end(), n.id) != cards.end())
        families += (families.empty() ? "" : ",") + std::to_string(f);
    }
    out += (i ? ", " : "") + json_quote(n.id) + ": {\"name\": " + json_quote(n.name) +
           ", \"set\": " + json_quote(n.set) + ", \"families\": [" + families + "]}";
  }
  out += "}, \"edges\": {";
  for (std::size_t i = 0; i < m.graph.edges.size(); ++i) {
    const CardEdge& e = m.graph.edges[i];
    out += (i ? ", " : "") + json_quote(e.a + "--" + e.b) + ": " +
           json_quote(publish ? std::string_view("") : to_string(e.status));
  }
  out += "}, \"families\": [";
  for (std::size_t f = 0; f < m.graph.families.size(); ++f) {
    std::string names;
    for (const std::string& id : m.graph.families[f].cards) {
      const CardNode* n = m.graph.node(id);
      names += (names.empty() ? "" : ", ") + (n ? n->name : id);
    }
    out += (f ? ", " : "") + json_quote(names);
  }
  out += "]};\n";
  // Inside a <script>: no "</" may close it early.
  std::string safe;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '<' && i + 1 < out.size() && out[i + 1] == '/')
      safe += "<\\";
    else
      safe += out[i];
  }
  return safe;
}

std::string filters(bool publish) {
  std::string out =
      "<form class=\"graph-filters\" onsubmit=\"return false\" aria-label=\"Filters\">"
      "<label>Set <select data-filter=\"set\"><option value=\"\">all</option><option>KC1</option>"
      "<option>KC2</option></select></label> ";
  if (!publish)
    out +=
        "<label>Status <select data-filter=\"status\"><option value=\"\">all</option><option>pass</option>"
        "<option>fail</option><option>pending</option></select></label> ";
  out +=
      "<label>Family <select data-filter=\"family\"><option value=\"\">all</option></select></label> "
      "<label>Card <input type=\"search\" data-filter=\"text\" placeholder=\"a card's name\"></label> "
      "<span class=\"graph-shown\" aria-live=\"polite\"></span></form>\n";
  return out;
}

// Fades what the filters leave out: a card shown when it matches the set,
// the family and the text, and (with a status) has an edge of that status;
// an edge shown when both its cards are and its status matches.
constexpr std::string_view kFilterJs = R"js(<script>
(function () {
  "use strict";
  var data = window.KMR_GRAPH, box = document.getElementById("graph");
  if (!data || !box) return;
  var form = document.querySelector("form.graph-filters");
  var pick = function (name) { return form.querySelector("[data-filter=" + name + "]"); };
  var family = pick("family");
  data.families.forEach(function (names, i) {
    var o = document.createElement("option");
    o.value = String(i);
    o.textContent = (i + 1) + ": " + names;
    family.appendChild(o);
  });
  function title(g) { var t = g.querySelector("title"); return t ? t.textContent : ""; }
  function apply() {
    var set = pick("set").value, status = pick("status") ? pick("status").value : "";
    var fam = family.value, text = pick("text").value.toLowerCase();
    var withStatus = {};
    Object.keys(data.edges).forEach(function (k) {
      if (!status || data.edges[k] === status) k.split("--").forEach(function (c) { withStatus[c] = true; });
    });
    var shown = {}, n = 0;
    box.querySelectorAll("g.node").forEach(function (g) {
      var id = title(g), c = data.cards[id];
      var ok = !c ? !set && !fam && !text && !status :
        (!set || c.set === set) && (!fam || c.families.indexOf(Number(fam)) >= 0) &&
        (!text || c.name.toLowerCase().indexOf(text) >= 0 || id.indexOf(text) >= 0) && (!status || withStatus[id]);
      g.classList.toggle("faded", !ok);
      if (ok) { shown[id] = true; if (c) n++; }
    });
    box.querySelectorAll("g.edge").forEach(function (g) {
      var t = title(g), ends = t.split("--");
      var ok = shown[ends[0]] && shown[ends[1]] && (!status || data.edges[t] === status || !(t in data.edges));
      g.classList.toggle("faded", !ok);
    });
    form.querySelector(".graph-shown").textContent = n + " of " + Object.keys(data.cards).length + " cards";
    box.setAttribute("data-shown", String(n));
  }
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  apply();
})();
</script>
)js";

}  // namespace

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
  out += filters(options.publish);
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
  out += "<script>" + graph_data(m, options.publish) + "</script>\n";
  out += kFilterJs;
  out += html::page_end(options.publish);
  return out;
}

}  // namespace kmr::harness
