// html_escape: everything from YAML goes through it before it reaches a page.
#include "kmr/base/html_escape.hpp"

#include <gtest/gtest.h>

namespace kmr::harness {
namespace {

TEST(HtmlEscape, MarkupCharacters) {
  EXPECT_EQ(html_escape("<script>alert('x') & \"y\"</script>"),
            "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
}

TEST(HtmlEscape, PlainTextUnchanged) {
  EXPECT_EQ(html_escape(""), "");
  EXPECT_EQ(html_escape("PACIFISM on d5, then e2e4"), "PACIFISM on d5, then e2e4");
  EXPECT_EQ(html_escape("tab\tline\nreturn\r"), "tab\tline\nreturn\r");
}

TEST(HtmlEscape, AlreadyEscapedTextIsEscapedAgain) { EXPECT_EQ(html_escape("&amp;"), "&amp;amp;"); }

TEST(HtmlEscape, KeepsUtf8) { EXPECT_EQ(html_escape("Knightmare — ♞ «échecs»"), "Knightmare — ♞ «échecs»"); }

TEST(HtmlEscape, ReplacesInvalidUtf8AndForbiddenControls) {
  EXPECT_EQ(html_escape(std::string("a\xFF"
                                    "b")),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(html_escape(std::string("a\0b", 3)),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(html_escape("a\x01\x7F"
                        "b"),
            "a\xEF\xBF\xBD\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(html_escape("\xC2\x85"), "\xEF\xBF\xBD");              // U+0085, a C1 control
  EXPECT_EQ(html_escape("\xC0\xBC"), "\xEF\xBF\xBD\xEF\xBF\xBD");  // overlong '<' stays harmless
}

}  // namespace
}  // namespace kmr::harness
