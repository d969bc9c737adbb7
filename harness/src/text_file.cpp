#include "text_file.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace kmr::harness {

Expected<std::string> read_text_file(const std::string& path, std::string_view kind) {
  namespace fs = std::filesystem;
  try {
    std::error_code ec;
    auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) return Error{path + ": no such file"};
    if (fs::is_directory(status))
      return Error{path + ": is a directory, not a " + std::string(kind) + " file"};
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path + ": cannot open the file"};
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return Error{path + ": cannot read the file"};
    return text.str();
  } catch (const std::exception& e) {
    return Error{path + ": cannot read the file: " + e.what()};
  } catch (...) {
    return Error{path + ": cannot read the file"};
  }
}

}  // namespace kmr::harness
