// Matching a revision against the knowledge base (kmr/harness/faq_diff.hpp).
// Passes, each only over what earlier passes left: the same text in the same
// place; the same text in another place (moved); half a fingerprint
// (changed, or moved); similarity within the same place (changed); then the
// knowledge-base entries nothing claimed.
#include "kmr/faq/diff.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <map>
#include <set>

namespace kmr::harness {
namespace {

// An answer this short ("Yes.") says nothing about which ruling it belongs to.
constexpr std::size_t kDistinctAnswerWords = 6;
// Similarity: the weights of the cards named, the shared words and the
// position, and the score from which a printed entry is taken for a reworded
// knowledge-base entry rather than a new one.
constexpr double kCardsWeight = 0.45;
constexpr double kWordsWeight = 0.35;
constexpr double kPositionWeight = 0.2;
constexpr double kPositionSpan = 5;
constexpr double kSimilarEnough = 0.5;

constexpr std::array<std::string_view, 40> kStopWords = {
    "the",  "and",  "that", "this",  "with",  "for",    "but",  "not",  "are",  "can",
    "may",  "his",  "her",  "its",   "you",   "your",   "does", "did",  "was",  "has",
    "have", "had",  "will", "would", "could", "should", "then", "than", "from", "into",
    "onto", "what", "when", "which", "who",   "one",    "also", "yes"};

struct KbRef {
  const Ruling* ruling = nullptr;
  const RulingsFile* file = nullptr;
  FaqPlace place;
  bool claimed = false;
};

std::set<std::string> content_words(std::string_view text) {
  std::set<std::string> out;
  for (std::string& w : normal_words(text))
    if (w.size() >= 3 && std::find(kStopWords.begin(), kStopWords.end(), w) == kStopWords.end())
      out.insert(std::move(w));
  return out;
}

template <class Set>
double jaccard(const Set& a, const Set& b) {
  if (a.empty() && b.empty()) return 0.5;
  std::size_t common = 0;
  for (const auto& x : a) common += b.count(x);
  return static_cast<double>(common) / static_cast<double>(a.size() + b.size() - common);
}

double dice(const std::set<std::string>& a, const std::set<std::string>& b) {
  if (a.empty() || b.empty()) return 0;
  std::size_t common = 0;
  for (const auto& x : a) common += b.count(x);
  return 2.0 * static_cast<double>(common) / static_cast<double>(a.size() + b.size());
}

// What similarity compares of one side, computed once per entry (not once
// per pair: a revision of 60,000 entries makes millions of pairs).
struct Traits {
  std::set<std::string> cards;
  std::set<std::string> words;
  double position = 0;
};

double similarity(const Traits& a, const Traits& b) {
  const double c = jaccard(a.cards, b.cards);
  const double w = dice(a.words, b.words);
  const double distance = std::abs(a.position - b.position);
  const double p = std::max(0.0, 1.0 - distance / kPositionSpan);
  return kCardsWeight * c + kWordsWeight * w + kPositionWeight * p;
}

}  // namespace

std::string_view to_string(FaqStatus s) {
  switch (s) {
    case FaqStatus::Matched:
      return "matched";
    case FaqStatus::Changed:
      return "changed";
    case FaqStatus::Moved:
      return "moved";
    case FaqStatus::New:
      return "new";
    case FaqStatus::Missing:
      return "missing";
  }
  return "?";
}

std::string_view to_string(FaqMatch m) {
  switch (m) {
    case FaqMatch::None:
      return "none";
    case FaqMatch::Fingerprint:
      return "fingerprint";
    case FaqMatch::Question:
      return "question";
    case FaqMatch::Answer:
      return "answer";
    case FaqMatch::Similarity:
      return "similarity";
    case FaqMatch::SameAs:
      return "same_as";
  }
  return "?";
}

FaqPlace place_of(const Ruling& r) { return FaqPlace{r.source.section, r.source.letter}; }

FaqDiffCounts FaqDiff::counts() const {
  FaqDiffCounts c;
  for (const FaqDiffRecord& r : records) {
    switch (r.status) {
      case FaqStatus::Matched:
        ++c.matched;
        break;
      case FaqStatus::Changed:
        ++c.changed;
        break;
      case FaqStatus::Moved:
        ++c.moved;
        break;
      case FaqStatus::New:
        ++c.added;
        break;
      case FaqStatus::Missing:
        ++c.missing;
        break;
    }
  }
  return c;
}

FaqDiff diff_faq(const std::vector<FaqDocument>& revision, const std::vector<RulingsFile>& rulings,
                 const std::vector<FaqDocument>& base) {
  std::vector<KbRef> kb;
  for (const RulingsFile& f : rulings)
    if (!f.error)
      for (const Ruling& r : f.rulings)
        // A house ruling is in no printed text: never matched, never missing.
        if (r.source.official()) kb.push_back(KbRef{&r, &f, place_of(r), false});
  std::set<FaqPlace> covered;
  for (const FaqDocument& d : revision)
    for (const FaqPlace& p : d.places)
      if (p.section != "3" || p.letter) covered.insert(p);

  FaqDiff diff;
  for (const FaqDocument& d : revision) {
    for (const FaqEntry& e : d.entries) {
      FaqDiffRecord rec;
      rec.entry = &e;
      rec.cards = cards_named(e.question + " " + e.answer);
      rec.fingerprint = fingerprint_of(e.edition, e.question, e.answer);
      diff.records.push_back(std::move(rec));
    }
  }
  auto claim = [](FaqDiffRecord& rec, KbRef& k, FaqStatus status, FaqMatch how) {
    rec.status = status;
    rec.how = how;
    rec.ruling = k.ruling;
    rec.ruling_file = k.file->path;
    k.claimed = true;
  };
  auto open = [](const FaqDiffRecord& rec) { return rec.ruling == nullptr && rec.same_text_as.empty(); };
  auto same_text = [](const FaqDiffRecord& rec, const KbRef& k) {
    return k.ruling->source.fingerprint && k.ruling->source.fingerprint->same_text(*rec.fingerprint);
  };

  // Indices from a text's hashes to the knowledge-base entries holding it,
  // in knowledge-base order: each pass looks its candidates up instead of
  // walking the whole knowledge base for every printed entry.
  using Hashes = std::pair<std::uint64_t, std::uint64_t>;
  std::map<Hashes, std::vector<std::size_t>> by_text;
  std::map<std::uint64_t, std::vector<std::size_t>> by_question, by_answer;
  for (std::size_t j = 0; j < kb.size(); ++j) {
    const auto& fp = kb[j].ruling->source.fingerprint;
    if (!fp) continue;
    by_text[{fp->question, fp->answer}].push_back(j);
    by_question[fp->question].push_back(j);
    by_answer[fp->answer].push_back(j);
  }
  const std::vector<std::size_t> none;
  const auto lookup = [&](const auto& index, const auto& key) -> const std::vector<std::size_t>& {
    const auto it = index.find(key);
    return it == index.end() ? none : it->second;
  };
  const auto same_text_kb = [&](const FaqDiffRecord& rec) -> const std::vector<std::size_t>& {
    return lookup(by_text, Hashes{rec.fingerprint->question, rec.fingerprint->answer});
  };

  // 1. The same text in the same place.
  for (FaqDiffRecord& rec : diff.records)
    for (const std::size_t j : same_text_kb(rec)) {
      KbRef& k = kb[j];
      if (!k.claimed && k.place == rec.entry->place && same_text(rec, k)) {
        claim(rec, k, FaqStatus::Matched, FaqMatch::Fingerprint);
        break;
      }
    }
  // 2. The same text elsewhere: moved from a place the revision covers and
  // no longer prints it in; otherwise a repeat of a ruling listed elsewhere
  // (new here, with a hint).
  for (FaqDiffRecord& rec : diff.records) {
    if (!open(rec)) continue;
    KbRef* from = nullptr;
    std::vector<std::string> same;
    for (const std::size_t j : same_text_kb(rec)) {
      KbRef& k = kb[j];
      if (!same_text(rec, k)) continue;
      if (!from && !k.claimed && covered.count(k.place) && k.place != rec.entry->place) from = &k;
      same.push_back(k.ruling->id);
    }
    if (from)
      claim(rec, *from, FaqStatus::Moved, FaqMatch::Fingerprint);
    else
      rec.same_text_as = std::move(same);
  }
  // 3. Half a fingerprint: the question unchanged, or a distinctive answer.
  // The candidates of both indices, merged in knowledge-base order.
  std::vector<std::size_t> candidates;
  for (FaqDiffRecord& rec : diff.records) {
    if (!open(rec)) continue;
    const bool distinct_answer = normal_words(rec.entry->answer).size() >= kDistinctAnswerWords;
    const auto& q = lookup(by_question, rec.fingerprint->question);
    const auto& ans = distinct_answer ? lookup(by_answer, rec.fingerprint->answer) : none;
    candidates.clear();
    std::set_union(q.begin(), q.end(), ans.begin(), ans.end(), std::back_inserter(candidates));
    KbRef* best = nullptr;
    FaqMatch how = FaqMatch::None;
    for (const std::size_t j : candidates) {
      KbRef& k = kb[j];
      const auto& fp = k.ruling->source.fingerprint;
      if (k.claimed || !fp) continue;
      const FaqMatch m = fp->question == rec.fingerprint->question                  ? FaqMatch::Question
                         : distinct_answer && fp->answer == rec.fingerprint->answer ? FaqMatch::Answer
                                                                                    : FaqMatch::None;
      if (m == FaqMatch::None) continue;
      const bool here = k.place == rec.entry->place;
      if (!here && !covered.count(k.place)) continue;
      if (!best || (here && best->place != rec.entry->place)) {
        best = &k;
        how = m;
      }
    }
    if (best) claim(rec, *best, best->place == rec.entry->place ? FaqStatus::Changed : FaqStatus::Moved, how);
  }
  // 4. Similarity, within the same place, best pairs first: pairwise, but
  // only over what no fingerprint matched, one place at a time, each side's
  // words and cards taken once.
  struct Pair {
    double score;
    std::size_t rec;
    std::size_t kb;
  };
  std::map<FaqPlace, std::vector<std::size_t>> open_kb;
  for (std::size_t j = 0; j < kb.size(); ++j)
    if (!kb[j].claimed) open_kb[kb[j].place].push_back(j);
  std::map<std::size_t, Traits> kb_traits;
  std::vector<Pair> pairs;
  for (std::size_t i = 0; i < diff.records.size(); ++i) {
    const FaqDiffRecord& rec = diff.records[i];
    if (!open(rec)) continue;
    const auto here = open_kb.find(rec.entry->place);
    if (here == open_kb.end()) continue;
    const Traits mine{std::set<std::string>(rec.cards.begin(), rec.cards.end()),
                      content_words(rec.entry->question + " " + rec.entry->answer),
                      static_cast<double>(rec.entry->position)};
    for (const std::size_t j : here->second) {
      auto t = kb_traits.find(j);
      if (t == kb_traits.end()) {
        const Ruling& r = *kb[j].ruling;
        t = kb_traits
                .emplace(j, Traits{std::set<std::string>(r.cards.begin(), r.cards.end()),
                                   content_words(r.question + " " + r.answer),
                                   static_cast<double>(r.source.position)})
                .first;
      }
      const double score = similarity(mine, t->second);
      if (score >= kSimilarEnough) pairs.push_back(Pair{score, i, j});
    }
  }
  std::stable_sort(pairs.begin(), pairs.end(),
                   [](const Pair& a, const Pair& b) { return a.score > b.score; });
  for (const Pair& p : pairs) {
    FaqDiffRecord& rec = diff.records[p.rec];
    if (!open(rec) || kb[p.kb].claimed) continue;
    claim(rec, kb[p.kb], FaqStatus::Changed, FaqMatch::Similarity);
    rec.similarity = p.score;
  }
  // Word diffs against the text the knowledge base was stamped from.
  std::map<std::pair<std::uint64_t, std::uint64_t>, const FaqEntry*> stamped_text;
  for (const FaqDocument& d : base)
    for (const FaqEntry& e : d.entries)
      stamped_text.emplace(std::pair{text_hash(e.question), text_hash(e.answer)}, &e);
  for (FaqDiffRecord& rec : diff.records) {
    if (rec.status != FaqStatus::Changed && rec.status != FaqStatus::Moved) continue;
    const auto& fp = rec.ruling->source.fingerprint;
    if (!fp || fp->same_text(*rec.fingerprint)) continue;
    const auto it = stamped_text.find({fp->question, fp->answer});
    if (it == stamped_text.end()) continue;
    rec.question_diff = word_diff(it->second->question, rec.entry->question);
    rec.answer_diff = word_diff(it->second->answer, rec.entry->answer);
  }
  // 5. What the revision lacks.
  std::map<std::string, const KbRef*> by_id;
  for (const KbRef& k : kb) by_id.emplace(k.ruling->id, &k);
  // An entry naming a document of its own (A-07, from the web revision) is
  // not expected in the printed text of its file's document.
  std::map<const RulingsFile*, std::map<std::string, std::size_t>> documents;
  for (const KbRef& k : kb) ++documents[k.file][k.ruling->source.document];
  auto file_document = [&](const RulingsFile* f) {
    const auto& counts = documents[f];
    return std::max_element(counts.begin(), counts.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
  };
  for (const KbRef& k : kb) {
    if (k.claimed || !covered.count(k.place)) continue;
    if (k.ruling->source.document != file_document(k.file)) continue;
    FaqDiffRecord rec;
    rec.ruling = k.ruling;
    rec.ruling_file = k.file->path;
    rec.cards = k.ruling->cards;
    rec.status = FaqStatus::Missing;
    const auto& fp = k.ruling->source.fingerprint;
    for (const std::string& partner : k.ruling->same_as) {
      const auto it = by_id.find(partner);
      if (!fp || it == by_id.end() || !it->second->claimed) continue;
      const auto& other = it->second->ruling->source.fingerprint;
      if (other && other->same_text(*fp)) {
        rec.status = FaqStatus::Moved;
        rec.how = FaqMatch::SameAs;
        rec.other = partner;
        break;
      }
    }
    diff.records.push_back(std::move(rec));
  }
  return diff;
}

}  // namespace kmr::harness
