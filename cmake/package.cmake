# `cpack -G DEB` in the build directory: kmr_<version>_<arch>.deb with the
# command, the engine library and headers, the CMake and pkg-config files,
# the man page and the bash completion (cmake/install.cmake), under /usr.
# Its run-time Depends come from dpkg-shlibdeps reading bin/kmr (libyaml-cpp,
# Graphviz's libgvc/libcgraph, Boost.Program_options, libedit when linked).
# For a package meant for other machines configure with -DKMR_NATIVE=OFF.
set(KMR_PACKAGE_MAINTAINER "kmr maintainers <maintainers@users.noreply.a-seed-fbfc3d2d.example>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_PACKAGE_NAME kmr)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${KMR_PACKAGE_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "rules engine and executable rulings suite for Knightmare Chess")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "kmr plays the card chess variant Knightmare Chess by its rules and its official rulings: "
       "the kmr command runs the rulings suite, plays and explains positions and writes reports; "
       "the kmr engine library (C++20, static) with its headers, CMake package and pkg-config file "
       "lets other programs use the same rules.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${KMR_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
find_program(KMR_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(KMR_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  # Debian 12's names, for a build without dpkg-dev.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "libyaml-cpp0.7, libgvc6, libcgraph6, libboost-program-options1.74.0, libedit2, libstdc++6, libc6")
endif()
# The Python module (import kmr) is built for this Python's ABI: it is of
# use with that Python only, which the kmr command itself does not need.
if(KMR_BUILD_PYTHON)
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
      "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}.99)")
endif()
if(KMR_NATIVE)
  message(STATUS "KMR_NATIVE is on: a package built here runs on CPUs like this one (-DKMR_NATIVE=OFF for others)")
endif()
set(CPACK_GENERATOR DEB)
set(CPACK_SOURCE_GENERATOR "")
include(CPack)

# The package builds, says what it needs, holds the files and its kmr runs.
add_test(NAME deb-package COMMAND ${PROJECT_SOURCE_DIR}/scripts/deb-package.sh ${PROJECT_BINARY_DIR})
