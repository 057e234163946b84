#!/usr/bin/env python3
"""Tables and a chart of pin-gbench's constraint-solver rows (issue 7) next to the engine strategies.

Reads a pin-gbench JSON file (--benchmark_out_format=json, with or without repetitions) and writes:
  * the ns-per-view tables, the complexity fits, the frame-check notes, the ratios of the cassowary
    rows to the engine strategies and of cassowary-toggle to the engine's own toggle rows
    (engine-toggle-chain, engine-toggle-run) into a Markdown file, between the markers
    <!-- cassowary-report:begin --> and <!-- cassowary-report:end --> (the text around them is kept;
    a missing file is created with just the block);
  * an SVG chart of ns per view against depth, one log-log panel per series.

    python3 Benchmarks/cassowary_report.py results/gbench-cassowary.json \
        --md results/cassowary.md --svg results/cassowary-per-view.svg

Rows are identified by Google Benchmark's fields, never by taking names apart: each family
(`family_index`) is one row over one series, named by its complexity fit (the BigO row's `run_name`,
the family pin_case_family gives: `BM_Chain/<row>`); the series is the rows' `label` (up to its first
";") and the depth their `views` counter, both written by pin-gbench from the C API's suite
(pin_suite_series). The series are the file's, in its order. A family without a fit cannot be named
and is left out, with a note on stderr.

Values are the `ns_per_view` counter (CPU ns per view per iteration; the Swift rows include their
reset, see Benchmarks/README.md): the median over repetitions (Google Benchmark's median aggregate
when present). The engine strategies are the ones pin-gbench ran, as its JSON context names them
(pinbench_strategies, from the C API); for an older file without that entry they come from
`pin-bench list --format json` (--pin-bench names the binary). Standard library only; the SVG is
written by hand.

The chart's colours, dash patterns and markers are pin-bench's (`ChartStyle` in Swift, one
definition): each strategy's "style" in `pin-bench list --format json`, and for the other rows
(cassowary, engine toggles, C++ reference) the listing's "palette" entries no strategy has, in order.
So --svg needs that listing: without it the script stops with exit code 3 and says so; the Markdown
(--md) needs no binary.
"""
import argparse
import json
import math
import statistics
import subprocess
import sys
from collections import defaultdict

# The families of chain rows, as pin_case_family names them: BM_Chain/<row>.
CHAIN_FAMILY = "BM_Chain/"
CASSOWARY = ["cassowary-build", "cassowary-toggle", "cassowary-priority"]
TOGGLE = ["engine-toggle-chain", "engine-toggle-run"]
# Issue 11's target for the engine's run-only toggle: at least this many times faster than kiwi's.
TOGGLE_TARGET = 20
NO_LISTING = 3  # exit code: --svg without `pin-bench list --format json`
BEGIN, END = "<!-- cassowary-report:begin -->", "<!-- cassowary-report:end -->"


def listing(pin_bench):
    """`pin-bench list --format json`, parsed; or the reason it could not be had."""
    try:
        output = subprocess.run([pin_bench, "list", "--format", "json"], check=True, capture_output=True, text=True).stdout
        return json.loads(output), None
    except (OSError, subprocess.CalledProcessError, ValueError) as error:
        return None, f"{pin_bench} list --format json failed: {error}"


def strategy_names(context, listed, why):
    """The Swift strategies, in `pin-bench list` order: from the file's context, else from the listing."""
    if context.get("pinbench_strategies"):
        return context["pinbench_strategies"].split(",")
    if listed is None:
        raise SystemExit(f"cassowary_report: the input names no strategies (pinbench_strategies) and {why}")
    return [strategy["name"] for strategy in listed["strategies"]]


def styles(listed, rows):
    """Each row's chart style: a strategy's own from the listing, the other rows the palette's unused entries in order."""
    own = {strategy["name"]: strategy["style"] for strategy in listed["strategies"]}
    spare = [style for style in listed["palette"] if style not in own.values()]
    others = [row for row in rows if row not in own]
    if len(others) > len(spare):
        raise SystemExit(f"cassowary_report: {len(others)} rows need a style and the palette has {len(spare)} to spare")
    return {**own, **dict(zip(others, spare))}


def dash(style):
    return f' stroke-dasharray="{style["dash"]}"' if style["dash"] else ""


