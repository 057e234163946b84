import CPinABI
import PinBenchKit
import PinBenchSystem
import PinCABI
import XCTest

/// The C API (include/pin_abi.h) through its C declarations: what the C++ harness reads instead of
/// copying it must be what the Swift side says.
final class CAPITests: XCTestCase {
    private let spec = "depth=64 direction=down layout=ltr align=left margins=uniform sizes=varied hidden=random-50 nesting=flat scale=2 fan-in=immediate seed=2026"

    private func makeChain(_ spec: String) throws -> OpaquePointer {
        var chain: OpaquePointer?
        XCTAssertEqual(pin_chain_create(spec, &chain), PIN_OK, String(cString: pin_last_error()))
        return try XCTUnwrap(chain)
    }

    private func id(_ name: String) -> Int32 {
        var id: Int32 = -1
        XCTAssertEqual(pin_strategy_find(name, &id), PIN_OK)
        return id
    }

    func testStrategiesAndTheirFindingsAreTheRegistrys() throws {
        XCTAssertEqual(Int(pin_strategy_count()), StrategyRegistry.all.count)
        for (index, strategy) in StrategyRegistry.all.enumerated() {
            var name: UnsafePointer<CChar>?
            XCTAssertEqual(pin_strategy_name(Int32(index), &name), PIN_OK)
            XCTAssertEqual(String(cString: try XCTUnwrap(name)), strategy.name)
            var bits: UInt32 = 0
            XCTAssertEqual(pin_strategy_expected_findings(Int32(index), &bits), PIN_OK)
            var names: [String] = []
            for bit in [PIN_FINDING_ALL_VISIBLE_ANCHORS, PIN_FINDING_NO_FALLBACK, PIN_FINDING_SHARED_MODIFIERS,
                        PIN_FINDING_SUPERVIEW_EDGE_FALLBACK] where bits & bit != 0 {
                var findingName: UnsafePointer<CChar>?
                XCTAssertEqual(pin_finding_name(bit, &findingName), PIN_OK)
                names.append(String(cString: try XCTUnwrap(findingName)))
            }
            XCTAssertEqual(Set(names), Set(strategy.expectedFindings.map(\.rawValue)), strategy.name)
        }
        var bits: UInt32 = 0
        XCTAssertEqual(pin_strategy_expected_findings(id("visible-only"), &bits), PIN_OK)
        XCTAssertEqual(bits, PIN_FINDING_NO_FALLBACK | PIN_FINDING_ALL_VISIBLE_ANCHORS)
        var name: UnsafePointer<CChar>?
        XCTAssertEqual(pin_strategy_name(pin_strategy_count(), &name), PIN_ERROR_UNKNOWN_STRATEGY)
        XCTAssertEqual(pin_finding_name(PIN_FINDING_NO_FALLBACK | PIN_FINDING_SHARED_MODIFIERS, &name), PIN_ERROR_BAD_ARGUMENT)
    }

    func testEnumValuesAreTheHeadersNotDeclarationOrder() throws {
        let cases: [(String, Int32, Int32)] = [
            ("direction=down align=left", PIN_DIRECTION_DOWN, PIN_ALIGN_LEFT),
            ("direction=up align=end", PIN_DIRECTION_UP, PIN_ALIGN_END),
            ("direction=after align=bottom", PIN_DIRECTION_AFTER, PIN_ALIGN_BOTTOM),
            ("direction=before align=center", PIN_DIRECTION_BEFORE, PIN_ALIGN_CENTER),
        ]
        for (shape, direction, alignment) in cases {
            let chain = try makeChain("depth=4 \(shape) seed=1")
            defer { pin_chain_free(chain) }
            var inputs = pin_chain_inputs()
            XCTAssertEqual(pin_chain_get_inputs(chain, &inputs), PIN_OK)
            XCTAssertEqual(inputs.direction, direction, shape)
            XCTAssertEqual(inputs.alignment, alignment, shape)
        }
    }

