// The subcommands of kmr, one file each (cmd_<name>.cpp). Each takes the
// arguments after its name and writes only to the streams it is given.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "exit_code.hpp"

namespace kmr::cli {

using Args = std::vector<std::string>;

ExitCode cmd_run(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_validate(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_list(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_explain(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_perft(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_report(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_graph(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_fuzz(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_matrix(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_faq(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_schema(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_show(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_play(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_choices(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_moves(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_new(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_engine(const Args& args, std::ostream& out, std::ostream& err);
ExitCode cmd_status(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace kmr::cli
