#!/usr/bin/env python3
"""An engine that fails the harness on purpose: kmr's own, except that at
the first step of the scenarios named it is killed (SIGKILL, its kmr engine
with it), sleeps past any timeout, or prints garbage. The
engine-protocol-faults test checks that each costs its scenario alone, with
a clear message, and that the run finishes.

Usage: faulty_engine.py KMR [--crash-on ID] [--hang-on ID] [--garbage-on ID]"""
import argparse
import os
import signal
import time

from relay import relay


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kmr")
    parser.add_argument("--crash-on", default=None)
    parser.add_argument("--hang-on", default=None)
    parser.add_argument("--garbage-on", default=None)
    args = parser.parse_args()

    def misbehave(request, answer, state, engine):
        first_step = request.startswith('{"step"') and state["steps"] == 1
        if first_step and state["scenario"] == args.crash_on:
            print("faulty engine: killed on purpose", file=__import__("sys").stderr, flush=True)
            engine.kill()
            os.kill(os.getpid(), signal.SIGKILL)
        if first_step and state["scenario"] == args.hang_on:
            time.sleep(3600)
        if first_step and state["scenario"] == args.garbage_on:
            return "this is not JSON"
        return answer

    relay(args.kmr, misbehave)


if __name__ == "__main__":
    main()
