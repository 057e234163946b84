import PinBenchKit
import PinBenchSystem

/// The hidden option `--inject-work P` (`InjectedWork`): `ab` gives it to NEW's children in the gate's
/// self-test, and a pin-bench given it passes it on to the children that measure for it. Every verb
/// takes it and no help shows it; a value not among `InjectedWork.choices` is a usage error.
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
