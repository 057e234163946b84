import PinBenchKit
import PinBenchMeasurement
import PinEngine

/// The child half of `ab`: answers requests, building fixtures on first use.
package final class ABServer {
    private let cases: [(scenario: Int, strategy: any ChainStrategy.Type)]
    private let plan: [PlannedScenario]
    private var fixtures: [Int: ChainFixture] = [:]
    let hello: ABProtocol.Hello

    package init(_ plan: [PlannedScenario]) {
        self.plan = plan
        cases = plan.indices.flatMap { index in plan[index].strategies.map { (index, $0) } }
        hello = ABProtocol.Hello(cases: cases.map { BenchmarkCase.name(strategy: $0.strategy.name, scenario: plan[$0.scenario].scenario) })
    }

    /// The hello, then a reply per line until `quit` or end of input; a write error ends it.
    package func serve<Failure: Error>(input: () -> String?, output: (String) throws(Failure) -> Void) throws(Failure) {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        for line in hello.lines { try output(line) }
        while let line = input(), let reply = reply(to: line) {
            try output(reply.line)
        }
    }

    /// The reply to one request line; nil for `quit`.
    package func reply(to line: String) -> ABProtocol.Reply? {
        guard let request = ABProtocol.Request(line: line) else {
            return .error("not a request of serve protocol \(ABProtocol.version): '\(line)'")
        }
        switch request {
        case .quit:
            return nil
        case .prepare(let index, let seconds):
            guard let (entry, fixture) = entry(index) else { return outOfRange(index) }
            entry.warmUp(fixture, seconds: seconds)
            return .prepared(passes: entry.calibratedPasses(fixture, minSeconds: seconds))
        case .time(let index, let passes):
            guard let (entry, fixture) = entry(index) else { return outOfRange(index) }
            let sample = entry.sample(fixture, passes: passes)
            return .time(wall: UInt64(sample.wall * Double(passes)), cpu: UInt64(sample.cpu * Double(passes)))
        }
    }

    /// The case's timed entry and its scenario's fixture, with the scenario's globals applied.
    private func entry(_ index: Int) -> (TimedEntry, ChainFixture)? {
        guard cases.indices.contains(index) else { return nil }
        let (scenario, strategy) = cases[index]
        let fixture = fixtures[scenario] ?? ChainFixture(plan[scenario].scenario)
        fixtures[scenario] = fixture
        fixture.applyGlobals()
        return (.strategy(strategy), fixture)
    }

    private func outOfRange(_ index: Int) -> ABProtocol.Reply {
        .error("no case \(index): this suite has \(cases.count) (0...\(cases.count - 1))")
    }
}
