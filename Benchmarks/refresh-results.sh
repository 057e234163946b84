#!/usr/bin/env bash
# Regenerates the committed results that HEAD produces, from one release build, in the order they
# depend on each other (the first two measured here, the rest rendered by Benchmarks/render-results.sh):
#   results/latest.json, latest.md and the charts   run over function orders, with instruction counts
#   results/baseline.json                             the CI baseline (docs/ci.md's recipe)
#   results/PR256.md and its pictures                 from the timings of latest.json and the other hosts (needs valgrind)
#   results/HOSTS.md                                  latest.json pooled with results/hosts/: each host's prices, where
#                                                     its time goes, and each host predicted from another's ratios
#   results/crosscheck.md                             latest.json against the committed C++ run
#   results/cost-model.md                             how well estimated cycles predict latest.json's time ratios
#   README.md's PR256 verdict and sample, results/README.md's findings table (Benchmarks/results_prose.py)
# CommittedFiguresTests then holds every figure the prose quotes to these files. The C++ harness's own
# run (results/gbench-latest.json), placement.md, reproducibility.md and gate-selftest.md are
# measurements of their own, made by the commands results/README.md names.
#
#   Benchmarks/refresh-results.sh          # about 12 min on 2 cores once the function-sections build exists
#
# A benchmark: time verdicts depend on the host and its state; nothing else should run meanwhile.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
pin_bench=.build/release/pin-bench
"$pin_bench" run --function-orders each --instructions --results-dir results --no-history
"$pin_bench" run --suite ci --instructions --no-save --format json --out results/baseline.json
Benchmarks/render-results.sh
