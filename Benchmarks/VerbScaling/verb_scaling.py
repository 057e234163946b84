#!/usr/bin/env python3
"""How long pin-bench's file-reading verbs take on results files of 1k, 10k and 100k cases.

A benchmark, not a test: it prints one row per verb and size (wall seconds, best of --repeat), so
that a verb that grows faster than the number of cases shows. The files are synthetic: a small
measured run's scenarios copied to N cases, each under its own depth (a manual and an if-else case
per scenario, as a real run pairs them).

    swift build -c release
    .build/release/pin-bench run --depths 1 --strategies manual,if-else --rounds 8 --min-time 0.0001 \
        --no-save --quiet --format json --out /tmp/seed.json
    python3 Benchmarks/VerbScaling/verb_scaling.py .build/release/pin-bench /tmp/seed.json
"""
import argparse, json, os, subprocess, sys, tempfile, time


def scaled(seed, cases):
    """`seed`'s first scenario (its manual and if-else cases) copied to `cases` cases."""
    pair = [c for c in seed["cases"] if c["depth"] == seed["cases"][0]["depth"]][:2]
    out = []
    for index in range(cases // len(pair)):
        depth = index + 1
        for case in pair:
            copy = dict(case)
            copy["scenario"] = case["scenario"].replace(f"depth={case['depth']} ", f"depth={depth} ", 1)
            copy["name"] = case["name"].replace(f"/depth:{case['depth']}/", f"/depth:{depth}/", 1)
            copy["depth"] = depth
            out.append(copy)
    return dict(seed, cases=out, complexity=[], crossovers=[], resets=[])


def timed(command, repeat):
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        elapsed = time.perf_counter() - start
        # compare's verdicts (0 pass, 2 regression, 7 inconclusive: many cases need many rounds) all count.
        if result.returncode not in (0, 2, 7):
            sys.exit(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()[:300]}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pin_bench", help="the pin-bench executable")
    parser.add_argument("seed", help="a small results file (see above)")
    parser.add_argument("--sizes", default="1000,10000,100000", help="case counts (default 1000,10000,100000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per verb and size; the fastest counts (default 3)")
    args = parser.parse_args()
    seed = json.load(open(args.seed))
    with tempfile.TemporaryDirectory(prefix="verb-scaling-") as work:
        print("| cases | compare | report (table) | report (json) |")
        print("| ---: | ---: | ---: | ---: |")
        for size in map(int, args.sizes.split(",")):
            path = os.path.join(work, f"{size}.json")
            json.dump(scaled(seed, size), open(path, "w"))
            row = [timed([args.pin_bench, "compare", path, path, "--tier", "time", "--out", os.path.join(work, "compare.txt")], args.repeat),
                   timed([args.pin_bench, "report", path, "--out", os.path.join(work, "report.txt")], args.repeat),
                   timed([args.pin_bench, "report", path, "--format", "json", "--out", os.path.join(work, "report.json")], args.repeat)]
            print(f"| {size:,} | " + " | ".join(f"{seconds:.2f} s" for seconds in row) + " |", flush=True)


if __name__ == "__main__":
    main()
