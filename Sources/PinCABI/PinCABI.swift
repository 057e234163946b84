import CBenchSupport
import CPinABI
import Glibc
import PinBaseline
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem
import PinEngine

// The definitions behind include/pin_abi.h. Every entry point validates its arguments and reports
// problems as a status code plus a message (pin_last_error); none traps.

/// A chain handed to C: the fixture plus copies of its inputs in buffers it owns, so that the
/// pointers pin_chain_get_inputs hands out stay valid until pin_chain_free.
private final class ChainBox {
    let fixture: ChainFixture
    let initialFrames: UnsafeMutableBufferPointer<Double>
    let hidden: UnsafeMutableBufferPointer<UInt8>
    let margins: UnsafeMutableBufferPointer<Double>
    let fallbackMargins: UnsafeMutableBufferPointer<Double>
    let containerOrigins: UnsafeMutableBufferPointer<Double>

    init(_ fixture: ChainFixture) {
        self.fixture = fixture
        initialFrames = Self.buffer(fixture.initialFrames.flatMap { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] })
        hidden = Self.buffer(fixture.chain.views.map { $0.isHidden ? 1 : 0 })
        margins = Self.buffer(fixture.chain.margins)
        fallbackMargins = Self.buffer(fixture.chain.fallbackMargins)
        containerOrigins = Self.buffer(fixture.containers.flatMap { [$0.frame.origin.x, $0.frame.origin.y] })
    }

    deinit {
        initialFrames.deallocate()
        hidden.deallocate()
        margins.deallocate()
        fallbackMargins.deallocate()
        containerOrigins.deallocate()
    }

    private static func buffer<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
        _ = buffer.initialize(from: values)
        return buffer
    }
}

nonisolated(unsafe) private var lastError: UnsafeMutablePointer<CChar>?

/// Leaves `message` for pin_last_error and returns `status`.
func fail(_ status: Int32, _ message: String) -> Int32 {
    free(lastError)
    lastError = strdup(message)
    return status
}

/// The body of a `pin_*_name`: the `id`th of `names` into `nameOut`; `unknown` fails an id out of range.
func writeName(_ names: [UnsafeMutablePointer<CChar>], at id: Int32, to nameOut: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
               _ function: String, unknown: (String, Int32) -> Int32) -> Int32 {
    guard let nameOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "\(function): NULL argument") }
    guard names.indices.contains(Int(id)) else { return unknown(function, id) }
    nameOut.pointee = UnsafePointer(names[Int(id)])
    return PIN_OK
}

/// The body of a `pin_*_find`: the id of `name` among `names` into `idOut`; `unknown` fails a name not there.
func findName(_ name: UnsafePointer<CChar>?, among names: [String], to idOut: UnsafeMutablePointer<Int32>?, _ function: String,
              unknown: (String) -> Int32) -> Int32 {
    guard let name, let idOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "\(function): NULL argument") }
    let text = String(cString: name)
    guard let index = names.firstIndex(of: text) else { return unknown(text) }
    idOut.pointee = Int32(index)
    return PIN_OK
}

