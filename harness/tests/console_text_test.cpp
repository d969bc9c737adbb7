// Text from files and the command line made safe for a terminal
// (kmr/base/console_text.hpp).
#include "kmr/base/console_text.hpp"

#include <gtest/gtest.h>

namespace kmr::harness {
namespace {

TEST(ConsoleText, ControlCharactersAreWrittenOut) {
  EXPECT_EQ(console_text("a\nb\tc\r\x1b[31m\x7f"), "a\\nb\\tc\\r\\x1b[31m\\x7f");
  EXPECT_EQ(console_text("csi \xc2\x9b end"), "csi \\u009b end");  // a C1 control, as UTF-8
}

TEST(ConsoleText, OtherUtf8IsKept) { EXPECT_EQ(console_text("café, ♞, 🂡"), "café, ♞, 🂡"); }

TEST(ConsoleText, BytesOfNoWholeCharacterAreWrittenOut) {
  // A lone byte of a multi-byte character, cut or stray (issue 25), and
  // Latin-1 text: never raw, where a terminal could take them for controls.
  EXPECT_EQ(console_text("caf\xc3"), "caf\\xc3");              // a lead byte at the end
  EXPECT_EQ(console_text("\xc3x"), "\\xc3x");                  // a lead byte before ASCII
  EXPECT_EQ(console_text("a\x9b[2J"), "a\\x9b[2J");            // a stray continuation byte (8-bit CSI)
  EXPECT_EQ(console_text("\xe2\x99 k"), "\\xe2\\x99 k");       // a three-byte character cut short
  EXPECT_EQ(console_text("caf\xe9"), "caf\\xe9");              // Latin-1
  EXPECT_EQ(console_text("\xc0\xaf"), "\\xc0\\xaf");           // an overlong form
  EXPECT_EQ(console_text("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // a surrogate
}

}  // namespace
}  // namespace kmr::harness
