import PinBenchKit
import PinBenchSystem

/// The hidden `--inject-work P`, which `ab` gives NEW's children in the self-test; every verb takes it
/// and passes it on, no help shows it.
enum InjectWorkOption {
    static let option = Option.value(PinBenchInvocation.OptionName.injectWork.name, .choice(InjectedWork.choices), "P",
                                     help: "the gate's self-test: if-else does P% more work, or one cold read per view")

    /// `words` (those after the verb) without the option, and its value.
    static func take(from words: [String]) throws(UsageError) -> (words: [String], injection: String?) {
        let injection = try Arguments(words.prefix { $0 != "--" }, options: [OptionGroup([option])], skippingUnknown: true).string(option)
        var kept: [String] = []
        var rest = words[...]
        while let word = rest.popFirst() {
            if word == "--" {
                kept += [word] + rest
                break
            }
            if word == option.name {
                rest = rest.dropFirst()
            } else if !word.hasPrefix(option.name + "=") {
                kept.append(word)
            }
        }
        return (kept, injection)
    }
}
