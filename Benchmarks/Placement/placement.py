#!/usr/bin/env python3
"""How much each placement factor alone moves pin-bench's time ratios on this host.

A measurement, not a test: it runs `pin-bench run` once per factor (`--vary`, one after another,
never two at once), each over K fresh child processes, and writes a Markdown variance decomposition
(default results/placement.md): per time ratio, the spread of the K layouts' median ratios when only
that factor varies (function order, ASLR, environment size, stack offset, heap warm-up, and with
--second-build the build), against the noise floor of K processes where nothing varies.

    swift build -c release
    python3 Benchmarks/Placement/placement.py --pin-bench .build/release/pin-bench --work /tmp/placement
    # the build factor: a second clean build of the same commit, e.g. a fresh clone built separately
    python3 Benchmarks/Placement/placement.py --pin-bench .build/release/pin-bench \\
        --second-build /tmp/clone/.build/release/pin-bench --work /tmp/placement
    # re-render from the JSON files already measured
    python3 Benchmarks/Placement/placement.py --from /tmp/placement
"""
import argparse, json, math, os, shlex, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import foreground  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Depths 256 and 1024 with nothing hidden (fan-in 1) and the form screen: 9 ratios to if-else, about
# 4 s per layout on a 2-core VM with the default rounds.
DEFAULT_FILTER = ("^BM_(Chain/(if-else|otherwise|if-needed|first-visible|manual)/depth:(256|1024)/hidden:none/fanin:1"
                  "|App/(if-else|otherwise)/screen:form/.*)$")


class Experiment:
    """One `pin-bench run` of the decomposition: its file name, what it varies, and its layout options."""

    def __init__(self, name, label, layouts_option, vary, composite=False, code=False):
        self.name, self.label, self.layouts_option, self.vary = name, label, layouts_option, vary
        # composite: varies several factors at once (not a factor of its own); code: relinked binaries.
        self.composite, self.code = composite, code

    def file(self, work):
        return os.path.join(work, f"{self.name}.json")


FLOOR = Experiment("none", "nothing (noise floor)", "--layouts", "none")
EXPERIMENTS = [
    FLOOR,
    Experiment("function-order", "function order", "--code-layouts", "none", code=True),
    Experiment("aslr", "ASLR", "--layouts", "aslr"),
    Experiment("environment", "environment size", "--layouts", "environment"),
    Experiment("stack", "stack offset", "--layouts", "stack"),
    Experiment("heap", "heap warm-up", "--layouts", "heap"),
    Experiment("all", "all placement factors", "--layouts", "all", composite=True),
    Experiment("everything", "everything (function order and all placement factors)", "--code-layouts", "all",
               composite=True, code=True),
]
# The build factor: the default link of each build, nothing else varied; their layouts pooled.
BUILDS = [Experiment("build-a", "build A", "--layouts", "none"), Experiment("build-b", "build B", "--layouts", "none")]
BUILD_LABEL = "build (two clean builds)"
COMMAND_FILE = "placement-command.txt"


def package_of(pin_bench):
    """The checkout that built `pin_bench` (where its `.build` is), else this one: a run records the commit
    and dirty state of the directory it runs in, which must be the binary's own."""
    directory = os.path.dirname(os.path.realpath(pin_bench))
    while directory != os.path.dirname(directory):
        if os.path.basename(directory) == ".build" and os.path.exists(os.path.join(os.path.dirname(directory), "Package.swift")):
            return os.path.dirname(directory)
        directory = os.path.dirname(directory)
    return ROOT


