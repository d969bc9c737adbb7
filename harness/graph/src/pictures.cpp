// The card graph's pictures for readers (pictures.hpp), built with
// libcgraph and drawn by GraphRenderer::draw.
#include "kmr/graph/pictures.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

#include "gv_graph.hpp"
#include "kmr/base/html_escape.hpp"
#include "kmr/card.hpp"

namespace kmr::harness {
namespace {

using gv::c_str;
using gv::set;

// A card's box is legible at this size; a picture of many is scaled, never its text.
constexpr std::size_t kFewNeighbours = 12;
constexpr std::size_t kRowsPerColumn = 8;
// A family's box on the map names its most central cards (its page lists all).
constexpr std::size_t kMapNames = 16;

// The number of rulings naming both cards (a same_as group once); "" for a
// tie only scenarios make.
std::string rulings_of(const CardEdge& e) {
  const std::size_t n = e.ruling_groups.empty() ? e.rulings.size() : e.ruling_groups.size();
  return n == 0 ? std::string() : std::to_string(n);
}

// The worst of the verdicts: a failure shows, then pending.
Verdict worst(Verdict a, Verdict b) {
  const auto rank = [](Verdict v) {
    return v == Verdict::Fail ? 3 : v == Verdict::Pending ? 2 : v == Verdict::Untestable ? 1 : 0;
  };
  return rank(a) >= rank(b) ? a : b;
}

std::string colour(Verdict v, const PictureStyle& style) {
  return style.results ? std::string(gv::edge_colour(v)) : std::string("#555555");
}

void base_attributes(Agraph_t* g) {
  set(g, "fontname", "Helvetica");
  set(g, "fontsize", "11");
  set(g, "bgcolor", "white");
  set(g, "pad", "0.2");
}

// A neato layout, reproducible, with curved lines and boxes kept apart by
// `overlap` (how) and `sep` (by how much).
void spread(Agraph_t* g, const char* overlap, const char* sep) {
  base_attributes(g);
  set(g, "overlap", overlap);
  set(g, "splines", "true");
  set(g, "sep", sep);
  set(g, "start", "7");
}

Agnode_t* card_node(Agraph_t* g, const CardNode& n, const PictureStyle& style, bool centre) {
  Agnode_t* node = agnode(g, c_str(n.id), 1);
  set(node, "label", n.name);
  set(node, "shape", "box");
  set(node, "style", n.implemented ? "rounded,filled" : "rounded,filled,dashed");
  set(node, "fillcolor", std::string(gv::set_fill(n.set)));
  set(node, "fontname", "Helvetica");
  set(node, "fontsize", centre ? "16" : "12");
  set(node, "penwidth", centre ? "3" : "1.2");
  set(node, "margin", "0.12,0.06");
  set(node, "tooltip",
      n.name + " (" + std::string(gv::set_title(n.set)) + "): " + std::to_string(n.rulings) +
          (n.rulings == 1 ? " ruling" : " rulings") + (n.implemented ? "" : ", not implemented"));
  if (style.card_link) {
    set(node, "URL", *style.card_link + n.id + ".html");
    set(node, "target", "_top");
  }
  return node;
}

void style_line(Agedge_t* edge, Verdict status, const std::string& label, const PictureStyle& style) {
  const std::string c = colour(status, style);
  set(edge, "color", c);
  set(edge, "fontcolor", c);
  set(edge, "fontname", "Helvetica");
  set(edge, "fontsize", "10");
  set(edge, "label", label);
  set(edge, "penwidth", "1.4");
  if (style.results && status == Verdict::Pending) set(edge, "style", "dashed");
}

// A box of cards in columns, under a heading: a family as the map or a
// card's picture shows it. Each card links to its page.
std::string card_table(const std::string& heading,
                       const std::vector<std::pair<const CardNode*, std::string>>& cells,
                       const std::vector<Verdict>& statuses, const PictureStyle& style,
                       std::size_t max_cells) {
  const std::size_t shown = std::min(cells.size(), max_cells);
  const std::size_t columns = std::max<std::size_t>(1, (shown + kRowsPerColumn - 1) / kRowsPerColumn);
  const std::size_t rows = (shown + columns - 1) / columns;
  std::string out =
      "<TABLE BORDER=\"1\" COLOR=\"#9e9e9e\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\" "
      "STYLE=\"ROUNDED\" BGCOLOR=\"#fafafa\"><TR><TD COLSPAN=\"" +
      std::to_string(columns) + "\"><B>" + html_escape(heading) + "</B></TD></TR>";
  for (std::size_t r = 0; r < rows; ++r) {
    out += "<TR>";
    for (std::size_t c = 0; c < columns; ++c) {
      const std::size_t i = c * rows + r;  // down each column, then across
      if (i >= shown) {
        out += "<TD></TD>";
        continue;
      }
      const CardNode& n = *cells[i].first;
      out += "<TD ALIGN=\"LEFT\"";
      if (style.card_link)
        out += " HREF=\"" + html_escape(*style.card_link + n.id + ".html") + "\" TARGET=\"_top\"";
      out += " TOOLTIP=\"" + html_escape(n.name + ": " + cells[i].second) + "\"><FONT COLOR=\"" +
             (i < statuses.size() ? colour(statuses[i], style) : std::string("#222222")) + "\">" +
             html_escape(n.name) + "</FONT>";
      if (!cells[i].second.empty())
        out += " <FONT POINT-SIZE=\"9\" COLOR=\"#666666\">" + html_escape(cells[i].second) + "</FONT>";
      out += "</TD>";
    }
    out += "</TR>";
  }
  if (shown < cells.size())
    out += "<TR><TD COLSPAN=\"" + std::to_string(columns) + "\"><I>and " +
           std::to_string(cells.size() - shown) + " more</I></TD></TR>";
  return out + "</TABLE>";
}

std::string family_name(const CardGraph& graph, int index) {
  return index < 0 ? std::string("other cards") : graph.groups[static_cast<std::size_t>(index)].name;
}

}  // namespace

Expected<std::string> card_picture(const GraphRenderer& renderer, const CardGraph& graph,
                                   std::string_view card, GraphFormat format, const PictureStyle& style) {
  const CardNode* centre = graph.node(card);
  CardNode alone;
  if (!centre) {
    const CardDef* def = find_card(card);
    if (!def) return Error{"no card '" + std::string(card) + "' in the graph"};
    alone.id = std::string(card);
    alone.name = std::string(def->name);
    alone.set = std::string(to_string(def->set));
    alone.implemented = def->behaviour != nullptr;
    centre = &alone;
  }
  std::vector<std::pair<const CardNode*, const CardEdge*>> near;
  for (const CardEdge& e : graph.edges) {
    if (e.a != card && e.b != card) continue;
    if (const CardNode* other = graph.node(e.a == card ? e.b : e.a)) near.emplace_back(other, &e);
  }
  // Strongest ties first.
  std::stable_sort(near.begin(), near.end(), [](const auto& x, const auto& y) {
    return x.second->ruling_groups.size() > y.second->ruling_groups.size();
  });
  auto built = gv::open_graph("card");
  Agraph_t* g = built->graph.get();
  base_attributes(g);
  // Around the card: a radial layout rooted at it.
  set(g, "root", centre->id);
  set(g, "overlap", "false");
  set(g, "splines", "true");
  set(g, "ranksep", near.size() <= 4 ? "1.2" : "1.6");
  Agnode_t* middle = card_node(g, *centre, style, true);
  if (near.size() <= kFewNeighbours) {
    for (const auto& [n, e] : near) {
      Agnode_t* other = card_node(g, *n, style, false);
      Agedge_t* line = agedge(g, middle, other, nullptr, 1);
      style_line(line, e->status, rulings_of(*e), style);
      set(line, "tooltip",
          centre->name + " and " + n->name + ": " +
              (e->rulings.empty() ? std::string("named together by scenarios only")
                                  : rulings_of(*e) + " rulings"));
    }
  } else {
    // Many: grouped by family, each family one box of names around the card.
    std::map<int, std::vector<std::pair<const CardNode*, const CardEdge*>>> by_family;
    for (const auto& item : near) by_family[graph.group_of(item.first->id)].push_back(item);
    int k = 0;
    for (const auto& [family, members] : by_family) {
      std::vector<std::pair<const CardNode*, std::string>> cells;
      std::vector<Verdict> statuses;
      Verdict all = Verdict::Pass;
      for (const auto& [n, e] : members) {
        cells.emplace_back(n, rulings_of(*e));
        statuses.push_back(e->status);
        all = worst(all, e->status);
      }
      Agnode_t* box = agnode(g, c_str("family_" + std::to_string(k++)), 1);
      set(box, "shape", "plain");
      set(box, "fontname", "Helvetica");
      set(box, "fontsize", "11");
      gv::set_html_label(g, box, card_table(family_name(graph, family), cells, statuses, style, 40));
      Agedge_t* line = agedge(g, middle, box, nullptr, 1);
      style_line(line, all, std::to_string(members.size()) + (members.size() == 1 ? " card" : " cards"),
                 style);
    }
  }
  return renderer.draw(g, "twopi", format);
}

Expected<std::string> family_picture(const GraphRenderer& renderer, const CardGraph& graph, std::size_t index,
                                     GraphFormat format, const PictureStyle& style) {
  if (index >= graph.groups.size())
    return Error{"no family " + std::to_string(index + 1) + " (the graph has " +
                 std::to_string(graph.groups.size()) + ")"};
  const CardGroup& family = graph.groups[index];
  const std::set<std::string> members(family.cards.begin(), family.cards.end());
  auto built = gv::open_graph("family");
  Agraph_t* g = built->graph.get();
  spread(g, "prism", "+10");
  set(g, "overlap_scaling", "-3");
  set(g, "label",
      family.name + " family: " + std::to_string(family.cards.size()) +
          " cards\\nA line: rulings naming both cards (their number); a card with no line is tied to the "
          "family by scenarios only.");
  set(g, "labelloc", "t");
  set(g, "fontsize", "14");
  std::map<std::string, Agnode_t*> nodes;
  for (const std::string& id : family.cards)
    if (const CardNode* n = graph.node(id)) nodes[id] = card_node(g, *n, style, id == family.cards.front());
  // The ties rulings make; those only scenarios make would hide them.
  set(g, "pack", "true");
  for (const CardEdge& e : graph.edges) {
    if (!members.count(e.a) || !members.count(e.b) || e.rulings.empty()) continue;
    Agedge_t* line = agedge(g, nodes[e.a], nodes[e.b], nullptr, 1);
    style_line(line, e.status, rulings_of(e), style);
    set(line, "len", "1.6");
  }
  return renderer.draw(g, "neato", format);
}

Expected<std::string> family_map(const GraphRenderer& renderer, const CardGraph& graph, GraphFormat format,
                                 const PictureStyle& style) {
  auto built = gv::open_graph("families");
  Agraph_t* g = built->graph.get();
  // neato, its lines two inches long and its overlaps removed by vpsc,
  // packs the boxes closest with the fewest lines across them (compared
  // with fdp, sfdp, twopi, circo, other lengths and overlap modes on the
  // repository's graph): a map about as wide as it is tall.
  spread(g, "vpsc", "+4");
  std::vector<Agnode_t*> boxes;
  for (std::size_t f = 0; f < graph.groups.size(); ++f) {
    const CardGroup& family = graph.groups[f];
    std::vector<std::pair<const CardNode*, std::string>> cells;
    for (const std::string& id : family.cards)
      if (const CardNode* n = graph.node(id)) cells.emplace_back(n, "");
    Agnode_t* box = agnode(g, c_str("family_" + std::to_string(f)), 1);
    set(box, "shape", "plain");
    set(box, "fontname", "Helvetica");
    set(box, "fontsize", "11");
    set(box, "tooltip", family.name + ": " + std::to_string(family.cards.size()) + " cards");
    if (style.family_link) {
      set(box, "URL", *style.family_link + std::to_string(f + 1));
      set(box, "target", "_top");
    }
    PictureStyle plain = style;
    plain.card_link.reset();  // the box opens its family; its cards are named, not linked
    gv::set_html_label(
        g, box,
        card_table(std::to_string(f + 1) + ". " + family.name + " (" + std::to_string(cells.size()) + ")",
                   cells, {}, plain, kMapNames));
    boxes.push_back(box);
  }
  // Between two families: the rulings naming cards of both (a same_as group once).
  std::map<std::pair<int, int>, std::set<std::string>> between;
  for (const CardEdge& e : graph.edges) {
    int a = graph.group_of(e.a), b = graph.group_of(e.b);
    if (a < 0 || b < 0 || a == b) continue;
    if (a > b) std::swap(a, b);
    for (const auto& group : e.ruling_groups) between[{a, b}].insert(group.front());
  }
  for (const auto& [pair, rulings] : between) {
    if (rulings.empty()) continue;
    Agedge_t* line = agedge(g, boxes[static_cast<std::size_t>(pair.first)],
                            boxes[static_cast<std::size_t>(pair.second)], nullptr, 1);
    set(line, "label", std::to_string(rulings.size()));
    set(line, "fontname", "Helvetica");
    set(line, "fontsize", "10");
    set(line, "color", "#9e9e9e");
    set(line, "fontcolor", "#555555");
    set(line, "penwidth", gv::fixed(1.0 + std::min(4.0, std::sqrt(static_cast<double>(rulings.size())))));
    set(line, "tooltip", std::to_string(rulings.size()) + " rulings name cards of both families");
    set(line, "len", "2");  // boxes three inches wide: lines long enough to set them apart before vpsc does
  }
  return renderer.draw(g, "neato", format);
}

std::optional<std::size_t> find_family(const CardGraph& graph, std::string_view word) {
  if (!word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    const std::size_t n = std::stoul(std::string(word));
    if (n >= 1 && n <= graph.groups.size()) return n - 1;
    return std::nullopt;
  }
  const auto lower = [](std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  };
  const std::string w = lower(word);
  for (std::size_t f = 0; f < graph.groups.size(); ++f)
    for (const std::string& id : graph.groups[f].cards) {
      const CardNode* n = graph.node(id);
      if (id == w || (n && lower(n->name) == w)) return f;
    }
  return std::nullopt;
}

}  // namespace kmr::harness
