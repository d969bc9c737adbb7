// A deliberate upward include: the bottom component reaching for the top
// one. The `layering-catches-an-upward-include` test expects check-layers.py
// to name it.
#include "kmr/site/page.hpp"
