#!/usr/bin/env bash
# Renders the committed results pages again from the committed measurements, after a change to how
# they are worded or drawn: nothing is timed. It counts PR256's instructions under callgrind
# (deterministic for one build, so run it on the build that measured results/latest.json).
#   results/latest.md and the charts      from results/latest.json
#   results/PR256.md and its pictures     from latest.json and the other hosts' runs (needs valgrind)
#   results/HOSTS.md                      latest.json pooled with results/hosts/
#   results/crosscheck.md, cost-model.md  latest.json against the C++ run; estimated cycles against time
#   README.md's PR256 verdict and sample, results/README.md's findings table (Benchmarks/results_prose.py)
#
#   Benchmarks/render-results.sh          # about 2 min on 2 cores once the release build exists
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
pin_bench=.build/release/pin-bench
"$pin_bench" report results/latest.json --format md --out results/latest.md --charts results
# The other hosts' runs, as they were measured (results/hosts/README.md); the busy run's times are too noisy to pool.
hosts=(results/hosts/amd-epyc-2596mhz-1f5964f.json results/hosts/amd-epyc-2245mhz-e5cfa25-default-2.json)
"$pin_bench" pr256 --timings results/latest.json "${hosts[@]/#/--timings=}" --out results/PR256.md
"$pin_bench" merge results/latest.json "${hosts[@]}" --out results/hosts/merged.json
"$pin_bench" report results/hosts/merged.json --format md --out results/HOSTS.md
"$pin_bench" crosscheck results/latest.json results/gbench-latest.json --format md --out results/crosscheck.md
"$pin_bench" cost-model results/latest.json --format md --out results/cost-model.md
python3 Benchmarks/results_prose.py
