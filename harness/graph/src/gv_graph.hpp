// What the graph drawings share over libcgraph: a graph built in memory
// (its I/O discipline kept with it), attributes set from std::string, the
// colours of an edge's verdict and a card's set.
#pragma once

#include <graphviz/cgraph.h>

#include <memory>
#include <string>
#include <string_view>

#include "kmr/run/verdict.hpp"

namespace kmr::harness::gv {

// libcgraph's API takes `char*` for strings it only reads (and copies).
inline char* c_str(const std::string& s) { return const_cast<char*>(s.c_str()); }
inline char* c_str(const char* s) { return const_cast<char*>(s); }

inline void set(void* object, const char* name, const std::string& value) {
  agsafeset(object, c_str(name), c_str(value), c_str(""));
}

// An HTML-like label (Graphviz's <<TABLE>...>>), `html` without the outer brackets.
inline void set_html_label(Agraph_t* g, void* object, const std::string& html) {
  char* text = agstrdup_html(g, c_str(html));
  agsafeset(object, c_str("label"), text, c_str(""));
  agstrfree(g, text);
}

struct GraphClose {
  void operator()(Agraph_t* g) const { agclose(g); }
};
using GraphPtr = std::unique_ptr<Agraph_t, GraphClose>;

// agwrite's output goes through the graph's I/O discipline: here, into a string.
int write_to_string(void* chan, const char* text);
int flush_nothing(void*);
int read_nothing(void*, char*, int);

// The discipline must outlive the graph: both live in one object.
struct BuiltGraph {
  Agiodisc_t io{read_nothing, write_to_string, flush_nothing};
  Agdisc_t disc{&AgMemDisc, &AgIdDisc, &io};
  GraphPtr graph;
};

// An empty undirected graph named `name`.
std::unique_ptr<BuiltGraph> open_graph(const std::string& name);

std::string_view edge_colour(Verdict v);
std::string_view set_fill(std::string_view set);
std::string_view set_title(std::string_view set);
std::string fixed(double v);  // "1.25"

}  // namespace kmr::harness::gv
