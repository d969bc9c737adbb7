// `save FILE ...` in a session: the line written as a scenario file, tied
// to its rulings (ruling_ties.hpp).
#include <filesystem>

#include "answer_parts.hpp"
#include "kmr/base/atomic_write.hpp"
#include "kmr/base/json_text.hpp"
#include "kmr/play/ruling_ties.hpp"
#include "kmr/play/save.hpp"
#include "kmr/play/session_text.hpp"

namespace kmr::harness {

Answer PlaySession::save(std::string_view args) const {
  constexpr std::string_view kUsage =
      "(save FILE [--id ID] [--title T] [--ruling ID]... [--pin KEY,...] [--all] [--force])";
  const auto w = play_parts::words(args);
  if (!w) return play_parts::error("an opening quote is not closed " + std::string(kUsage));
  std::string file;
  SaveOptions o;
  bool force = false;
  for (std::size_t i = 0; i < w->size(); ++i) {
    const std::string& word = (*w)[i];
    if (word == "--force" || word == "--all") {
      (word == "--force" ? force : o.all) = true;
      continue;
    }
    if (!word.starts_with("--")) {
      if (!file.empty()) return play_parts::error("one file only " + std::string(kUsage));
      file = word;
      continue;
    }
    if (i + 1 >= w->size()) return play_parts::error("'" + word + "' needs a value " + std::string(kUsage));
    const std::string& value = (*w)[++i];
    if (word == "--id") {
      o.id = value;
    } else if (word == "--title") {
      o.title = value;
    } else if (word == "--ruling") {
      o.rulings.push_back(value);
    } else if (word == "--pin") {
      for (std::size_t start = 0; start <= value.size();) {
        const std::size_t comma = value.find(',', start);
        const std::string key = value.substr(start, comma == std::string::npos ? comma : comma - start);
        if (!key.empty()) o.pins.push_back(key);
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    } else {
      return play_parts::error("unknown option '" + word + "' " + std::string(kUsage));
    }
  }
  if (file.empty()) return play_parts::error("save to which file? " + std::string(kUsage));
  std::error_code ec;
  if (!force && std::filesystem::exists(file, ec))
    return play_parts::error("'" + file + "' exists; save --force to replace it, or name another file");
  if (o.id.empty()) o.id = id_from_path(file);
  if (o.rulings.empty()) o.rulings = options_.rulings;
  o.schema = schema_path_for(file);
  o.comment = options_.source.empty() ? "Played with kmr play."
                                      : "Played with kmr play from " + options_.source + ".";
  // The rulings checked, their twins added, their question and answer kept
  // as comments; the rulings files are edited only once the file is written.
  std::optional<RulingTies> ties;
  if (!o.rulings.empty()) {
    auto tied = tie_rulings(o.rulings, options_.rulings_dir, file, o.id, options_.suite_dir);
    if (!tied) return play_parts::error(tied.error().message);
    ties = std::move(*tied);
    o.rulings = ties->cited;
    o.ruling_comment = ties->comment;
  }
  auto text = scenario_yaml(session_, o);
  if (!text) return play_parts::error(text.error().message);
  if (const std::string problem = output_problem(file); !problem.empty())
    return play_parts::error("cannot write '" + file + "': " + problem);
  if (!force) {
    // Never over a file, even one made since the check above.
    if (auto written = write_new_atomically(file, *text); !written)
      return play_parts::error("cannot write '" + file + "': " + written.error().message);
  } else if (!write_atomically(file, *text)) {
    return play_parts::error("cannot write '" + file + "'");
  }
  if (ties && ties->links)
    if (auto linked = write_ruling_links(*ties->links); !linked)
      return play_parts::error("saved " + file + ", but " + linked.error().message);
  Answer a;
  const std::size_t steps = saved_steps(session_, o);
  const std::size_t left_out = session_.line().size() - steps;
  a.text = "saved " + file + ": scenario " + o.id + ", " + std::to_string(steps) + " step" +
           (steps == 1 ? "" : "s") + ", each with its expect (kmr run " + file + ")\n";
  if (left_out > 0)
    a.text += "  left out: " + std::to_string(left_out) +
              (left_out == 1 ? " try or refused action" : " tries and refused actions") +
              " (save --all keeps them)\n";
  std::string words = ties ? ties_words(*ties) : "";
  if (!words.empty()) a.text += "  rulings: " + words + "\n";
  a.json = "{\"kind\":\"save\",\"file\":" + json_quote(file) + ",\"id\":" + json_quote(o.id) +
           ",\"steps\":" + std::to_string(steps) + ",\"rulings\":[";
  for (std::size_t i = 0; i < o.rulings.size(); ++i) a.json += (i ? "," : "") + json_quote(o.rulings[i]);
  a.json += "]}";
  return a;
}

}  // namespace kmr::harness
