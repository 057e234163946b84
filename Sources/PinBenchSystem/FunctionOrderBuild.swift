import Foundation

/// The executables of `run --function-orders`: this package with every function in its own section,
/// linked once per seed by lld with `--shuffle-sections`, so each binary has the same code in another
/// order.
/// When the running binary's build used function sections, each seed relinks its objects
/// (`ManifestLink`); otherwise the package is built again in `.build/code-layouts` (an older name, kept
/// so an existing build is reused) and each later seed only relinks.
package struct FunctionOrderBuild: Sendable {
    /// The package directory: where `Package.swift` is.
    package var package: String
    /// The `swift` executable that builds it.
    package var swift: String
    /// The environment `swift build` runs in.
    package var environment: [String: String]
    /// The link command of the executable's own build, when its objects relink as they are.
    package var link: ManifestLink?

    /// The scratch directory of the function-sections build.
    package var scratch: String { "\(package)/.build/code-layouts" }

    /// How long one `swift build` may take; `--child-timeout` replaces it.
    package static let buildSeconds = 1800.0

    /// The package that built `executable` and its tools, or why relinking is impossible.
    package static func locate(executable: String, environment: [String: String])
        -> Result<FunctionOrderBuild, FunctionOrderBuildError> {
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var package: String?
        while directory.path != "/" {
            if directory.lastPathComponent == ".build" {
                let candidate = directory.deletingLastPathComponent().path
                if FileManager.default.fileExists(atPath: "\(candidate)/Package.swift") { package = candidate }
                break
            }
            directory = directory.deletingLastPathComponent()
        }
        guard let package else {
            return .failure(FunctionOrderBuildError("no package sources: \(executable) was not built in a SwiftPM package's .build directory"))
        }
        return locate(package: package, environment: environment).map { build in
            var build = build
            build.link = try? ManifestLink.read(executable: executable).get()
            return build
        }
    }

    /// The build of the package at `package`, or why relinking is impossible.
    package static func locate(package: String, environment: [String: String])
        -> Result<FunctionOrderBuild, FunctionOrderBuildError> {
        let package = URL(fileURLWithPath: package).resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: "\(package)/Package.swift") else {
            return .failure(FunctionOrderBuildError("no package sources: \(package) has no Package.swift"))
        }
        guard let swift = ProcessSettings.onPath("swift", environment: environment) else {
            return .failure(FunctionOrderBuildError("no `swift` on PATH to relink with"))
        }
        let linker = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld").path
        guard FileManager.default.isExecutableFile(atPath: linker) else {
            return .failure(FunctionOrderBuildError("the Swift toolchain has no ld.lld next to \(swift) (lld's --shuffle-sections does the relinking)"))
        }
        return .success(FunctionOrderBuild(package: package, swift: swift, environment: environment))
    }

    /// `swift build`'s arguments for the binary of `seed`.
    package func arguments(seed: UInt64) -> [String] {
        ["build", "-c", "release", "--product", "pin-bench", "--package-path", package, "--scratch-path", scratch,
         "-Xswiftc", "-Xfrontend", "-Xswiftc", "-function-sections", "-Xcc", "-ffunction-sections",
         "-Xswiftc", "-use-ld=lld", "-Xlinker", "--shuffle-sections=.text*=\(seed)"]
    }

    /// Links each seed's binary; a failed first build is retried from an empty scratch directory.
    package func executables(seeds: [UInt64], into directory: String, timeLimit: ChildTimeLimit = ChildTimeLimit(),
                            progress: (String) -> Void = { _ in }) throws(FunctionOrderBuildError) -> [String] {
        try seeds.enumerated().map { (index, seed) throws(FunctionOrderBuildError) in
            if let link {
                progress("function order \(index + 1)/\(seeds.count): linking with seed \(seed)")
                return try relink(link, seed: seed, into: directory, timeLimit: timeLimit)
            }
            progress(index == 0 ? "function order 1/\(seeds.count): building with function sections (the first time compiles "
                + "everything, 2-3 min)" : "function order \(index + 1)/\(seeds.count): relinking with seed \(seed)")
            var failure = try build(seed, timeLimit: timeLimit)
            if failure != nil && index == 0 {
                progress("function order 1/\(seeds.count): the build failed; building again from an empty \(scratch)")
                try? FileManager.default.removeItem(atPath: scratch)
                failure = try build(seed, timeLimit: timeLimit)
            }
            if let failure { throw failure }
            let copy = "\(directory)/pin-bench-link-\(seed)"
            do {
                try FileManager.default.copyItem(atPath: "\(scratch)/release/pin-bench", toPath: copy)
            } catch {
                throw FunctionOrderBuildError("cannot copy the relinked pin-bench to \(copy): \(error.localizedDescription)")
            }
            return copy
        }
    }

    /// Links `link`'s objects in the function order of `seed` into `directory`; the binary's path.
    private func relink(_ link: ManifestLink, seed: UInt64, into directory: String, timeLimit: ChildTimeLimit) throws(FunctionOrderBuildError) -> String {
        let path = "\(directory)/pin-bench-link-\(seed)"
        let command = link.command(writing: path, seed: seed)
        if let failure = try run(command[0], Array(command.dropFirst()), keeping: .standardError, timeLimit: timeLimit,
                                 named: "linking \(link.output) with seed \(seed)") {
            throw failure
        }
        return path
    }

    /// Runs `swift build` for `seed`; nil when it succeeded, else what went wrong.
    private func build(_ seed: UInt64, timeLimit: ChildTimeLimit) throws(FunctionOrderBuildError) -> FunctionOrderBuildError? {
        // swift build reports its errors on stdout.
        try run(swift, arguments(seed: seed), keeping: .standardOutput, timeLimit: timeLimit,
                named: "`swift \(arguments(seed: seed).joined(separator: " "))`")
    }

    /// Runs one build tool; nil on success, else what went wrong.
    private func run(_ tool: String, _ arguments: [String], keeping: ChildProcess.Kept, timeLimit: ChildTimeLimit,
                     named name: String) throws(FunctionOrderBuildError) -> FunctionOrderBuildError? {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(tool, arguments, environment: environment, keeping: keeping, timeLimit: timeLimit.fixed ?? Self.buildSeconds)
        } catch {
            throw FunctionOrderBuildError("cannot start \(tool): \(error)")
        }
        guard !outcome.succeeded else { return nil }
        let how = outcome.overTimeLimit ? "ran past its time limit and was stopped (\(outcome.end))" : "failed (\(outcome.end))"
        return FunctionOrderBuildError("\(name) \(how): \(outcome.lastLines(3, separator: " / "))")
    }
}

/// Why relinked builds cannot be made here, before building or after a failure (exit 6).
package struct FunctionOrderBuildError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

extension FunctionOrderBuild {
    /// lld's seed of order `index`: `seed + index`, with lld's special 0 and 2^64 − 1 remapped.
    package static func linkSeed(runSeed seed: UInt64, index: Int) -> UInt64 {
        let value = seed &+ UInt64(index)
        return value == 0 ? 2 : value == .max ? 1 : value
    }
}

extension FunctionOrderBuild {
    /// The build of the package that made this pin-bench (`process.pinBench`), or why there is none.
    package static func forThisExecutable(_ process: ProcessSettings) -> Result<FunctionOrderBuild, FunctionOrderBuildError> {
        guard let executable = process.pinBench else { return .failure(FunctionOrderBuildError("cannot find the pin-bench executable")) }
        return locate(executable: executable, environment: process.environment)
    }
}
