#!/usr/bin/env python3
"""A deliberately non-conforming engine: kmr's own, except that it misreads
the one-card limit (R7.1, Official Rulings S4-02; R9 for a discard, the turn's card too):
a card play or discard refused because its player has already played his
card this turn (reason one-card-limit) is answered as accepted. The
engine-protocol-misreading test checks that exactly the scenarios of that
rule fail, and no other.

Usage: misreading_engine.py KMR   (KMR: the kmr command)"""
import json
import sys

from relay import relay


def misread(request, answer, state, engine):
    if request.startswith('{"step"') and '"one-card-limit"' in answer:
        result = json.loads(answer)
        if result.get("reason") == "one-card-limit":
            return json.dumps({"result": "accepted", "rule": "R7.1",
                               "detail": "a second card this turn (this engine misreads the limit)"})
    return answer


if __name__ == "__main__":
    relay(sys.argv[1], misread)
