// kmr faq: compare a revision of the Official Rulings with the knowledge
// base (`diff`), and write fingerprints into it (`stamp`). Issue 16.
#include <map>

#include "commands.hpp"
#include "faq_renumber.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/faq/diff.hpp"
#include "kmr/faq/report.hpp"
#include "kmr/faq/stamp.hpp"
#include "kmr/faq/stubs.hpp"
#include "kmr/load/rulings_loader.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kFaqCommand = "kmr faq";

constexpr CommandHelp kFaqHelp{
    "kmr faq diff [options] FILE...\n       kmr faq stamp [options] FILE...\n"
    "       kmr faq renumber --insert ID [--entry ID] [--write] [PATH...]",
    "Reads FAQ text as printed (a header naming the edition, 'Section N: ...'\n"
    "headers, Section 3 with its letter, then 'Q.' and 'A.' paragraphs; 'Q:',\n"
    "wrapped lines and page numbers are fine) and compares it with the rulings\n"
    "knowledge base (--rulings DIR, default rulings/) by the fingerprint each\n"
    "entry holds (rulings/README.md).\n"
    "\n"
    "diff: reports every printed entry that is changed (the same ruling\n"
    "reworded; with --base, a word diff of question and answer), moved (its\n"
    "text belongs to an entry of another letter) or new, and every entry of the\n"
    "sections and letters the text covers that it lacks as missing; matched\n"
    "entries are only counted (-v lists them after the rest); then\n"
    "`N matched, M changed, K moved, J new, I missing`. Exit 0 when everything\n"
    "matched, 1 otherwise. --stubs DIR writes a stub for each new entry into\n"
    "new files in DIR, with an id no entry holds.\n"
    "\n"
    "stamp: writes the fingerprint of each printed entry into the knowledge-base\n"
    "entry at the same position of the same section or letter that has none\n"
    "yet, and nothing else (comments and layout stay). Exit 0 when every\n"
    "printed entry is stamped, 1 when some could not be. --accept ID (repeatable)\n"
    "stamps only those entries, which diff reports as changed, over their old\n"
    "fingerprint: the rewording is recorded on purpose.\n"
    "\n"
    "renumber: makes room for an entry the FAQ inserts: the ids of the\n"
    "--insert ID's place from it on shift up by one (B-08 becomes B-09 ...),\n"
    "with their positions, every same_as naming them and every scenario's\n"
    "rulings: under PATH (default scenarios/). --entry ID (an entry after it in\n"
    "the same file, such as a stub pasted at its end) is moved into the freed\n"
    "place. Prints the plan, and prose that names a renamed id (left as\n"
    "written); --write applies it.\n"
    "\n"
    "Text that cannot be read is reported as file:line:column and exits 2.\n",
};

std::optional<std::vector<harness::FaqDocument>> read_documents(const std::vector<std::string>& paths,
                                                                std::ostream& err) {
  std::vector<harness::FaqDocument> docs;
  bool ok = true;
  for (const std::string& p : paths) {
    auto doc = harness::read_faq_file(p);
    if (!doc) {
      err << harness::console_text(doc.error().message) << '\n';  // it quotes the FAQ's text
      ok = false;
      continue;
    }
    docs.push_back(std::move(*doc));
  }
  if (!ok) return std::nullopt;
  return docs;
}

ExitCode run_stamp(const std::vector<harness::FaqDocument>& docs, const KnowledgeBase& kb, bool dry_run,
                   std::ostream& out, std::ostream& err) {
  const harness::StampPlan plan = harness::plan_stamp(docs, kb.files);
  std::map<std::string, std::vector<harness::StampChange>> by_file;
  for (const auto& c : plan.changes) by_file[c.file].push_back(c);
  for (const auto& [file, changes] : by_file) {
    if (auto done = harness::stamp_file(file, changes, dry_run); !done) {
      err << harness::console_text(done.error().message) << '\n';
      return ExitCode::BadInput;
    }
    for (const auto& c : changes)
      out << harness::console_text(file) << ": " << (dry_run ? "would stamp " : "stamped ") << c.ruling
          << " from " << harness::console_text(c.printed) << '\n';
  }
  for (const std::string& s : plan.skipped) out << harness::console_text(s) << '\n';
  out << plan.changes.size() << (dry_run ? " to stamp, " : " stamped, ") << plan.already
      << " already stamped, " << plan.skipped.size() << " not stamped\n";
  return plan.skipped.empty() ? ExitCode::Ok : ExitCode::Failures;
}

// Stamps the entries the editor accepts as reworded, over their old fingerprint.
ExitCode run_accept(const std::vector<harness::FaqDocument>& docs, const KnowledgeBase& kb,
                    const std::vector<std::string>& ids, bool dry_run, std::ostream& out, std::ostream& err) {
  const harness::FaqDiff diff = harness::diff_faq(docs, kb.files, {});
  const auto changes = harness::plan_accept(diff, kb.files, ids);
  if (!changes) {
    print_error(err, "kmr faq stamp", changes.error().message);
    return ExitCode::BadInput;
  }
  std::map<std::string, std::vector<harness::StampChange>> by_file;
  for (const auto& c : *changes) by_file[c.file].push_back(c);
  for (const auto& [file, list] : by_file) {
    if (auto done = harness::stamp_file(file, list, dry_run); !done) {
      err << done.error().message << '\n';
      return ExitCode::BadInput;
    }
    for (const auto& c : list)
      out << file << ": " << (dry_run ? "would accept " : "accepted ") << c.ruling << " as reworded, from "
          << c.printed << '\n';
  }
  out << changes->size() << (dry_run ? " to accept\n" : " accepted\n");
  return ExitCode::Ok;
}

}  // namespace

