#include "kmr/graph/render.hpp"

#include "gv_graph.hpp"

#include <graphviz/gvc.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace kmr::harness {

namespace gv {

int write_to_string(void* chan, const char* text) {
  static_cast<std::string*>(chan)->append(text);
  return 0;
}
int flush_nothing(void*) { return 0; }
int read_nothing(void*, char*, int) { return 0; }

std::unique_ptr<BuiltGraph> open_graph(const std::string& name) {
  auto built = std::make_unique<BuiltGraph>();
  built->graph.reset(agopen(c_str(name), Agundirected, &built->disc));
  return built;
}

std::string_view edge_colour(Verdict v) {
  switch (v) {
    case Verdict::Pass:
      return "#2e7d32";
    case Verdict::Fail:
      return "#c62828";
    case Verdict::Pending:
    case Verdict::Untestable:
      return "#8a8a8a";
  }
  return "#8a8a8a";
}

std::string_view set_fill(std::string_view set) {
  if (set == "KC1") return "#fff1c1";
  if (set == "KC2") return "#d8ecff";
  return "#eeeeee";
}

std::string_view set_title(std::string_view set) {
  if (set == "KC1") return "Knightmare Chess (KC1)";
  if (set == "KC2") return "Knightmare Chess 2 (KC2)";
  return "other";
}

std::string fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

}  // namespace gv

namespace {

using gv::BuiltGraph;
using gv::c_str;
using gv::edge_colour;
using gv::fixed;
using gv::set;
using gv::set_fill;
using gv::set_title;

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (const std::string& item : items) {
    if (!out.empty()) out += sep;
    out += item;
  }
  return out;
}

// An edge's label is its number of rulings (a same_as group counts once);
// the ids go to its tooltip.
std::string edge_label(const CardEdge& e) {
  if (!e.ruling_groups.empty()) return std::to_string(e.ruling_groups.size());
  if (!e.rulings.empty()) return std::to_string(e.rulings.size());
  return std::to_string(e.scenarios.size()) + " scen.";
}

std::string ruling_ids(const CardEdge& e) {
  if (e.ruling_groups.empty()) return join(e.rulings, ", ");
  std::vector<std::string> groups;
  for (const auto& g : e.ruling_groups) groups.push_back(join(g, " = "));
  return join(groups, ", ");
}

// The layout engine: as asked, else "dot" for a card's small graph and
// the engine that crosses least on the full graph (compared on the
// repository's graph, 80 cards and 246 edges: see layout_engine's note in
// the report of issue 15).
std::string layout_engine(const CardGraph&, const GraphStyle& style) {
  if (!style.engine.empty()) return style.engine;
  return style.neighbourhood ? "dot" : "sfdp";
}

void style_edge(Agedge_t* edge, Verdict status, std::size_t weight) {
  const std::string colour(edge_colour(status));
  set(edge, "color", colour);
  set(edge, "fontcolor", colour);
  set(edge, "fontname", "Helvetica");
  set(edge, "fontsize", "9");
  set(edge, "penwidth", fixed(1.2 + 0.6 * static_cast<double>(std::min<std::size_t>(weight, 5))));
  if (status == Verdict::Pending) set(edge, "style", "dashed");
}

