// A short list of values held in place up to N, on the heap beyond: a
// Movement's leaps and slides. EffectRules::props builds a piece's
// properties, movement included, for every question asked of a piece, so
// copying one must not allocate.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <vector>

namespace kmr {

template <class T, std::size_t N>
class SmallList {
 public:
  SmallList() = default;
  SmallList(std::initializer_list<T> items) { *this = items; }
  SmallList& operator=(std::initializer_list<T> items) {
    clear();
    for (const T& t : items) push_back(t);
    return *this;
  }

  void push_back(const T& t) {
    if (!heap_.empty()) {
      heap_.push_back(t);
    } else if (size_ < N) {
      in_place_[size_++] = t;
    } else {  // full: every value moves to the heap
      heap_.assign(in_place_.begin(), in_place_.end());
      heap_.push_back(t);
      size_ = 0;
    }
  }
  void clear() {
    size_ = 0;
    heap_.clear();
  }
  // Drops the values `pred` holds for, keeping the others' order.
  template <class Pred>
  void erase_if(Pred pred) {
    T* kept = std::remove_if(begin(), end(), pred);
    const auto n = static_cast<std::size_t>(kept - begin());
    if (heap_.empty())
      size_ = n;
    else
      heap_.resize(n);
  }

  std::size_t size() const { return heap_.empty() ? size_ : heap_.size(); }
  bool empty() const { return size() == 0; }
  const T* begin() const { return heap_.empty() ? in_place_.data() : heap_.data(); }
  const T* end() const { return begin() + size(); }
  T* begin() { return heap_.empty() ? in_place_.data() : heap_.data(); }
  T* end() { return begin() + size(); }
  const T& operator[](std::size_t i) const { return begin()[i]; }
  T& operator[](std::size_t i) { return begin()[i]; }

  bool operator==(const SmallList& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

 private:
  std::array<T, N> in_place_{};
  std::size_t size_ = 0;  // values in place, while the heap holds none
  std::vector<T> heap_;
};

}  // namespace kmr
