/// `pin-bench completions bash|zsh|fish`: a completion script made from the verbs and their option tables.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "print a shell completion script (bash, zsh or fish)"
    static let usage = ["pin-bench completions \(Completions.Shell.allCases.map(\.rawValue).joined(separator: "|"))"]
    static let about = """
        Prints a completion script for the shell: the verbs, each verb's options, the choices of an
        option that has them, and files where a value is a path. Made from the same option tables
        that parse the command line, so it offers what pin-bench takes. To install it, one of (zsh:
        with fpath+=~/.zfunc before compinit in ~/.zshrc):
          pin-bench completions bash > ~/.local/share/bash-completion/completions/pin-bench
          pin-bench completions zsh > ~/.zfunc/_pin-bench
          pin-bench completions fish > ~/.config/fish/completions/pin-bench.fish
        """
    static let positionals = Completions.Positionals.words(Completions.Shell.allCases.map(\.rawValue))

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let name = arguments.positional() else { throw UsageError("completions needs a shell: \(usage[0])") }
        try arguments.finish()
        guard let shell = Completions.Shell(rawValue: name) else {
            throw UsageError("no completions for '\(name)': \(Completions.Shell.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try Output.write(Completions.script(shell, verbs: verbs, defaultVerb: Commands.defaultCommand.name), to: nil)
        return .success
    }

    /// The listed verbs with their tables, then `help` (which takes a verb) and `version`.
    static var verbs: [Completions.Verb] {
        Commands.all.map(verb) + [Completions.Verb(name: "help", summary: "print a verb's help", options: [], positionals: .words(Commands.all.map { $0.name } + [Commands.formatsTopic])),
               Completions.Verb(name: "version", summary: "print the version", options: [], positionals: .none)]
    }

    private static func verb(_ command: any Command.Type) -> Completions.Verb {
        var options: [Option] = []
        for group in command.table { options += group.options }
        return Completions.Verb(name: command.name, summary: command.summary, options: options, positionals: command.positionals)
    }
}
