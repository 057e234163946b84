// swift-tools-version:6.0
import PackageDescription

// The optional C++ harness on Google Benchmark 1.7.1 (issue 6). A package of its own so that the root
// package keeps building and testing without libbenchmark-dev: only this one needs it.
//
//   swift run -c release --package-path Benchmarks/GBench pin-gbench --benchmark_min_time=0.05
//
// See Benchmarks/README.md for the rows, the smoke mode and the cross-check with the Swift harness.
let package = Package(
    name: "PinGBench",
    dependencies: [
        // The root package: its C API product (include/pin_abi.h + the @_cdecl definitions).
        .package(name: "PinBench", path: "../.."),
    ],
    targets: [
        // Google Benchmark through pkg-config. The shim header is empty (benchmark.h is C++ and is
        // included by main.cpp itself); the module map only links libbenchmark.
        .systemLibrary(name: "CBenchmark", pkgConfig: "benchmark", providers: [.apt(["libbenchmark-dev"])]),
        // kiwi (issue 7's cassowary rows): header-only, fetched from the pinned kiwisolver sdist on PyPI
        // into .kiwi/ by fetch-kiwi.sh, never committed. When .kiwi is absent the path is just empty and
        // cassowary_chain.h's __has_include leaves the rows out.
        .executableTarget(
            name: "pin-gbench",
            dependencies: [.product(name: "PinCABI", package: "PinBench"), "CBenchmark"],
            cxxSettings: [.headerSearchPath("../../.kiwi")]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
