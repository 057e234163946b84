import Foundation
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// `pin-bench ab`'s serve protocol: its lines, the server's answers, the parent's refusal of children
/// that speak another protocol or schema or die, and the order of the visits. Nothing here asserts a
/// time.
final class ABProtocolTests: TemporaryDirectoryTestCase {
    func testRequestsAndRepliesRoundTripThroughTheirLines() {
        let requests: [ABProtocol.Request] = [.prepare(index: 3, seconds: 0.004), .time(index: 0, passes: 12), .quit]
        for request in requests { XCTAssertEqual(ABProtocol.Request(line: request.line), request, request.line) }
        let replies: [ABProtocol.Reply] = [.prepared(passes: 7), .time(wall: 123_456, cpu: 120_000), .error("no case 9")]
        for reply in replies { XCTAssertEqual(ABProtocol.Reply(line: reply.line), reply, reply.line) }
        for nonsense in ["", "time", "time 1", "time -1 x", "prepare 1 0", "prepare 1 99", "quit now", "hello"] {
            XCTAssertNil(ABProtocol.Request(line: nonsense), nonsense)
        }
        XCTAssertNil(ABProtocol.Reply(line: "time 12"), "a time reply carries wall and CPU time")
        XCTAssertEqual(ABProtocol.Reply.error("two\nlines").line, "error two / lines", "a reply is one line")
        let hello = ABProtocol.Hello(cases: ["a", "b"])
        XCTAssertEqual(hello.lines, ["pin-bench-serve 1 \(ResultsDocument.schemaName) \(ResultsDocument.currentSchemaVersion) 2", "case a", "case b"])
        XCTAssertEqual(ABProtocol.Hello.caseCount(firstLine: hello.lines[0])?.count, 2)
        XCTAssertNil(ABProtocol.Hello.caseCount(firstLine: "Usage: pin-bench serve"))
        XCTAssertNil(hello.incompatibility)
        XCTAssertNotNil(ABProtocol.Hello(protocolVersion: 2, cases: []).incompatibility)
        XCTAssertNotNil(ABProtocol.Hello(schemaVersion: 99, cases: []).incompatibility)
    }

    func testTheServerAnnouncesItsCasesAndAnswersEachRequest() throws {
        let plan = BenchmarkSuite.ci().plan(filter: try CasePattern.compile("depth:16/"))
        let server = ABServer(plan)
        var input = ["prepare 0 0.0001", "time 1 3", "time 99 1", "dance", "quit", "time 0 1"][...]
        var output: [String] = []
        server.serve(input: { input.popFirst() }, output: { output.append($0) })
        let count = plan.reduce(0) { $0 + $1.strategies.count }
        XCTAssertEqual(output.count, 1 + count + 4, "the hello, then one reply per request until quit")
        XCTAssertEqual(Array(output[1...count]), plan.flatMap { planned in
            planned.strategies.map { "case " + BenchmarkCase.name(strategy: $0.name, scenario: planned.scenario) }
        })
        let replies = output[(count + 1)...].map { ABProtocol.Reply(line: $0) }
        guard case .prepared(let passes)? = replies[0], passes >= 1 else { return XCTFail("\(output[count + 1])") }
        guard case .time(let wall, let cpu)? = replies[1] else { return XCTFail("\(output[count + 2])") }
        XCTAssertGreaterThan(wall, 0)
        XCTAssertGreaterThan(cpu, 0)
        guard case .error(let range)? = replies[2], case .error(let unknown)? = replies[3] else { return XCTFail("\(output)") }
        XCTAssertTrue(range.contains("no case 99"), range)
        XCTAssertTrue(unknown.contains("'dance'"), unknown)
        XCTAssertEqual(input.count, 1, "nothing is read after quit")
    }

    /// A stand-in child: a shell script saying `lines`, then `after` (shell) once it reads a request.
    private func child(_ lines: [String], after: String = "exit 0", timeout: Double = 60) throws -> ABChild {
        let path = "\(directory)/child-\(UUID().uuidString)"
        let script = "#!/bin/sh\n" + lines.map { "echo '\($0)'\n" }.joined() + "read request\n\(after)\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return try ABChild(role: "NEW", executable: path, arguments: [], environment: [:], timeout: timeout)
    }

