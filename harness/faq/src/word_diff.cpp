// Word diff of two printed texts (kmr/harness/faq_diff.hpp): the longest
// common subsequence of their words, the rest marked as removed or added.
#include <algorithm>

#include "kmr/faq/diff.hpp"

namespace kmr::harness {
namespace {

std::vector<std::string> split_words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < s.size()) {
    while (at < s.size() && (s[at] == ' ' || s[at] == '\t' || s[at] == '\n')) ++at;
    const std::size_t start = at;
    while (at < s.size() && s[at] != ' ' && s[at] != '\t' && s[at] != '\n') ++at;
    if (at > start) out.emplace_back(s.substr(start, at - start));
  }
  return out;
}

void add(std::string& out, const std::string& text) {
  if (!out.empty()) out += ' ';
  out += text;
}

}  // namespace

std::string word_diff(std::string_view before, std::string_view after) {
  const auto a = split_words(before);
  const auto b = split_words(after);
  // The words both ends share are kept as they are, so the table covers
  // only the middle; a middle too big for it (over kFaqWordDiffCells, a
  // pathological entry) is shown removed whole, then added whole.
  std::size_t head = 0, tail = 0;
  while (head < a.size() && head < b.size() && a[head] == b[head]) ++head;
  while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
    ++tail;
  const std::size_t n = a.size() - head - tail, m = b.size() - head - tail;
  const bool table = (n + 1) * (m + 1) <= kFaqWordDiffCells;
  // lcs[i][j]: the longest common subsequence of the middles' a[i..] and b[j..].
  std::vector<std::vector<unsigned>> lcs;
  if (table) {
    lcs.assign(n + 1, std::vector<unsigned>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
      for (std::size_t j = m; j-- > 0;)
        lcs[i][j] =
            a[head + i] == b[head + j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  std::string out, removed, added;
  auto flush = [&] {
    if (!removed.empty()) add(out, "[-" + removed + "-]");
    if (!added.empty()) add(out, "{+" + added + "+}");
    removed.clear();
    added.clear();
  };
  for (std::size_t k = 0; k < head; ++k) add(out, a[k]);
  std::size_t i = 0, j = 0;
  if (!table) {
    for (; i < n; ++i) add(removed, a[head + i]);
    for (; j < m; ++j) add(added, b[head + j]);
  }
  while (i < n || j < m) {
    if (i < n && j < m && a[head + i] == b[head + j]) {
      flush();
      add(out, a[head + i]);
      ++i;
      ++j;
    } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      add(added, b[head + j++]);
    } else {
      add(removed, a[head + i++]);
    }
  }
  flush();
  for (std::size_t k = a.size() - tail; k < a.size(); ++k) add(out, a[k]);
  return out;
}

}  // namespace kmr::harness
