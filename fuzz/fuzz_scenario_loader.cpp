// libFuzzer target: the scenario loader on any text, then the runner on
// whatever loads (setups the engine refuses included). Nothing may crash,
// leak or hang; a file that does not load must say where.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kmr/load/loader.hpp"
#include "kmr/run/runner.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const kmr::harness::LoadedFile file = kmr::harness::load_text(text, "fuzz.yaml");
  for (const std::string& e : file.errors())
    if (e.rfind("fuzz.yaml:", 0) != 0) std::abort();  // every error names the file
  for (const kmr::harness::Scenario& s : file.scenarios) {
    (void)kmr::harness::setup_error(s);
    (void)kmr::harness::run_scenario(s, kmr::harness::RunOptions{.trace = true, .self_check = true});
  }
  return 0;
}
