import CAllocCounter
import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// Dispatches to the verb named first (default: run); the one place the environment is read.
func main() -> ExitCode {
    let environment = ProcessInfo.processInfo.environment
    TerminalWidth.configure(environment: environment)
    Invocation.configure(environment: environment)
    ParentWatch.start(parent: environment[ParentWatch.variable])
    AllocationCounting.install(pin_alloc_counts_now)
    let words = Array(CommandLine.arguments.dropFirst())
    let verb = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    let rest = Array(words.dropFirst(verb == nil ? 0 : 1))
    let options = rest.prefix { $0 != "--" }
    let asksForHelp = options.contains(CommonOptions.help.name) || CommonOptions.help.aliases.contains(where: options.contains)
    if let answered = helpOrVersion(verb: verb, rest: rest, options: options, asksForHelp: asksForHelp) {
        return answered
    }
    guard let command = verb.map(Commands.named) ?? Commands.defaultCommand else { return unknownVerb(verb ?? "") }
    if asksForHelp {
        return printed(options.contains(Help.longFlag) ? command.help : command.shortHelp)
    }
    // Colour is settled first, so that a usage error in the verb's options is coloured as asked.
    Color.configure((try? Arguments(rest, options: [CommonOptions.group], skippingUnknown: true))?.choice(CommonOptions.color) ?? .auto,
                    environment: environment)
    return runVerb(command, rest, environment: environment)
}

/// The overview, the version or `help <topic>` when the words ask for one of them without a verb; nil otherwise.
private func helpOrVersion(verb: String?, rest: [String], options: ArraySlice<String>, asksForHelp: Bool) -> ExitCode? {
    if verb == nil && asksForHelp {
        return printed(Commands.overview)
    }
    if verb == nil && options.contains("--version") || verb == "version" {
        return printed(Version.text)
    }
    guard verb == "help" else { return nil }
    guard let topic = rest.first else {
        return printed(Commands.overview)
    }
    if topic == Commands.formatsTopic {
        return printed(Commands.formats)
    }
    guard let command = Commands.named(topic) else { return unknownVerb(topic) }
    return printed(rest.contains(Help.longFlag) ? command.help : command.shortHelp)
}

/// Parses `rest` for `command` and runs it; each error type maps to its exit code.
private func runVerb(_ command: any Command.Type, _ rest: [String], environment: [String: String]) -> ExitCode {
    do {
        let (words, injection) = try InjectWorkOption.take(from: rest)
        var arguments = try command.parse(words)
        arguments.process = ProcessSettings(environment: environment, pinBench: Executables.pinBench(isPinBench: true), injection: injection)
        StrategyRegistry.injectWork(injection.flatMap(InjectedWork.strategy(for:)))
        if command.measuresTime {
            AddressRandomization.reexecWithoutRandomization(arguments.process)
        }
        // The plumbing verbs are ended by the pin-bench that started them, with the signals' default action.
        if !Commands.hidden.contains(where: { $0 == command }) {
            TerminationSignals.install(verb: command.name) { ExitCode.stopped(by: $0).rawValue }
        }
        return try command.run(&arguments)
    } catch let error as UsageError {
        Output.failure("pin-bench \(command.name): \(error)\nSee 'pin-bench \(command.name) --help'.")
        return .usage
    } catch let error as UnsupportedFormat {
        // A report asked for in a format its kind is not written in: refused by name, as a usage error.
        Output.failure("pin-bench \(command.name): \(error)\nSee 'pin-bench \(command.name) --help'.")
        return .usage
    } catch let error as OutputError {
        Output.failure("pin-bench \(command.name): \(error)")
        return .ioError
    } catch let error as InputFileError {
        Output.failure("pin-bench \(command.name): \(error)")
        return .badBaseline
    } catch let error as SafeFileError {
        Output.failure("pin-bench \(command.name): \(error)")
        return .ioError
    } catch {
        Output.failure("pin-bench \(command.name): internal error: \(error) (a bug in pin-bench; please report it)")
        return .internalError
    }
}

/// Prints `text` on stdout; the I/O failure when stdout cannot be written.
private func printed(_ text: String) -> ExitCode {
    do {
        try Output.write(text + "\n", to: nil)
        return .success
    } catch {
        Output.failure("pin-bench: \(error)")
        return .ioError
    }
}

/// A verb nobody has: the nearest name, else the verbs' names in a few lines.
func unknownVerb(_ verb: String) -> ExitCode {
    let names = Commands.all.map { $0.name } + Commands.pseudoVerbs
    if let nearest = Suggestion.closest(to: verb, among: names) {
        Output.failure("pin-bench: unknown verb '\(verb)' (did you mean \(nearest)?)")
    } else {
        Output.failure(("pin-bench: unknown verb '\(verb)'; the verbs are " + Commands.all.map { $0.name }.joined(separator: ", "))
            .wrappingLongLines(width: TerminalWidth.columns))
    }
    Output.error("See `pin-bench --help`.")
    return .usage
}
