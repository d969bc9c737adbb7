// style.css of the HTML report: system fonts only, no external asset.
#include "kmr/site/pages.hpp"

namespace kmr::harness {

std::string_view report_css() {
  return R"css(:root {
  --pass: #2e7d32; --fail: #c62828; --pending: #8a6d00; --muted: #6b6b6b;
  --line: #d9d9d9; --bg-soft: #f6f6f3; --link: #1a56a8;
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
       color: #1d1d1d; background: #fff; }
header.site { padding: .5em 1.5em; background: #2b2b2b; color: #ddd; font-size: 14px; display: flex;
              align-items: center; gap: .8em; flex-wrap: wrap; }
header.site a { color: #fff; font-weight: bold; text-decoration: none; }
header.site .tagline { flex: 1 1 auto; }
.search-box input { font: inherit; padding: .25em .5em; border-radius: 4px; border: 1px solid #777;
                    width: 16em; max-width: 100%; }
.layout { display: flex; max-width: 1400px; margin: 0 auto; }
nav.sidebar { flex: 0 0 12.5em; padding: 1em .5em 1em 1.2em; font-size: 14px; border-right: 1px solid var(--line);
              position: sticky; top: 0; align-self: flex-start; max-height: 100vh; overflow-y: auto; }
nav.sidebar ul { list-style: none; margin: 0 0 .8em; padding: 0; }
nav.sidebar li { margin: .15em 0; }
nav.sidebar a { text-decoration: none; }
nav.sidebar .nav-head { font-weight: bold; color: var(--muted); margin: .6em 0 .2em; font-size: 12px;
                        text-transform: uppercase; letter-spacing: .04em; }
main { flex: 1 1 auto; min-width: 0; max-width: 1180px; padding: 1em 1.5em 2em; }
nav.breadcrumbs { font-size: 13px; color: var(--muted); margin: 0 0 .4em; }
nav.breadcrumbs .sep { margin: 0 .2em; }
nav.prev-next { display: flex; justify-content: space-between; font-size: 14px; margin: .3em 0; }
.words { font-size: .92em; }
div.words.muted { font-size: .85em; margin-top: .15em; }
.also { font-size: .82em; color: var(--muted); }
.card-text { background: var(--bg-soft); border-left: 3px solid #c9b458; padding: .1em 1em; }
.square-tag { background: #ede7f6; border-radius: 3px; padding: 0 .3em; font-size: .9em; }
.offboard { font-size: .9em; } .offboard .glyphs { font-size: 1.35em; letter-spacing: .05em; }
table.hands { width: auto; font-size: .85em; margin: .3em 0; } table.hands th, table.hands td { padding: .1em .4em; }
.board-legend { font-size: .88em; background: var(--bg-soft); border: 1px solid var(--line); border-radius: 6px;
                padding: .3em .8em; margin: .5em 0 1em; }
.board-legend summary { font-weight: bold; cursor: pointer; }
.board-legend ul { margin: .3em 0; padding-left: 1.2em; }
.key { display: inline-block; width: 1.6em; height: .9em; vertical-align: middle; margin-right: .2em; }
.key.moved { background: #fdd835; opacity: .7; } .key.arrow { height: 4px; background: #0d47a1; }
.key.wall { height: 5px; background: #b71c1c; }
.key.special { background: rgba(30, 136, 229, .3); border: 2px dashed #1e88e5; }
.key.badge-key { width: auto; height: auto; background: #2e7d32; color: #fff; font-size: .75em; font-weight: bold;
                 padding: 0 .3em; border-radius: 3px; }
.results { padding-left: 1.5em; } .results li { margin: .25em 0; }
.results .kind { display: inline-block; min-width: 5.5em; font-size: .78em; text-transform: uppercase;
                 color: var(--muted); }
.search-form label { display: block; margin-bottom: .3em; }
.search-form input { font: inherit; padding: .4em .6em; width: 100%; max-width: 32em; }
.zoom { margin: .5em 0; } .zoom button { font: inherit; min-width: 2.4em; }
.graph.full-graph { max-height: 80vh; overflow: auto; }
.graph.full-graph svg { max-width: none; }
.graph-legend p { font-size: .9em; }
.graph-filters { display: flex; flex-wrap: wrap; gap: .4em 1em; align-items: center; margin: .4em 0; font-size: .92em; }
.graph-filters select, .graph-filters input { font: inherit; max-width: 20em; }
.graph g.faded { opacity: .12; }
footer { max-width: 1180px; margin: 0 auto; padding: 1em 1.5em 2em; color: var(--muted); font-size: 13px;
         border-top: 1px solid var(--line); }
a { color: var(--link); }
h1 { font-size: 1.7em; margin: .4em 0 .6em; }
h1 small { font-size: .55em; color: var(--muted); font-weight: normal; }
h2 { font-size: 1.25em; margin: 1.6em 0 .5em; border-bottom: 1px solid var(--line); padding-bottom: .2em; }
h3 { font-size: 1.08em; margin: 0 0 .3em; }
code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .88em; }
table { border-collapse: collapse; width: 100%; margin: .4em 0 1em; }
th, td { text-align: left; vertical-align: top; padding: .35em .55em; border-bottom: 1px solid var(--line); }
thead th { background: var(--bg-soft); font-size: .9em; }
td.num { text-align: right; width: 5em; }
.muted, .none { color: var(--muted); }
.pass-text { color: var(--pass); } .fail-text { color: var(--fail); }
.badge { display: inline-block; padding: .05em .55em; border-radius: 1em; font-size: .78em; font-weight: bold;
         color: #fff; vertical-align: middle; text-transform: uppercase; letter-spacing: .03em; }
.badge.pass { background: var(--pass); } .badge.fail { background: var(--fail); }
.badge.pending { background: #9e9e9e; }
.badge.untestable { background: #6d6d9e; }
.badge.unofficial { background: #8a6d3b; }
.reason { color: var(--muted); font-size: .85em; }
.totals { display: flex; gap: 1em; flex-wrap: wrap; margin: 0 0 1em; }
.total { flex: 1 1 14em; background: var(--bg-soft); border: 1px solid var(--line); border-radius: 6px;
         padding: .7em 1em; }
.total .n { font-size: 1.9em; font-weight: bold; }
.total .sub { color: #444; font-size: .92em; }
.toc { margin: .5em 0 1em; } .toc a { margin-right: .3em; }
.note { background: #fff8e1; border: 1px solid #ffe082; padding: .5em .8em; border-radius: 4px; }
.problems { margin: 1em 0; } .problems summary { color: var(--fail); font-weight: bold; cursor: pointer; }
.problems li { color: var(--fail); font-size: .9em; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25em 1em; margin: 0 0 1em; }
dl.facts dt { font-weight: bold; color: #444; } dl.facts dd { margin: 0; }
.notes { color: #333; background: var(--bg-soft); padding: .1em 1em; border-left: 3px solid var(--line); }
.scenario { border: 1px solid var(--line); border-radius: 6px; padding: .9em 1em; margin: 1em 0 1.4em; }
.scenario[data-status="failed"] { border-color: var(--fail); }
.scenario .meta { color: var(--muted); font-size: .88em; margin: 0 0 .6em; }
.message.fail { background: #fdecea; border-left: 3px solid var(--fail); padding: .1em .8em; }
.message.pending { background: #f5f5f5; border-left: 3px solid #9e9e9e; padding: .4em .8em; }
table.steps td:first-child { width: 2.5em; text-align: right; color: var(--muted); }
table.steps tr.failed-step { background: #fdecea; }
.outcome { font-weight: bold; } .outcome.accepted { color: var(--pass); }
.outcome.rejected, .outcome.no-effect { color: #8a4b00; }
.holds { color: var(--pass); } .mismatch { color: var(--fail); }
.rule { color: var(--muted); font-size: .85em; }
.detail, .events { color: #444; font-size: .88em; }
.boards { display: flex; flex-wrap: wrap; gap: 1.5em; }
.board-figure { margin: 0; max-width: 342px; }
.board-figure.step-board { max-width: 260px; }
.board-figure svg { display: block; max-width: 100%; height: auto; }
.board-figure figcaption { font-size: .88em; margin-top: .2em; }
ul.effects { margin: .2em 0; padding-left: 1.2em; }
.effects.none { color: var(--muted); }
code.fen { display: block; color: var(--muted); font-size: .78em; word-break: break-all; white-space: normal; }
table.reference { width: auto; min-width: 24em; } table.reference th { background: none; width: 9em; }
.graph { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; padding: .5em; }
.graph svg { max-width: 100%; height: auto; }
p.legend { font-size: .88em; color: var(--muted); }
.badge.unofficial { background: #e65100; }
p.changed { background: #e3f2fd; border-left: 3px solid #1565c0; padding: .2em .7em; font-size: .9em; }
.key.wall.black-wall { background: repeating-linear-gradient(90deg, #1a237e 0 6px, transparent 6px 9px); }
.key.taken { width: .9em; border-radius: 50%; background: rgba(255, 112, 67, .6); border: 2px solid #bf360c; }
.key.refused { width: .9em; border: 2px solid #c62828; background: linear-gradient(45deg, transparent 42%, #c62828 42% 58%,
               transparent 58%); }
.key.reach { width: .7em; height: .7em; border-radius: 50%; background: #2e7d32; }
ol.play { padding-left: 1.8em; } ol.play li { margin: .2em 0; } ol.play li.refused-step { color: #8a4b00; }
a.rule-ref { white-space: nowrap; }
.editor-notes { background: var(--bg-soft); border-left: 3px solid #c9b458; padding: .1em 1em; margin: 1.5em 0;
                font-size: .94em; }
.editor-notes h2 { font-size: 1em; border: 0; margin: .6em 0 .2em; }
.faq-toc ol { columns: 2 26em; font-size: .92em; list-style: none; padding-left: 0; } .faq-toc li { break-inside: avoid; margin: .1em 0; }
.faq-toc .entry-id, a.ruling, code, .edition { white-space: nowrap; }
.faq-entry { border-top: 1px solid var(--line); padding: .4em 0 1em; }
.faq-entry h2 { border: 0; margin: .6em 0 .3em; }
.faq-entry .edition { font-size: .72em; color: var(--muted); font-weight: normal; }
.faq-q p:first-of-type, .faq-a p:first-of-type { display: inline; }
.faq-a { margin: .4em 0; }
article.rules li.clause { margin: .3em 0; } article.rules .clause-number { font-weight: bold; margin-right: .35em; }
article.rules :target { background: #fff8c4; }
.rules-toc ol { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .2em .7em; }
table.rules-table { width: auto; }
.table-wrap { overflow-x: auto; }
table.matrix { font-size: .85em; width: auto; } table.matrix th { font-weight: normal; }
table.matrix td.cell { text-align: right; white-space: nowrap; }
table.matrix td.na { color: var(--muted); text-align: center; }
table.matrix td.open { background: #fff4d6; } table.matrix td.broken { background: #fdecea; font-weight: bold; }
.stepper { display: flex; align-items: center; gap: .8em; flex: 1 0 100%; margin: 0 0 .3em; }
.stepper button { font: inherit; padding: .2em .7em; }
.boards.stepping:focus { outline: 2px solid var(--link); outline-offset: 4px; }
@media screen { .boards.stepping > figure.board-figure:not(.current) { display: none; }
  .boards.stepping > figure.board-figure.current { max-width: 342px; } }
/* Try it (tryit.js): hidden until the script shows it, never printed. */
.tryit { margin: .8em 0 .2em; border-top: 1px dashed var(--line); padding-top: .5em; }
.tryit[hidden], .tryit-body[hidden], .tryit-yaml[hidden] { display: none; }
.tryit button { font: inherit; padding: .2em .7em; margin: .1em .3em .1em 0; }
.tryit-controls { margin: .4em 0; }
.tryit-play { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
.tryit-board-box { max-width: 342px; flex: 0 1 342px; }
.tryit-board { display: block; max-width: 100%; height: auto; user-select: none; }
.tryit-board:focus { outline: 2px solid var(--link); outline-offset: 2px; }
.tryit-board .hit { cursor: pointer; }
.tryit-side { flex: 1 1 18em; min-width: 0; }
.tryit-hand { list-style: none; padding: 0; margin: .2em 0 .5em; display: flex; flex-wrap: wrap; gap: .2em; }
.tryit-card.not-now { color: var(--muted); border-style: dashed; }
.tryit-card.picked { outline: 2px solid #5e35b1; }
.tryit-choice-list { list-style: none; padding: 0; margin: .2em 0; max-height: 12em; overflow-y: auto; }
.tryit-answer { margin: .5em 0; }
.tryit-answer[data-result="rejected"] .tryit-result, .tryit-error { color: var(--fail); }
.tryit-words { white-space: pre-wrap; background: var(--bg-soft); border: 1px solid var(--line); border-radius: 4px;
               padding: .4em .6em; font-size: .88em; margin: .3em 0; }
.tryit-events { font-size: .9em; margin: .2em 0; }
.tryit-yaml { width: 100%; font: .85em/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
.tryit-status { font-size: .88em; margin: .2em 0; }
.introduction p { max-width: 48em; }
ul.coverage { margin: .3em 0 1em; }
table.rulings.published td.answer { color: #333; }
ol.pairs { columns: 2 18em; font-size: .92em; }
article.interaction { border-top: 1px solid var(--line); padding-top: .6em; margin-top: 1em; }
details.family { margin: .3em 0; } details.family > summary { cursor: pointer; }
details.family .family-cards { font-size: .9em; } details.family a.found { background: #fff59d; }
.family-map { max-width: 100%; }
@media (max-width: 760px) {
  .layout { display: block; }
  nav.sidebar { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--line);
                padding: .5em 1em; }
  nav.sidebar ul { display: flex; flex-wrap: wrap; gap: .2em .9em; margin: 0 0 .3em; }
  nav.sidebar .sections { display: none; } nav.sidebar .nav-head { display: none; }
  main { padding: .6em .8em 1.5em; }
  header.site { padding: .5em .8em; } header.site .tagline { display: none; }
  .search-box { flex: 1 1 auto; } .search-box input { width: 100%; }
  table.scenarios, table.cards, table.steps { display: block; overflow-x: auto; }
  /* The rulings' tables fit the phone: the cards column gives way, the status stays in view. */
  table.rulings th:nth-child(3), table.rulings td:nth-child(3) { display: none; }
  table.rulings td, table.rulings th { padding: .3em .3em; }
  table.rulings td:first-child { width: 4.2em; }
  /* The published index keeps question and answer side by side, the cards and edition give way. */
  table.rulings.published th:nth-child(3), table.rulings.published td:nth-child(3) { display: table-cell; }
  table.rulings.published th:nth-child(n+4), table.rulings.published td:nth-child(n+4) { display: none; }
  td.num { width: auto; }
  .boards { gap: 1em; } .board-figure, .board-figure.step-board { max-width: 100%; }
  dl.facts { grid-template-columns: 1fr; } dl.facts dd { margin-bottom: .3em; }
  h1 { font-size: 1.35em; }
}
@media print {
  header.site, nav.sidebar, nav.prev-next, .search-box, .zoom, footer { display: none; }
  .layout { display: block; } main { max-width: none; padding: 0; }
  body { font-size: 11pt; color: #000; }
  a { color: #000; text-decoration: none; }
  /* A scenario may run over pages (kept whole, a tall one would leave a page to a single board). */
  .board-figure, tr { break-inside: avoid; }
  .scenario { border: 0; padding: 0; }
  /* Two boards to a page side by side, none alone on a page of its own. */
  .boards { display: flex; flex-wrap: wrap; gap: .4cm; }
  .board-figure, .board-figure.step-board { max-width: 8.2cm; width: 8.2cm; }
  .board-figure svg { max-height: 9.5cm; width: 100%; }
  .stepper, .tryit { display: none !important; }
  .board-legend { break-inside: avoid; } details.board-legend > * { display: block; }
  .graph.full-graph { max-height: none; overflow: visible; }
  .badge { border: 1px solid #000; color: #000; background: none !important; }
}
)css";
}

}  // namespace kmr::harness
