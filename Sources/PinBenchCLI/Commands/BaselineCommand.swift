import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports

/// `pin-bench baseline save NAME | list`: named baselines in results/baselines/.
enum BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "save a results file as a named baseline, or list baselines"
    static let positionals = Completions.Positionals.words(["save", "list"])
    static let usage = ["pin-bench baseline save NAME [--from FILE] [--force] [--dir DIR]", "pin-bench baseline list [--dir DIR]"]
    static var about: String {
        """
          save    copies a results file (default \(RunCommand.latestResults), the last `run`'s) to
                  DIR/NAME.json after checking that it reads; refuses to overwrite unless --force
          list    lists the baselines of DIR with their date, commit, machine and case count

        A baseline records its environment; comparing across machines or builds says so (see
        `pin-bench compare --help`).
        """
    }

    static let from = Option.value("--from", .file, "FILE", default: RunCommand.latestResults, help: "the results file save copies")
    static let force = Option.flag("--force", help: "let save overwrite an existing baseline")
    static let dir = Option.value("--dir", .directory, "DIR", default: BaselineStore.defaultDirectory, help: "where the baselines are")
    static let options = [OptionGroup([from, force, dir])]
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let action = arguments.positional() else { throw UsageError("baseline needs 'save NAME' or 'list'") }
        let store = BaselineStore(directory: arguments.string(dir) ?? BaselineStore.defaultDirectory)
        switch action {
        case "save":
            guard let name = arguments.positional() else { throw UsageError("baseline save needs a NAME") }
            let source = arguments.string(from) ?? RunCommand.latestResults
            let force = arguments.flag(self.force)
            try arguments.finish()
            try Output.checkDistinct(["baseline": store.path(of: name)], inputs: ["--from": source])
            guard let document = GateOptions.load(source, as: "results file", for: Self.name) else { return .badBaseline }
            do {
                try store.save(document, as: name, force: force, keeping: UnknownFields(file: source, decoded: document))
            } catch {
                if case .cannotWrite = error { throw OutputError(error.description) }
                throw UsageError(error.description)
            }
            Output.error("saved \(store.path(of: name)) (\(document.cases.count) cases from \(source))")
            return .success
        case "list":
            try arguments.finish()
            var table = TextTable(headers: ["baseline", "date", "commit", "machine", "cases", "instructions"])
            for entry in store.list() {
                if let problem = entry.problem {
                    table.append([entry.name, "unreadable: \(problem)", "", "", "", ""])
                } else {
                    table.append([entry.name, entry.date, entry.commit, entry.machine, "\(entry.cases)", entry.hasInstructions ? "yes" : "no"])
                }
            }
            try Output.write(table.rows.isEmpty ? "no baselines in \(store.directory)\n" : table.text(width: TerminalWidth.columns) + "\n", to: nil)
            return .success
        default:
            throw UsageError("unknown baseline action '\(action)' (save, list)")
        }
    }
}
