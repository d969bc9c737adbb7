// The positions after each completed turn (R17.1), as a list shared
// between copies of a game: a probe copies a game at every try, and the
// history is the only part of it that grows with the game. A copy costs a
// pointer; a turn adds one node; equal histories compare by content.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>

#include "kmr/position.hpp"

namespace kmr {

class PositionHistory {
  struct Node {
    Position position;
    std::shared_ptr<const Node> earlier;
    std::size_t size;  // positions up to this one
  };

 public:
  PositionHistory() = default;
  PositionHistory(const PositionHistory&) = default;
  PositionHistory(PositionHistory&&) noexcept = default;
  PositionHistory& operator=(const PositionHistory& o) {
    if (this != &o) {
      release();
      latest_ = o.latest_;
    }
    return *this;
  }
  PositionHistory& operator=(PositionHistory&& o) noexcept {
    if (this != &o) {
      release();
      latest_ = std::move(o.latest_);
    }
    return *this;
  }
  ~PositionHistory() { release(); }

  void push_back(const Position& p) { latest_ = std::make_shared<const Node>(Node{p, latest_, size() + 1}); }
  void pop_back() {
    if (latest_) latest_ = latest_->earlier;
  }
  std::size_t size() const { return latest_ ? latest_->size : 0; }
  bool empty() const { return !latest_; }
  const Position& back() const { return latest_->position; }

  // Newest first.
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Position;
    using difference_type = std::ptrdiff_t;
    using pointer = const Position*;
    using reference = const Position&;
    const_iterator() = default;
    explicit const_iterator(const Node* n) : n_(n) {}
    reference operator*() const { return n_->position; }
    pointer operator->() const { return &n_->position; }
    const_iterator& operator++() {
      n_ = n_->earlier.get();
      return *this;
    }
    const_iterator operator++(int) {
      const_iterator old = *this;
      ++*this;
      return old;
    }
    bool operator==(const const_iterator&) const = default;

   private:
    const Node* n_ = nullptr;
  };
  const_iterator begin() const { return const_iterator(latest_.get()); }
  const_iterator end() const { return const_iterator(); }

  bool operator==(const PositionHistory& o) const {
    if (size() != o.size()) return false;
    for (const Node *a = latest_.get(), *b = o.latest_.get(); a != b;
         a = a->earlier.get(), b = b->earlier.get())
      if (!(a->position == b->position)) return false;
    return true;
  }

 private:
  // Lets go of the list node by node: freed the usual way, a long game's
  // list would recurse as deep as it is long.
  void release() noexcept {
    while (latest_ && latest_.use_count() == 1) latest_ = std::shared_ptr<const Node>(latest_->earlier);
    latest_.reset();
  }
  std::shared_ptr<const Node> latest_;
};

}  // namespace kmr
