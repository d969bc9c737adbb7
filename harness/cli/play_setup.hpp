// The setup options that kmr play, kmr choices and kmr moves share, and the
// session they make: a FEN with hands and effects, a scenario (up to a
// step), or a ruling's first scenario.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "kmr/deal.hpp"
#include "kmr/session.hpp"
#include "options.hpp"

namespace kmr::cli {

// --hands, --effect, --phase (and, with `sources`, --scenario, --id, --at, --ruling, --rulings).
void add_setup_options(po::options_description& options, bool sources);

struct MadeSession {
  Session session;
  std::string source;                // "scenario ID of FILE", or empty
  std::vector<std::string> rulings;  // the scenario's rulings, when it is one
  std::optional<Deal> deal;          // a standard game dealt (--deal), with what it left out
};

// --deal, --seed, --sets, --budget: a standard game (kmr/deal.hpp).
void add_deal_options(po::options_description& options);

// The session, or nothing after the error is written to `err`. `fen` is the
// FEN given as an argument or by --fen (empty: the opening position).
// `hands`, when given, stands for --hands (kmr choices puts the card asked
// about in a hand when --hands is not given).
std::optional<MadeSession> session_from_options(const po::variables_map& vm, const std::string& fen,
                                                std::string_view command, std::ostream& err,
                                                const std::optional<std::string>& hands = std::nullopt);

}  // namespace kmr::cli