def marker(style, x, y, size=6, title=""):
    """The style's marker centred on (x, y), as ChartStyle draws it."""
    r = size / 2
    colour = style["colour"]
    inner = f"<title>{title}</title>" if title else ""
    shape = style["marker"]
    if shape == "cross":
        return (f'<path d="M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}M{x - r:.1f},{y + r:.1f}L{x + r:.1f},{y - r:.1f}" '
                f'stroke="{colour}" stroke-width="1.6" fill="none">{inner}</path>')
    if shape == "square":
        element = f'<rect x="{x - r * 0.9:.1f}" y="{y - r * 0.9:.1f}" width="{size * 0.9:.1f}" height="{size * 0.9:.1f}"'
        return f'{element} fill="{colour}">{inner}</rect>'
    if shape == "triangle":
        points = f"{x:.1f},{y - r * 1.1:.1f} {x + r:.1f},{y + r * 0.8:.1f} {x - r:.1f},{y + r * 0.8:.1f}"
        return f'<polygon points="{points}" fill="{colour}">{inner}</polygon>'
    if shape == "diamond":
        points = f"{x:.1f},{y - r * 1.2:.1f} {x + r:.1f},{y:.1f} {x:.1f},{y + r * 1.2:.1f} {x - r:.1f},{y:.1f}"
        return f'<polygon points="{points}" fill="{colour}">{inner}</polygon>'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{colour}">{inner}</circle>'


SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power_of_ten(exponent):
    """A decade tick in the one notation of the axis: 10⁻³, 10⁰, 10⁴."""
    return "10" + str(exponent).translate(SUPERSCRIPT)


def series_of(row):
    """The series a row belongs to: its label up to the first ";" (pin-gbench writes the series first)."""
    return row.get("label", "").split(";")[0]


def title(series, separator=", "):
    """A series label for a heading: hidden:random-50/fanin:4 -> "hidden:random-50, fan-in 4"."""
    return series.replace("/fanin:", f"{separator}fan-in ")


def load(path):
    """The file's chain rows by (row, series, depth): medians, labels, errors; the fits; the series in file order."""
    with open(path) as handle:
        data = json.load(handle)
    benchmarks = data.get("benchmarks", [])
    families = {}  # family_index -> (row, series), from the family's complexity fit
    fits = {}
    for row in benchmarks:
        if row.get("aggregate_name") == "BigO" and row.get("run_name", "").startswith(CHAIN_FAMILY):
            key = (row["run_name"][len(CHAIN_FAMILY):], series_of(row))
            families[row["family_index"]] = key
            fits[key] = (row.get("big_o", "?"), row.get("cpu_coefficient", float("nan")))
    # Each case's depth, by family and instance, from the views counter of its iteration and median rows.
    depths = {}
    for row in benchmarks:
        if row.get("family_index") in families and "views" in row and row.get("aggregate_name") in (None, "median", "mean"):
            depths[(row["family_index"], row["per_family_instance_index"])] = int(row["views"])
    samples = defaultdict(list)
    medians, labels, errors = {}, {}, {}
    unnamed = set()
    for row in benchmarks:
        if row.get("family_index") not in families:
            if row.get("run_name", "").startswith(CHAIN_FAMILY):
                unnamed.add(row.get("family_index"))
            continue
        if row.get("aggregate_name") == "BigO":
            continue
        name, series = families[row["family_index"]]
        depth = depths.get((row["family_index"], row["per_family_instance_index"]))
        key = (name, series, depth)
        if row.get("error_occurred"):
            errors[key] = f"{row.get('run_name', row['name'])}: {row.get('error_message', '')}"
            continue
        if "label" in row:
            labels[key] = row["label"]
        if row.get("run_type") == "iteration" and "ns_per_view" in row:
            samples[key].append(row["ns_per_view"])
        elif row.get("aggregate_name") == "median" and "ns_per_view" in row:
            medians[key] = row["ns_per_view"]
    if unnamed:
        print(f"cassowary_report: {len(unnamed)} BM_Chain famil{'y' if len(unnamed) == 1 else 'ies'} without a complexity fit "
              "(BigO row) cannot be named from the file's fields and are left out", file=sys.stderr)
    values = {key: statistics.median(found) for key, found in samples.items()}
    values.update(medians)
    repetitions = max([len(found) for found in samples.values()] +
                      [row.get("repetitions", 0) for row in benchmarks if row.get("run_type") == "aggregate"], default=0)
    series = list(dict.fromkeys(label for _, label in families.values()))
    return data.get("context", {}), values, labels, errors, fits, repetitions, series


