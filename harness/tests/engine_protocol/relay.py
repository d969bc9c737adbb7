"""A test engine made of kmr's own (`kmr engine`) behind a filter: requests
go through to it, answers come back, and a filter may change an answer or
misbehave. The engines of the engine-protocol tests are built on it."""
import json
import subprocess
import sys


def relay(kmr, on_answer):
    """Serve stdin -> `kmr engine` -> stdout. on_answer(request, answer_line,
    state) returns the line to print (or does something worse); `state` is a
    dict the filter may keep things in (the current scenario's id...)."""
    engine = subprocess.Popen([kmr, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)
    state = {"scenario": None, "steps": 0}
    for request in sys.stdin:
        request = request.rstrip("\n")
        if request.startswith('{"setup"'):
            state["scenario"] = json.loads(request).get("scenario")
            state["steps"] = 0
        elif request.startswith('{"step"'):
            state["steps"] += 1
        engine.stdin.write(request + "\n")
        engine.stdin.flush()
        answer = engine.stdout.readline()
        if not answer:
            sys.exit("relay: kmr engine ended")
        line = on_answer(request, answer.rstrip("\n"), state, engine)
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
        if request.startswith('{"quit"'):
            break
    engine.stdin.close()
    engine.wait()
