import CBenchSupport
import Foundation
import PinBenchKit
import PinBenchSystem

/// One placement of `run --placements K`: a fresh child process whose code, heap and stack sit at
/// other addresses than in the other placements. What varies, per placement (each a `PlacementFactor`,
/// which `run --vary` may hold at placement 0's value instead):
///
/// - **ASLR on** (`PIN_BENCH_KEEP_ASLR=1`, and the child turns randomization back on if it inherited
///   it off): the kernel places the executable, the shared libraries (the Swift runtime), the heap and
///   the stack at new random addresses, so code alignment relative to cache lines and branch-predictor
///   sets differs from placement to placement. Held (`randomizesAddresses` false), the child turns it off.
/// - **Environment size**: `PIN_BENCH_PLACEMENT_PADDING` holds `environmentPaddingBytes` (0–4095) bytes,
///   which moves the initial stack within its page (as hyperfine does between runs).
/// - **Stack offset**: the child measures inside a frame of `stackOffsetBytes` (16–4096, a multiple
///   of 16) extra bytes (alloca), so every measured frame sits at another offset.
/// - **Heap warm-up**: before anything is built, the child allocates `heapWarmupBlocks` (64–2047)
///   blocks of 16–1024 bytes (sizes drawn from `heapPatternIndex`) and frees every other one, leaving
///   holes of a placement-specific pattern; the kept half lives until the child exits. The fixtures and
///   everything the strategies allocate then land at other heap offsets.
///
/// The parameters come from the run's seed and the placement's index, so a rerun with the same seed
/// repeats them (the addresses themselves are random). Every child also applies the full method:
/// interleaved shuffled rounds, the reset subtracted.
///
/// Results files written before `run --vary` have neither `randomizesAddresses` nor
/// `heapPatternIndex`; they decode with the meaning those runs had (randomization on, the pattern of
/// the placement's own index), without a schema version of their own.
package struct ProcessPlacement: Codable, Sendable, Equatable {
    /// 0-based.
    package var index: Int
    package var environmentPaddingBytes: Int
    package var stackOffsetBytes: Int
    package var heapWarmupBlocks: Int
    /// Whether the child runs with address-space randomization on (false: held off, `--vary` without
    /// `aslr`).
    package var randomizesAddresses: Bool
    /// The placement index whose sizes the heap warm-up draws: `index`, or 0 when the heap is held.
    package var heapPatternIndex: Int

    /// The environment variable whose size varies.
    static let paddingVariable = "PIN_BENCH_PLACEMENT_PADDING"

    /// The `count` placements of a run seeded with `seed`, varying `factors` and holding
    /// the others at placement 0's values. The draws do not depend on `factors`: a varied factor has the
    /// values it has when every factor varies.
    package static func placements(count: Int, seed: UInt64, varying factors: Set<PlacementFactor> = Set(PlacementFactor.allCases))
        -> [ProcessPlacement] {
        var random = SplitMix64(seed: seed ^ 0x1A70)
        let drawn = (0..<count).map { index in
            ProcessPlacement(index: index, environmentPaddingBytes: random.int(in: 0...4095),
                             stackOffsetBytes: 16 * random.int(in: 1...256), heapWarmupBlocks: random.int(in: 64...2047),
                             randomizesAddresses: true, heapPatternIndex: index)
        }
        guard let first = drawn.first else { return [] }
        return drawn.map { drawn in
            var placement = drawn
            placement.randomizesAddresses = factors.contains(.aslr)
            if !factors.contains(.environment) { placement.environmentPaddingBytes = first.environmentPaddingBytes }
            if !factors.contains(.stack) { placement.stackOffsetBytes = first.stackOffsetBytes }
            if !factors.contains(.heap) {
                placement.heapWarmupBlocks = first.heapWarmupBlocks
                placement.heapPatternIndex = first.heapPatternIndex
            }
            return placement
        }
    }

    /// The child's environment: this process's, with the padding variable (and randomization kept on
    /// when the placement randomizes addresses).
    func childEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment[AddressRandomization.keepVariable] = randomizesAddresses ? "1" : nil
        environment[Self.paddingVariable] = String(repeating: "p", count: environmentPaddingBytes)
        return environment
    }

    /// The heap warm-up: allocates the blocks, frees every other one, and keeps the rest for the life
    /// of the process. Call once, first thing in the child.
    package func warmUpHeap() {
        var random = SplitMix64(seed: UInt64(heapPatternIndex) &+ 0x4EA9)
        for block in 0..<heapWarmupBlocks {
            let pointer = malloc(random.int(in: 16...1024))
            if block % 2 == 1 { free(pointer) } else { pin_black_hole(pointer) }
        }
    }

    /// Runs `body` with the stack moved down by `stackOffsetBytes`.
    func withStackOffset<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var outcome: T?
            var call: () -> Void = { outcome = body() }
            withUnsafeMutablePointer(to: &call) { pointer in
                pin_call_with_stack_offset(UInt(stackOffsetBytes), { context in
                    context!.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, pointer)
            }
            return outcome!
        }
    }
}

extension ProcessPlacement {
    enum CodingKeys: String, CodingKey {
        case index, environmentPaddingBytes, stackOffsetBytes, heapWarmupBlocks, randomizesAddresses, heapPatternIndex
    }

    /// Decodes a missing `randomizesAddresses` as true and a missing `heapPatternIndex` as `index`
    /// (files written before `run --vary`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        environmentPaddingBytes = try container.decode(Int.self, forKey: .environmentPaddingBytes)
        stackOffsetBytes = try container.decode(Int.self, forKey: .stackOffsetBytes)
        heapWarmupBlocks = try container.decode(Int.self, forKey: .heapWarmupBlocks)
        randomizesAddresses = try container.decodeIfPresent(Bool.self, forKey: .randomizesAddresses) ?? true
        heapPatternIndex = try container.decodeIfPresent(Int.self, forKey: .heapPatternIndex) ?? index
    }
}