def number(value):
    if value is None or math.isnan(value):
        return "–"
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def ratio(value):
    if value >= 100:
        return f"{value:,.0f}×"
    if value >= 10:
        return f"{value:.1f}×"
    return f"{value:.2f}×"


def depths_of(values, series, rows):
    return sorted({key[2] for key in values if key[1] == series and key[0] in rows})


def markdown(source, context, values, labels, errors, fits, repetitions, rows, all_series):
    # The cassowary rows are compared with every engine strategy the input names, and the C++ reference.
    ratio_bases = [row for row in rows if row not in CASSOWARY + TOGGLE]
    lines = [BEGIN, ""]
    lines.append(f"Generated by `Benchmarks/cassowary_report.py` from `{source}` "
                 f"({repetitions} repetition(s) per case; medians over them). "
                 f"kiwi: {context.get('kiwi', 'unknown')}. Machine: {context.get('num_cpus', '?')} CPUs at "
                 f"{context.get('mhz_per_cpu', '?')} MHz, {context.get('date', '?')}.")
    lines.append("")
    for series in all_series:
        depths = depths_of(values, series, rows)
        if not depths:
            continue
        lines.append(f"### {title(series)}: ns per view (CPU, median)")
        lines.append("")
        lines.append("| row | " + " | ".join(str(depth) for depth in depths) + " | fit (Google Benchmark) |")
        lines.append("|---|" + "---:|" * len(depths) + "---|")
        for row in rows:
            cells = [number(values.get((row, series, depth))) if (row, series, depth) not in errors else "error"
                     for depth in depths]
            if all(cell == "–" for cell in cells):
                continue
            fit = fits.get((row, series))
            fit_text = f"{fit[1]:.3g} {fit[0]}" if fit else ""
            lines.append(f"| `{row}` | " + " | ".join(cells) + f" | {fit_text} |")
        lines.append("")
        cassowary_depths = depths_of(values, series, ["cassowary-build", "cassowary-toggle"])
        if cassowary_depths:
            picked = [depth for depth in (16, 256) if depth in cassowary_depths] or [min(cassowary_depths)]
            largest = max(cassowary_depths)
            if largest not in picked:
                picked.append(largest)
            lines.append(f"Ratios (cassowary row ÷ engine row, ns per view; >1 means the engine is faster), {title(series)}:")
            lines.append("")
            lines.append("| depth | engine row | engine ns/view | cassowary-build ÷ engine | cassowary-toggle ÷ engine |")
            lines.append("|---:|---|---:|---:|---:|")
            for depth in picked:
                build = values.get(("cassowary-build", series, depth))
                toggle = values.get(("cassowary-toggle", series, depth))
                for base in ratio_bases:
                    engine = values.get((base, series, depth))
                    if engine is None or engine <= 0:
                        continue
                    lines.append(f"| {depth} | `{base}` | {number(engine)} | "
                                 f"{ratio(build / engine) if build else '–'} | {ratio(toggle / engine) if toggle else '–'} |")
            lines.append("")
        lines.extend(toggle_table(values, errors, series))
    engine_toggles = sorted(key for key in labels if key[0] in TOGGLE and key not in errors)
    if engine_toggles:
        lines.append("### Frame checks of the engine toggle rows")
        lines.append("")
        lines.append(f"All {len(engine_toggles)} `engine-toggle-chain`/`engine-toggle-run` cases: after each of the timed toggles "
                     "(every toggled view hidden/shown, then back), the frames equal bit for bit those of a second chain that "
                     "lays out every view again, and manual's rule on the new visibility in y, width and height. x may differ: "
                     "the if/else fallback (`top()`) keeps the x of the previous layout, and the views aligned below follow "
                     "(the labels count these stale x values).")
        lines.append("")
    notes = [(key, text.split(";", 1)[1].strip()) for key, text in labels.items() if key[0].startswith("cassowary") and ";" in text]
    toggles = [key for key, text in notes if key[0] == "cassowary-toggle" and text.endswith("frames = manual's rule after each toggle")]
    notes = [(key, text) for key, text in notes if key not in toggles]
    if notes or toggles:
        lines.append("### Frame checks of the cassowary rows (their labels)")
        lines.append("")
        if toggles:
            lines.append(f"All {len(toggles)} `cassowary-toggle` cases: after each of the check's toggles (every toggled view "
                         "hidden/shown, then back) the frames equal manual's rule on the new visibility, within 1e-6 before "
                         "rounding and bit for bit after it.")
            lines.append("")
        if notes:
            lines.append("| case | check |")
            lines.append("|---|---|")
            for (row, series, depth), text in sorted(notes):
                lines.append(f"| `{row}` depth {depth} {title(series, ' ')} | {text.replace('|', '&#124;')} |")
            lines.append("")
    if errors:
        lines.append("### Errors (SkipWithError rows)")
        lines.append("")
        for (row, series, depth), message in sorted(errors.items(), key=lambda item: (item[0][0], item[0][1], item[0][2] or 0)):
            lines.append(f"- `{row}` depth {depth if depth is not None else '?'} {title(series, ' ')}: {message}")
        lines.append("")
    lines.append(END)
    return "\n".join(lines) + "\n"


