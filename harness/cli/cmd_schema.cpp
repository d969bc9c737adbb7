// kmr schema: the JSON Schema of scenario files or rulings files, as the
// loaders' key tables make it (schema/*.schema.json are its output).
#include "commands.hpp"
#include "kmr/load/schema.hpp"
#include "options.hpp"

namespace kmr::cli {
namespace {

constexpr std::string_view kSchemaCommand = "kmr schema";

constexpr CommandHelp kSchemaHelp{
    "kmr schema scenario|rulings",
    "Prints the JSON Schema (draft-07) of scenario files (scenarios/FORMAT.md)\n"
    "or of rulings files (rulings/README.md), made from the loader's own key\n"
    "tables. schema/scenario.schema.json and schema/rulings.schema.json are\n"
    "this output; point an editor's YAML extension at them.\n",
};

}  // namespace

ExitCode cmd_schema(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
    po::options_description none("Options");
    none.add_options()("help,h", "show this help");
    print_help(out, kSchemaHelp, none);
    return ExitCode::Ok;
  }
  if (args.size() != 1 || (args[0] != "scenario" && args[0] != "rulings")) {
    print_error(err, kSchemaCommand, "which schema? (kmr schema scenario|rulings)");
    return ExitCode::BadInput;
  }
  out << (args[0] == "scenario" ? harness::scenario_schema() : harness::rulings_schema());
  return ExitCode::Ok;
}

}  // namespace kmr::cli
