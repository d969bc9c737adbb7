#!/usr/bin/env python3
"""A minimal Knightmare Chess engine speaking kmr's engine protocol
(docs/engine-protocol.md) at its first level: the handshake and each step's
result. Start your own engine from it:

    kmr run --engine "python3 examples/engine/skeleton.py" scenarios/

It claims only `results`, so kmr checks nothing but `result:` expectations
and counts the scenarios that read more (reasons, the state, moves) as
"not checked". Its "rules" are a placeholder to replace with yours: every
move is accepted, every card refused (this engine implements none), every
other step accepted. Add `reasons` to PARTS once your refusals carry the
scenario format's reason codes, then `state` and `moves` once you answer
those requests (see the protocol's tables).
"""
import json
import sys

PARTS = ["results"]


class Game:
    """Your engine goes here: the setup is the scenario's `setup:` map."""

    def __init__(self, setup):
        self.fen = setup["fen"]
        self.hands = setup.get("hands", {})

    def step(self, step):
        """One step in the scenario format's words; returns the answer."""
        if "try" in step:  # a probe: answer as the action would be, change nothing
            return self.step(step["try"])
        if "play" in step:
            return {"result": "rejected", "reason": "not-implemented",
                    "detail": "this skeleton implements no card"}
        # move, castle, pass, end-turn, discard, say, recall, keep, timeout
        return {"result": "accepted"}


def answer(request, game):
    """The answer to one request, and the game after it."""
    if "hello" in request:
        return {"engine": "skeleton 0.1", "protocol": 1, "parts": PARTS}, game
    if "setup" in request:
        return {"ok": True}, Game(request["setup"])
    if "step" in request:
        if game is None:
            return {"error": "no game: send a setup first"}, game
        return game.step(request["step"]), game
    if "quit" in request:
        return {"ok": True}, game
    return {"error": "this engine does not answer " + ", ".join(request)}, game


def main():
    game = None
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        reply, game = answer(request, game)
        print(json.dumps(reply), flush=True)
        if "quit" in request:
            break


if __name__ == "__main__":
    main()