std::unique_ptr<BuiltGraph> build(const CardGraph& graph, const GraphStyle& style) {
  auto built = gv::open_graph("cards");
  Agraph_t* g = built->graph.get();
  const std::string engine = layout_engine(graph, style);
  set(g, "fontname", "Helvetica");
  set(g, "fontsize", "11");
  set(g, "forcelabels", "false");  // an edge label that would overlap another is left to the tooltip
  if (engine == "dot") {
    set(g, "rankdir", "LR");
    set(g, "nodesep", "0.3");
    set(g, "ranksep", "0.6");
  } else {
    // The force-directed engines: no node overlaps, straight edges, room
    // for the labels.
    set(g, "overlap", "prism");
    set(g, "overlap_scaling", "-4");
    set(g, "splines", "line");
    set(g, "sep", "+8");
    set(g, "esep", "+4");
    set(g, "K", "0.9");
    set(g, "start", "7");  // reproducible
  }
  if (style.legend) {
    set(g, "labelloc", "b");
    set(g, "label",
        "Cards named together by a ruling or a scenario. Node size: the number of rulings involving the "
        "card; "
        "fill: its set (yellow KC1, blue KC2); dashed node: not implemented.\\nEdge: green all scenarios "
        "pass, red some fail, grey dashed pending; labelled with its number of rulings (ids in the "
        "tooltip)." +
            std::string(style.neighbourhood || graph.families.empty()
                            ? ""
                            : " A family of cards that rulings name all together meets at a dot."));
  }

  std::map<std::string, Agraph_t*> home;  // the cluster of each family member
  std::vector<Agnode_t*> hubs;
  if (!style.neighbourhood) {
    for (std::size_t k = 0; k < graph.families.size(); ++k) {
      const CardFamily& f = graph.families[k];
      const std::string name = "cluster_family_" + std::to_string(k);
      Agraph_t* sub = agsubg(g, c_str(name), 1);
      set(sub, "label",
          std::to_string(f.cards.size()) + " cards named together by " + std::to_string(f.rulings.size()) +
              " rulings");
      set(sub, "tooltip", "named together by " + join(f.rulings, ", "));
      set(sub, "style", "rounded,filled");
      set(sub, "fillcolor", "#f3eefa");
      set(sub, "color", "#b39ddb");
      set(sub, "fontcolor", "#5e35b1");
      set(sub, "fontsize", "10");
      for (const std::string& c : f.cards) home[c] = sub;
      Agnode_t* hub = agnode(sub, c_str("family_" + std::to_string(k)), 1);
      set(hub, "shape", "point");
      set(hub, "width", "0.12");
      set(hub, "color", "#5e35b1");
      set(hub, "label", "");
      set(hub, "tooltip", "named together by " + join(f.rulings, ", "));
      set(hub, "xlabel", std::to_string(f.cards.size()) + " cards named together");
      set(hub, "fontname", "Helvetica");
      set(hub, "fontsize", "10");
      set(hub, "fontcolor", "#5e35b1");
      hubs.push_back(hub);
    }
  }

  std::map<std::string, Agnode_t*> nodes;
  for (const CardNode& n : graph.nodes) {
    const auto in = home.find(n.id);
    Agnode_t* node = agnode(in == home.end() ? g : in->second, c_str(n.id), 1);
    nodes[n.id] = node;
    const double grow = std::sqrt(static_cast<double>(n.rulings));
    set(node, "label", n.name);
    set(node, "shape", "box");
    set(node, "style", n.implemented ? "rounded,filled" : "rounded,filled,dashed");
    set(node, "fillcolor", std::string(set_fill(n.set)));
    set(node, "fontname", "Helvetica");
    set(node, "fontsize", fixed(std::min(10.0 + 3.0 * grow, 28.0)));
    set(node, "penwidth", n.id == style.highlight ? "3" : fixed(1.0 + 0.3 * grow));
    set(node, "tooltip",
        n.name + " (" + n.id + ", " + std::string(set_title(n.set)) + "): " + std::to_string(n.rulings) +
            (n.rulings == 1 ? " ruling" : " rulings") + (n.implemented ? "" : ", not implemented"));
    if (style.link_prefix) {
      set(node, "URL", *style.link_prefix + n.id + ".html");
      set(node, "target", "_top");
    }
  }
  for (const CardEdge& e : graph.edges) {
    if (e.family >= 0 && !style.neighbourhood) continue;  // drawn through its family's hub
    const auto a = nodes.find(e.a);
    const auto b = nodes.find(e.b);
    if (a == nodes.end() || b == nodes.end()) continue;
    Agedge_t* edge = agedge(g, a->second, b->second, nullptr, 1);
    // xlabel, not label: Graphviz 2.42 frees a laid-out graph twice when edge
    // labels (which become virtual nodes) cross clusters.
    set(edge, "xlabel", edge_label(e));
    style_edge(edge, e.status, e.ruling_groups.empty() ? e.rulings.size() : e.ruling_groups.size());
    set(edge, "tooltip",
        e.a + " + " + e.b + ": " + std::string(to_string(e.status)) +
            (e.rulings.empty() ? "" : "; rulings " + ruling_ids(e)) +
            (e.scenarios.empty() ? "; no scenario"
                                 : "; " + std::to_string(e.scenarios.size()) + " scenarios"));
    if (style.edge_link_prefix && !e.rulings.empty()) {
      const std::string& first =
          e.ruling_groups.empty() ? e.rulings.front() : e.ruling_groups.front().front();
      set(edge, "URL", *style.edge_link_prefix + first + ".html");
      set(edge, "target", "_top");
    }
  }
  // Each family: its members and the cards its rulings also name meet at the hub.
  for (std::size_t k = 0; k < hubs.size(); ++k) {
    const CardFamily& f = graph.families[k];
    const Verdict status = f.status;
    auto spoke = [&](const std::string& card, const std::vector<std::string>& rulings) {
      const auto n = nodes.find(card);
      if (n == nodes.end()) return;
      Agedge_t* edge = agedge(g, n->second, hubs[k], nullptr, 1);
      style_edge(edge, status, rulings.size());
      set(edge, "xlabel", std::to_string(rulings.size()));
      set(edge, "tooltip",
          card + ": " + std::to_string(rulings.size()) + " rulings naming the group: " + join(rulings, ", "));
      if (style.edge_link_prefix && !rulings.empty()) {
        set(edge, "URL",
            *style.edge_link_prefix + rulings.front().substr(0, rulings.front().find(' ')) + ".html");
        set(edge, "target", "_top");
      }
    };
    for (const std::string& c : f.cards) spoke(c, f.rulings);
    for (const auto& [card, rulings] : f.joined) spoke(card, rulings);
  }
  return built;
}

