import Foundation

/// `ab --code-layouts K`: OLD's and NEW's packages, each built once with function sections and
/// relinked in K function orders (`CodeLayoutBuild`), paired layout by layout (layout i links both
/// with the same lld seed). Each pair is timed as an `ab` run of its own, and a time verdict holds
/// only if every pair gives it (`ABComparison.paired`): a difference that function order alone
/// makes or hides shows as layouts that disagree, not as a change between the builds.
package struct ABCodeLayouts: Sendable {
    package var old: CodeLayoutBuild
    package var new: CodeLayoutBuild
    package var count: Int

    package init(old: CodeLayoutBuild, new: CodeLayoutBuild, count: Int) {
        self.old = old
        self.new = new
        self.count = count
    }

    /// Builds and relinks both packages (one package, as in an A/A run, only once) into `directory`,
    /// which must outlive the `ab` run; the pairs in layout order. Seeds follow `seed` as in `run
    /// --code-layouts` (`CodeLayoutBuild.linkSeed`).
    package func pairs(seed: UInt64, into directory: String, timeLimit: ChildTimeLimit,
                      progress: (String) -> Void) throws(CodeLayoutError) -> [ABPair] {
        let seeds = (0..<count).map { CodeLayoutBuild.linkSeed(runSeed: seed, index: $0) }
        func relink(_ build: CodeLayoutBuild, _ role: String) throws(CodeLayoutError) -> [String] {
            let folder = "\(directory)/\(role)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CodeLayoutError("cannot create \(folder): \(error.localizedDescription)")
            }
            return try build.executables(seeds: seeds, into: folder, timeLimit: timeLimit) { progress("\(role) (\(build.package)): \($0)") }
        }
        let oldPaths = try relink(old, "OLD")
        let newPaths = new.package == old.package ? oldPaths : try relink(new, "NEW")
        return zip(zip(oldPaths, newPaths), seeds).map { ABPair(old: $0.0, new: $0.1, linkSeed: $1) }
    }
}
