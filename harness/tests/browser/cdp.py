"""One headless Chromium for a whole browser test, driven over the DevTools
protocol (CDP) with Debian's python3-websocket: open pages, wait for their
scripts, read the DOM, run script, click (by script, or with the mouse
as a person does: Input.dispatchMouseEvent), take screenshots at a given
width, and collect everything the page logs (console messages, uncaught
errors, the browser's own log entries) so a test can insist on silence.
"""
import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

import websocket

# The flags this machine's Chromium needs headless and offline (no sandbox as
# root, no background network fetches, a throwaway profile).
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--hide-scrollbars", "--mute-audio", "--remote-debugging-port=0",
    "--allow-file-access-from-files",
]


class BrowserError(Exception):
    pass


class Browser:
    """A Chromium process and its one DevTools connection."""

    def __init__(self, executable=None, timeout=60):
        self.executable = executable or shutil.which("chromium") or shutil.which("chromium-browser")
        if not self.executable:
            raise BrowserError("chromium is not installed (scripts/setup.sh installs Debian's chromium)")
        self.profile = tempfile.mkdtemp(prefix="kmr-chromium-")
        self.proc = subprocess.Popen([self.executable, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        url = self._devtools_url(timeout)
        self.ws = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self.timeout = timeout
        self.next_id = 0
        self.events = []  # (session, method, params) not yet consumed

    def _devtools_url(self, timeout):
        deadline = time.time() + timeout
        seen = []
        while time.time() < deadline:
            line = self.proc.stderr.readline()
            if not line:
                if self.proc.poll() is not None:
                    break
                continue
            seen.append(line)
            m = re.search(r"DevTools listening on (ws://\S+)", line)
            if m:
                # Keep reading stderr so the pipe never fills and blocks Chromium.
                self._drain = subprocess.Popen(["cat"], stdin=self.proc.stderr, stdout=subprocess.DEVNULL)
                return m.group(1)
        raise BrowserError("chromium did not start its DevTools endpoint:\n" + "".join(seen[-20:]))

    def send(self, method, params=None, session=None):
        """Sends a command and waits for its answer; events meanwhile are queued."""
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self.ws.send(json.dumps(msg))
        deadline = time.time() + self.timeout
        while time.time() < deadline:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append((reply.get("sessionId"), reply["method"], reply.get("params", {})))
        raise BrowserError(f"{method}: no answer in {self.timeout} s")

    def wait_event(self, session, method, timeout=None):
        """The first queued or coming event `method` of `session`."""
        deadline = time.time() + (timeout or self.timeout)
        while True:
            for i, (s, m, p) in enumerate(self.events):
                if s == session and m == method:
                    del self.events[i]
                    return p
            if time.time() > deadline:
                raise BrowserError(f"no {method} in {timeout or self.timeout} s")
            self.ws.settimeout(max(0.1, deadline - time.time()))
            try:
                msg = json.loads(self.ws.recv())
            except websocket.WebSocketTimeoutException:
                continue
            finally:
                self.ws.settimeout(self.timeout)
            if "method" in msg:
                self.events.append((msg.get("sessionId"), msg["method"], msg.get("params", {})))

    def new_page(self, width=1200, height=1600):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session, width, height)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    """One tab: what it logged since the last `take_log()` is kept."""

    def __init__(self, browser, target, session, width, height):
        self.b, self.target, self.session = browser, target, session
        for domain in ("Page", "Runtime", "Log"):
            self.cmd(f"{domain}.enable")
        self.log = []
        self.resize(width, height)

    def cmd(self, method, params=None):
        result = self.b.send(method, params, self.session)
        self._collect()
        return result

    def _collect(self):
        keep = []
        for s, m, p in self.b.events:
            if s != self.session:
                keep.append((s, m, p))
            elif m == "Runtime.consoleAPICalled":
                args = " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", []))
                self.log.append(f"console.{p.get('type')}: {args}")
            elif m == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails", {})
                self.log.append("uncaught: " + d.get("exception", {}).get("description", d.get("text", "")))
            elif m == "Log.entryAdded":
                e = p.get("entry", {})
                self.log.append(f"{e.get('source')} {e.get('level')}: {e.get('text')} {e.get('url', '')}".strip())
            else:
                keep.append((s, m, p))
        self.b.events = keep

    def resize(self, width, height=1600):
        self.width, self.height = width, height
        self.cmd("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def goto(self, url):
        """Loads `url` and waits for its load event and its scripts' first frames."""
        self.b.events = [e for e in self.b.events if not (e[0] == self.session and e[1] == "Page.loadEventFired")]
        result = self.cmd("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise BrowserError(f"could not load {url}: {result['errorText']}")
        self.b.wait_event(self.session, "Page.loadEventFired")
        self.settle()
        self._collect()

    def settle(self):
        """Two animation frames and a moment: what the page's scripts do at load is done."""
        self.eval("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))))",
                  await_promise=True)

    def eval(self, expression, await_promise=False):
        r = self.cmd("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                          "awaitPromise": await_promise})
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise BrowserError("script failed: " + d.get("exception", {}).get("description", d.get("text", "")))
        return r.get("result", {}).get("value")

    def dom(self):
        return self.eval("document.documentElement.outerHTML")

    def click(self, selector):
        """Clicks the first element `selector` finds (a script click, then the page settles)."""
        found = self.eval(f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
                          " if (!e) return false; e.click(); return true; })()")
        if not found:
            raise BrowserError(f"nothing to click: {selector}")
        self.settle()

    def mouse_click(self, selector):
        """Clicks the first element `selector` finds as a person does: the
        element scrolled into view, then the mouse moved onto its middle,
        pressed and released there (Input.dispatchMouseEvent), so focus,
        mousedown, mouseup and click come as the browser makes them."""
        box = self.eval(f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
                        " if (!e) return null; e.scrollIntoView({block: 'center'});"
                        " const r = e.getBoundingClientRect();"
                        " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()")
        if not box:
            raise BrowserError(f"nothing to click: {selector}")
        at = {"x": box["x"], "y": box["y"]}
        self.cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", **at})
        self.cmd("Input.dispatchMouseEvent", {"type": "mousePressed", "button": "left", "buttons": 1,
                                              "clickCount": 1, **at})
        self.cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", "button": "left", "buttons": 0,
                                              "clickCount": 1, **at})
        self.settle()

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            h = self.eval("document.documentElement.scrollHeight") or self.height
            params.update(captureBeyondViewport=True,
                          clip={"x": 0, "y": 0, "width": self.width, "height": h, "scale": 1})
        data = self.cmd("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        if os.path.getsize(path) == 0:
            raise BrowserError(f"empty screenshot {path}")

    def take_log(self):
        self._collect()
        out, self.log = self.log, []
        return out
