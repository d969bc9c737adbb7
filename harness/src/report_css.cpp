// style.css of the HTML report: system fonts only, no external asset.
#include "kmr/harness/report_pages.hpp"

namespace kmr::harness {

std::string_view report_css() {
  return R"css(:root {
  --pass: #2e7d32; --fail: #c62828; --pending: #8a6d00; --muted: #6b6b6b;
  --line: #d9d9d9; --bg-soft: #f6f6f3; --link: #1a56a8;
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
       color: #1d1d1d; background: #fff; }
header.site { padding: .6em 1.5em; background: #2b2b2b; color: #ddd; font-size: 14px; }
header.site a { color: #fff; font-weight: bold; text-decoration: none; }
main { max-width: 1180px; margin: 0 auto; padding: 1em 1.5em 2em; }
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
.board-figure svg { display: block; max-width: 100%; height: auto; }
.board-figure figcaption { font-size: .88em; margin-top: .2em; }
ul.effects { margin: .2em 0; padding-left: 1.2em; }
.effects.none { color: var(--muted); }
code.fen { display: block; color: var(--muted); font-size: .78em; word-break: break-all; }
table.reference { width: auto; min-width: 24em; } table.reference th { background: none; width: 9em; }
.graph { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; padding: .5em; }
.graph svg { max-width: 100%; height: auto; }
p.legend { font-size: .88em; color: var(--muted); }
)css";
}

}  // namespace kmr::harness
