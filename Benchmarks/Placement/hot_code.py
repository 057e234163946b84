#!/usr/bin/env python3
"""Which code placement moves the fallback forms' time ratios: the hot code's, or everything else's?

A measurement, not a test. It relinks this pin-bench's objects (the link SwiftPM ran, from the build
manifest) K times per group with lld's --shuffle-sections seeds 1000..1000+K-1, and times each binary
once on one scenario (`run --placements 1`, 15 paired rounds), then prints per strategy the spread
of its ratio to if-else over the K binaries, every binary's ratio, and where each binary's PLT starts:

- one binary: the same binary K times (what a fresh process moves, no code moved);
- shuffle: every function in a random order (what `run` measures over);
- shuffle, hot code fixed: the hot functions (HOT below) first, in one order, the rest shuffled;
- the same two with the Swift runtime linked statically (no PLT: retain and release are direct
  calls), swift_retain and swift_release among the fixed hot code.

    swift build -c release
    python3 Benchmarks/Placement/hot_code.py --pin-bench .build/release/pin-bench --work /tmp/hot-code

docs/measurement.md ("What makes a ratio move with function order") gives what it showed.
"""
import argparse, json, math, os, re, statistics, subprocess, sys

# The functions a chain pass at depth 1024 spends its time in (perf, cpu-clock samples): each
# strategy's specialized layout, the engine's Layout destructor and frame setter, the timing loops.
HOT = re.compile(r"^\$s11PinBenchKit\d+\w+StrategyV6layoutyy0A8Baseline5ChainVFTf4nd_n$"
                 r"|^\$s11PinBaseline11IfElseChainO6layout_5views\w+Tf4nnd_n$"
                 r"|^\$s9PinEngine0A6LayoutVfD$|^\$s9PinEngine4ViewC5frameAA4RectVvs$"
                 r"|^\$s19PinBenchMeasurement10time(Passes|Resets)_\w+$")
RUNTIME_HOT = ["swift_retain", "swift_release", "swift_retain_n", "swift_release_n"]
STATIC = ["-static-stdlib", "-lFoundation", "-lCoreFoundation", "-lFoundationEssentials", "-lFoundationInternationalization",
          "-l_FoundationCollections", "-l_FoundationCShims", "-l_FoundationICU", "-lswiftSynchronization", "-lstdc++",
          "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime"]
SCENARIO = "depth:1024/hidden:none/fanin:1"


def link_arguments(pin_bench):
    """The link command of `pin_bench` in its build manifest (<scratch>/<configuration>.yaml)."""
    binary = os.path.realpath(pin_bench)
    configuration_directory = os.path.dirname(binary)
    manifest = os.path.join(os.path.dirname(os.path.dirname(configuration_directory)),
                            os.path.basename(configuration_directory) + ".yaml")
    for block in open(manifest).read().split('\n  "'):
        if block.startswith("C.") and f'outputs: ["{binary}"]' in block:
            for line in block.split("\n"):
                if line.strip().startswith("args:"):
                    return json.loads(line.strip()[len("args:"):])
    sys.exit(f"no link command for {binary} in {manifest}")


def link(arguments, path, seed, order_file, static):
    command = list(arguments)
    command[command.index("-o") + 1] = path
    command += (STATIC if static else []) + ["-use-ld=lld", "-Xlinker", f"--shuffle-sections=.text*={seed}", "-Xlinker", "--strip-debug"]
    if order_file:
        command += ["-Xlinker", f"--symbol-ordering-file={order_file}", "-Xlinker", "--no-warn-symbol-ordering"]
    subprocess.run(command, check=True)


def ratios(binary, out):
    subprocess.run([binary, "run", "--placements", "1", "--function-orders", "one", "--no-instructions", "--quiet",
                    "--filter", SCENARIO, "--rounds", "15", "--no-save", "--format", "json", "--out", out],
                   check=True, stdout=subprocess.DEVNULL)
    cases = json.load(open(out))["cases"]
    return {case["name"].split("/")[1]: case["ratio"]["median"] for case in cases if case.get("ratio")}


def plt_start(binary):
    sections = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    line = next((l for l in sections.split("\n") if " .plt " in l), None)
    return line.split()[line.split().index(".plt") + 2] if line else "none"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pin-bench", required=True, help="a release pin-bench built by SwiftPM (function sections)")
    parser.add_argument("--work", required=True, help="a folder for the binaries and results")
    parser.add_argument("-k", type=int, default=12, help="binaries per group (default 12)")
    arguments = parser.parse_args()
    os.makedirs(arguments.work, exist_ok=True)
    link_command = link_arguments(arguments.pin_bench)
    symbols = subprocess.run(["nm", arguments.pin_bench], capture_output=True, text=True, check=True).stdout.split("\n")
    names = {line.split()[-1] for line in symbols if line.strip()}
    hot = sorted(name for name in names if HOT.match(name) and "InjectedWork" not in name)  # the self-test's, never timed here
    order, static_order = os.path.join(arguments.work, "hot.txt"), os.path.join(arguments.work, "hot-static.txt")
    open(order, "w").write("\n".join(hot) + "\n")
    open(static_order, "w").write("\n".join(hot + RUNTIME_HOT) + "\n")
    groups = {"one binary": (None, False), "shuffle": (None, False), "shuffle, hot code fixed": (order, False),
              "static, shuffle": (None, True), "static, shuffle, hot code fixed": (static_order, True)}
    results = {}
    for index in range(arguments.k):
        for group, (order_file, static) in groups.items():
            binary = os.path.join(arguments.work, re.sub(r"\W+", "-", group) + f"-{index}")
            if group == "one binary":
                binary = os.path.join(arguments.work, "one-binary")
                if index == 0:
                    link(link_command, binary, 999, None, False)
            else:
                link(link_command, binary, 1000 + index, order_file, static)
            measured = ratios(binary, binary + ".json")
            results.setdefault(group, []).append({"plt": plt_start(binary), "ratios": measured})
            if group != "one binary":
                os.remove(binary)
    json.dump(results, open(os.path.join(arguments.work, "hot_code.json"), "w"), indent=1)
    print(f"{len(hot)} hot functions fixed; {arguments.k} binaries per group; {SCENARIO}; ratio to if-else, median of 15 rounds")
    for group, runs in results.items():
        print(f"\n{group}: PLT at " + ", ".join(run["plt"] for run in runs))
        for strategy in runs[0]["ratios"]:
            if strategy == "if-else":
                continue
            values = [run["ratios"][strategy] for run in runs]
            spread = statistics.stdev(math.log(v) for v in values) * 100
            print(f"  {strategy:14s} sd {spread:4.1f}%  " + " ".join(f"{v:.3f}" for v in values))


if __name__ == "__main__":
    main()
