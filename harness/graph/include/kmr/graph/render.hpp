// Draws a card graph with Graphviz in-process: libcgraph builds the graph,
// libgvc lays it out ("dot") and renders it. No `dot` process is started.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/graph/card_graph.hpp"

struct GVC_s;     // libgvc's context (gvc.h), kept out of this header
struct Agraph_s;  // libcgraph's graph (cgraph.h)

namespace kmr::harness {

// PNG and PDF come ready to print: fitted to a page (graph_render.cpp).
enum class GraphFormat : unsigned char { Dot, Svg, Png, Pdf };
std::string_view to_string(GraphFormat f);
std::optional<GraphFormat> parse_graph_format(std::string_view text);  // "dot", "svg", "png", "pdf"

struct GraphStyle {
  // Nodes link to `link_prefix + id + ".html"` (SVG); no links when nullopt.
  std::optional<std::string> link_prefix = "cards/";
  // Edges link to `edge_link_prefix + ruling + ".html"` (their first ruling;
  // SVG); no links when nullopt.
  std::optional<std::string> edge_link_prefix;
  std::string highlight;       // a card drawn emphasised (the card page's own)
  bool legend = true;          // a caption explaining colours and sizes
  bool neighbourhood = false;  // a card page's small graph: no set clusters, no families
  // The Graphviz layout engine; "" chooses: the full graph with families uses
  // the one that crosses least at its size (see graph_render.cpp).
  std::string engine;
};

// Nodes: boxes labelled with the card's name, filled and grouped (clusters)
// by set, larger with more rulings, dashed when not implemented. Edges:
// labelled with their ruling ids (their scenarios' ids when no ruling), green
// when all their scenarios pass, red when some fail, grey and dashed when
// pending.
//
// Renders with Graphviz's context of the process (made once, with its
// plugins, and kept until the process exits: see graph_render.cpp). Not to
// be used from two threads at once.
class GraphRenderer {
 public:
  // Fails when the "dot" layout or the SVG renderer cannot be loaded (on
  // Debian the plugin configuration is written by `dot -c`, as root).
  static Expected<GraphRenderer> create();

  // The rendered bytes: DOT text, an SVG document, a PNG image or a PDF.
  Expected<std::string> render(const CardGraph& graph, GraphFormat format,
                               const GraphStyle& style = {}) const;

  // A graph built with libcgraph, laid out by `engine` and rendered (the
  // pictures of pictures.hpp); its layout is freed after.
  Expected<std::string> draw(Agraph_s* graph, const std::string& engine, GraphFormat format) const;

 private:
  explicit GraphRenderer(GVC_s* gvc) : gvc_(gvc) {}
  GVC_s* gvc_;  // the process's, not owned
};

// The graph in DOT, without layout (libcgraph only: no context needed).
Expected<std::string> graph_dot(const CardGraph& graph, const GraphStyle& style = {});

// An SVG document made fit to inline in HTML: the XML declaration, DOCTYPE
// and comments before the <svg> element are dropped.
std::string inline_svg(std::string_view svg);

}  // namespace kmr::harness
