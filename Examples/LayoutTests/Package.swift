// swift-tools-version:6.0
import PackageDescription

// PinBench is this repository's root, two folders up. SwiftPM names a path dependency after its
// folder (its identity), so the name is read from the path: a clone works whatever its folder is called.
let pinBench = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "PinBench")

let package = Package(
    name: "LayoutTests",
    dependencies: [.package(path: "../..")],
    targets: [
        // An app's screen, laid out with PinLayout code (PinEngine stands in for PinLayout on Linux).
        .target(name: "ProfileScreen", dependencies: [.product(name: "PinEngine", package: pinBench)]),
        // Its frame snapshots, one per visibility of the optional rows (__Snapshots__, committed).
        .testTarget(name: "ProfileScreenTests", dependencies: [
            "ProfileScreen",
            .product(name: "PinEngine", package: pinBench),
            .product(name: "PinEngineTesting", package: pinBench),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
