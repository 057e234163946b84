#!/usr/bin/env python3
"""Opens `pin-bench report --format html` in a real browser (headless Chromium) and checks the DOM
the browser built from it against the results file it was rendered from: the summary table (a row
per strategy against the reference), the table of contents (every link to an element of the page),
one case row (with its distribution strip) per case, the charts of every series, the counter table.

    python3 Benchmarks/html_check.py --pin-bench .build/release/pin-bench RESULTS.json [--screenshot OUT.png]

Exit 0 when the page checks out, 1 when it does not (each problem printed), 2 when Chromium is missing.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser

BROWSERS = ["chromium-headless-shell", "chromium", "chromium-browser"]
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"]


class Census(HTMLParser):
    """Counts what the checks need in the browser's serialized DOM."""

    def __init__(self):
        super().__init__()
        self.case_rows = 0
        self.strips = 0
        self.chart_svgs = 0
        self.counter_rows = 0
        self.summary_strategies = []
        self.links = []
        self.ids = set()
        self.resources = []
        self.stack = []  # (tag, class, id) of the open elements
        self.summary_cell = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = attributes.get("class", "")
        parent_tags = [entry[0] for entry in self.stack]
        if tag == "tr" and classes == "case":
            self.case_rows += 1
        if tag == "svg" and classes == "strip":
            self.strips += 1
        if tag == "svg" and self.stack and self.stack[-1][1] == "chart":
            self.chart_svgs += 1
        if tag == "tr" and "tbody" in parent_tags and any(entry[2] == "counter-table" for entry in self.stack):
            self.counter_rows += 1
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "a" and "href" in attributes:
            self.links.append(attributes["href"])
        # The first cell of a summary row: its strategy.
        if tag == "td" and self.stack and self.stack[-1][:2] == ("tr", "summary") and self.stack[-1][2] is None:
            self.summary_cell = ""
            self.stack[-1] = ("tr", "summary", "seen")
        for name in ("src", "xlink:href"):
            if name in attributes:
                self.resources.append(f"{tag} {name}={attributes[name]}")
        if tag in ("script", "link", "img", "iframe"):
            self.resources.append(tag)
        if tag not in ("meta", "br", "hr", "input", "img", "link", "circle", "line", "rect", "polyline", "polygon", "path"):
            self.stack.append((tag, classes, attributes.get("id")))

    def handle_endtag(self, tag):
        if tag == "td" and self.summary_cell is not None:
            self.summary_strategies.append(self.summary_cell.strip())
            self.summary_cell = None
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if self.summary_cell is not None:
            self.summary_cell += data


def browser():
    return next((path for path in map(shutil.which, BROWSERS) if path), None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", help="a pin-bench results JSON (run --format json, or results/latest.json)")
    parser.add_argument("--pin-bench", default=".build/release/pin-bench")
    parser.add_argument("--screenshot", help="also save the page as a PNG here")
    arguments = parser.parse_args()

    chromium = browser()
    if chromium is None:
        print(f"html_check: no headless Chromium ({', '.join(BROWSERS)}) on PATH", file=sys.stderr)
        return 2
    with open(arguments.results) as handle:
        document = json.load(handle)
    cases = document["cases"]
    series = sorted({case["series"] for case in cases})
    reference = document["settings"]["reference"]
    strategies = {case["strategy"] for case in cases if case.get("ratio")}

    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "report.html")
        subprocess.run([arguments.pin_bench, "report", arguments.results, "--format", "html", "--out", page], check=True)
        # A private profile, and nothing but the file: the page must not need the network.
        profile = ["--user-data-dir=" + os.path.join(work, "profile")]
        dom = subprocess.run([chromium, *FLAGS, *profile, "--dump-dom", "file://" + page],
                             check=True, capture_output=True, text=True, timeout=120).stdout
        if arguments.screenshot:
            subprocess.run([chromium, *FLAGS, *profile, "--window-size=1280,2400", "--screenshot=" + os.path.abspath(arguments.screenshot),
                            "file://" + page], check=True, capture_output=True, timeout=120)

    census = Census()
    census.feed(dom)
    problems = []
    if census.case_rows != len(cases):
        problems.append(f"{census.case_rows} case rows in the DOM, {len(cases)} cases in the file")
    if census.strips != len(cases):
        problems.append(f"{census.strips} distribution strips, {len(cases)} cases")
    if census.chart_svgs != 2 * len(series):
        problems.append(f"{census.chart_svgs} charts, expected 2 for each of {len(series)} series")
    if census.counter_rows == 0:
        problems.append("no counter rows")
    for strategy in strategies - {reference}:
        if strategy not in census.summary_strategies:
            problems.append(f"no summary row for {strategy} vs {reference}")
    if not census.links:
        problems.append("no table of contents")
    for link in census.links:
        if not link.startswith("#") or link[1:] not in census.ids:
            problems.append(f"the link {link} leads to no element of the page")
    if census.resources:
        problems.append("the page loads resources: " + ", ".join(census.resources))
    for problem in problems:
        print(f"html_check: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"html_check: {os.path.basename(chromium)} rendered {census.case_rows} case rows, {census.chart_svgs} charts, "
          f"{len(census.summary_strategies)} summary rows, {len(census.links)} links, {census.counter_rows} counters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
