// swift-tools-version:6.0
import PackageDescription

// Every function in its own section in release builds: `run` then measures other function orders by
// linking these very objects again (ManifestLink), where it would otherwise compile the package twice.
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]
let cFunctionSections: [CSetting] = [.unsafeFlags(["-ffunction-sections"], .when(configuration: .release))]

let package = Package(
    name: "PinBench",
    products: [
        .library(name: "PinEngine", targets: ["PinEngine"]),
        // Wireframe pictures (SVG) of a laid-out View tree, for documentation and tests.
        .library(name: "PinWireframe", targets: ["PinWireframe"]),
        // Frame snapshots of a View tree for app teams' tests (XCTest and Swift Testing): assertFrames.
        .library(name: "PinEngineTesting", targets: ["PinEngineTesting"]),
        // Scenarios, app screens, strategies and the verifier, for packages with strategies of their own.
        .library(name: "PinBenchKit", targets: ["PinBenchKit"]),
        // The pin-bench command line as a library: PinBench.main, for a package's own pin-bench executable.
        .library(name: "PinBenchCLI", targets: ["PinBenchCLI"]),
        .executable(name: "pin-bench", targets: ["pin-bench"]),
        // The C API over the engine and strategies (include/pin_abi.h), for the optional C++ harness.
        .library(name: "PinCABI", targets: ["PinCABI"]),
        // swift package pin-bench <verb> …: builds the package's pin-bench executable and runs it.
        .plugin(name: "PinBenchPlugin", targets: ["PinBenchPlugin"]),
    ],
    targets: [
        // The headless, PinLayout-faithful layout engine. No Foundation.
        .target(name: "PinEngine", swiftSettings: functionSections, linkerSettings: [.linkedLibrary("m")]),
        // A laid-out View tree drawn as an SVG wireframe (labelled rectangles, hidden views dashed). No Foundation.
        .target(name: "PinWireframe", dependencies: ["PinEngine"], swiftSettings: functionSections),
        // assertFrames: text snapshots of a tree's frames, diffs and wireframes on failure. Uses Foundation.
        .target(name: "PinEngineTesting", dependencies: ["PinEngine", "PinWireframe"], swiftSettings: functionSections),
        // The hand-written if/else workaround, as PinLayout users write it today.
        .target(name: "PinBaseline", dependencies: ["PinEngine"], swiftSettings: functionSections),
        // malloc/free interposer with per-thread counters. Linked only into the executables and tests,
        // which install it into PinBenchMeasurement (AllocationCounting.install); never into the libraries.
        .target(name: "CAllocCounter", dependencies: ["CBenchSupport"], cSettings: cFunctionSections, linkerSettings: [.linkedLibrary("dl")]),
        // Retain/release counters through the Swift runtime's hook variables (installed around one pass).
        .target(name: "CARCCounter", cSettings: cFunctionSections),
        // Black hole, clocks and callgrind client requests for the harness.
        .target(name: "CBenchSupport", cSettings: cFunctionSections),
        // PinBenchKit's data flows one way through these targets; each depends only on the ones above it.
        // Processes, temporary directories, signals, CPU affinity, ASLR, relinked builds, safe files,
        // JSON and number text: what the measurement needs from the OS, knowing nothing of layouts.
        .target(name: "PinBenchSystem", dependencies: ["CBenchSupport"], swiftSettings: functionSections),
        // What is laid out and how: scenarios, app screens, strategies, the verifier and statistics.
        // The public surface other packages use to write strategies of their own.
        .target(name: "PinBenchKit", dependencies: ["PinEngine", "PinBaseline", "CBenchSupport"], swiftSettings: functionSections),
        // Counters, the runner, placements, children that measure, and the results files.
        .target(name: "PinBenchMeasurement", dependencies: ["PinBenchKit", "PinBenchSystem", "CBenchSupport", "CARCCounter"], swiftSettings: functionSections),
        // What every report is written with, knowing no report: the formats, a kind's renderer table, text
        // tables fitted to a width. The gate and ab render through it alone, so they compile beside PinBenchReports.
        .target(name: "PinBenchRendering", dependencies: ["PinBenchSystem"], swiftSettings: functionSections),
        // Every rendering of results (text, Markdown, CSV, JSON, Google Benchmark, HTML, SVG) and crosscheck.
        .target(name: "PinBenchReports", dependencies: ["PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem", "PinWireframe"], swiftSettings: functionSections),
        // The regression gate, baselines, and the use cases of run and check.
        .target(name: "PinBenchGate", dependencies: ["PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem"], swiftSettings: functionSections),
        // ab: two builds timed side by side and gated, its serve protocol and use case; the gate's self-tests.
        .target(name: "PinBenchAB", dependencies: ["PinBenchGate", "PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem", "PinEngine"], swiftSettings: functionSections),
        // The C API: a hand-written header, and its Swift definitions (@_cdecl).
        .target(name: "CPinABI", cSettings: cFunctionSections),
        .target(name: "PinCABI", dependencies: ["CPinABI", "PinBenchKit", "PinBenchMeasurement", "PinBenchSystem", "PinBaseline", "PinEngine", "CBenchSupport"], swiftSettings: functionSections),
        // The command line: parses arguments, calls the use cases, maps outcomes to exit codes (PinBench.main).
        // It links the malloc interposer: it is only ever the body of a pin-bench executable.
        .target(name: "PinBenchCLI", dependencies: ["PinBenchAB", "PinBenchGate", "PinBenchReports", "PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem", "CAllocCounter"], swiftSettings: functionSections),
        // The command-line tool: PinBench.main with the built-in strategies.
        .executableTarget(name: "pin-bench", dependencies: ["PinBenchCLI"], swiftSettings: functionSections),
        // The command plugin: finds the executable products whose target depends on PinBenchCLI.
        .plugin(name: "PinBenchPlugin",
                capability: .command(intent: .custom(verb: "pin-bench", description: "build this package's pin-bench executable and run a verb of it"))),
        // Shared by the test targets: a temporary directory per test.
        .target(name: "PinBenchTestSupport", dependencies: ["PinBenchSystem"], path: "Tests/Support"),
        .testTarget(name: "PinEngineTests", dependencies: ["PinEngine", "CAllocCounter"]),
        // It reads PinWireframe's drawings through PinEngineTesting: named, so that a change to them rebuilds it.
        .testTarget(name: "PinEngineTestingTests", dependencies: ["PinEngineTesting", "PinEngine", "PinWireframe", "PinBenchTestSupport"]),
        .testTarget(name: "PinWireframeTests", dependencies: ["PinWireframe", "PinEngine"]),
        // Views of PinLayout's example app, ported as docs/porting.md says,
        // compiled against the engine's public API only (no @testable import).
        .testTarget(name: "ExamplePortsTests", dependencies: ["PinEngine"]),
        .testTarget(name: "PinBenchKitTests", dependencies: ["PinBenchAB", "PinBenchGate", "PinBenchReports", "PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem", "PinBaseline", "PinEngine", "PinWireframe", "PinBenchTestSupport", "CAllocCounter"]),
        .testTarget(name: "PinCABITests", dependencies: ["PinCABI", "CPinABI", "PinBenchKit", "PinBenchMeasurement", "PinBenchSystem"]),
        .testTarget(name: "PinBenchCLITests", dependencies: ["pin-bench", "PinBenchCLI", "PinBenchAB", "PinBenchGate", "PinBenchReports", "PinBenchRendering", "PinBenchMeasurement", "PinBenchKit", "PinBenchSystem", "PinBenchTestSupport", "CAllocCounter"]),
    ],
    swiftLanguageModes: [.v6]
)
