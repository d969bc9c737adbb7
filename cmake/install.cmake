# What `cmake --install build --prefix P` puts in P (issue 27): the kmr
# command, the engine library with its headers, a CMake package
# (find_package(kmr CONFIG) -> kmr::engine) and a kmr.pc for pkg-config.
# The cards are objects folded into libkmr_engine.a (engine/CMakeLists.txt),
# so the one archive is the whole engine.
include(CMakePackageConfigHelpers)

install(TARGETS kmr RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS kmr_engine EXPORT kmrTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
# Only the public API (docs/library.md lists it): the session and what its
# answers are made of, the standard deal, FEN, decks. The rest of
# engine/include/kmr (move generators and their tables, the card-writing
# interface, random play and the self-checks) is the engine's and its front
# ends' own. install-and-consume compiles each installed header alone, so
# none may include one left out.
set(KMR_PUBLIC_HEADERS
    action.hpp bitboard.hpp card.hpp choice_search.hpp deal.hpp deck.hpp doors.hpp effect.hpp expected.hpp fen.hpp
    frozen.hpp game.hpp move.hpp movement.hpp piece.hpp piece_props.hpp position.hpp position_history.hpp
    result.hpp rules_profile.hpp session.hpp shared_list.hpp small_list.hpp turn_log.hpp types.hpp)
list(TRANSFORM KMR_PUBLIC_HEADERS PREPEND ${PROJECT_SOURCE_DIR}/engine/include/kmr/)
install(FILES ${KMR_PUBLIC_HEADERS} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kmr)
# The licence, where Debian keeps a package's (share/doc/PACKAGE/copyright).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/kmr RENAME copyright)

set(KMR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/kmr)
install(EXPORT kmrTargets NAMESPACE kmr:: DESTINATION ${KMR_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/kmrConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/kmrConfig.cmake INSTALL_DESTINATION ${KMR_CMAKE_DIR})
# The same version as `kmr --version` (project() VERSION); 0.x releases may
# break the interface, so only the same minor version matches.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/kmrConfigVersion.cmake VERSION ${PROJECT_VERSION}
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/kmrConfig.cmake ${PROJECT_BINARY_DIR}/kmrConfigVersion.cmake
        DESTINATION ${KMR_CMAKE_DIR})

# Relocatable: the prefix is found from the .pc file's own place, so a
# `--prefix` given at install time holds.
file(RELATIVE_PATH KMR_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" KMR_PC_TO_PREFIX "${KMR_PC_TO_PREFIX}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/kmr.pc.in ${PROJECT_BINARY_DIR}/kmr.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/kmr.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The man page, from the command's own help (scripts/man-page.sh), when
# Debian's help2man is there (scripts/setup.sh installs it).
find_program(KMR_HELP2MAN help2man)
if(KMR_HELP2MAN)
  set(KMR_MAN_PAGE ${PROJECT_BINARY_DIR}/harness/kmr.1)
  add_custom_command(OUTPUT ${KMR_MAN_PAGE}
                     COMMAND ${PROJECT_SOURCE_DIR}/scripts/man-page.sh $<TARGET_FILE:kmr> ${KMR_MAN_PAGE}
                     DEPENDS kmr ${PROJECT_SOURCE_DIR}/scripts/man-page.sh
                     COMMENT "Writing the man page kmr.1 (help2man)")
  add_custom_target(kmr_man ALL DEPENDS ${KMR_MAN_PAGE})
  install(FILES ${KMR_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man not found: no man page (apt-get install help2man)")
endif()
install(FILES ${PROJECT_SOURCE_DIR}/harness/cli/completion/kmr.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME kmr)

# The installed package works for a program outside the tree: install into
# a scratch prefix, build examples/consumer against it (CMake and
# pkg-config) and run it.
add_test(NAME install-and-consume COMMAND ${PROJECT_SOURCE_DIR}/scripts/install-and-consume.sh ${PROJECT_BINARY_DIR})

# The engine built for the browser (scripts/build-wasm.sh), when built: the
# installed kmr report finds it in share/kmr/ and gives its pages Try it.
install(FILES ${PROJECT_SOURCE_DIR}/build-wasm/kmr.js DESTINATION ${CMAKE_INSTALL_DATADIR}/kmr OPTIONAL)
