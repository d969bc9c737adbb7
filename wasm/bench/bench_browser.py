#!/usr/bin/env python3
"""The WebAssembly module's size and speed (scripts/bench-wasm.sh): kmr.js
raw and gzipped (and the wasm inside it), its load time in headless
Chromium (a fresh page each time, from file://), and perft nodes/s in the
browser, in Node and in the native `kmr perft` on the same machine.
Writes the figures as JSON (argv[3]) and prints them.

    bench_browser.py BUILD_WASM_DIR NATIVE_KMR OUT.json
"""
import base64
import gzip
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "harness", "tests", "browser"))
import cdp  # noqa: E402

LOADS = 5
# (FEN, depth): the opening and "Kiwipete", plain chess, on the Auto path as kmr perft counts.
POSITIONS = [
    ("startpos", 5),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4),
]

PAGE = """<!doctype html><meta charset="utf-8"><title>kmr bench</title>
<script>window.t0 = performance.now();</script>
<script src="kmr.js"></script>
<script>
window.ready = createKmr().then(k => {
  window.kmr = k;
  window.scriptToReady = performance.now() - window.t0;
  window.navigationToReady = performance.now();
});
</script>
"""


def sizes(js):
    raw = open(js, "rb").read()
    out = {"kmr.js": len(raw), "kmr.js gzip -9": len(gzip.compress(raw, 9))}
    m = re.search(rb"data:application/octet-stream;base64,([A-Za-z0-9+/=]+)", raw)
    if m:
        wasm = base64.b64decode(m.group(1))
        out["wasm inside"] = len(wasm)
        out["wasm inside gzip -9"] = len(gzip.compress(wasm, 9))
        out["glue js"] = len(raw) - len(m.group(1))
    return out


def native_perft(kmr, fen, depth):
    best = None
    for _ in range(3):
        r = subprocess.run([kmr, "perft", fen, str(depth)], capture_output=True, text=True, check=True)
        nodes = int(re.search(r"Nodes: (\d+)", r.stdout).group(1))
        seconds = float(re.search(r"Time: ([\d.]+) s", r.stderr).group(1))
        if best is None or seconds < best[1]:
            best = (nodes, seconds)
    return best


def node_perft(js, fen, depth):
    script = (
        "const t0=performance.now();require(process.argv[1])().then(k=>{const ready=performance.now()-t0;"
        "let best=1e99,n=0;for(let i=0;i<3;i++){const t=performance.now();const r=k.perft(process.argv[2],+process.argv[3]);"
        "if(!r.ok)throw new Error(r.error);n=r.nodes;best=Math.min(best,(performance.now()-t)/1000);}"
        "console.log(JSON.stringify({nodes:n,seconds:best,ready}));});"
    )
    node = shutil.which("node") or shutil.which("nodejs")
    r = subprocess.run([node, "-e", script, os.path.abspath(js), fen, str(depth)], capture_output=True, text=True,
                       check=True)
    return json.loads(r.stdout)


def browser_figures(js):
    d = tempfile.mkdtemp(prefix="kmr-bench-")
    try:
        shutil.copy(js, os.path.join(d, "kmr.js"))
        with open(os.path.join(d, "bench.html"), "w") as f:
            f.write(PAGE)
        url = "file://" + os.path.join(d, "bench.html")
        loads = []
        perfts = []
        with cdp.Browser() as b:
            for _ in range(LOADS):
                page = b.new_page()
                page.goto(url)
                page.eval("window.ready", await_promise=True)
                loads.append((page.eval("window.scriptToReady"), page.eval("window.navigationToReady")))
                b.send("Target.closeTarget", {"targetId": page.target})
            page = b.new_page()
            page.goto(url)
            page.eval("window.ready", await_promise=True)
            for fen, depth in POSITIONS:
                best = None
                for _ in range(3):
                    r = page.eval(
                        f"(() => {{ const t = performance.now(); const r = kmr.perft({json.dumps(fen)}, {depth});"
                        " return [r.ok ? r.nodes : -1, (performance.now() - t) / 1000]; })()")
                    if best is None or r[1] < best[1]:
                        best = r
                perfts.append(best)
            log = page.take_log()
        return loads, perfts, log
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main():
    build, kmr, out = sys.argv[1], sys.argv[2], sys.argv[3]
    js = os.path.join(build, "kmr.js")
    figures = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cpu": cpu(), "sizes": sizes(js)}
    loads, perfts, log = browser_figures(js)
    figures["chromium"] = subprocess.run([shutil.which("chromium") or "chromium", "--version"], capture_output=True,
                                         text=True).stdout.strip()
    figures["load ms (script start to ready), median of %d" % LOADS] = round(statistics.median(l[0] for l in loads), 1)
    figures["load ms (navigation to ready), median of %d" % LOADS] = round(statistics.median(l[1] for l in loads), 1)
    figures["perft"] = []
    for (fen, depth), (nodes, seconds) in zip(POSITIONS, perfts):
        n_nodes, n_seconds = native_perft(kmr, fen, depth)
        nd = node_perft(js, fen, depth)
        if nodes != n_nodes or nd["nodes"] != n_nodes:
            raise SystemExit(f"perft {fen} {depth}: browser {nodes}, node {nd['nodes']}, native {n_nodes}")
        figures["perft"].append({
            "fen": fen, "depth": depth, "nodes": nodes,
            "browser Mnps": round(nodes / seconds / 1e6, 2),
            "node Mnps": round(nodes / nd["seconds"] / 1e6, 2),
            "native Mnps": round(n_nodes / n_seconds / 1e6, 2),
            "browser / native": round((nodes / seconds) / (n_nodes / n_seconds), 2),
        })
    if log:
        figures["page log"] = log
    with open(out, "w") as f:
        json.dump(figures, f, indent=2)
        f.write("\n")
    print(json.dumps(figures, indent=2))


def cpu():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip() + f" ({os.cpu_count()} CPUs)"
    except OSError:
        pass
    return ""


if __name__ == "__main__":
    main()
