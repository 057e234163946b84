import Foundation
import PinBenchSystem

/// `ab` over function orders, paired seed by seed, so order alone lands in the interval.
struct ABFunctionOrders: Sendable {
    var old: FunctionOrderBuild
    var new: FunctionOrderBuild
    var seeds: [UInt64]

    init(old: FunctionOrderBuild, new: FunctionOrderBuild, seeds: [UInt64]) {
        self.old = old
        self.new = new
        self.seeds = seeds
    }

    /// Builds and relinks both packages into `directory`; the pairs in seed order.
    func pairs(into directory: String, timeLimit: ChildTimeLimit, progress: (String) -> Void) throws(FunctionOrderBuildError) -> [ABPair] {
        func relink(_ build: FunctionOrderBuild, _ role: String) throws(FunctionOrderBuildError) -> [String] {
            let folder = "\(directory)/\(role)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FunctionOrderBuildError("cannot create \(folder): \(error.localizedDescription)")
            }
            return try build.executables(seeds: seeds, into: folder, timeLimit: timeLimit) { progress("\(role) (\(build.package)): \($0)") }
        }
        let oldPaths = try relink(old, "OLD")
        let newPaths = new.package == old.package ? oldPaths : try relink(new, "NEW")
        return zip(zip(oldPaths, newPaths), seeds).map { ABPair(old: $0.0, new: $0.1, linkSeed: $1) }
    }
}
