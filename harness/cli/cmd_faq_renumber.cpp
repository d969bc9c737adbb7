// kmr faq renumber: room for an entry a revision of the FAQ inserts (issue 23).
#include "faq_renumber.hpp"

#include <filesystem>

#include "kmr/base/atomic_write.hpp"
#include "kmr/base/console_text.hpp"
#include "kmr/faq/renumber.hpp"
#include "kmr/load/loader.hpp"
#include "options.hpp"
#include "suite.hpp"

namespace kmr::cli {

std::string renumber_journal(const std::string& rulings_dir) {
  return (std::filesystem::path(rulings_dir) / ".kmr-renumber.journal").string();
}

std::optional<ExitCode> finish_interrupted_renumber(const std::string& rulings_dir, std::ostream& out,
                                                    std::ostream& err) {
  const std::string journal = renumber_journal(rulings_dir);
  auto finished = harness::finish_pending_writes(journal);
  if (!finished) {
    print_error(err, "kmr faq renumber", finished.error().message);
    return ExitCode::BadInput;
  }
  if (!*finished) return std::nullopt;
  out << "kmr faq renumber: finished the renumbering an earlier run was stopped in (" << journal
      << "): its files are all written now; nothing else done\n";
  return ExitCode::Ok;
}

ExitCode run_renumber(const std::string& at, const std::optional<std::string>& entry, bool write,
                      const std::string& rulings_dir, const std::vector<std::string>& rulings_files,
                      const std::vector<std::string>& scenario_paths, std::ostream& out, std::ostream& err) {
  constexpr std::string_view command = "kmr faq renumber";
  std::vector<std::string> paths = scenario_paths;
  if (paths.empty()) paths.emplace_back(kDefaultScenarioPath);
  const harness::FileList list = harness::collect_scenario_files(paths);
  for (const std::string& missing : list.missing)
    print_error(err, command, "no such file or directory: " + missing);
  for (const std::string& refused : list.refused) print_error(err, command, refused);
  if (!list.missing.empty() || !list.refused.empty()) return ExitCode::BadInput;

  const auto plan = harness::plan_renumber(at, entry, rulings_files, list.files);
  if (!plan) {
    print_error(err, command, plan.error().message);
    return ExitCode::BadInput;
  }
  for (const auto& [from, to] : plan->renamed) out << from << " -> " << to << '\n';
  if (!plan->moved.empty()) out << harness::console_text(plan->moved) << '\n';
  for (const harness::RenumberEdit& e : plan->edits)
    out << harness::console_text(e.file) << ':' << e.line << ':' << e.column << ": " << e.what << ' '
        << e.from << " -> " << e.to << '\n';
  for (const std::string& m : plan->mentions) out << "note: " << harness::console_text(m) << '\n';
  out << plan->renamed.size() << " ids renumbered, " << plan->edits.size() << " edits in "
      << plan->texts.size() << " files";
  if (!write) {
    out << "; nothing written (--write applies the plan)\n";
    return ExitCode::Ok;
  }
  if (auto done = harness::apply_renumber(*plan, renumber_journal(rulings_dir)); !done) {
    out << '\n';
    print_error(err, command, done.error().message);
    return ExitCode::BadInput;
  }
  out << ": written\n";
  return ExitCode::Ok;
}

}  // namespace kmr::cli