bool has_plugin(GVC_t* gvc, const char* kind, std::string_view name) {
  int count = 0;
  char** list = gvPluginList(gvc, kind, &count, nullptr);
  bool found = false;
  for (int i = 0; i < count; ++i) {
    // Entries read "svg" or "svg:core"; compare the name part.
    std::string_view entry(list[i]);
    entry = entry.substr(0, entry.find(':'));
    found = found || entry == name;
    std::free(list[i]);
  }
  std::free(list);
  return found;
}

}  // namespace

std::string_view to_string(GraphFormat f) {
  switch (f) {
    case GraphFormat::Dot:
      return "dot";
    case GraphFormat::Svg:
      return "svg";
    case GraphFormat::Png:
      return "png";
    case GraphFormat::Pdf:
      return "pdf";
  }
  return "svg";
}

std::optional<GraphFormat> parse_graph_format(std::string_view text) {
  for (GraphFormat f : {GraphFormat::Dot, GraphFormat::Svg, GraphFormat::Png, GraphFormat::Pdf})
    if (text == to_string(f)) return f;
  return std::nullopt;
}

namespace {

// The one Graphviz context of the process, made on first use and never
// freed. Graphviz's pango plugin keeps, in a static, a pointer to the last
// font name it laid out, which lives in the context's font table: freeing a
// context and laying out text in another reads freed memory (AddressSanitizer
// finds it as soon as two renderers are used one after the other). A
// context that lives as long as the process keeps that pointer valid.
GVC_t* process_context() {
  static GVC_t* const gvc = [] {
    // Graphviz's warnings (labels it could not place, which the tooltips
    // carry anyway) would go to stderr; errors still do.
    agseterr(AGERR);
    return gvContext();
  }();
  return gvc;
}

}  // namespace

Expected<GraphRenderer> GraphRenderer::create() {
  GVC_t* gvc = process_context();
  if (!gvc) return Error{"cannot create a Graphviz context"};
  GraphRenderer renderer(gvc);
  if (!has_plugin(gvc, "layout", "dot") || !has_plugin(gvc, "render", "svg"))
    return Error{
        "Graphviz plugins are not available (no \"dot\" layout or SVG renderer); on Debian run `dot -c` as "
        "root once (scripts/setup.sh does)"};
  return renderer;
}

Expected<std::string> GraphRenderer::render(const CardGraph& graph, GraphFormat format,
                                            const GraphStyle& style) const {
  if (format == GraphFormat::Dot) return graph_dot(graph, style);
  const std::unique_ptr<BuiltGraph> built = build(graph, style);
  if (!built->graph) return Error{"cannot create the graph"};
  return draw(built->graph.get(), layout_engine(graph, style), format);
}

Expected<std::string> GraphRenderer::draw(Agraph_s* g, const std::string& engine, GraphFormat format) const {
  if (format == GraphFormat::Dot) {
    std::string out;
    if (agwrite(g, &out) != 0) return Error{"cannot write the graph as DOT"};
    return out;
  }
  const std::string device(to_string(format));
  if (!has_plugin(gvc_, "device", device))
    return Error{"Graphviz cannot render " + device +
                 " here (its plugin is not installed: on Debian, libgvc's cairo plugin)"};
  // Ready to print: PDF and PNG fit a page's printable area (7.5 x 10 inches),
  // scaled down only when larger; PNG at 150 dots per inch.
  if (format == GraphFormat::Pdf || format == GraphFormat::Png) gv::set(g, "size", "7.5,10");
  if (format == GraphFormat::Png) gv::set(g, "dpi", "150");
  if (gvLayout(gvc_, g, engine.c_str()) != 0)
    return Error{"Graphviz could not lay out the graph (" + engine + ")"};
  char* data = nullptr;
  unsigned int length = 0;
  const int rc = gvRenderData(gvc_, g, device.c_str(), &data, &length);
  std::string out;
  if (rc == 0 && data) out.assign(data, length);
  if (data) gvFreeRenderData(data);
  gvFreeLayout(gvc_, g);
  if (rc != 0) return Error{"Graphviz could not render " + device + " (is its plugin installed?)"};
  return out;
}

Expected<std::string> graph_dot(const CardGraph& graph, const GraphStyle& style) {
  const std::unique_ptr<BuiltGraph> built = build(graph, style);
  if (!built->graph) return Error{"cannot create the graph"};
  std::string out;
  if (agwrite(built->graph.get(), &out) != 0) return Error{"cannot write the graph as DOT"};
  return out;
}

std::string inline_svg(std::string_view svg) {
  const std::size_t start = svg.find("<svg");
  if (start == std::string_view::npos) return std::string(svg);
  return std::string(svg.substr(start));
}

}  // namespace kmr::harness
