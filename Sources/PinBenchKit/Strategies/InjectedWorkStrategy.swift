import CBenchSupport
import Foundation
import PinBaseline

/// A known amount of extra work for the gate's self-test: part of the chain laid out again.
package struct InjectedWorkStrategy<Extra: InjectedFraction>: ChainStrategy {
    package static var name: String { "\(IfElseStrategy.name)+\(Extra.percent)%" }
    package static var summary: String { "test only: if-else plus \(Extra.percent)% of the chain laid out again" }

    package init() {}

    package func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
        guard Extra.percent > 0 else { return }
        let count = chain.views.count
        IfElseChain.layout(chain, views: (count - InjectedWork.extraViews(percent: Extra.percent, views: count))..<count)
    }
}

package protocol InjectedFraction: Sendable {
    /// Extra work in percent of the chain (rounded up to whole views).
    static var percent: Int { get }
}

enum NoMore: InjectedFraction { package static let percent = 0 }
package enum OnePercentMore: InjectedFraction { package static let percent = 1 }
enum ThreePercentMore: InjectedFraction { package static let percent = 3 }
package enum FivePercentMore: InjectedFraction { package static let percent = 5 }
package enum TenPercentMore: InjectedFraction { package static let percent = 10 }
package enum TwentyPercentMore: InjectedFraction { package static let percent = 20 }

/// `if-else` with `Extra` more work under its name: a slower build without a second build.
struct InjectedUnderIfElseName<Extra: InjectedFraction>: ChainStrategy {
    static var name: String { IfElseStrategy.name }
    static var summary: String { "\(IfElseStrategy.summary) (+\(Extra.percent)% work injected for the gate's self-test)" }

    func layout(_ chain: Chain) {
        InjectedWorkStrategy<Extra>().layout(chain)
    }
}

/// The hook of `ab --inject-new P`: the hidden `--inject-work P`.
package enum InjectedWork {
    package static let percents = [1, 3, 5, 10, 20]
    /// The value that injects one cache-missing read per view (`InjectedColdReadUnderIfElseName`).
    package static let coldRead = "cold-read"
    /// Every value the option takes, as `ab --inject-new` offers them.
    package static var choices: [String] { percents.map(String.init) + [coldRead] }

    /// The views laid out again: `percent`% rounded up to whole views.
    static func extraViews(percent: Int, views: Int) -> Int {
        (views * percent + 99) / 100
    }

    /// Whether a chain gets `percent`% within a quarter of it (short chains get more).
    package static func isAtStatedSize(percent: Int, views: Int) -> Bool {
        Double(extraViews(percent: percent, views: views)) / Double(max(1, views)) <= 1.25 * Double(percent) / 100
    }

    /// The stand-in for if-else that `value` (one of `choices`) asks for, or nil for any other value.
    package static func strategy(for value: String) -> (any ChainStrategy.Type)? {
        if value == coldRead { return InjectedColdReadUnderIfElseName.self }
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

/// `if-else` plus one cache-missing read per view: for the `cost` tier to see.
struct InjectedColdReadUnderIfElseName: ChainStrategy {
    static var name: String { IfElseStrategy.name }
    static var summary: String { "\(IfElseStrategy.summary) (one cold read per view injected for the gate's self-test)" }

    private let memory = ColdMemory()

    func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
        memory.read(chain.views.count)
    }
}

/// 64 MiB read a line at a time in a stride that revisits late: every read misses the cache.
final class ColdMemory: @unchecked Sendable {
    private static let lines = 1 << 20
    private static let lineBytes = 64
    /// Odd, so that stepping by it visits all `lines` (a power of two) before repeating.
    private static let stride = 65
    private let bytes: UnsafeMutableRawPointer
    // One pass at a time reads it (a strategy instance is used by one thread).
    private var line = 0

    init() {
        bytes = UnsafeMutableRawPointer.allocate(byteCount: Self.lines * Self.lineBytes, alignment: Self.lineBytes)
        bytes.initializeMemory(as: UInt8.self, repeating: 1, count: Self.lines * Self.lineBytes)
    }

    deinit { bytes.deallocate() }

    /// Reads `count` lines, each the next in the stride.
    func read(_ count: Int) {
        var sum: UInt8 = 0
        for _ in 0..<count {
            line = (line + Self.stride) & (Self.lines - 1)
            sum &+= bytes.load(fromByteOffset: line * Self.lineBytes, as: UInt8.self)
        }
        withUnsafePointer(to: sum) { pin_black_hole($0) }
    }
}
