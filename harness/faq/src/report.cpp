#include "kmr/faq/report.hpp"

#include <cstdio>

#include "kmr/base/console_text.hpp"
#include "kmr/base/json_text.hpp"

namespace kmr::harness {
namespace {

std::string place_text(const FaqPlace& p) {
  return p.letter ? "section 3, letter " + *p.letter : "section " + p.section;
}

std::string list(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}

std::string how_text(const FaqDiffRecord& r) {
  switch (r.how) {
    case FaqMatch::Question:
      return "question unchanged";
    case FaqMatch::Answer:
      return "answer unchanged";
    case FaqMatch::Similarity: {
      char buf[32];
      std::snprintf(buf, sizeof buf, "similarity %.2f", r.similarity.value_or(0));
      return buf;
    }
    default:
      return "same text";
  }
}

std::string json_strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_quote(items[i]);
  return out + "]";
}

bool differs(const std::optional<std::string>& word_diff) {
  return word_diff &&
         (word_diff->find("[-") != std::string::npos || word_diff->find("{+") != std::string::npos);
}

std::string json_or_null(const std::optional<std::string>& s) { return s ? json_quote(*s) : "null"; }

}  // namespace

std::string faq_summary_line(const FaqDiffCounts& c) {
  return std::to_string(c.matched) + " matched, " + std::to_string(c.changed) + " changed, " +
         std::to_string(c.moved) + " moved, " + std::to_string(c.added) + " new, " +
         std::to_string(c.missing) + " missing";
}

void faq_report_console(std::ostream& out, const FaqDiff& diff, bool list_matched) {
  // What needs the editor comes first; matched entries only count (their
  // lines would bury the few changes), unless asked for, after the rest.
  std::vector<const FaqDiffRecord*> order;
  for (const FaqDiffRecord& r : diff.records)
    if (r.status != FaqStatus::Matched) order.push_back(&r);
  if (list_matched)
    for (const FaqDiffRecord& r : diff.records)
      if (r.status == FaqStatus::Matched) order.push_back(&r);
  for (const FaqDiffRecord* record : order) {
    const FaqDiffRecord& r = *record;
    if (!r.entry) {
      out << console_text(r.ruling->loc.str()) << ": " << to_string(r.status) << ' ' << r.ruling->id;
      if (r.status == FaqStatus::Moved)
        out << ": its text is now printed only as its same_as " << r.other;
      else
        out << ": the revision does not print it (" << place_text(place_of(*r.ruling)) << ", no. "
            << r.ruling->source.position << ")";
      out << '\n';
      continue;
    }
    const FaqEntry& e = *r.entry;
    out << console_text(e.file) << ':' << e.line << ": " << to_string(r.status);
    switch (r.status) {
      case FaqStatus::Matched:
        out << ' ' << r.ruling->id;
        break;
      case FaqStatus::Changed:
        out << ' ' << r.ruling->id << " (" << how_text(r) << ")";
        break;
      case FaqStatus::Moved:
        out << ' ' << r.ruling->id << " (" << how_text(r) << ") from " << place_text(place_of(*r.ruling))
            << " to " << place_text(e.place);
        break;
      default:
        out << ": " << place_text(e.place) << ", no. " << e.position;
        if (!r.cards.empty()) out << "; cards " << list(r.cards);
        if (!r.same_text_as.empty()) out << "; same text as " << list(r.same_text_as) << " (a same_as entry)";
        break;
    }
    if (r.ruling && !r.ruling->source.fingerprint)
      out << "; " << r.ruling->id << " has no fingerprint yet (kmr faq stamp)";
    out << '\n';
    // The FAQ's own words: escaped for the terminal, as every console path does.
    if (differs(r.question_diff)) out << "  question: " << console_text(*r.question_diff) << '\n';
    if (differs(r.answer_diff)) out << "  answer: " << console_text(*r.answer_diff) << '\n';
  }
  out << faq_summary_line(diff.counts()) << '\n';
}

void faq_report_json(std::ostream& out, const FaqDiff& diff) {
  const FaqDiffCounts c = diff.counts();
  out << "{\"summary\": {\"matched\": " << c.matched << ", \"changed\": " << c.changed
      << ", \"moved\": " << c.moved << ", \"new\": " << c.added << ", \"missing\": " << c.missing
      << "},\n \"entries\": [";
  bool first = true;
  for (const FaqDiffRecord& r : diff.records) {
    out << (first ? "\n  " : ",\n  ");
    first = false;
    const FaqPlace place = r.entry ? r.entry->place : place_of(*r.ruling);
    out << "{\"status\": " << json_quote(to_string(r.status))
        << ", \"match\": " << json_quote(to_string(r.how));
    out << ", \"file\": " << (r.entry ? json_quote(r.entry->file) : "null")
        << ", \"line\": " << (r.entry ? std::to_string(r.entry->line) : "null");
    out << ", \"section\": " << json_quote(place.section)
        << ", \"letter\": " << (place.letter ? json_quote(*place.letter) : "null");
    out << ", \"position\": " << (r.entry ? r.entry->position : r.ruling->source.position);
    out << ", \"edition\": "
        << (r.entry ? json_quote(r.entry->edition) : json_quote(r.ruling->source.revised));
    out << ", \"ruling\": " << (r.ruling ? json_quote(r.ruling->id) : "null")
        << ", \"ruling_file\": " << (r.ruling ? json_quote(r.ruling->loc.file) : "null")
        << ", \"ruling_line\": " << (r.ruling ? std::to_string(r.ruling->loc.line) : "null")
        << ", \"stamped\": " << (r.ruling ? (r.ruling->source.fingerprint ? "true" : "false") : "null");
    out << ", \"cards\": " << json_strings(r.cards);
    if (r.fingerprint)
      out << ", \"fingerprint\": {\"edition\": " << json_quote(r.fingerprint->edition)
          << ", \"question\": " << json_quote(hash_hex(r.fingerprint->question))
          << ", \"answer\": " << json_quote(hash_hex(r.fingerprint->answer)) << "}";
    else
      out << ", \"fingerprint\": null";
    if (r.similarity) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.3f", *r.similarity);
      out << ", \"similarity\": " << buf;
    } else {
      out << ", \"similarity\": null";
    }
    out << ", \"other\": " << (r.other.empty() ? "null" : json_quote(r.other));
    out << ", \"same_text_as\": " << json_strings(r.same_text_as);
    out << ", \"question_diff\": " << json_or_null(r.question_diff)
        << ", \"answer_diff\": " << json_or_null(r.answer_diff) << "}";
  }
  out << "\n ]}\n";
}

}  // namespace kmr::harness
