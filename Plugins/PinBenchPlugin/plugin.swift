import Foundation
import PackagePlugin

/// `swift package pin-bench [--executable NAME] [--debug] <verb> …`: builds the
/// package's pin-bench executable and runs it with the arguments, in the package's directory (so its
/// results go to `.build/pin-bench`, which git ignores).
///
/// A pin-bench executable is, by convention, an executable product whose main target depends on
/// `PinBenchCLI` (its `main.swift` calls `PinBench.main`). With several, `--executable` picks one.
/// It is built in release unless `--debug` says otherwise (timings need release;
/// `list` and `verify` do not).
@main
struct PinBenchPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try PluginOptions(arguments)
        let executable = try options.executable(among: pinBenchExecutables(in: context.package))
        // A first build compiles everything, for minutes: say so before the silence.
        FileHandle.standardError.write(Data("swift package pin-bench: building \(executable) (\(options.configuration == .release ? "release" : "debug"))…\n".utf8))
        let build = try packageManager.build(.product(executable), parameters: .init(configuration: options.configuration, logging: .concise))
        guard build.succeeded, let built = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            print(build.logText)
            throw PluginError("building \(executable) failed")
        }
        let process = Process()
        process.executableURL = built.url
        process.arguments = options.remaining
        process.currentDirectoryURL = context.package.directoryURL
        // The commands the executable prints back (a bug's reproduction) then run through the plugin too.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["PIN_BENCH_INVOCATION": "swift package pin-bench" + (options.choice.map { " --executable \($0)" } ?? "")]) { $1 }
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // The verb's own status (README's exit codes), not SwiftPM's 1 for a plugin that threw.
            exit(process.terminationStatus)
        }
    }

    /// The package's executable products whose main target depends on PinBenchCLI (a target of that
    /// name in this repository, the product of that name elsewhere).
    func pinBenchExecutables(in package: Package) -> [String] {
        package.products(ofType: ExecutableProduct.self).filter { product in
            product.mainTarget.dependencies.contains { dependency in
                switch dependency {
                case .target(let target): target.name == "PinBenchCLI"
                case .product(let product): product.name == "PinBenchCLI"
                @unknown default: false
                }
            }
        }.map(\.name).sorted()
    }
}

/// The plugin's own options, which come before the verb; the rest goes to the executable.
struct PluginOptions {
    var choice: String?
    var configuration = PackageManager.BuildConfiguration.release
    var remaining: [String] = []

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let option = rest.first, option == "--executable" || option == "--debug" {
            rest = rest.dropFirst()
            if option == "--debug" {
                configuration = .debug
                continue
            }
            guard let value = rest.first else { throw PluginError("--executable needs a name") }
            choice = value
            rest = rest.dropFirst()
        }
        remaining = Array(rest)
    }

    /// The executable to run: the only one, or the one `--executable` names.
    func executable(among candidates: [String]) throws -> String {
        if let choice {
            guard candidates.contains(choice) else {
                throw PluginError("no pin-bench executable '\(choice)' in this package (found: \(candidates.isEmpty ? "none" : candidates.joined(separator: ", ")))")
            }
            return choice
        }
        switch candidates.count {
        case 1: return candidates[0]
        case 0: throw PluginError("this package has no pin-bench executable: add an executable product whose target depends on PinBenchCLI and whose main.swift calls PinBench.main(strategies: [...]) (see docs/own-layouts.md)")
        default: throw PluginError("this package has several pin-bench executables (\(candidates.joined(separator: ", "))): choose one with --executable NAME before the verb")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
