// `--engine COMMAND` and `--engine-timeout SECONDS` (kmr run, kmr report):
// the scenarios played against another engine behind the engine protocol.
#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <string_view>

#include "kmr/protocol/external_engine.hpp"
#include "options.hpp"

namespace kmr::cli {

void add_engine_options(po::options_description& options);

// The engine --engine names, started and past its handshake; nullptr when
// no --engine was given. Nothing (after printing why) when it cannot be
// started or its handshake does not read, or --engine-timeout is bad: the
// caller exits with ExitCode::BadInput.
std::optional<std::unique_ptr<harness::protocol::ExternalEngine>> start_engine(const po::variables_map& vm,
                                                                               std::string_view command,
                                                                               std::ostream& err);

}  // namespace kmr::cli