    private func refusal(_ lines: [String]) -> String {
        do {
            _ = try child(lines, timeout: 0.5)
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    func testChildrenOfAnotherProtocolOrSchemaAreRefused() throws {
        let schema = "\(ResultsDocument.schemaName) \(ResultsDocument.currentSchemaVersion)"
        XCTAssertTrue(refusal(["pin-bench-serve 2 \(schema) 0"]).contains("speaks serve protocol 2"))
        XCTAssertTrue(refusal(["pin-bench-serve 1 \(ResultsDocument.schemaName) 99 0"]).contains("results schema"))
        XCTAssertTrue(refusal(["Usage: pin-bench [verb]"]).contains("does not speak the serve protocol"))
        XCTAssertTrue(refusal(["pin-bench-serve 1 \(schema) 2", "case a", "oops"]).contains("where a case name belongs"))
        let silent = refusal(["pin-bench-serve 1 \(schema) 3", "case a", "case b"])
        XCTAssertTrue(silent.contains("(timing, serve: listing its cases) ran past its time limit"), "waits for a request, not the case")
        let accepted = try child(["pin-bench-serve 1 \(schema) 2", "case a", "case b"])
        XCTAssertEqual(accepted.hello.cases, ["a", "b"])
        XCTAssertThrowsError(try ABMismatch.check(old: ["a", "b"], new: ["a", "c"])) {
            XCTAssertTrue("\($0)".contains("only in OLD: b; only in NEW: c"), "\($0)")
        }
    }

    /// A child that breaks the protocol is stopped, not asked to quit: it cannot be trusted to heed
    /// `quit`, and `ab` waited the whole grace period (5 s) for one that read it and went on.
    func testAChildThatBreaksTheProtocolIsStoppedNotAskedToQuit() throws {
        let schema = "\(ResultsDocument.schemaName) \(ResultsDocument.currentSchemaVersion)"
        let requests = "\(directory)/requests"
        let logsAndStays = "echo \"$request\" >> '\(requests)'\nread next\necho \"$next\" >> '\(requests)'\nsleep 1000"
        for lines in [["Usage: pin-bench [verb]"], ["pin-bench-serve 1 \(schema) 2", "case a", "oops"]] {
            XCTAssertThrowsError(try child(lines, after: logsAndStays), "\(lines)")
        }
        XCTAssertThrowsError(try child(ABProtocol.Hello(cases: ["a"]).lines, after: "echo 'time soon'\n" + logsAndStays)
            .send(.time(index: 0, passes: 1)))
        let read = (try? String(contentsOfFile: requests, encoding: .utf8)) ?? ""
        XCTAssertFalse(read.contains(ABProtocol.Request.quit.line), read)
    }

    func testAChildThatDiesOrAnswersNonsenseIsAnErrorNotAHang() throws {
        let hello = ABProtocol.Hello(cases: ["a"]).lines
        XCTAssertThrowsError(try child(hello, after: "exit 3").send(.time(index: 0, passes: 1))) {
            XCTAssertTrue("\($0)".contains("exited 3 while answering 'time 0 1'"), "\($0)")
        }
        XCTAssertThrowsError(try child(hello, after: "kill -9 $$").send(.prepare(index: 0, seconds: 0.001))) {
            XCTAssertTrue("\($0)".contains("killed by SIGKILL while answering 'prepare 0 0.001'"), "\($0)")
        }
        XCTAssertThrowsError(try child(hello, after: "echo 'time soon'").send(.time(index: 0, passes: 1))) {
            XCTAssertTrue("\($0)".contains("not a reply of the serve protocol"), "\($0)")
        }
        XCTAssertThrowsError(try child(hello, after: "echo 'error no case 0'").send(.time(index: 0, passes: 1))) {
            XCTAssertTrue("\($0)".contains("refused 'time 0 1': no case 0"), "\($0)")
        }
        XCTAssertThrowsError(try child(hello, after: "sleep 30", timeout: 0.5).send(.time(index: 0, passes: 1))) {
            XCTAssertTrue("\($0)".contains("(timing, serve: answering 'time 0 1') ran past its time limit of 0.5 s"), "\($0)")
        }
        let gone = try child(hello, after: "exit 0")
        XCTAssertThrowsError(try gone.send(.quit))
        XCTAssertThrowsError(try gone.send(.time(index: 0, passes: 1)), "writing to a dead child is an error, not SIGPIPE")
    }

    func testEachRoundVisitsEveryCaseOnceInABBAOrder() {
        var random = SplitMix64(seed: 7)
        let visits = ABSchedule.visits(cases: Array(0..<6), rounds: 0..<4, random: &random)
        XCTAssertEqual(visits.count, 24)
        for round in 0..<4 {
            let these = visits.filter { $0.round == round }
            XCTAssertEqual(these.map(\.caseIndex).sorted(), Array(0..<6), "every case once per round")
            XCTAssertTrue(these.allSatisfy { $0.sides == (round % 2 == 0 ? [.old, .new, .new, .old] : [.new, .old, .old, .new]) })
        }
        XCTAssertEqual(visits.map(\.round), visits.map(\.round).sorted(), "rounds one after the other")
        XCTAssertNotEqual(visits[0..<6].map(\.caseIndex), visits[6..<12].map(\.caseIndex), "each round shuffled anew")
        var again = SplitMix64(seed: 7)
        XCTAssertEqual(ABSchedule.visits(cases: Array(0..<6), rounds: 0..<4, random: &again), visits, "the seed decides the order")
    }
}