ExitCode cmd_faq(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description visible("Options");
  visible.add_options()("help,h", "show this help");
  add_rulings_option(visible);
  visible.add_options()("format", po::value<std::string>()->default_value("console")->value_name("FORMAT"),
                        "diff: console or json")(
      "base", po::value<std::vector<std::string>>()->value_name("FILE"),
      "diff: the FAQ text the knowledge base was stamped from, for word diffs (repeatable)")(
      "stubs", po::value<std::string>()->value_name("DIR"),
      "diff: write stubs for new entries into new files in DIR")(
      "dry-run", "stamp: say what would be written, write nothing")(
      "accept", po::value<std::vector<std::string>>()->value_name("ID"),
      "stamp: record this reworded entry's new text (repeatable)")(
      "verbose,v", "diff: list matched entries too")("insert", po::value<std::string>()->value_name("ID"),
                                                     "renumber: the id whose place the new entry takes")(
      "entry", po::value<std::string>()->value_name("ID"), "renumber: the entry to move into that place")(
      "write", "renumber: apply the plan");
  const auto vm = parse_with_paths(args, visible, kFaqCommand, err);
  if (!vm) return ExitCode::BadInput;
  if (vm->count("help")) {
    print_help(out, kFaqHelp, visible);
    return ExitCode::Ok;
  }
  std::vector<std::string> paths = paths_of(*vm);
  if (paths.empty()) return usage_error(err, kFaqCommand, "expected 'diff', 'stamp' or 'renumber'");
  const std::string action = paths.front();
  paths.erase(paths.begin());
  if (action != "diff" && action != "stamp" && action != "renumber")
    return usage_error(err, kFaqCommand,
                       "unknown action '" + action + "' (expected diff, stamp or renumber)");
  const std::string command = std::string(kFaqCommand) + " " + action;
  const bool renumbering = action == "renumber";
  if (renumbering != (vm->count("insert") > 0) ||
      (!renumbering && (vm->count("entry") || vm->count("write"))))
    return usage_error(
        err, command,
        renumbering ? "expected --insert ID" : "--insert, --entry and --write are options of renumber");
  if (action != "stamp" && vm->count("accept"))
    return usage_error(err, command, "--accept is an option of stamp");
  if (action != "diff" && vm->count("verbose")) return usage_error(err, command, "-v is an option of diff");
  if (!renumbering && paths.empty()) return usage_error(err, command, "expected at least one FAQ text FILE");
  const std::string format = (*vm)["format"].as<std::string>();
  if (format != "console" && format != "json")
    return usage_error(err, command, "bad --format '" + format + "' (expected console or json)");
  if (action != "diff" && (vm->count("base") || vm->count("stubs") || !(*vm)["format"].defaulted()))
    return usage_error(err, command, "--base, --stubs and --format are options of diff");
  if (renumbering && vm->count("dry-run"))
    return usage_error(err, command,
                       "renumber writes nothing without --write: --dry-run is an option of stamp");
  if (action == "diff" && vm->count("dry-run"))
    return usage_error(err, command, "--dry-run is an option of stamp");

  // A renumbering killed once its plan was committed is finished first,
  // and alone: its files are then as it meant them (kmr faq renumber).
  if (renumbering) {
    const std::string dir =
        vm->count("rulings") ? (*vm)["rulings"].as<std::string>() : std::string(harness::kDefaultRulingsDir);
    if (auto stop = finish_interrupted_renumber(dir, out, err)) return *stop;
  }
  const auto kb = load_knowledge_base(*vm, true, command, err);
  if (!kb) return ExitCode::BadInput;
  if (!kb->present()) {
    print_error(err, command, "no rulings/ directory here (give --rulings DIR)");
    return ExitCode::BadInput;
  }
  bool kb_ok = true;
  for (const auto& f : kb->files)
    if (f.error) {
      err << harness::console_text(*f.error) << '\n';
      kb_ok = false;
    }
  if (!kb_ok) return ExitCode::BadInput;
  if (renumbering) {
    std::vector<std::string> files;
    for (const auto& f : kb->files) files.push_back(f.path);
    const std::optional<std::string> entry =
        vm->count("entry") ? std::optional((*vm)["entry"].as<std::string>()) : std::nullopt;
    return run_renumber((*vm)["insert"].as<std::string>(), entry, vm->count("write") > 0, kb->dir, files,
                        paths, out, err);
  }
  const auto docs = read_documents(paths, err);
  if (!docs) return ExitCode::BadInput;
  if (action == "stamp" && vm->count("accept"))
    return run_accept(*docs, *kb, (*vm)["accept"].as<std::vector<std::string>>(), vm->count("dry-run") > 0,
                      out, err);
  if (action == "stamp") return run_stamp(*docs, *kb, vm->count("dry-run") > 0, out, err);

  std::vector<harness::FaqDocument> base;
  if (vm->count("base")) {
    auto b = read_documents((*vm)["base"].as<std::vector<std::string>>(), err);
    if (!b) return ExitCode::BadInput;
    base = std::move(*b);
  }
  const harness::FaqDiff diff = harness::diff_faq(*docs, kb->files, base);
  if (vm->count("stubs")) {
    const std::string dir = (*vm)["stubs"].as<std::string>();
    const auto stubs = harness::stub_files(diff, *docs, kb->files, dir);
    if (auto written = harness::write_stub_files(stubs, dir); !written) {
      print_error(err, command, written.error().message);
      return ExitCode::BadInput;
    }
    for (const auto& s : stubs) err << command << ": wrote " << harness::console_text(s.path) << '\n';
  }
  if (format == "json")
    harness::faq_report_json(out, diff);
  else
    harness::faq_report_console(out, diff, vm->count("verbose") > 0);
  return diff.counts().clean() ? ExitCode::Ok : ExitCode::Failures;
}

}  // namespace kmr::cli
