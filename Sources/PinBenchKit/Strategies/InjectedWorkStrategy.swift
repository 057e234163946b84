import Foundation
import PinBaseline

/// A known amount of extra work, for the gate's self-test: `if-else`, then the last `percent` of the
/// chain laid out again (same statements, same frames; the last views are steady-state ones, so the
/// extra work is at least that fraction of a pass) and the frames still verify. With 0%, if-else's
/// work alone under another name: an A/A pair with if-else for coverage checks of `run`'s
/// intervals. Not in the default registry.
struct InjectedWorkStrategy<Extra: InjectedFraction>: ChainStrategy {
    static var name: String { "\(IfElseStrategy.name)+\(Extra.percent)%" }
    static var summary: String { "test only: if-else plus \(Extra.percent)% of the chain laid out again" }

    func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
        guard Extra.percent > 0 else { return }
        let count = chain.views.count
        IfElseChain.layout(chain, views: (count - InjectedWork.extraViews(percent: Extra.percent, views: count))..<count)
    }
}

protocol InjectedFraction: Sendable {
    /// Extra work in percent of the chain (rounded up to whole views).
    static var percent: Int { get }
}

enum NoMore: InjectedFraction { static let percent = 0 }
enum OnePercentMore: InjectedFraction { static let percent = 1 }
enum ThreePercentMore: InjectedFraction { static let percent = 3 }
enum FivePercentMore: InjectedFraction { static let percent = 5 }
enum TenPercentMore: InjectedFraction { static let percent = 10 }
enum TwentyPercentMore: InjectedFraction { static let percent = 20 }

/// `if-else` with `Extra` more work under if-else's own name: what a slower build of if-else looks
/// like to `pin-bench ab`, without a second build.
struct InjectedUnderIfElseName<Extra: InjectedFraction>: ChainStrategy {
    static var name: String { IfElseStrategy.name }
    static var summary: String { "\(IfElseStrategy.summary) (+\(Extra.percent)% work injected by \(InjectedWork.variable))" }

    func layout(_ chain: Chain) {
        InjectedWorkStrategy<Extra>().layout(chain)
    }
}

/// The self-test hook of `pin-bench ab --inject-new P`: with `PIN_BENCH_INJECT_WORK=P` (1, 3, 5, 10 or 20)
/// in its environment, a pin-bench measures if-else with P% more work under if-else's name. Never set
/// it otherwise.
package enum InjectedWork {
    package static let variable = "PIN_BENCH_INJECT_WORK"
    package static let percents = [1, 3, 5, 10, 20]

    /// The views laid out again in a chain of `views` at `percent`%: the percentage rounded up to
    /// whole views.
    package static func extraViews(percent: Int, views: Int) -> Int {
        (views * percent + 99) / 100
    }

    /// Whether a chain of `views` gets `percent`% within a quarter of it. Rounding up to whole views
    /// makes short chains get more: at 3%, a chain of 16 gets 1 view, 6.25%. A self-test row at
    /// `percent`% counts detections only on chains where the work is that size.
    package static func isAtStatedSize(percent: Int, views: Int) -> Bool {
        Double(extraViews(percent: percent, views: views)) / Double(max(1, views)) <= 1.25 * Double(percent) / 100
    }

    package static func fromEnvironment() -> (any ChainStrategy.Type)? {
        guard let value = getenv(variable).map({ String(cString: $0) }) else { return nil }
        switch Int(value) {
        case 1: return InjectedUnderIfElseName<OnePercentMore>.self
        case 3: return InjectedUnderIfElseName<ThreePercentMore>.self
        case 5: return InjectedUnderIfElseName<FivePercentMore>.self
        case 10: return InjectedUnderIfElseName<TenPercentMore>.self
        case 20: return InjectedUnderIfElseName<TwentyPercentMore>.self
        default: return nil
        }
    }
}
