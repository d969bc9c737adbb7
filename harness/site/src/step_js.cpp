// step.js of the HTML report: the boards of a scenario stepped through one
// at a time on screen; without script, and in print, they stay a column.
#include "kmr/site/pages.hpp"

namespace kmr::harness {

std::string_view step_js() {
  return R"js(// Steps through the boards of each scenario: previous/next buttons and the
// arrow keys (the boards' column is kept for print and without script).
(function () {
  "use strict";
  function stepper(column) {
    var boards = Array.prototype.slice.call(column.querySelectorAll(":scope > figure.board-figure"));
    if (boards.length < 2) return;
    var at = 0;
    var bar = document.createElement("div");
    bar.className = "stepper";
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Step through the boards");
    var prev = document.createElement("button");
    prev.type = "button";
    prev.className = "step-prev";
    prev.textContent = "\u2190 Previous";
    var next = document.createElement("button");
    next.type = "button";
    next.className = "step-next";
    next.textContent = "Next \u2192";
    var where = document.createElement("span");
    where.className = "step-at";
    where.setAttribute("aria-live", "polite");
    bar.appendChild(prev);
    bar.appendChild(where);
    bar.appendChild(next);
    function show(i) {
      at = Math.max(0, Math.min(boards.length - 1, i));
      boards.forEach(function (b, k) { b.classList.toggle("current", k === at); });
      where.textContent = "Board " + (at + 1) + " of " + boards.length;
      column.setAttribute("data-step", String(at));
      prev.disabled = at === 0;
      next.disabled = at === boards.length - 1;
    }
    prev.addEventListener("click", function () { show(at - 1); });
    next.addEventListener("click", function () { show(at + 1); });
    column.tabIndex = 0;
    column.addEventListener("keydown", function (e) {
      if (e.key === "ArrowLeft") { show(at - 1); e.preventDefault(); }
      if (e.key === "ArrowRight") { show(at + 1); e.preventDefault(); }
    });
    column.classList.add("stepping");
    column.insertBefore(bar, column.firstChild);
    show(0);
  }
  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("div.boards"), stepper);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
)js";
}

}  // namespace kmr::harness
