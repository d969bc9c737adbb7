// The card graph as a reader uses it, in pictures that fit a page: one
// card's neighbours laid out around it; one family's cards (the graph's
// communities, card_graph.hpp's find_groups); and the map of the families,
// each a box naming its cards, to be opened one at a time. Each comes out
// of GraphRenderer as SVG, PNG or PDF (PNG and PDF fitted to a page), or as
// DOT text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "kmr/expected.hpp"
#include "kmr/graph/card_graph.hpp"
#include "kmr/graph/render.hpp"

namespace kmr::harness {

struct PictureStyle {
  // Cards link to `card_link + id + ".html"` (SVG); none when nullopt.
  std::optional<std::string> card_link = "cards/";
  // A family links to `family_link + index` (the map, SVG); none when nullopt.
  std::optional<std::string> family_link;
  bool results = true;  // colour by the scenarios' results (the FAQ author's view leaves them out)
};

// The card in the middle, its neighbours around it: each its own labelled
// box while they are few (twelve or fewer), else grouped by family, each
// family a labelled box listing its cards in columns. Lines carry the
// number of rulings (and, with results, their colour). A card no ruling
// names comes out alone; an id the graph does not hold is an error.
Expected<std::string> card_picture(const GraphRenderer& renderer, const CardGraph& graph,
                                   std::string_view card, GraphFormat format, const PictureStyle& style = {});

// The cards of family `index` (graph.groups) and the lines between them.
Expected<std::string> family_picture(const GraphRenderer& renderer, const CardGraph& graph, std::size_t index,
                                     GraphFormat format, const PictureStyle& style = {});

// One box per family (its name, its size, its cards), a line between two
// families labelled with the number of rulings naming cards of both.
Expected<std::string> family_map(const GraphRenderer& renderer, const CardGraph& graph, GraphFormat format,
                                 const PictureStyle& style = {});

// The family a word names: its number (1 for the largest) or a card of it
// (an id or a printed name, any case); nullopt when none.
std::optional<std::size_t> find_family(const CardGraph& graph, std::string_view word);

}  // namespace kmr::harness
