// C++ exceptions at the module's edge. One leaving a bound function reaches
// JavaScript as a bare number (a pointer into the heap): the WebAssembly
// heap full (std::bad_alloc) once made act() throw 4083. Every function the
// module binds goes through Guarded, which throws a JavaScript Error
// instead, with what happened in words.
#pragma once

#include <emscripten/val.h>

#include <exception>
#include <new>

namespace kmr::wasm {

[[noreturn]] inline void throw_js_error(const char* message) {
  // From a C string: no C++ allocation on the way, the heap may be full.
  emscripten::val::global("Error").new_(emscripten::val(message)).throw_();
}

template <class Call>
auto guarded(Call call) -> decltype(call()) {
  try {
    return call();
  } catch (const std::bad_alloc&) {
    throw_js_error("kmr: out of memory (the WebAssembly heap is full): the session cannot go on");
  } catch (const std::exception& e) {
    throw_js_error(e.what());
  }
}

// Guarded<&f>::call, Guarded<&Class::method>::call: the same function,
// its exceptions turned into JavaScript Errors.
template <auto F>
struct Guarded;
template <class R, class... A, R (*F)(A...)>
struct Guarded<F> {
  static R call(A... a) {
    return guarded([&] { return F(a...); });
  }
};
template <class C, class R, class... A, R (C::*F)(A...)>
struct Guarded<F> {
  static R call(C& self, A... a) {
    return guarded([&] { return (self.*F)(a...); });
  }
};
template <class C, class R, class... A, R (C::*F)(A...) const>
struct Guarded<F> {
  static R call(const C& self, A... a) {
    return guarded([&] { return (self.*F)(a...); });
  }
};

}  // namespace kmr::wasm
