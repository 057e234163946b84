// swift-tools-version:6.0
import PackageDescription

// PinBench is this repository's root, two folders up. SwiftPM names a path dependency after its
// folder (its identity), so the name is read from the path: a clone works whatever its folder is called.
let pinBench = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "PinBench")

// Every function in its own section in release builds, as PinBench's own targets have: `run` then
// measures each function order by linking the release build's objects again, a second each, instead of
// building the package a second time (docs/own-layouts.md).
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]

let package = Package(
    name: "CustomStrategy",
    products: [
        // A pin-bench executable: its target depends on PinBenchCLI, which `swift package pin-bench` looks for.
        .executable(name: "edge-bench", targets: ["edge-bench"]),
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        // The strategy: the chain written with edges, `pin.top(to: previous.edge.bottom)`.
        .target(name: "EdgeChain", dependencies: [.product(name: "PinBenchKit", package: pinBench)], swiftSettings: functionSections),
        // pin-bench with the strategy registered beside the built-in ones.
        .executableTarget(name: "edge-bench", dependencies: ["EdgeChain", .product(name: "PinBenchCLI", package: pinBench)],
                          swiftSettings: functionSections),
        .testTarget(name: "EdgeChainTests", dependencies: ["EdgeChain", .product(name: "PinBenchKit", package: pinBench)]),
    ],
    swiftLanguageModes: [.v6]
)
