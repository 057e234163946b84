import PinBaseline

/// A known amount of extra work, for the gate's self-test: `if-else`, then the last `percent` of the
/// chain laid out again (same statements, same frames; the last views are steady-state ones, so the
/// extra work is at least that fraction of a pass) and the frames still verify. Not in the default
/// registry.
struct InjectedWorkStrategy<Extra: InjectedFraction>: ChainStrategy {
    static var name: String { "\(IfElseStrategy.name)+\(Extra.percent)%" }
    static var summary: String { "test only: if-else plus \(Extra.percent)% of the chain laid out again" }

    func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
        let count = chain.views.count
        let extra = (count * Extra.percent + 99) / 100
        IfElseChain.layout(chain, views: (count - extra)..<count)
    }
}

protocol InjectedFraction: Sendable {
    /// Extra work in percent of the chain (rounded up to whole views).
    static var percent: Int { get }
}

enum OnePercentMore: InjectedFraction { static let percent = 1 }
enum FivePercentMore: InjectedFraction { static let percent = 5 }
enum TenPercentMore: InjectedFraction { static let percent = 10 }
enum TwentyPercentMore: InjectedFraction { static let percent = 20 }
