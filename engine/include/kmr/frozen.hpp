// A value set once and then only read, shared by the copies of what holds
// it: a game keeps several table states of the turn (its start, the last
// turn's), and a probe copies the game at every try. Copies cost a pointer;
// equality is by value.
#pragma once

#include <memory>
#include <optional>

namespace kmr {

template <class T>
class Frozen {
 public:
  Frozen() = default;
  Frozen(std::nullopt_t) {}
  Frozen(const T& value) : p_(std::make_shared<const T>(value)) {}
  Frozen& operator=(const T& value) {
    p_ = std::make_shared<const T>(value);
    return *this;
  }
  Frozen& operator=(std::nullopt_t) {
    p_.reset();
    return *this;
  }
  void reset() { p_.reset(); }
  bool has_value() const { return p_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  const T& operator*() const { return *p_; }
  const T* operator->() const { return p_.get(); }
  bool operator==(const Frozen& o) const { return p_ == o.p_ || (p_ && o.p_ && *p_ == *o.p_); }

 private:
  std::shared_ptr<const T> p_;
};

}  // namespace kmr
