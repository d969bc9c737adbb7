// The engine's did-you-mean (kmr/did_you_mean.hpp), for the harness's readers:
// one way to suggest a name, in the setup's errors and the files' alike.
#pragma once

#include "kmr/did_you_mean.hpp"

namespace kmr::harness {

using kmr::did_you_mean;

}  // namespace kmr::harness
