import CBenchSupport
import Foundation
import PinBenchKit
import PinBenchSystem

/// One placement of `run --placements K`: a fresh child whose code, heap and stack sit at other
/// addresses. Each `PlacementFactor` varies unless `run --vary` holds it: ASLR, the environment size
/// (`PIN_BENCH_PLACEMENT_PADDING`, which moves the initial stack), a stack offset (alloca) and a heap
/// warm-up leaving holes of a placement-specific pattern (docs/measurement.md, "What the placements
/// vary").
/// The parameters come from the seed and the placement's index. Files written before `run --vary`
/// decode with the meaning those runs had (randomization on, the pattern of the placement's own index).
package struct ProcessPlacement: Codable, Sendable, Equatable {
    /// 0-based.
    package var index: Int
    package var environmentPaddingBytes: Int
    package var stackOffsetBytes: Int
    package var heapWarmupBlocks: Int
    /// Whether the child keeps address randomization on (false when `--vary` holds it).
    package var randomizesAddresses: Bool
    /// The placement index whose sizes the heap warm-up draws: `index`, or 0 when the heap is held.
    package var heapPatternIndex: Int

    /// The environment variable whose size varies.
    static let paddingVariable = "PIN_BENCH_PLACEMENT_PADDING"

    /// The `count` placements from `seed`, varying `factors`; the draws do not depend on `factors`.
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

    /// The child's environment: this one with the padding (and ASLR kept when randomizing).
    func childEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment[AddressRandomization.keepVariable] = randomizesAddresses ? "1" : nil
        environment[Self.paddingVariable] = String(repeating: "p", count: environmentPaddingBytes)
        return environment
    }

    /// The heap warm-up, kept for the life of the process; call once, first thing in the child.
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

    /// Decodes files from before `run --vary`: randomized, with the pattern of `index`.
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