def toggle_table(values, errors, series):
    """cassowary-toggle next to the engine's toggle rows at every depth both have, with the ratios."""
    depths = [depth for depth in depths_of(values, series, ["cassowary-toggle"])
              if any((row, series, depth) in values for row in TOGGLE)]
    if not depths:
        return []
    lines = [f"One toggle, {title(series)}: ns per view of the chain (CPU, median) and cassowary-toggle ÷ engine "
             f"(>1: the engine is faster; target for `engine-toggle-run`: ≥ {TOGGLE_TARGET}×):", "",
             "| depth | `cassowary-toggle` | `engine-toggle-chain` | `engine-toggle-run` | ÷ chain | ÷ run | run ≥ "
             f"{TOGGLE_TARGET}× |", "|---:|---:|---:|---:|---:|---:|---|"]
    for depth in depths:
        kiwi = values.get(("cassowary-toggle", series, depth))
        cells, ratios = [], []
        for row in TOGGLE:
            key = (row, series, depth)
            engine = values.get(key)
            cells.append("error" if key in errors else number(engine))
            ratios.append(kiwi / engine if kiwi and engine else None)
        met = "–" if ratios[1] is None else ("yes" if ratios[1] >= TOGGLE_TARGET else "**no**")
        lines.append(f"| {depth} | {number(kiwi)} | " + " | ".join(cells) + " | " +
                     " | ".join(ratio(value) if value is not None else "–" for value in ratios) + f" | {met} |")
    lines.append("")
    return lines


def write_markdown(path, block):
    try:
        with open(path) as handle:
            text = handle.read()
    except FileNotFoundError:
        text = ""
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + block.rstrip("\n") + tail
    else:
        text = (text.rstrip("\n") + "\n\n" if text else "") + block
    with open(path, "w") as handle:
        handle.write(text)


