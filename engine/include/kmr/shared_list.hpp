// A list that only grows at its end, shared between copies: a game keeps the
// positions after each turn (PositionHistory) and the actions of the turn
// in progress (ActionList), and a probe copies the game at every try. A copy
// costs a pointer and adding an item one node, whatever the length, so no
// action costs more as a turn or a game grows longer (kmr/game.hpp).
//
// Equal lists compare by content, newest first, and stop where the two
// share their older part. Two lists found equal are made to share it all
// (the comparison is then a pointer's): a game rebuilt by replaying its
// turn compares with the one it was rebuilt from once, however often it
// is asked. Lists are used from one thread at a time, as the games
// holding them.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace kmr {

template <class T>
class SharedList {
  struct Node {
    T value;
    std::shared_ptr<const Node> earlier;
    std::size_t size;  // items up to this one
  };

 public:
  SharedList() = default;
  SharedList(const SharedList&) = default;
  SharedList(SharedList&&) noexcept = default;
  // Oldest first.
  explicit SharedList(const std::vector<T>& items) {
    for (const T& item : items) push_back(item);
  }
  SharedList& operator=(const SharedList& o) {
    if (this != &o) {
      auto keep = o.latest_;  // o may be held by the list let go of
      release();
      latest_ = std::move(keep);
    }
    return *this;
  }
  SharedList& operator=(SharedList&& o) noexcept {
    if (this != &o) {
      auto keep = std::move(o.latest_);
      release();
      latest_ = std::move(keep);
    }
    return *this;
  }
  ~SharedList() { release(); }

  void push_back(T item) {
    latest_ = std::make_shared<const Node>(Node{std::move(item), latest_, size() + 1});
  }
  void pop_back() {
    if (latest_) latest_ = latest_->earlier;
  }
  void clear() { release(); }
  std::size_t size() const { return latest_ ? latest_->size : 0; }
  bool empty() const { return !latest_; }
  const T& back() const { return latest_->value; }

  // Newest first.
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = const T*;
    using reference = const T&;
    const_iterator() = default;
    explicit const_iterator(const Node* n) : n_(n) {}
    reference operator*() const { return n_->value; }
    pointer operator->() const { return &n_->value; }
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

  // The items from the `from`-th (0 is the oldest) to the newest, oldest
  // first: a cost in the items returned, not in the list's length.
  std::vector<T> from(std::size_t first) const {
    std::vector<T> out;
    if (first >= size()) return out;
    out.reserve(size() - first);
    for (const Node* n = latest_.get(); n && n->size > first; n = n->earlier.get()) out.push_back(n->value);
    return {out.rbegin(), out.rend()};
  }
  std::vector<T> to_vector() const { return from(0); }

  // Does this list begin with the very nodes of `prefix` (not only equal
  // items)? A cost in the items after them.
  bool extends(const SharedList& prefix) const {
    if (prefix.size() > size()) return false;
    const Node* n = latest_.get();
    while (n && n->size > prefix.size()) n = n->earlier.get();
    return n == prefix.latest_.get();
  }
  // How many items from the oldest on are the very nodes of both lists: a
  // cost in the items after them.
  std::size_t shared_prefix(const SharedList& o) const {
    const Node *a = latest_.get(), *b = o.latest_.get();
    while (a && b && a != b) {
      if (a->size >= b->size)
        a = a->earlier.get();
      else
        b = b->earlier.get();
    }
    return a && a == b ? a->size : 0;
  }
  // Are the two the very same list (not only equal)?
  bool shares_all(const SharedList& o) const { return latest_ == o.latest_; }

  bool operator==(const SharedList& o) const {
    if (size() != o.size()) return false;
    for (const Node *a = latest_.get(), *b = o.latest_.get(); a != b;
         a = a->earlier.get(), b = b->earlier.get())
      if (!(a->value == b->value)) return false;
    if (latest_ != o.latest_) {  // equal: share the other's nodes from now on
      auto mine = std::move(latest_);
      latest_ = o.latest_;
      let_go(mine);
    }
    return true;
  }

 private:
  // Lets go of the list node by node: freed the usual way, a long list
  // would recurse as deep as it is long.
  static void let_go(std::shared_ptr<const Node>& p) noexcept {
    while (p && p.use_count() == 1) p = std::shared_ptr<const Node>(p->earlier);
    p.reset();
  }
  void release() noexcept { let_go(latest_); }
  mutable std::shared_ptr<const Node> latest_;
};

}  // namespace kmr