    func testReferenceWithoutFindingsIsManualAndFindingsChangeIt() throws {
        let chain = try makeChain(spec)
        defer { pin_chain_free(chain) }
        let doubles = 64 * 4
        var manual = [Double](repeating: 0, count: doubles), plain = manual, noFallback = manual
        XCTAssertEqual(pin_chain_reference_frames(chain, &manual, doubles), PIN_OK)
        XCTAssertEqual(pin_chain_reference_frames_with_findings(chain, 0, &plain, doubles), PIN_OK)
        XCTAssertEqual(manual.map(\.bitPattern), plain.map(\.bitPattern))
        XCTAssertEqual(pin_chain_reference_frames_with_findings(chain, PIN_FINDING_NO_FALLBACK, &noFallback, doubles), PIN_OK)
        XCTAssertNotEqual(manual, noFallback, "the scenario has views with no visible predecessor")
        XCTAssertEqual(pin_chain_reference_frames_with_findings(chain, PIN_FINDING_SUPERVIEW_EDGE_FALLBACK << 1, &plain, doubles),
                       PIN_ERROR_BAD_ARGUMENT)
        XCTAssertEqual(pin_chain_reference_frames_with_findings(chain, 0, &plain, doubles - 1), PIN_ERROR_BUFFER_TOO_SMALL)
    }

    func testExplainingFramesAsTheVerifierDoes() throws {
        let chain = try makeChain(spec)
        defer { pin_chain_free(chain) }
        let doubles = 64 * 4
        var frames = [Double](repeating: 0, count: doubles)
        var findings: UInt32 = 99
        // manual: the reference itself.
        XCTAssertEqual(pin_chain_run(chain, id("manual")), PIN_OK)
        XCTAssertEqual(pin_chain_copy_frames(chain, &frames, doubles), PIN_OK)
        XCTAssertEqual(pin_chain_explain_frames(chain, id("manual"), frames, doubles, &findings), PIN_OK)
        XCTAssertEqual(findings, 0)
        // visible-only: the verifier's own explanation of the same scenario.
        XCTAssertEqual(pin_chain_run(chain, id("visible-only")), PIN_OK)
        XCTAssertEqual(pin_chain_copy_frames(chain, &frames, doubles), PIN_OK)
        XCTAssertEqual(pin_chain_explain_frames(chain, id("visible-only"), frames, doubles, &findings), PIN_OK)
        var verifier = Verifier(strategies: [VisibleOnlyStrategy.self])
        verifier.shrinksBugs = false
        guard case .findings(let expected, _) = try XCTUnwrap(verifier.verify(try Scenario(spec: spec)).outcomes.last).verdict else {
            return XCTFail("the verifier explains visible-only with findings on this scenario")
        }
        let bits: [Finding: UInt32] = [.anchorsOfAllVisible: PIN_FINDING_ALL_VISIBLE_ANCHORS, .noFallback: PIN_FINDING_NO_FALLBACK,
                                       .sharedModifiers: PIN_FINDING_SHARED_MODIFIERS]
        XCTAssertNotEqual(findings, 0)
        XCTAssertEqual(findings, expected.reduce(0) { $0 | bits[$1]! })
        // The same frames, claimed by manual (no expected findings): unexplained.
        XCTAssertEqual(pin_chain_explain_frames(chain, id("manual"), frames, doubles, &findings), PIN_OK)
        XCTAssertEqual(findings, PIN_UNEXPLAINED)
        XCTAssertEqual(pin_chain_explain_frames(chain, id("manual"), frames, doubles - 1, &findings), PIN_ERROR_BUFFER_TOO_SMALL)
    }

    func testAddressRandomizationStateIsReported() {
        XCTAssertTrue([0, 1].contains(pin_address_randomization_off()))
        XCTAssertEqual(pin_disable_address_randomization(nil, 0), PIN_ERROR_NULL_ARGUMENT)
    }

    func testTheHeaderNamesPinBenchsKeepVariable() {
        XCTAssertEqual(PIN_KEEP_ASLR_VARIABLE, AddressRandomization.keepVariable)
    }

    func testKeepingReturnsAtOnceWithoutReexecuting() {
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("not-reexecuted"), nil]
        defer { free(argv[0]) }
        XCTAssertEqual(pin_disable_address_randomization(argv, 1), 0)
    }
}
