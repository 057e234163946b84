#!/usr/bin/env python3
"""Runs a doc's walkthroughs as written: the ```sh blocks after a `<!-- walkthrough -->` line.

Blocks before the first `## ` heading are the setup; each `## ` section then runs in a fresh empty
directory, in one bash session (so `cd` and variables carry from block to block), after the setup.
A block marked `<!-- walkthrough fails -->` must exit non-zero (it runs in a subshell), and with
`<!-- walkthrough fails: TEXT -->` its output must also contain TEXT. Exits 1 on the first block that
does otherwise, with that block's output. Usage: walkthroughs.py [-v] DOC.md (-v: print every output;
PINBENCH: the clone to use).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

MARK = re.compile(r"^<!-- walkthrough( fails(?::\s*(.*?))?)? -->$")


def sections(text):
    """[(title, [(fails, expected text, block)])], the setup first (title None)."""
    result = [(None, [])]
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("## "):
            result.append((line[3:], []))
        match = MARK.match(line)
        if match:
            assert lines[index + 1] == "```sh", f"line {index + 2}: a walkthrough mark is followed by a ```sh block"
            end = lines.index("```", index + 2)
            result[-1][1].append((match.group(1) is not None, match.group(2), "\n".join(lines[index + 2:end])))
            index = end
        index += 1
    return result


def script(setup, blocks):
    """One bash script: every block in order; a failing block's output is kept for its check."""
    parts = ["set -euo pipefail"] + [block for _, _, block in setup]
    for number, (fails, _, block) in enumerate(blocks):
        if fails:
            parts.append(f"if ( {block}\n) >\"$WALKTHROUGH_OUTPUT/{number}.out\" 2>&1; then cat \"$WALKTHROUGH_OUTPUT/{number}.out\"; "
                         f"echo 'walkthrough: block {number + 1} should have failed'; exit 1; fi")
        else:
            parts.append(block)
        parts.append(f"echo '== walkthrough: block {number + 1} done'")
    return "\n".join(parts)


def main():
    verbose = "-v" in sys.argv[1:]
    doc = [argument for argument in sys.argv[1:] if argument != "-v"][0]
    found = sections(open(doc).read())
    setup = found[0][1]
    for title, blocks in found[1:]:
        if not blocks:
            continue
        start = time.time()
        with tempfile.TemporaryDirectory() as directory, tempfile.TemporaryDirectory() as outputs:
            run = subprocess.run(["bash", "-c", script(setup, blocks)], cwd=directory, text=True,
                                 env={**os.environ, "WALKTHROUGH_OUTPUT": outputs},
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if verbose:
                print(run.stdout)
            if run.returncode != 0:
                print(run.stdout[-6000:])
                sys.exit(f"walkthrough '{title}' failed (exit {run.returncode})")
            for number, (fails, expected, _) in enumerate(blocks):
                if fails and expected:
                    text = open(f"{outputs}/{number}.out").read()
                    if expected not in text:
                        print(text[-4000:])
                        sys.exit(f"walkthrough '{title}': block {number + 1} failed without saying '{expected}'")
        print(f"walkthrough '{title}': {len(blocks)} blocks as written ({time.time() - start:.0f} s)")


main()
