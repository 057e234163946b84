import Foundation

/// A typed pin-bench command line, for children and for people.
package struct PinBenchInvocation: Sendable, Equatable {
    /// A verb that pin-bench starts as a child or suggests; its name is the one the command line parses.
    package struct Verb: Sendable, Equatable {
        package let name: String
    }

    /// An option's name, the one its option table parses.
    package struct OptionName: Sendable, Equatable {
        package let name: String
    }

    package let verb: Verb
    /// The words after the verb: operands first, then options in the order they were added.
    package private(set) var words: [String]

    package init(_ verb: Verb, _ operands: String...) {
        self.init(verb, words: operands)
    }

    /// The verb with the words a command line gave it, as given.
    package init(_ verb: Verb, words: [String]) {
        self.verb = verb
        self.words = words
    }

    /// This invocation with `option` given `value`.
    package func with(_ option: OptionName, _ value: some CustomStringConvertible) -> Self {
        var copy = self
        copy.words += [option.name, value.description]
        return copy
    }

    /// This invocation with `option` given `value` when there is one.
    package func with(_ option: OptionName, _ value: (some CustomStringConvertible)?) -> Self {
        value.map { with(option, $0) } ?? self
    }

    /// This invocation with the flag `option`, when `condition` holds.
    package func with(_ option: OptionName, if condition: Bool = true) -> Self {
        var copy = self
        if condition { copy.words.append(option.name) }
        return copy
    }

    /// The arguments a child is started with (after the executable).
    package var arguments: [String] { [verb.name] + words }

    /// The command line for a person, each word quoted for a POSIX shell where needed.
    package func shellLine(executable: String) -> String {
        ([executable] + arguments).map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+%@")
        if !word.isEmpty && word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension PinBenchInvocation.Verb {
    package static let run = Self(name: "run")
    package static let verify = Self(name: "verify")
    package static let pr256 = Self(name: "pr256")
    /// The hidden verb that serves `ABProtocol` to `ab`.
    package static let serve = Self(name: "serve")
    /// The hidden verb of a placement's child: `placement-child PLAN.json OUT.json`.
    package static let placementChild = Self(name: "placement-child")
    /// The hidden verb that runs an instruction probe plan under callgrind: `instructions-probe PLAN.json`.
    package static let instructionsProbe = Self(name: "instructions-probe")
}

extension PinBenchInvocation.OptionName {
    package static let suite = Self(name: "--suite")
    package static let filter = Self(name: "--filter")
    package static let strategies = Self(name: "--strategies")
    package static let placements = Self(name: "--placements")
    /// The name `--placements` had; every pin-bench since placements existed reads it.
    package static let layouts = Self(name: "--layouts")
    package static let rounds = Self(name: "--rounds")
    package static let minTime = Self(name: "--min-time")
    package static let noSave = Self(name: "--no-save")
    package static let noHistory = Self(name: "--no-history")
    package static let resultsDir = Self(name: "--results-dir")
    package static let functionOrders = Self(name: "--function-orders")
    /// `pr256`'s results files with the times.
    package static let timings = Self(name: "--timings")
    package static let format = Self(name: "--format")
    package static let out = Self(name: "--out")
    package static let quiet = Self(name: "--quiet")
    package static let instructions = Self(name: "--instructions")
    package static let allowDebug = Self(name: "--allow-debug")
    package static let cpu = Self(name: "--cpu")
    /// Hidden: the self-test's injected work (`InjectedWork`), which the process passes on to its children.
    package static let injectWork = Self(name: "--inject-work")
}

extension PinBenchInvocation {
    /// This invocation with `--inject-work` when `injection` is set.
    package func injecting(_ injection: String?) -> Self {
        with(.injectWork, injection)
    }
}
