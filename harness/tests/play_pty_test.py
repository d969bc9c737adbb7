#!/usr/bin/env python3
"""kmr play on a pseudo-terminal, as a person at a terminal meets it: the
prompt, answers to typed lines, completion and history (when the build has
libedit), and the end at `quit`. Usage:
play_pty_test.py KMR_BINARY [editing|plain]"""
import os
import pty
import select
import sys
import tempfile
import time


def read_until(fd, wanted, timeout=20.0):
    out = b""
    end = time.time() + timeout
    while wanted not in out and time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    return out


def start(kmr, history):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"
        os.environ["KMR_HISTORY"] = history
        os.execv(kmr, [kmr, "play", "--hands", "{white: [pacifism]}"])
    return pid, fd


def main():
    kmr = sys.argv[1]
    editing = len(sys.argv) < 3 or sys.argv[2] == "editing"
    history = os.path.join(tempfile.mkdtemp(prefix="kmr-play-history-"), "state", "history")
    pid, fd = start(kmr, history)
    seen = read_until(fd, b"kmr> ")
    failures = []
    if b"kmr> " not in seen:
        failures.append("no prompt: %r" % seen[-400:])
    os.write(fd, b"e2e4\r")
    seen = read_until(fd, b"kmr> ")
    if b"result: accepted" not in seen:
        failures.append("e2e4 not answered: %r" % seen[-400:])
    os.write(fd, b"choices pacifism\r")
    seen = read_until(fd, b"kmr> ")
    if b"choices: pacifism" not in seen:
        failures.append("choices not answered: %r" % seen[-400:])
    # Completion: the side's name completed from its first letters.
    os.write(fd, b"hand whi\t" if editing else b"hand white")
    time.sleep(0.3)
    os.write(fd, b"\r")
    seen = read_until(fd, b"kmr> ")
    if b"hand white: [pacifism" not in seen:
        failures.append("completion of 'whi' did not give white: %r" % seen[-400:])
    # History: the arrow up brings the last line back.
    os.write(fd, b"\x1b[A\r" if editing else b"hand white\r")
    seen = read_until(fd, b"kmr> ")
    if b"hand white: [pacifism" not in seen:
        failures.append("history did not bring the last line back: %r" % seen[-400:])
    os.write(fd, b"quit\r")
    read_until(fd, b"\0", timeout=5)
    _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        failures.append("exit status %r" % status)
    if editing:
        # The next session remembers the lines of the last one (KMR_HISTORY).
        if not os.path.exists(history):
            failures.append("no history kept in %s" % history)
        pid, fd = start(kmr, history)
        read_until(fd, b"kmr> ")
        os.write(fd, b"\x1b[A\x1b[A\r")  # quit, then the line before it
        seen = read_until(fd, b"kmr> ")
        if b"hand white: [pacifism" not in seen:
            failures.append("the history of the last session did not come back: %r" % seen[-400:])
        os.write(fd, b"quit\r")
        read_until(fd, b"\0", timeout=5)
        os.waitpid(pid, 0)
    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("ok: kmr play on a terminal")


main()
