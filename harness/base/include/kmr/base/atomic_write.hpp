// Writing an output file whole or not at all: the text goes to a temporary
// file beside it, which is then renamed into place, so a failed or killed
// write leaves the old file untouched. Only a regular file (or a missing
// path) is replaced so; a device, a FIFO or a link such as /dev/stdout is
// written through, as a shell redirection would. A replaced file keeps its
// mode (and owner and group, where the process may give them); one with
// other names (hard links) is rewritten in place so that they all see the
// new text. Temporaries get unique names and are created exclusively
// (O_CREAT|O_EXCL|O_NOFOLLOW): a link planted where one would go is never
// followed. Each is locked while its writer holds it open; one a killed
// run left behind (unlocked, a minute old) is removed by the next write
// beside it. Several files are replaced as one through a journal
// (write_files_atomically).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kmr/expected.hpp"

namespace kmr::harness {

// The prefix of the temporary files' names for `path` ("<path>.kmr-tmp.",
// then a random suffix), beside it so rename stays on one file system.
std::string temporary_prefix(const std::string& path);

// A file created new and empty: never an existing file, never through a
// link. `fd` is open for writing; the caller closes it.
struct NewFile {
  int fd = -1;
  std::string path;
};

// Creates `path` itself, exclusively (O_CREAT|O_EXCL|O_NOFOLLOW, mode 0666
// less the umask); an error when it exists, even as a dangling link.
Expected<NewFile> create_new_file(const std::string& path);

// Creates a temporary file named `prefix` + a random suffix, trying other
// suffixes while a name is taken, locked while open; first removes the
// stale ones of that prefix.
Expected<NewFile> create_temporary(const std::string& prefix);

// Removes the temporaries named `prefix` + a suffix that a killed run left
// behind: this user's regular files, a minute old, that no process holds.
void remove_stale_temporaries(const std::string& prefix);

// Creates a directory named `prefix` + a random suffix (16 hex digits),
// exclusively, with the usual mode (0777 less the umask, where mkdtemp
// would give 0700 and a site others could not read); its path.
Expected<std::string> create_temporary_directory(const std::string& prefix);

// Is `name` `prefix` followed by a suffix as create_temporary and
// create_temporary_directory make (and nothing else)?
bool is_temporary_name(std::string_view name, std::string_view prefix);

// Writes all of `text` to `fd`; false on a write error.
bool write_all(int fd, std::string_view text);

// Can `path` be written, as write_atomically would (a file made beside a
// regular or missing one, or the thing itself opened for writing)?
// Checked before long work, so a bad output path fails fast; leaves
// nothing behind and truncates nothing.
bool can_write_beside(const std::string& path);

// Why `path` cannot be written, for the message ("is a directory", "is a
// link to nothing", "cannot create a file there", ...); empty when it can.
std::string output_problem(const std::string& path);

// Writes `text` to `path`: through a temporary file renamed over it when
// `path` is a regular file or missing; written through when it is anything
// else (a character device, a FIFO, a link: to a stream of this process
// such as /dev/stdout it appends, to another regular file the link's
// target is replaced whole). False (the old file untouched, no temporary
// left) when it could not.
bool write_atomically(const std::string& path, std::string_view text);

// Writes `text` to `path`, which must not exist: a new file, whole or not
// at all, never one that exists (even one made meanwhile: the name is
// taken with link(2), which does not replace). An error says why not.
Expected<bool> write_new_atomically(const std::string& path, std::string_view text);

// Replaces several regular files as one (kmr faq renumber): each new text
// in a temporary beside its file, then the journal naming them all (the
// commit), then the renames, then the journal removed. Killed before the
// journal is written, nothing changed; after, finish_pending_writes(journal)
// completes the renames.
Expected<bool> write_files_atomically(const std::vector<std::pair<std::string, std::string>>& files,
                                      const std::string& journal);

// Finishes the renames a journal of write_files_atomically names (a killed
// run's) and removes it. True when there was one, false when none.
Expected<bool> finish_pending_writes(const std::string& journal);

}  // namespace kmr::harness