def svg(values, errors, rows, all_series, style):
    """One log-log panel per series that has rows (each over its own depths, all on one y scale), a legend, a footnote."""
    present = [key for key in values if key[0] in rows]
    if not present:
        raise SystemExit("cassowary_report: no BM_Chain rows with ns_per_view in the input")
    drawn = [series for series in all_series if any(key[1] == series for key in present)]
    panel_width, panel_height, top, left, bottom, gap = 380, 330, 40, 62, 48, 24
    per_line = 5
    # One 20-pixel line per row of five legend entries, then the footnote's line.
    legend_height = 20 * math.ceil(len(rows) / per_line) + 24
    width = max(left + len(drawn) * panel_width + (len(drawn) - 1) * gap + 16, left + per_line * 220)
    height = top + panel_height + bottom + legend_height
    low = min(values[key] for key in present if values[key] > 0)
    high = max(values[key] for key in present)
    y_min, y_max = math.floor(math.log10(low)), math.ceil(math.log10(high))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
           'font-family="Helvetica, Arial, sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="18" text-anchor="middle" font-size="14" font-weight="bold">'
           'ns per view vs depth: kiwi (Cassowary) rows, the engine strategies and the C++ reference (log-log, CPU, median)</text>']
    for index, series in enumerate(drawn):
        x0 = left + index * (panel_width + gap)
        plot_width = panel_width - 10
        depths = sorted({key[2] for key in present if key[1] == series})
        x_min, x_max = math.log2(depths[0]), math.log2(depths[-1])
        if x_max == x_min:
            x_min, x_max = x_min - 1, x_max + 1

        def px(depth):
            return x0 + (math.log2(depth) - x_min) / (x_max - x_min) * plot_width

        def py(value):
            return top + panel_height - (math.log10(value) - y_min) / (y_max - y_min) * panel_height

        out.append(f'<text x="{x0 + plot_width / 2}" y="{top - 8}" text-anchor="middle" font-size="12">'
                   f'{title(series)}</text>')
        out.append(f'<rect x="{x0}" y="{top}" width="{plot_width}" height="{panel_height}" fill="none" stroke="#999"/>')
        for exponent in range(y_min, y_max + 1):
            y = py(10 ** exponent)
            out.append(f'<line x1="{x0}" y1="{y:.1f}" x2="{x0 + plot_width}" y2="{y:.1f}" stroke="#e5e5e5"/>')
            if index == 0:
                out.append(f'<text x="{x0 - 6}" y="{y + 4:.1f}" text-anchor="end">{power_of_ten(exponent)}</text>')
        for depth in depths:
            x = px(depth)
            out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + panel_height}" stroke="#f0f0f0"/>')
            out.append(f'<text x="{x:.1f}" y="{top + panel_height + 16}" text-anchor="middle">{depth}</text>')
        out.append(f'<text x="{x0 + plot_width / 2}" y="{top + panel_height + 34}" text-anchor="middle">depth (views)</text>')
        for row in rows:
            points = sorted((key[2], values[key]) for key in present if key[0] == row and key[1] == series)
            if not points:
                continue
            path = " ".join(f"{px(depth):.1f},{py(value):.1f}" for depth, value in points)
            out.append(f'<polyline points="{path}" fill="none" stroke="{style[row]["colour"]}" stroke-width="1.8"{dash(style[row])}/>')
            for depth, value in points:
                out.append(marker(style[row], px(depth), py(value), title=f"{row} depth {depth}: {number(value)} ns/view"))
    out.append(f'<text transform="translate(16,{top + panel_height / 2}) rotate(-90)" text-anchor="middle">ns per view</text>')
    legend_y = top + panel_height + bottom + 8
    for index, row in enumerate(rows):
        x = left + (index % per_line) * 220
        y = legend_y + (index // per_line) * 20
        out.append(f'<line x1="{x}" y1="{y}" x2="{x + 26}" y2="{y}" stroke="{style[row]["colour"]}" stroke-width="2"{dash(style[row])}/>')
        out.append(marker(style[row], x + 13, y))
        out.append(f'<text x="{x + 32}" y="{y + 4}">{row}</text>')
    out.append(f'<text x="{left}" y="{height - 6}" fill="#555">Swift strategy rows include their reset; '
               'cassowary-priority\'s frames differ from manual in the half-hidden series (see results/cassowary.md).</text>')
    if errors:
        out.append(f'<text x="{width - 10}" y="{height - 6}" text-anchor="end" fill="#c0392b">'
                   f'{len(errors)} case(s) reported an error and are not drawn</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("json", help="pin-gbench JSON output (--benchmark_out_format=json)")
    parser.add_argument("--md", help="Markdown file to write the generated block into")
    parser.add_argument("--svg", help="SVG chart to write")
    parser.add_argument("--pin-bench", default=".build/release/pin-bench",
                        help="pin-bench binary whose `list --format json` gives the chart styles, and the strategies when the "
                             "input does not (default: %(default)s)")
    arguments = parser.parse_args()
    context, values, labels, errors, fits, repetitions, all_series = load(arguments.json)
    listed, why = listing(arguments.pin_bench) if arguments.svg or not context.get("pinbench_strategies") else (None, None)
    rows = CASSOWARY + TOGGLE + strategy_names(context, listed, why) + ["cpp-reference"]
    if arguments.svg and listed is None:
        print(f"cassowary_report: --svg takes its colours from pin-bench, and {why} (build it, or name it with --pin-bench)",
              file=sys.stderr)
        return NO_LISTING
    if not any(key[0].startswith("cassowary") for key in values):
        print("cassowary_report: no cassowary rows in the input (kiwi: %s)" % context.get("kiwi", "unknown"), file=sys.stderr)
    if arguments.md:
        write_markdown(arguments.md, markdown(arguments.json, context, values, labels, errors, fits, repetitions, rows, all_series))
    if arguments.svg:
        with open(arguments.svg, "w") as handle:
            handle.write(svg(values, errors, rows, all_series, styles(listed, rows)))
    if not arguments.md and not arguments.svg:
        sys.stdout.write(markdown(arguments.json, context, values, labels, errors, fits, repetitions, rows, all_series))
    return 0


if __name__ == "__main__":
    sys.exit(main())