def measure(args, work):
    """Every experiment's `run`, one after another, into `work`."""
    common = ["--filter", args.filter, "--no-save", "--format", "json", "--quiet"]
    for option, value in (("--rounds", args.rounds), ("--min-time", args.min_time)):
        if value is not None:
            common += [option, str(value)]
    planned = [(args.pin_bench, experiment, args.layouts) for experiment in EXPERIMENTS]
    if args.second_build:
        half = max(2, args.layouts // 2)
        planned += [(args.pin_bench, BUILDS[0], half), (args.second_build, BUILDS[1], half)]
    commands = [[pin_bench, "run", experiment.layouts_option, str(layouts), "--vary", experiment.vary] + common
                + ["--out", experiment.file(work)] for pin_bench, experiment, layouts in planned]
    with open(os.path.join(work, COMMAND_FILE), "w") as file:
        file.write("".join(shlex.join(command) + "\n" for command in [["python3"] + sys.argv] + commands))
    for command in commands:
        foreground.run(command, "placement.py", cwd=package_of(command[0]))


def layout_medians(document):
    """{case name: (reference, [each layout's median ratio])} for every case with a per-layout ratio."""
    return {case["name"]: (case["ratio"]["reference"], [layout["median"] for layout in case["ratio"]["layouts"]])
            for case in document["cases"] if case.get("ratio") and case["ratio"].get("layouts")}


def spread(medians):
    """(max ÷ min − 1, sample standard deviation of the logs), both as fractions."""
    logs = [math.log(m) for m in medians]
    mean = sum(logs) / len(logs)
    sd = math.sqrt(sum((x - mean) ** 2 for x in logs) / (len(logs) - 1)) if len(logs) > 1 else 0.0
    return max(medians) / min(medians) - 1, sd


def readable(name, reference):
    """`otherwise ÷ if-else, depth 1024, nothing hidden` for `BM_Chain/otherwise/depth:1024/hidden:none/fanin:1`."""
    parts = name.split("/")
    fields = dict(part.split(":", 1) for part in parts[2:] if ":" in part)
    words = [f"{parts[1]} ÷ {reference}"]
    if "screen" in fields:
        words.append(f"app {fields['screen']} ×{fields.get('count', '?')}")
    if "depth" in fields:
        words.append(f"depth {fields['depth']}")
    hidden = fields.get("hidden", "none")
    if hidden == "none":
        words.append("nothing hidden")
    elif hidden.startswith("random-"):
        words.append(f"{hidden[len('random-'):]}% hidden at random")
    else:
        words.append(f"hidden {hidden}")
    if fields.get("fanin", "1") != "1":
        words.append(f"fan-in {fields['fanin']}")
    return ", ".join(words)


def percent(fraction):
    return f"{fraction * 100:.2f}%"


def load(work, second_build_expected):
    """The experiments' documents found in `work`, by name; none.json is required."""
    documents = {}
    for experiment in EXPERIMENTS + BUILDS:
        path = experiment.file(work)
        if os.path.exists(path):
            with open(path) as file:
                documents[experiment.name] = json.load(file)
    if FLOOR.name not in documents:
        sys.exit(f"placement.py: {FLOOR.file(work)} is missing: the noise floor is needed")
    if second_build_expected and not all(b.name in documents for b in BUILDS):
        sys.exit(f"placement.py: the build factor needs {BUILDS[0].file(work)} and {BUILDS[1].file(work)}")
    return documents


class Row:
    """One row of the tables: what varied, each case's layout medians, and whether it varied as planned."""

    def __init__(self, label, medians, experiment=None, note="", failed=False):
        self.label, self.medians, self.experiment, self.note = label, medians, experiment, note
        # failed: the factor did not vary (code layouts impossible here): no row of the conclusion.
        self.failed = failed
        self.is_floor = experiment is FLOOR
        self.composite = bool(experiment and experiment.composite)


def factor_rows(documents):
    """The rows in table order: the floor, the single factors, the build, the composites."""
    rows = []
    for experiment in EXPERIMENTS:
        document = documents.get(experiment.name)
        if document is None:
            continue
        failed = experiment.code and not all(layout.get("linkSeed") is not None for layout in document.get("layouts", []))
        medians = {name: values for name, (_, values) in layout_medians(document).items()}
        rows.append(Row(experiment.label, medians, experiment,
                        "code layouts were not possible: function order did not vary" if failed else "", failed))
    if all(b.name in documents for b in BUILDS):
        a, b = (layout_medians(documents[build.name]) for build in BUILDS)
        pooled = {name: a[name][1] + b[name][1] for name in a if name in b}
        note = f"{len(documents[BUILDS[0].name].get('layouts', []))} layouts of each build, pooled"
        rows.insert(len([row for row in rows if not row.composite]), Row(BUILD_LABEL, pooled, note=note))
    return rows


def above_floor(values, floor_sd):
    """sqrt(max(0, sd² − sd_floor²)) of `values`' logs."""
    return math.sqrt(max(0.0, spread(values)[1] ** 2 - floor_sd ** 2))


def render(documents, work):
    floor_doc = documents[FLOOR.name]
    environment = floor_doc["environment"]
    cases = layout_medians(floor_doc)
    rows = factor_rows(documents)
    floor_sd = {name: spread(values)[1] for name, (_, values) in cases.items()}
    lines = ["# Placement: what moves a time ratio, factor by factor", ""]
    lines += ["Each row of a table below is one `pin-bench run` over K fresh child processes (layouts) in which only",
              "that factor varied; the others were held at layout 1's values (`run --vary`; held ASLR is off). Per",
              "ratio and factor: the spread of the K layouts' median paired ratios as max ÷ min − 1 and as the",
              "standard deviation of their logs (sd), and what the factor adds above the noise floor",
              "(K processes, nothing varied): sqrt(max(0, sd² − sd_floor²)). Host-dependent: another host, or this",
              "one busier, gives other figures.", ""]
    host = environment.get("host") or {}
    lines += ["## Host", "",
              f"- CPU: {environment['cpuModel']}, {environment['cpuMHz']} MHz, {environment['cores']} cores"
              + (f" (SMT siblings: {', '.join(host['smtSiblings'])})" if host.get("smtSiblings") else ""),
              f"- Kernel: {environment['kernel']}",
              f"- {environment['swiftVersion']}",
              f"- Commit: {environment['gitCommit']}{' (dirty)' if environment.get('gitDirty') else ''}",
              f"- Load average at the start of each run: "
              + "; ".join(f"{name} {' '.join(f'{x:.2f}' for x in doc['environment']['loadAverage'])}"
                          for name, doc in documents.items()),
              f"- Settings: {floor_doc['settings']['rounds']} rounds, samples of >= {floor_doc['settings']['minSampleSeconds'] * 1000:g} ms"
              f", {len(floor_doc.get('layouts', []))} layouts per run",
              ""]
    lines += ["## Commands", "", "```sh"]
    command_file = os.path.join(work, COMMAND_FILE)
    if os.path.exists(command_file):
        with open(command_file) as file:
            lines += file.read().splitlines()
    else:  # files measured otherwise: the command lines as pin-bench recorded them (unquoted)
        lines += [doc["environment"]["commandLine"] for doc in documents.values()]
    lines += ["```", ""]

    varied = [row for row in rows if not row.is_floor]
    summary = ["| ratio | " + " | ".join(row.label for row in varied) + " |",
               "| --- | " + " | ".join("---:" for _ in varied) + " |"]
    details = []
    for name, (reference, _) in cases.items():
        title = readable(name, reference)
        summary.append(f"| {title} | " + " | ".join(percent(above_floor(row.medians[name], floor_sd[name]))
                                                    if row.medians.get(name) else "-" for row in varied) + " |")
        details += [f"### {title}", "", f"`{name}`", "",
                    "| varied | layouts | spread (max ÷ min − 1) | sd of logs | above the floor | note |",
                    "| --- | ---: | ---: | ---: | ---: | --- |"]
        for row in rows:
            values = row.medians.get(name)
            if values:
                whole, sd = spread(values)
                above = "-" if row.is_floor else percent(above_floor(values, floor_sd[name]))
                details.append(f"| {row.label} | {len(values)} | {percent(whole)} | {percent(sd)} | {above} | {row.note} |")
        details.append("")
    lines += ["## Above the floor, per ratio and factor", "",
              "sqrt(max(0, sd² − sd_floor²)) of the log layout medians; the last columns vary several factors at once.", ""]
    lines += summary + [""]
    lines += ["## Per ratio", ""] + details
    lines += conclusion(rows, cases, floor_sd)
    return "\n".join(lines) + "\n"


def conclusion(rows, cases, floor_sd):
    """Which single factor adds the most in most ratios, and the smallest difference worth calling."""
    single = [row for row in rows if not (row.is_floor or row.composite or row.failed)]
    tally = {}
    for name in cases:
        scored = [(above_floor(row.medians[name], floor_sd[name]), row.label) for row in single if row.medians.get(name)]
        best = max(scored, default=(0.0, None))
        tally.setdefault(best[1] if best[0] > 0 else None, []).append(name)
    lines = ["## Conclusion", ""]
    ranked = sorted(((label, names) for label, names in tally.items() if label), key=lambda item: -len(item[1]))
    if ranked:
        lines.append(f"- The factor that adds the most above the floor: {ranked[0][0]}, in {len(ranked[0][1])} of {len(cases)} ratios"
                     + "".join(f"; {label} in {len(names)}" for label, names in ranked[1:]) + ".")
    if None in tally:
        lines.append(f"- In {len(tally[None])} of {len(cases)} ratios no single factor spreads the layouts more than the floor does.")
    floor_whole = max(spread(values)[0] for _, values in cases.values())
    lines.append(f"- The noise floor (fresh processes, nothing varied) spreads a ratio by up to {percent(floor_whole)}.")
    dominated = [name for name in cases
                 if all(above_floor(row.medians[name], floor_sd[name]) < floor_sd[name] for row in single if row.medians.get(name))]
    if dominated:
        lines.append(f"- In {len(dominated)} of {len(cases)} ratios the floor's sd is larger than what any single factor adds: most of "
                     "the spread comes from what no `--vary` factor holds (each fresh process's physical pages, the host's drift over "
                     "the minutes between layouts, and the sampling noise of each layout's median).")
    lines.append(f"- Each sd comes from {max(len(values) for _, values in cases.values())} layout medians, so it is itself uncertain "
                 "by about a quarter of its value: read the factors' order, not their second digit.")
    composites = [row for row in rows if row.composite and not row.failed]
    if composites:
        row = composites[-1]
        largest, name = max((spread(values)[0], name) for name, values in row.medians.items())
        lines.append(f"- The smallest time difference this suite may call on this host: about {percent(largest)}, the largest "
                     f"spread with {row.label} varying ({readable(name, cases[name][0])}). "
                     "It is host-dependent: measure it again on the host whose verdicts you read.")
    return lines + [""]


def ab_section(path):
    """The `gate-selftest --ab-function-orders --format json` ab rows (`functionOrders` true), whose two
    sides are one source in other function orders in every placement."""
    with open(path) as file:
        rows = [row for row in json.load(file).get("ab", []) if row.get("functionOrders")]
    title = "## ab between function orders of one source (a pull request that only moves code)"
    if not rows:
        return (f"{title}\n\n`{os.path.basename(path)}` has no ab row measured between function orders "
                "(`gate-selftest --ab-function-orders`).\n\n")
    lines = [title, "",
             f"From `{os.path.basename(path)}` (`pin-bench gate-selftest --ab-function-orders --format json`). In every placement of "
             "a trial OLD and NEW are this source linked in two other function orders: an A/A row's flags are false alarms; a "
             "+N% row's are detections of if-else doing N% more work on NEW's side. \"undecided\" and \"extended\" are the "
             "median over the trials of the cases left inconclusive and of those given placements of their own (\"-\" in files "
             "that predate them).", "",
             "| suite | injected | trials | flagged | inconclusive trials | undecided cases | extended cases | median change | "
             "largest change | run time (median) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for row in rows:
        def median(key):
            return "-" if row.get(key) is None else f"{row[key]:.1f}"
        lines.append(f"| {row['suite']} | {row['injectedPercent']}% | {row['trials']} | {row['flagged']} | {row['inconclusive']} | "
                     f"{median('medianInconclusiveCases')} | {median('medianExtendedCases')} | {percent(row['medianChange'])} | "
                     f"{percent(row['largestChange'])} | {row['medianSeconds']:.0f} s |")
    return "\n".join(lines) + "\n\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pin-bench", help="a release pin-bench (needed unless --from)")
    parser.add_argument("--layouts", type=int, default=8, help="layouts (child processes) per run (default 8)")
    parser.add_argument("--second-build", help="a pin-bench from a second clean build of the same commit (the build factor)")
    parser.add_argument("--filter", default=DEFAULT_FILTER, help="cases to measure (default: depths 256 and 1024, nothing hidden, "
                        "and the form screen; must include the reference if-else)")
    parser.add_argument("--rounds", type=int, help="passed to run (default: run's)")
    parser.add_argument("--min-time", type=float, help="passed to run (default: run's)")
    parser.add_argument("--work", help="where the runs' JSON files go and stay (default: a temporary directory, removed)")
    parser.add_argument("--out", default=os.path.join(ROOT, "results", "placement.md"), help="the Markdown (default results/placement.md)")
    parser.add_argument("--from", dest="source", metavar="DIR", help="render from the JSON files in DIR without measuring")
    parser.add_argument("--ab-selftest", metavar="FILE",
                        help="a `gate-selftest --ab-function-orders --format json` output to add its ab rows between function orders")
    args = parser.parse_args()
    if args.source is None and args.pin_bench is None:
        parser.error("--pin-bench is needed unless --from DIR")
    if args.layouts < 2:
        parser.error("--layouts needs at least 2")
    foreground.stop_on_sigterm()
    try:
        if args.source:
            text = render(load(args.source, False), args.source)
        elif args.work:
            os.makedirs(args.work, exist_ok=True)
            measure(args, args.work)
            text = render(load(args.work, bool(args.second_build)), args.work)
        else:
            with tempfile.TemporaryDirectory(prefix="placement-") as work:
                measure(args, work)
                text = render(load(work, bool(args.second_build)), work)
    except KeyboardInterrupt:
        sys.exit("placement.py: stopped")
    if args.ab_selftest:
        text += ab_section(args.ab_selftest)
    with open(args.out, "w") as file:
        file.write(text)
    print(f"placement.py: wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
