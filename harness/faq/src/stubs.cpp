#include "kmr/faq/stubs.hpp"

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "kmr/base/atomic_write.hpp"
#include "kmr/faq/text.hpp"

namespace kmr::harness {
namespace {

std::string file_name(const FaqPlace& p) {
  return p.letter ? p.section + "-" + *p.letter + ".yaml" : "section-" + p.section + ".yaml";
}

std::string flow_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

}  // namespace

std::vector<StubFile> stub_files(const FaqDiff& diff, const std::vector<FaqDocument>& revision,
                                 const std::vector<RulingsFile>& rulings, const std::string& dir) {
  std::map<FaqPlace, std::vector<const FaqDiffRecord*>> by_place;
  for (const FaqDiffRecord& r : diff.records)
    if (r.status == FaqStatus::New && r.entry) by_place[r.entry->place].push_back(&r);
  std::vector<StubFile> out;
  for (const auto& [place, records] : by_place) {
    std::string title = "Specific Cards";
    for (const FaqDocument& d : revision)
      for (std::size_t i = 0; i < d.places.size(); ++i)
        if (d.places[i] == place) title = d.titles[i];
    std::string revised = records.front()->entry->edition;
    for (const RulingsFile& f : rulings)
      if (revised.empty() && !f.error && FaqPlace{f.section, f.letter} == place && !f.rulings.empty())
        revised = f.rulings.front().source.revised;
    std::string t;
    t += "# Stubs written by `kmr faq diff --stubs` for printed entries the knowledge base lacks.\n";
    t += "# Summarise each question and answer in your own words (this file does not load\n";
    t += "# until they are written), check the id against the knowledge base's numbering,\n";
    t += "# then move the entries into rulings/" + file_name(place) + " (rulings/README.md).\n";
    t += "section: \"" + place.section + "\"\n";
    if (place.letter) t += "letter: " + *place.letter + "\n";
    t += "title: \"" + title + "\"\n";
    t += "source:\n  document: Official Rulings\n";
    t += "  revised: " +
         (revised.empty() ? std::string("\"\"  # to write: YYYY-MM-DD") : "\"" + revised + "\"") + "\n";
    t += "rulings:\n";
    // The printed position as id when no entry holds it; otherwise the next
    // number after the place's last, so a stub never reuses an id (moving it
    // to its printed place is `kmr faq renumber`'s job).
    const std::string prefix = (place.letter ? *place.letter : "S" + place.section) + "-";
    std::set<int> taken;
    for (const RulingsFile& f : rulings)
      if (!f.error && FaqPlace{f.section, f.letter} == place)
        for (const Ruling& k : f.rulings) taken.insert(k.source.position);
    for (const FaqDiffRecord* r : records) {
      const FaqEntry& e = *r->entry;
      Fingerprint fp = *r->fingerprint;
      if (fp.edition.empty()) fp.edition = revised;
      int number = e.position;
      if (taken.count(number)) {
        number = *taken.rbegin() + 1;
        t += "  # printed as no. " + std::to_string(e.position) + ", whose id " + prefix +
             two_digits(e.position) + " is taken: to give it that place, `kmr faq renumber --insert " +
             prefix + two_digits(e.position) + "` first\n";
      }
      taken.insert(number);
      t += "  - id: " + prefix + two_digits(number) + "\n";
      t += "    position: " + std::to_string(number) + "\n";
      t += "    source:\n      fingerprint: " + fingerprint_yaml(fp) + "\n";
      t += "    cards: " + flow_list(r->cards) + "\n";
      t += "    question: \"\"  # to write, in your own words: the question printed at " + e.file + ":" +
           std::to_string(e.line) + "\n";
      t += "    answer: \"\"  # to write, in your own words\n";
      t += "    same_as: " + flow_list(r->same_text_as) + "\n";
      t += "    scenarios: []\n";
      t += "    status: \"pending: not yet encoded\"\n";
    }
    out.push_back(StubFile{(std::filesystem::path(dir) / file_name(place)).generic_string(), std::move(t)});
  }
  return out;
}

Expected<bool> write_stub_files(const std::vector<StubFile>& files, const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const StubFile& f : files)
    if (fs::exists(f.path, ec))
      return Error{f.path + ": already exists (stubs are written into new files only)"};
  if (files.empty()) return true;
  if (!fs::is_directory(dir, ec)) {
    fs::create_directories(dir, ec);
    if (ec) return Error{dir + ": cannot create the directory: " + ec.message()};
  }
  for (const StubFile& f : files) {
    // New files only, each whole or not at all: a file (or a link, even a
    // dangling one) in the way is refused, not followed or replaced.
    if (auto made = write_new_atomically(f.path, f.text); !made) return made.error();
  }
  return true;
}

}  // namespace kmr::harness