private func box(_ chain: OpaquePointer?) -> ChainBox? {
    chain.map { Unmanaged<ChainBox>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
}

/// The strategies C can run, by id: the registry's order.
private let strategies = StrategyRegistry.all

private let noError: StaticString = ""

@_cdecl("pin_last_error")
public func pinLastError() -> UnsafePointer<CChar> {
    if let lastError { return UnsafePointer(lastError) }
    return UnsafeRawPointer(noError.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("pin_chain_create")
public func pinChainCreate(_ spec: UnsafePointer<CChar>?, _ chainOut: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    guard let spec, let chainOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_create: NULL argument") }
    let scenario: Scenario
    do {
        scenario = try Scenario(spec: String(cString: spec))
    } catch {
        return fail(PIN_ERROR_BAD_SCENARIO, "pin_chain_create: \(error)")
    }
    let chain = ChainBox(ChainFixture(scenario))
    chainOut.pointee = OpaquePointer(Unmanaged.passRetained(chain).toOpaque())
    return PIN_OK
}

@_cdecl("pin_chain_free")
public func pinChainFree(_ chain: OpaquePointer?) {
    guard let chain else { return }
    Unmanaged<ChainBox>.fromOpaque(UnsafeRawPointer(chain)).release()
}

@_cdecl("pin_chain_get_inputs")
public func pinChainGetInputs(_ chain: OpaquePointer?, _ inputsOut: UnsafeMutablePointer<pin_chain_inputs>?) -> Int32 {
    guard let box = box(chain), let inputsOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_get_inputs: NULL argument") }
    let scenario = box.fixture.scenario
    let chain = box.fixture.chain
    var inputs = pin_chain_inputs()
    inputs.count = Int32(chain.views.count)
    inputs.direction = cValue(scenario.direction)
    inputs.alignment = cValue(scenario.alignment)
    inputs.right_to_left = scenario.layoutDirection == .rtl ? 1 : 0
    inputs.nested = scenario.nesting == .containers ? 1 : 0
    inputs.fan_in = Int32(clamping: chain.fanIn)
    inputs.scale = Double(scenario.scale)
    inputs.superview_width = ChainFixture.superviewSide
    inputs.superview_height = ChainFixture.superviewSide
    inputs.initial_frames = UnsafePointer(box.initialFrames.baseAddress)
    inputs.hidden = UnsafePointer(box.hidden.baseAddress)
    inputs.margins = UnsafePointer(box.margins.baseAddress)
    inputs.fallback_margins = UnsafePointer(box.fallbackMargins.baseAddress)
    inputs.container_origins = box.fixture.containers.isEmpty ? nil : UnsafePointer(box.containerOrigins.baseAddress)
    inputsOut.pointee = inputs
    return PIN_OK
}

@_cdecl("pin_strategy_find")
public func pinStrategyFind(_ name: UnsafePointer<CChar>?, _ idOut: UnsafeMutablePointer<Int32>?) -> Int32 {
    findName(name, among: strategies.map { $0.name }, to: idOut, "pin_strategy_find") { text in
        fail(PIN_ERROR_UNKNOWN_STRATEGY, "unknown strategy '\(text)' (known: \(strategies.map { $0.name }.joined(separator: ", ")))")
    }
}

@_cdecl("pin_strategy_count")
public func pinStrategyCount() -> Int32 {
    Int32(strategies.count)
}

@_cdecl("pin_strategy_name")
public func pinStrategyName(_ strategyID: Int32, _ nameOut: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    writeName(strategyNames, at: strategyID, to: nameOut, "pin_strategy_name", unknown: noStrategy)
}

@_cdecl("pin_strategy_expected_findings")
public func pinStrategyExpectedFindings(_ strategyID: Int32, _ findingsOut: UnsafeMutablePointer<UInt32>?) -> Int32 {
    guard let findingsOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_strategy_expected_findings: NULL argument") }
    guard strategies.indices.contains(Int(strategyID)) else { return noStrategy("pin_strategy_expected_findings", strategyID) }
    findingsOut.pointee = bits(strategies[Int(strategyID)].expectedFindings)
    return PIN_OK
}

@_cdecl("pin_finding_name")
public func pinFindingName(_ finding: UInt32, _ nameOut: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    guard let nameOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_finding_name: NULL argument") }
    guard let index = Finding.allCases.firstIndex(where: { bit($0) == finding }) else {
        return fail(PIN_ERROR_BAD_ARGUMENT, "pin_finding_name: \(finding) is not one PIN_FINDING_* bit")
    }
    nameOut.pointee = UnsafePointer(findingNames[index])
    return PIN_OK
}

@_cdecl("pin_chain_run")
public func pinChainRun(_ chain: OpaquePointer?, _ strategyID: Int32) -> Int32 {
    guard let box = box(chain) else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_run: NULL chain") }
    guard strategies.indices.contains(Int(strategyID)) else { return noStrategy("pin_chain_run", strategyID) }
    let strategy = strategies[Int(strategyID)]
    if !strategy.laysOut(box.fixture.scenario) {
        return fail(PIN_ERROR_UNKNOWN_STRATEGY, "pin_chain_run: \(strategy.name) does not lay out app screens")
    }
    box.fixture.applyGlobals()
    box.fixture.reset()
    box.fixture.layOut(strategy.init())
    return PIN_OK
}

@_cdecl("pin_chain_reset")
public func pinChainReset(_ chain: OpaquePointer?) -> Int32 {
    guard let box = box(chain) else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_reset: NULL chain") }
    box.fixture.reset()
    return PIN_OK
}

@_cdecl("pin_chain_copy_frames")
public func pinChainCopyFrames(_ chain: OpaquePointer?, _ framesOut: UnsafeMutablePointer<Double>?, _ capacity: Int) -> Int32 {
    guard let box = box(chain), let framesOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_copy_frames: NULL argument") }
    return copy(box.fixture.frames, to: framesOut, capacity: capacity)
}

@_cdecl("pin_chain_reference_frames")
public func pinChainReferenceFrames(_ chain: OpaquePointer?, _ framesOut: UnsafeMutablePointer<Double>?, _ capacity: Int) -> Int32 {
    guard let box = box(chain), let framesOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_reference_frames: NULL argument") }
    let fresh = ChainFixture(box.fixture.scenario)
    fresh.applyGlobals()
    fresh.layOut(ManualStrategy())
    return copy(fresh.frames, to: framesOut, capacity: capacity)
}

@_cdecl("pin_chain_reference_frames_with_findings")
public func pinChainReferenceFramesWithFindings(_ chain: OpaquePointer?, _ findings: UInt32, _ framesOut: UnsafeMutablePointer<Double>?,
                                                _ capacity: Int) -> Int32 {
    guard let box = box(chain), let framesOut else {
        return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_reference_frames_with_findings: NULL argument")
    }
    guard let set = findingSet(findings) else { return unknownFindings("pin_chain_reference_frames_with_findings", findings) }
    return copy(FrameExplanation.referenceFrames(box.fixture.scenario, findings: set), to: framesOut, capacity: capacity)
}

@_cdecl("pin_chain_explain_frames")
public func pinChainExplainFrames(_ chain: OpaquePointer?, _ strategyID: Int32, _ frames: UnsafePointer<Double>?, _ capacity: Int,
                                  _ findingsOut: UnsafeMutablePointer<UInt32>?) -> Int32 {
    guard let box = box(chain), let frames, let findingsOut else {
        return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_explain_frames: NULL argument")
    }
    guard strategies.indices.contains(Int(strategyID)) else { return noStrategy("pin_chain_explain_frames", strategyID) }
    let count = box.fixture.viewCount
    guard capacity >= count * 4 else {
        return fail(PIN_ERROR_BUFFER_TOO_SMALL, "pin_chain_explain_frames: frames need \(count * 4) doubles, the buffer holds \(capacity)")
    }
    let rects = (0..<count).map { index in
        Rect(x: frames[4 * index], y: frames[4 * index + 1], width: frames[4 * index + 2], height: frames[4 * index + 3])
    }
    switch FrameExplanation(rects, on: box.fixture.scenario, allowed: strategies[Int(strategyID)].expectedFindings) {
    case .reference: findingsOut.pointee = 0
    case .findings(let findings): findingsOut.pointee = bits(findings)
    case .unexplained: findingsOut.pointee = PIN_UNEXPLAINED
    }
    return PIN_OK
}

@_cdecl("pin_disable_address_randomization")
public func pinDisableAddressRandomization(_ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>?, _ keep: Int32) -> Int32 {
    guard let argv else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_disable_address_randomization: NULL argv") }
    guard keep == 0 else { return 0 }
    return pin_reexec_without_address_randomization(argv) == 0 ? 0 : -1
}

@_cdecl("pin_address_randomization_off")
public func pinAddressRandomizationOff() -> Int32 {
    Int32(pin_address_randomization_disabled())
}

@_cdecl("pin_chain_toggle")
public func pinChainToggle(_ chain: OpaquePointer?, _ view: Int32, _ scope: Int32) -> Int32 {
    guard let box = box(chain) else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_toggle: NULL chain") }
    guard let scope = ToggleRelayout.Scope(rawValue: scope) else {
        return fail(PIN_ERROR_BAD_ARGUMENT, "pin_chain_toggle: scope \(scope) is neither PIN_TOGGLE_CHAIN nor PIN_TOGGLE_RUN")
    }
    let fixture = box.fixture
    guard view >= 0 && Int(view) < fixture.viewCount else { return viewOutOfRange("pin_chain_toggle", view, fixture) }
    fixture.toggle(view: Int(view), scope: scope)
    return PIN_OK
}

@_cdecl("pin_chain_toggle_extent")
public func pinChainToggleExtent(_ chain: OpaquePointer?, _ view: Int32, _ endOut: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let box = box(chain), let endOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_chain_toggle_extent: NULL argument") }
    let fixture = box.fixture
    guard view >= 0 && Int(view) < fixture.viewCount else { return viewOutOfRange("pin_chain_toggle_extent", view, fixture) }
    endOut.pointee = Int32(fixture.affectedViews(toggling: Int(view)).upperBound)
    return PIN_OK
}

private func noStrategy(_ function: String, _ strategyID: Int32) -> Int32 {
    fail(PIN_ERROR_UNKNOWN_STRATEGY, "\(function): no strategy has id \(strategyID) (there are \(strategies.count))")
}

private func unknownFindings(_ function: String, _ findings: UInt32) -> Int32 {
    fail(PIN_ERROR_BAD_ARGUMENT, "\(function): \(findings) has bits that are no PIN_FINDING_*")
}

/// The strategies' and findings' names as C strings, made once and kept for the life of the process.
nonisolated(unsafe) private let strategyNames: [UnsafeMutablePointer<CChar>] = strategies.map { strdup($0.name)! }
nonisolated(unsafe) private let findingNames: [UnsafeMutablePointer<CChar>] = Finding.allCases.map { strdup($0.rawValue)! }

/// pin_abi.h's PIN_FINDING_* bit of `finding`, spelled out (not derived from `allCases` order).
private func bit(_ finding: Finding) -> UInt32 {
    switch finding {
    case .anchorsOfAllVisible: PIN_FINDING_ALL_VISIBLE_ANCHORS
    case .noFallback: PIN_FINDING_NO_FALLBACK
    case .sharedModifiers: PIN_FINDING_SHARED_MODIFIERS
    case .superviewEdgeFallback: PIN_FINDING_SUPERVIEW_EDGE_FALLBACK
    }
}

private func bits(_ findings: Set<Finding>) -> UInt32 {
    findings.reduce(0) { $0 | bit($1) }
}

/// The findings of a PIN_FINDING_* bit set, or nil when it has other bits.
private func findingSet(_ mask: UInt32) -> Set<Finding>? {
    let set = Set(Finding.allCases.filter { mask & bit($0) != 0 })
    return bits(set) == mask ? set : nil
}

/// pin_abi.h's PIN_DIRECTION_* value of `direction`.
private func cValue(_ direction: ChainDirection) -> Int32 {
    switch direction {
    case .down: PIN_DIRECTION_DOWN
    case .up: PIN_DIRECTION_UP
    case .after: PIN_DIRECTION_AFTER
    case .before: PIN_DIRECTION_BEFORE
    }
}

/// pin_abi.h's PIN_ALIGN_* value of `alignment`.
private func cValue(_ alignment: ChainAlignment) -> Int32 {
    switch alignment {
    case .none: PIN_ALIGN_NONE
    case .left: PIN_ALIGN_LEFT
    case .center: PIN_ALIGN_CENTER
    case .right: PIN_ALIGN_RIGHT
    case .start: PIN_ALIGN_START
    case .end: PIN_ALIGN_END
    case .top: PIN_ALIGN_TOP
    case .bottom: PIN_ALIGN_BOTTOM
    }
}

private func viewOutOfRange(_ function: String, _ view: Int32, _ fixture: ChainFixture) -> Int32 {
    fail(PIN_ERROR_BAD_ARGUMENT, "\(function): no view \(view) in a chain of \(fixture.viewCount)")
}

private func copy(_ frames: [Rect], to out: UnsafeMutablePointer<Double>, capacity: Int) -> Int32 {
    guard capacity >= frames.count * 4 else {
        return fail(PIN_ERROR_BUFFER_TOO_SMALL, "frames need \(frames.count * 4) doubles, the buffer holds \(capacity)")
    }
    for (index, frame) in frames.enumerated() {
        out[4 * index] = frame.origin.x
        out[4 * index + 1] = frame.origin.y
        out[4 * index + 2] = frame.size.width
        out[4 * index + 3] = frame.size.height
    }
    return PIN_OK
}
