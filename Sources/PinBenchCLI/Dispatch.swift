import CAllocCounter
import Foundation
import PinBenchKit

/// Dispatches to the verb named by the first argument (default: run) and maps outcomes to exit codes.
func main() -> ExitCode {
    AllocationCounting.install(pin_alloc_counts_now)
    InstructionCounter.registerRunningPinBench()
    var arguments = Arguments(CommandLine.arguments.dropFirst())
    let verb = arguments.positional()
    if verb == nil && (arguments.flag("--help") || arguments.flag("-h")) {
        print(Commands.overview)
        return .success
    }
    if verb == nil && arguments.flag("--version") || verb == "version" {
        print(Version.text)
        return .success
    }
    if verb == "help" {
        guard let topic = arguments.positional() else {
            print(Commands.overview)
            return .success
        }
        guard let command = Commands.named(topic) else { return unknownVerb(topic) }
        print(command.help)
        return .success
    }
    guard let command = verb.map(Commands.named) ?? Commands.defaultCommand else { return unknownVerb(verb ?? "") }
    if arguments.flag("--help") || arguments.flag("-h") {
        print(command.help)
        return .success
    }
    if command.measuresTime {
        AddressRandomization.reexecWithoutRandomization()
    }
    // The plumbing verbs are ended by the pin-bench that started them, with the signals' default action.
    if !Commands.hidden.contains(where: { $0 == command }) {
        TerminationSignals.install(verb: command.name) { ExitCode.stopped(by: $0).rawValue }
    }
    do {
        return try command.run(&arguments)
    } catch let error as UsageError {
        Output.error("pin-bench \(command.name): \(error)\nSee 'pin-bench \(command.name) --help'.")
        return .usage
    } catch let error as OutputError {
        Output.error("pin-bench \(command.name): \(error)")
        return .ioError
    } catch let error as InputFileError {
        Output.error("pin-bench \(command.name): \(error)")
        return .badBaseline
    } catch let error as SafeFileError {
        Output.error("pin-bench \(command.name): \(error)")
        return .ioError
    } catch {
        Output.error("pin-bench \(command.name): internal error: \(error) (a bug in pin-bench; please report it)")
        return .internalError
    }
}

/// A verb that does not exist: the nearest one if it looks like a typo, and the list.
func unknownVerb(_ verb: String) -> ExitCode {
    let names = Commands.all.map { $0.name } + ["help", "version"]
    Output.error("pin-bench: unknown verb '\(verb)'\(Suggestion.phrase(for: verb, among: names))\n\n\(Commands.overview)")
    return .usage
}
