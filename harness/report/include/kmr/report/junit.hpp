// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub actions):
//   <testsuites ...><testsuite name="kmr" tests= failures= errors= skipped= time=>
//     <properties><property name="engine" value="kmr (in process)"/></properties>
//     <testcase classname="scenarios.chess.smoke" name="<id>" file= time=>
//       <properties><property name="ruling" value="..."/>...</properties>
//       <failure message="...">details</failure> | <skipped message="reason"/>
// (skipped: pending, or not checked by the engine under test)
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/run/runner.hpp"

namespace kmr::harness {

// Escapes for XML. Characters XML 1.0 cannot hold at all (most control
// characters, invalid UTF-8) become U+FFFD. In attributes, tabs and line
// breaks are written as character references so parsers keep them; element
// text keeps them as they are, to stay readable.
enum class XmlContext : unsigned char { Attribute, Text };
std::string xml_escape(std::string_view text, XmlContext context = XmlContext::Attribute);

// "scenarios/chess/smoke.yaml" -> "scenarios.chess.smoke".
std::string junit_classname(std::string_view file);

// `engine` names the engine that answered (a testsuite property).
void report_junit(std::ostream& out, const std::vector<ScenarioResult>& results,
                  std::string_view engine = kInProcessEngineName);

}  // namespace kmr::harness
