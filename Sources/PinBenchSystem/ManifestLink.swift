import Foundation

/// The link command SwiftPM used, to relink in another order without a rebuild.
package struct ManifestLink: Sendable, Equatable {
    /// The link command as SwiftPM ran it: the compiler driver, then its arguments.
    package var command: [String]
    /// The path the command writes (`-o`).
    package var output: String

    /// The command that links the same objects into `path` with lld, sections shuffled by `seed`.
    package func command(writing path: String, seed: UInt64) -> [String] {
        var command = command
        if let index = command.firstIndex(of: "-o"), index + 1 < command.count { command[index + 1] = path }
        return command + ["-use-ld=lld", "-Xlinker", "--shuffle-sections=.text*=\(seed)"]
    }

    /// The link of `executable` from its build's manifest, or why not.
    package static func read(executable: String) -> Result<ManifestLink, FunctionOrderBuildError> {
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let configurationDirectory = binary.deletingLastPathComponent()
        let configuration = configurationDirectory.lastPathComponent
        // <scratch>/<triple>/<configuration>/<product>; the manifest is <scratch>/<configuration>.yaml.
        let scratch = configurationDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let manifest = scratch.appendingPathComponent("\(configuration).yaml").path
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else {
            return .failure(FunctionOrderBuildError("no build manifest at \(manifest)"))
        }
        switch parse(text, executable: binary.path, objects: objectList) {
        case .failure(let error):
            return .failure(error)
        case .success(let (link, objects)):
            let built = modificationDate(binary.path) ?? .distantPast
            if let stale = objects.first(where: { (modificationDate($0) ?? .distantFuture) > built }) {
                return .failure(FunctionOrderBuildError("\(stale) is newer than \(binary.path): the last build did not finish"))
            }
            return .success(link)
        }
    }

    /// The link writing `executable` in `text`, if every object has function sections.
    static func parse(_ text: String, executable: String, objects: (String) -> [String]?)
        -> Result<(ManifestLink, objects: [String]), FunctionOrderBuildError> {
        let commands = ManifestCommand.all(in: text)
        guard let link = commands.first(where: { $0.outputs == [executable] && !$0.arguments.isEmpty }) else {
            return .failure(FunctionOrderBuildError("the build manifest has no link command for \(executable)"))
        }
        var linked: [String] = []
        for argument in link.arguments where argument.hasPrefix("@") {
            guard let listed = objects(String(argument.dropFirst())) else {
                return .failure(FunctionOrderBuildError("cannot read the object list \(argument.dropFirst())"))
            }
            linked += listed
        }
        linked += link.arguments.filter { $0.hasSuffix(".o") }
        guard !linked.isEmpty else { return .failure(FunctionOrderBuildError("the link of \(executable) names no objects")) }
        let compiledBy = Dictionary(commands.flatMap { command in command.outputs.map { ($0, command) } }, uniquingKeysWith: { first, _ in first })
        for object in linked {
            guard let compile = compiledBy[object] else {
                return .failure(FunctionOrderBuildError("the build manifest does not say how \(object) was compiled"))
            }
            guard compile.arguments.contains("-function-sections") || compile.arguments.contains("-ffunction-sections") else {
                return .failure(FunctionOrderBuildError("\(object) was compiled without function sections"))
            }
        }
        return .success((ManifestLink(command: link.arguments, output: executable), linked))
    }

    /// The paths of a linker response file: one a line, quoted when they hold spaces.
    static func objectList(_ path: String) -> [String]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(whereSeparator: \.isNewline).map { line in
            guard line.count >= 2, line.first == "\"", line.last == "\"" else { return String(line) }
            return String(line.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// One llbuild manifest command: its outputs and arguments.
struct ManifestCommand: Equatable {
    var outputs: [String] = []
    var arguments: [String] = []

    /// The commands of manifest `text`, in order.
    static func all(in text: String) -> [ManifestCommand] {
        var commands: [ManifestCommand] = []
        var inCommands = false
        for line in text.split(whereSeparator: \.isNewline) {
            if !line.hasPrefix(" ") {
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \"") && line.hasSuffix(":") {
                commands.append(ManifestCommand())
            } else if !commands.isEmpty, let value = field(line, "outputs") {
                commands[commands.count - 1].outputs = value
            } else if !commands.isEmpty, let value = field(line, "args") {
                commands[commands.count - 1].arguments = value
            }
        }
        return commands
    }

    /// The JSON array of `line` when it is `    <name>: [...]`.
    private static func field(_ line: Substring, _ name: String) -> [String]? {
        let prefix = "    \(name): "
        guard line.hasPrefix(prefix) else { return nil }
        return try? JSONDecoder().decode([String].self, from: Data(line.dropFirst(prefix.count).utf8))
    }
}
