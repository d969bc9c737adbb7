#include "engine_options.hpp"

#include <chrono>

namespace kmr::cli {

void add_engine_options(po::options_description& options) {
  options.add_options()  //
      ("engine", po::value<std::string>()->value_name("COMMAND"),
       "play the scenarios against the engine COMMAND starts (a shell command line) over the engine "
       "protocol (docs/engine-protocol.md), one process for the run, started again after a crash")  //
      ("engine-timeout", po::value<double>()->value_name("SECONDS")->default_value(10),
       "with --engine: how long to wait for each answer before the engine is stopped and its scenario "
       "fails");
}

std::optional<std::unique_ptr<harness::protocol::ExternalEngine>> start_engine(const po::variables_map& vm,
                                                                               std::string_view command,
                                                                               std::ostream& err) {
  if (!vm.count("engine")) return std::unique_ptr<harness::protocol::ExternalEngine>();
  const double seconds = vm["engine-timeout"].as<double>();
  if (!(seconds > 0 && seconds <= 3600)) {
    usage_error(err, command, "--engine-timeout takes seconds, more than 0 and at most 3600");
    return std::nullopt;
  }
  const std::string line = vm["engine"].as<std::string>();
  if (line.find_first_not_of(" \t") == std::string::npos) {
    usage_error(err, command, "--engine needs a command");
    return std::nullopt;
  }
  harness::protocol::ExternalEngine::Options options;
  options.timeout = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
  auto engine = harness::protocol::ExternalEngine::start(line, options);
  if (!engine) {
    print_error(err, command, engine.error().message);
    return std::nullopt;
  }
  return std::make_unique<harness::protocol::ExternalEngine>(std::move(engine).value());
}

}  // namespace kmr::cli
