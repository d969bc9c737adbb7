// tryit.js of the HTML report: "Try it" under a scenario's boards, over
// the engine built for the browser (kmr.js). Shown only by this script, so
// pages without script (and printed ones) have none.
#include "kmr/site/pages.hpp"

namespace kmr::harness {

std::string_view try_it_js() {
  return R"js(// Try it: a scenario's board played in the browser over the engine built
// for it (kmr.js, the WebAssembly module), loaded on first use with a classic
// script tag so the pages work from file://. Every answer is the engine's;
// this script only draws and asks.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var SQ = 40, LEFT = 18, TOP = 4, LIGHT = "#f0d9b5", DARK = "#b58863";
  var GLYPH = { k: "\u265A\uFE0E", q: "\u265B\uFE0E", r: "\u265C\uFE0E", b: "\u265D\uFE0E", n: "\u265E\uFE0E",
                p: "\u265F\uFE0E", s: "S" };
  // The marks as board_svg draws them: initials and colour.
  var MARKS = { pacifist: ["Pa", "#2e7d32"], neutral: ["Ne", "#6a1b9a"], crab: ["Cr", "#e65100"],
                prince: ["Pr", "#1565c0"], paladin: ["Pl", "#00838f"], champion: ["Ch", "#ad1457"],
                "royal-knight": ["RK", "#4e342e"], warlord: ["Wl", "#c62828"], amazon: ["Am", "#283593"],
                princess: ["Ps", "#8e24aa"], medusa: ["Me", "#37474f"], confabulated: ["Cf", "#827717"] };
  var FONTS = "'DejaVu Sans','Segoe UI Symbol','Noto Sans Symbols 2','Noto Sans Symbols',sans-serif";
  var self = document.currentScript ? document.currentScript.src : "";
  var moduleUrl = self ? self.replace(/tryit\.js([?#].*)?$/, "kmr.js") : "kmr.js";
  var loading = null;

  // The module, once a page: its script added on first use.
  function engine() {
    if (!loading) loading = new Promise(function (resolve, reject) {
      if (typeof window.createKmr === "function") { resolve(window.createKmr()); return; }
      var s = document.createElement("script");
      s.src = moduleUrl;
      s.onload = function () {
        if (typeof window.createKmr === "function") resolve(window.createKmr());
        else reject(new Error("kmr.js did not define createKmr"));
      };
      s.onerror = function () { reject(new Error("cannot load the engine (" + moduleUrl + ")")); };
      document.head.appendChild(s);
    });
    return loading;
  }

  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) {
      if (k === "text") e.textContent = attrs[k];
      else if (k === "class") e.className = attrs[k];
      else e.setAttribute(k, attrs[k]);
    });
    (kids || []).forEach(function (c) { if (c) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
    return e;
  }
  function svg(tag, attrs, text) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(label, cls, onclick) {
    var b = el("button", { type: "button", class: cls, text: label });
    b.addEventListener("click", onclick);
    return b;
  }
  // A FEN letter as the boards' captions show lost pieces.
  function glyph(letter) {
    var white = "\u2654\u2655\u2656\u2657\u2658\u2659", black = "\u265A\u265B\u265C\u265D\u265E\u265F";
    var at = "KQRBNP".indexOf(String(letter).toUpperCase());
    if (at < 0) return String(letter);
    return letter === String(letter).toUpperCase() ? white.charAt(at) : black.charAt(at);
  }
  function isSquare(v) { return typeof v === "string" && /^[a-h][1-8]$/.test(v); }
  function fileOf(sq) { return sq.charCodeAt(0) - 97; }
  function rankOf(sq) { return sq.charCodeAt(1) - 49; }
  function name(file, rank) { return String.fromCharCode(97 + file) + String.fromCharCode(49 + rank); }

  // The squares a step names, in order: targets, squares, moves' ends.
  function squaresOf(v, out) {
    out = out || [];
    if (typeof v === "string") {
      if (isSquare(v)) out.push(v);
      else if (/^[a-h][1-8][a-h][1-8][qrbns]?$/.test(v)) { out.push(v.slice(0, 2)); out.push(v.slice(2, 4)); }
    } else if (Array.isArray(v)) v.forEach(function (x) { squaresOf(x, out); });
    else if (v && typeof v === "object") Object.keys(v).forEach(function (k) {
      if (k !== "play" && k !== "by") squaresOf(v[k], out);
    });
    return out;
  }
  // A step object on one line, as the scenario format writes it.
  function flow(v) {
    if (Array.isArray(v)) return "[" + v.map(flow).join(", ") + "]";
    if (v && typeof v === "object")
      return "{" + Object.keys(v).map(function (k) { return k + ": " + flow(v[k]); }).join(", ") + "}";
    return String(v);
  }
  function choiceLabel(step) {
    if (!step || typeof step !== "object") return String(step);
    var parts = Object.keys(step).filter(function (k) { return k !== "play" && k !== "by"; })
      .map(function (k) { return k + ": " + flow(step[k]); });
    return parts.length ? parts.join(", ") : "as it is (no choice)";
  }

  function TryIt(box) {
    this.box = box;
    this.tree = JSON.parse(box.querySelector("script.tryit-scenario").textContent);
    this.session = null;
    this.selected = null;      // the square a move starts from
    this.card = null;          // {card, by, choices}
    this.lastAnswer = null;
    this.start = button("Try it", "tryit-start", this.open.bind(this));
    this.body = el("div", { class: "tryit-body", hidden: "" });
    box.appendChild(el("div", { class: "tryit-bar" }, [this.start,
      el("span", { class: "tryit-hint muted", text: " play this scenario's steps, then any move or card, on one board" })]));
    box.appendChild(this.body);
    box.hidden = false;
  }

  TryIt.prototype.open = function () {
    var t = this;
    if (t.session) { t.body.hidden = !t.body.hidden; return; }
    t.start.disabled = true;
    t.start.textContent = "Loading the engine\u2026";
    engine().then(function (kmr) {
      var id = t.tree.id;
      var opened = kmr.openSession({ scenario: { scenarios: [t.tree] }, id: id, name: id });
      if (!opened.ok) throw new Error(opened.error);
      t.session = opened.session;
      // A block that starts at the end of a long line plays its first steps now.
      for (var at = Number(t.box.getAttribute("data-at") || 0); at > 0 && t.session.next(); --at) {}
      t.start.disabled = false;
      t.start.textContent = "Hide Try it";
      t.build();
      t.body.hidden = false;
      t.render();
    }).catch(function (e) {
      t.start.disabled = false;
      t.start.textContent = "Try it";
      t.body.hidden = false;
      t.body.textContent = "";
      t.body.appendChild(el("p", { class: "tryit-error", text: "Try it: " + (e && e.message ? e.message : e) }));
    });
  };

  TryIt.prototype.build = function () {
    var t = this;
    t.body.textContent = "";
    t.nextButton = button("Next step", "tryit-next", function () { t.answer(t.session.next()); });
    t.undoButton = button("Undo", "tryit-undo", function () { t.session.undo(); t.clearPick(); t.lastAnswer = null; t.render(); });
    t.endButton = button("End turn", "tryit-end-turn", function () { t.answer(t.session.act("end-turn")); });
    t.copyButton = button("Copy as scenario", "tryit-copy", function () { t.copy(); });
    t.againButton = button("Start again", "tryit-again", function () { t.restart(); });
    t.upcoming = el("span", { class: "tryit-upcoming" });
    t.board = svg("svg", { class: "tryit-board", viewBox: "0 0 342 342", width: "342", height: "342",
                           role: "application", tabindex: "0",
                           "aria-label": "Try it board: the arrow keys move over the squares, Enter or Space clicks one" });
    // The keyboard's way to click: a cursor square, moved by the arrows.
    t.cursor = "e2";
    t.board.addEventListener("keydown", function (e) {
      var f = fileOf(t.cursor), r = rankOf(t.cursor);
      if (e.key === "ArrowLeft") f = Math.max(0, f - 1);
      else if (e.key === "ArrowRight") f = Math.min(7, f + 1);
      else if (e.key === "ArrowUp") r = Math.min(7, r + 1);
      else if (e.key === "ArrowDown") r = Math.max(0, r - 1);
      else if (e.key === "Enter" || e.key === " ") { e.preventDefault(); t.clickSquare(t.cursor); t.board.focus(); return; }
      else return;
      e.preventDefault();
      t.cursor = name(f, r);
      t.drawBoard();
    });
    // Focus shows the keyboard's cursor, and only that: redrawing the board
    // between a click's press (which gives it focus) and its release would
    // lose the click.
    t.board.addEventListener("focus", function () { t.drawCursor(); });
    t.board.addEventListener("blur", function () { t.drawCursor(); });
    // One listener for the whole board: the square is where the click lands,
    // whatever is drawn there, so a redraw never drops one.
    t.board.addEventListener("click", function (e) {
      var sq = t.squareAt(e.clientX, e.clientY);
      if (sq) t.clickSquare(sq);
    });
    t.status = el("p", { class: "tryit-status", "aria-live": "polite" });
    t.hands = el("div", { class: "tryit-hands" });
    t.choices = el("div", { class: "tryit-choices" });
    t.answerBox = el("div", { class: "tryit-answer", "aria-live": "polite" });
    t.effects = el("div", { class: "tryit-effects" });
    t.copied = el("textarea", { class: "tryit-yaml", readonly: "", rows: "8", hidden: "",
                               "aria-label": "The line played, as a scenario" });
    t.body.appendChild(el("div", { class: "tryit-controls" }, [t.nextButton, t.upcoming]));
    t.body.appendChild(el("div", { class: "tryit-play" }, [
      el("div", { class: "tryit-board-box" }, [t.board, t.status]),
      el("div", { class: "tryit-side" }, [t.hands, t.choices, t.answerBox, t.effects])]));
    t.body.appendChild(el("div", { class: "tryit-controls" }, [t.undoButton, t.endButton, t.copyButton, t.againButton]));
    t.body.appendChild(t.copied);
  };

  // The scenario from its setup again: a new session, the old one freed.
  TryIt.prototype.restart = function () {
    var t = this;
    engine().then(function (kmr) {
      var opened = kmr.openSession({ scenario: { scenarios: [t.tree] }, id: t.tree.id, name: t.tree.id });
      if (!opened.ok) { t.lastAnswer = opened; t.render(); return; }
      t.session.delete();
      t.session = opened.session;
      for (var at = Number(t.box.getAttribute("data-at") || 0); at > 0 && t.session.next(); --at) {}
      t.clearPick();
      t.lastAnswer = null;
      t.copied.hidden = true;
      t.render();
    });
  };

  TryIt.prototype.clearPick = function () { this.selected = null; this.card = null; this.promotion = null; };

  TryIt.prototype.answer = function (a) {
    this.clearPick();
    this.lastAnswer = a;
    this.render();
  };

  TryIt.prototype.play = function (step) { this.answer(this.session.act(step)); };

  TryIt.prototype.pickCard = function (card, by) {
    var c = this.session.choices(card, by) || { choices: [] };
    this.selected = null;
    this.card = { card: card, by: by, choices: c.choices || [], truncated: !!c.truncated, error: c.error,
                  refusal: c.refusal };
    this.render();
  };

  TryIt.prototype.clickSquare = function (sq) {
    var t = this;
    t.promotion = null;
    if (t.card) {
      var named = t.card.choices.filter(function (s) { return squaresOf(s).indexOf(sq) >= 0; });
      if (named.length === 1) { t.play(named[0]); return; }
      if (named.length > 1) {
        var first = named.filter(function (s) { return squaresOf(s)[0] === sq; });
        if (first.length === 1) { t.play(first[0]); return; }
        t.card.only = sq;
        t.render();
      }
      return;
    }
    if (!t.selected) {
      var piece = t.pieceAt(sq);
      if (piece) { t.selected = sq; t.render(); }
      return;
    }
    if (t.selected === sq) { t.selected = null; t.render(); return; }
    var from = t.selected;
    var moves = (t.session.moves(from) || []).filter(function (m) { return m.to === sq; });
    var promo = moves.filter(function (m) { return m.promotion; });
    if (promo.length > 1) { t.promotion = promo; t.render(); return; }
    if (!moves.length && t.pieceAt(sq)) { t.selected = sq; t.render(); return; }
    t.play(moves.length === 1 ? moves[0].step : { move: from + sq });
  };

  // The square under a point of the screen, or null off the squares.
  TryIt.prototype.squareAt = function (x, y) {
    var m = this.board.getScreenCTM();
    if (!m) return null;
    var p = this.board.createSVGPoint();
    p.x = x; p.y = y;
    p = p.matrixTransform(m.inverse());
    var file = Math.floor((p.x - LEFT) / SQ), rank = 7 - Math.floor((p.y - TOP) / SQ);
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? name(file, rank) : null;
  };

  // The keyboard's cursor square, drawn while the board has focus.
  TryIt.prototype.drawCursor = function () {
    var t = this, g = t.board, old = g.querySelector("rect.cursor");
    if (old) old.parentNode.removeChild(old);
    if (document.activeElement !== g) return;
    g.appendChild(svg("rect", { class: "cursor", x: LEFT + fileOf(t.cursor) * SQ + 3, y: TOP + (7 - rankOf(t.cursor)) * SQ + 3,
                                width: SQ - 6, height: SQ - 6, fill: "none", stroke: "#1a56a8", "stroke-width": "2",
                                "stroke-dasharray": "4 3", "pointer-events": "none" }));
  };

  TryIt.prototype.pieceAt = function (sq) {
    var b = this.state.board || [];
    for (var i = 0; i < b.length; ++i) if (b[i].square === sq) return b[i];
    return null;
  };

  TryIt.prototype.render = function () {
    var t = this;
    var s = t.state = t.session.state();
    var pending = t.session.pending() || [];
    t.nextButton.disabled = pending.length === 0;
    t.upcoming.textContent = pending.length
      ? " the scenario's next step: " + pending[0].words + (pending.length > 1 ? " (then " + (pending.length - 1) + " more)" : "")
      : t.session.diverged()
        ? " your own line now: undo back to the scenario's to step on through it"
        : " the scenario's steps are all played: any move or card now";
    t.drawBoard();
    var words = [s.turn + "'s turn" + (s.phase ? " (" + s.phase + ")" : "")];
    if (s.toMove && s.toMove !== s.turn) words.push(s.toMove + " to move");
    (s.sides || []).forEach(function (side) { if (side.inCheck) words.push(side.side + " is in check"); });
    if (s.gameOver && s.gameOver !== "none") words.push("game over: " + s.gameOver);
    t.status.textContent = words.join(" \u00b7 ");
    t.drawHands();
    t.drawChoices();
    t.drawAnswer();
    t.drawEffects();
  };

  TryIt.prototype.drawBoard = function () {
    var t = this, g = t.board;
    g.textContent = "";
    var marked = {};
    if (t.card) t.card.choices.forEach(function (c) { squaresOf(c).forEach(function (q) { marked[q] = true; }); });
    var reach = {};
    if (t.selected) (t.session.moves(t.selected) || []).forEach(function (m) { reach[m.to] = m.accepted !== false; });
    var last = t.lastAnswer && t.lastAnswer.ok && t.lastAnswer.accepted && !t.lastAnswer.probe
      ? String(t.lastAnswer.step || "").match(/[a-h][1-8]/g) || [] : [];
    for (var rank = 7; rank >= 0; --rank) for (var file = 0; file < 8; ++file) {
      var sq = name(file, rank);
      var x = LEFT + file * SQ, y = TOP + (7 - rank) * SQ;
      var r = svg("rect", { class: "tryit-square", "data-square": sq, x: x, y: y, width: SQ, height: SQ,
                            fill: (file + rank) % 2 === 0 ? DARK : LIGHT });
      g.appendChild(r);
      if (last.indexOf(sq) >= 0)
        g.appendChild(svg("rect", { class: "moved", x: x, y: y, width: SQ, height: SQ, fill: "#fdd835", "fill-opacity": "0.45" }));
      if (sq === t.selected)
        g.appendChild(svg("rect", { class: "selected", x: x + 1.5, y: y + 1.5, width: SQ - 3, height: SQ - 3, fill: "none",
                                   stroke: "#1565c0", "stroke-width": "3" }));
      if (marked[sq])
        g.appendChild(svg("rect", { class: "choice", "data-square": sq, x: x + 2, y: y + 2, width: SQ - 4, height: SQ - 4,
                                   fill: "#7e57c2", "fill-opacity": "0.3", stroke: "#5e35b1", "stroke-width": "2" }));
    }
    g.appendChild(svg("rect", { x: LEFT, y: TOP, width: 320, height: 320, fill: "none", stroke: "#333", "stroke-width": "1" }));
    var coords = svg("g", { class: "coords", "font-family": "sans-serif", "font-size": "11", fill: "#444", "text-anchor": "middle" });
    for (var f = 0; f < 8; ++f) coords.appendChild(svg("text", { x: LEFT + f * SQ + SQ / 2, y: TOP + 320 + 13 }, String.fromCharCode(97 + f)));
    for (var k = 0; k < 8; ++k) coords.appendChild(svg("text", { x: 8, y: TOP + (7 - k) * SQ + SQ / 2 + 4 }, String(k + 1)));
    g.appendChild(coords);
    var pieces = svg("g", { class: "pieces", "font-family": FONTS, "font-size": "32", "text-anchor": "middle" });
    (t.state.board || []).forEach(function (p) {
      if (!isSquare(p.square)) return;
      var white = p.side ? p.side === "white" : p.piece === p.piece.toUpperCase();
      var x0 = LEFT + fileOf(p.square) * SQ, y0 = TOP + (7 - rankOf(p.square)) * SQ;
      var node = svg("g", { class: "piece", "data-square": p.square, "data-piece": p.piece });
      node.appendChild(svg("title", {}, (white ? "white " : "black ") + (p.name || p.piece) + " on " + p.square));
      var attrs = { x: x0 + SQ / 2, y: y0 + SQ / 2 + 11 };
      if (white) { attrs.fill = "#fff"; attrs.stroke = "#000"; attrs["stroke-width"] = "1.2"; attrs["paint-order"] = "stroke"; }
      else attrs.fill = "#000";
      node.appendChild(svg("text", attrs, GLYPH[String(p.piece).toLowerCase()] || p.piece));
      pieces.appendChild(node);
    });
    g.appendChild(pieces);
    (t.state.marks || []).forEach(function (m) {
      if (!isSquare(m.square) || !(m.marks || []).length) return;
      var x0 = LEFT + fileOf(m.square) * SQ, y0 = TOP + (7 - rankOf(m.square)) * SQ;
      var label = m.marks.join(", ");
      var badge = svg("g", { class: "mark", "data-square": m.square, "data-mark": label });
      badge.appendChild(svg("title", {}, label + " on " + m.square));
      var style = MARKS[m.marks[0]] || [m.marks[0].charAt(0).toUpperCase() + m.marks[0].charAt(1), "#757575"];
      badge.appendChild(svg("rect", { x: x0 + 24, y: y0 + 1, width: 15, height: 11, rx: 3, fill: style[1] }));
      badge.appendChild(svg("text", { x: x0 + 31.5, y: y0 + 9.5, "font-family": "sans-serif", "font-size": "8",
                                      "font-weight": "bold", fill: "#fff", "text-anchor": "middle" },
                            style[0]));
      g.appendChild(badge);
    });
    Object.keys(reach).forEach(function (q) {
      g.appendChild(svg("circle", { class: reach[q] ? "reach" : "no-reach", "data-square": q,
                                    cx: LEFT + fileOf(q) * SQ + SQ / 2, cy: TOP + (7 - rankOf(q)) * SQ + SQ / 2, r: reach[q] ? 7 : 9,
                                    fill: reach[q] ? "#2e7d32" : "none", "fill-opacity": "0.8",
                                    stroke: reach[q] ? "none" : "#c62828", "stroke-width": "2.5" }));
    });
    // A transparent square on top of each (the board's one click listener
    // reads the point, so these only name the squares).
    var hits = svg("g", { class: "hits" });
    for (var r8 = 7; r8 >= 0; --r8) for (var f8 = 0; f8 < 8; ++f8)
      hits.appendChild(svg("rect", { class: "hit", "data-square": name(f8, r8), x: LEFT + f8 * SQ, y: TOP + (7 - r8) * SQ,
                                     width: SQ, height: SQ, fill: "transparent" }));
    g.appendChild(hits);
    t.drawCursor();
  };

  TryIt.prototype.drawHands = function () {
    var t = this;
    t.hands.textContent = "";
    (t.state.sides || []).forEach(function (side) {
      var list = el("ul", { class: "tryit-hand", "data-side": side.side });
      (side.hand || []).forEach(function (h) {
        var b = button(h.name || h.card, "tryit-card", function () { t.pickCard(h.card, side.side); });
        b.setAttribute("data-card", h.card);
        if (!h.playableNow) { b.classList.add("not-now"); if (h.whyNot) b.title = "not now: " + h.whyNot; }
        if (t.card && t.card.card === h.card && t.card.by === side.side) b.classList.add("picked");
        list.appendChild(el("li", {}, [b]));
      });
      var info = [];
      if (side.deck && side.deck.length) info.push(side.deck.length + " in the deck");
      if (side.discard && side.discard.length) info.push("discards: " + side.discard.join(", "));
      if (side.captured && side.captured.length) info.push("lost: " + side.captured.map(glyph).join(" "));
      if (side.dead && side.dead.length) info.push("dead: " + side.dead.map(glyph).join(" "));
      t.hands.appendChild(el("div", { class: "tryit-side-cards", "data-side": side.side }, [
        el("strong", { text: side.side.charAt(0).toUpperCase() + side.side.slice(1) + (side.inCheck ? " (in check)" : "") }),
        (side.hand || []).length ? list : el("span", { class: "muted", text: " no card in hand" }),
        info.length ? el("div", { class: "muted", text: info.join(" \u00b7 ") }) : null]));
    });
  };

  TryIt.prototype.drawChoices = function () {
    var t = this, c = t.card;
    t.choices.textContent = "";
    if (t.promotion) {
      t.choices.appendChild(el("p", { text: "Promote to:" }));
      t.promotion.forEach(function (m) {
        t.choices.appendChild(button(m.promotion.toUpperCase(), "tryit-promotion", function () { t.play(m.step); }));
      });
      return;
    }
    if (!c) return;
    t.choices.appendChild(el("p", { text: "Play " + c.card + " for " + c.by + ": " +
      (c.error ? c.error : c.choices.length ? "click a marked square or pick a choice"
        : c.refusal ? "not now (" + (c.refusal.why || c.refusal.reason) + ")" : "no choice the engine takes now") }));
    var list = el("ul", { class: "tryit-choice-list" });
    var shown = c.only ? c.choices.filter(function (s) { return squaresOf(s).indexOf(c.only) >= 0; }) : c.choices;
    shown.forEach(function (step) {
      list.appendChild(el("li", {}, [button(choiceLabel(step), "tryit-choice", function () { t.play(step); })]));
    });
    if (c.truncated) list.appendChild(el("li", { class: "muted", text: "(more choices than listed)" }));
    t.choices.appendChild(list);
    t.choices.appendChild(el("div", {}, [
      button("Play it with no choice", "tryit-play-bare", function () { t.play({ play: c.card, by: c.by }); }),
      button("Cancel", "tryit-cancel", function () { t.card = null; t.render(); })]));
  };

  TryIt.prototype.drawAnswer = function () {
    var a = this.lastAnswer, box = this.answerBox;
    box.textContent = "";
    box.removeAttribute("data-result");
    box.removeAttribute("data-reason");
    if (!a) return;
    if (!a.ok) {
      box.setAttribute("data-result", "error");
      box.appendChild(el("p", { class: "tryit-error", text: a.error }));
      return;
    }
    box.setAttribute("data-result", a.result || (a.accepted ? "accepted" : "rejected"));
    if (a.reason) box.setAttribute("data-reason", a.reason);
    var head = el("p", { class: "tryit-result" }, [
      el("span", { class: "outcome " + (a.result || ""), text: a.result === "rejected" ? "refused" : (a.result || "") }),
      a.step ? " " + a.step : "",
      a.reason ? el("code", { text: " " + a.reason }) : null,
      a.rule ? el("span", { class: "rule", text: " " + a.rule }) : null]);
    box.appendChild(head);
    if (a.detail) box.appendChild(el("p", { class: "detail", text: a.detail }));
    // What followed, each event once in plain words (the pieces named).
    var said = a.eventWords || [];
    if (said.length) {
      var ev = el("ul", { class: "tryit-events" });
      said.forEach(function (e) { ev.appendChild(el("li", { text: e })); });
      box.appendChild(ev);
    }
  };

  TryIt.prototype.drawEffects = function () {
    var fx = this.state.effects || [];
    this.effects.textContent = "";
    if (!fx.length) return;
    var ul = el("ul", { class: "effects" });
    fx.forEach(function (e) {
      ul.appendChild(el("li", { "data-card": e.card, text: (e.name || e.card) + " (" + e.owner +
        (e.continuing ? "" : ", lingering") + (e.suspended ? ", suspended" : "") + ")" + (e.place ? " " + e.place : "") }));
    });
    this.effects.appendChild(el("strong", { text: "In force" }));
    this.effects.appendChild(ul);
  };

  // The line as scenario YAML, as the module writes it: to the clipboard,
  // and shown selected (where the clipboard is refused, as from file://).
  TryIt.prototype.copy = function () {
    var t = this, text = t.session.lineYaml();
    if (typeof text !== "string") { t.lastAnswer = text; t.render(); return; }
    t.copied.hidden = false;
    t.copied.value = text;
    t.copied.focus();
    t.copied.select();
    var done = function (how) { t.copyButton.textContent = how; setTimeout(function () { t.copyButton.textContent = "Copy as scenario"; }, 2000); };
    if (navigator.clipboard && navigator.clipboard.writeText)
      navigator.clipboard.writeText(text).then(function () { done("Copied"); }, function () {
        done(document.execCommand && document.execCommand("copy") ? "Copied" : "Selected: copy it");
      });
    else done(document.execCommand && document.execCommand("copy") ? "Copied" : "Selected: copy it");
  };

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("div.tryit"), function (box) {
      try { new TryIt(box); } catch (e) { /* a block without its scenario stays hidden */ }
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
)js";
}

}  // namespace kmr::harness
