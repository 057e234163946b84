#!/usr/bin/env bash
# Fetches kiwi, the header-only C++ Cassowary solver behind Python's kiwisolver, for pin-gbench's
# constraint-solver rows (issue 7). It comes from the kiwisolver sdist on PyPI at a pinned version and
# sha256, through pip, and only its headers (kiwi/*.h) and LICENSE are unpacked, into
# Benchmarks/GBench/.kiwi/ (git-ignored: never commit kiwi or a copy of it). Package.swift puts .kiwi
# on the C++ header search path; without it pin-gbench builds without the cassowary rows and says so.
#
#   Benchmarks/GBench/fetch-kiwi.sh            # once; then build pin-gbench as usual
#   Benchmarks/GBench/fetch-kiwi.sh --force    # fetch again even if the pinned version is there
#
# kiwi is Copyright (c) 2013-2026, Nucleic Development Team, under the Modified BSD License
# (BSD-3-Clause); .kiwi/LICENSE is its licence text as shipped in the sdist.
# Exit status: 0 when the headers are in place, 1 when they could not be had (pip, network, hash).
set -euo pipefail

KIWI_VERSION=1.5.1
# sha256 of kiwisolver-1.5.1.tar.gz as PyPI serves it; pip checks it (--require-hashes).
KIWI_SHA256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
target="$here/.kiwi"
stamp="kiwisolver $KIWI_VERSION sha256:$KIWI_SHA256"

if [ "${1:-}" != "--force" ] && [ -f "$target/kiwi/kiwi.h" ] && [ "$(head -n 1 "$target/VERSION" 2>/dev/null)" = "$stamp" ]; then
    echo "fetch-kiwi: $stamp already in $target"
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf 'kiwisolver==%s --hash=sha256:%s\n' "$KIWI_VERSION" "$KIWI_SHA256" >"$work/requirements.txt"
# --no-binary :all: gets the sdist (the wheels carry no headers); --no-deps: kiwisolver's own
# dependencies are not needed. pip still prepares the sdist's metadata (a short isolated build step).
if ! "${PYTHON:-python3}" -m pip download --quiet --no-deps --no-binary :all: --require-hashes \
        -r "$work/requirements.txt" -d "$work/download" >"$work/pip.log" 2>&1; then
    tail -n 20 "$work/pip.log" >&2
    echo "fetch-kiwi: pip download of kiwisolver==$KIWI_VERSION failed; pin-gbench will build without the cassowary rows" >&2
    exit 1
fi
archive="$work/download/kiwisolver-$KIWI_VERSION.tar.gz"
[ -f "$archive" ] || { echo "fetch-kiwi: pip saved no $(basename "$archive")" >&2; exit 1; }

mkdir -p "$work/unpacked"
tar -xzf "$archive" -C "$work/unpacked" --wildcards \
    "kiwisolver-$KIWI_VERSION/kiwi/*.h" "kiwisolver-$KIWI_VERSION/LICENSE"
source_dir="$work/unpacked/kiwisolver-$KIWI_VERSION"
[ -f "$source_dir/kiwi/kiwi.h" ] || { echo "fetch-kiwi: the sdist has no kiwi/kiwi.h" >&2; exit 1; }

mkdir -p "$work/new/kiwi"
cp "$source_dir"/kiwi/*.h "$work/new/kiwi/"
cp "$source_dir/LICENSE" "$work/new/LICENSE"
{
    echo "$stamp"
    echo "Headers kiwi/*.h and LICENSE from the PyPI sdist kiwisolver-$KIWI_VERSION.tar.gz, fetched by fetch-kiwi.sh."
    echo "kiwi: Copyright (c) 2013-2026, Nucleic Development Team; Modified BSD License (BSD-3-Clause), see LICENSE."
    echo "Not part of PinBench: git-ignored, never commit."
} >"$work/new/VERSION"
rm -rf "$target"
mv "$work/new" "$target"
# A build made before the headers existed does not know that pin-gbench depends on them (a failed
# __has_include leaves no dependency behind), so mark the header that includes kiwi as changed.
if [ -f "$here/Sources/pin-gbench/cassowary_chain.h" ]; then touch "$here/Sources/pin-gbench/cassowary_chain.h"; fi
echo "fetch-kiwi: $stamp -> $target ($(ls "$target/kiwi" | wc -l) headers)"
