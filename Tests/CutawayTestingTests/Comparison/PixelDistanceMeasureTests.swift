import Testing
@testable import CutawayTesting

@Suite struct PixelDistanceMeasureTests {
    /// Runs `body` with a ΔE00 measure whose memo starts empty.
    func withMeasure<T>(_ body: (CIEDE2000Measure) -> T) -> T {
        CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: CIEDE2000Measure.Entry.self, capacity: CIEDE2000Measure.memoSize) { memo in
                memo.initialize(repeating: CIEDE2000Measure.Entry())
                return body(CIEDE2000Measure(limit: 1, linearTable: table, memo: memo))
            }
        }
    }

    func direct(_ first: PackedPixel, _ second: PackedPixel) -> Double {
        CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            CIEDE2000.difference(CIEDE2000.lab(of: first, linearTable: table), CIEDE2000.lab(of: second, linearTable: table))
        }
    }

    /// 3 × 8,192 opaque pairs from a linear congruential generator (Knuth's MMIX constants):
    /// more pairs than the memo has entries, so slots collide and are overwritten.
    var pairs: [(PackedPixel, PackedPixel)] {
        var state: UInt64 = 7
        func next() -> PackedPixel {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return PackedPixel(truncatingIfNeeded: state >> 32) | 0xFF00_0000
        }
        return (0..<(3 * CIEDE2000Measure.memoSize)).map { _ in (next(), next()) }
    }

    @Test func theMemoAnswersAsTheFormulaDoesInEitherOrderAndAfterCollisions() {
        let pairs = pairs
        let mismatches = withMeasure { measure in
            var mismatches = 0
            // Forward, then backward with the pair swapped: the second pass meets remembered,
            // overwritten and colliding slots alike.
            for (first, second) in pairs where measure.distance(first, second) != direct(first, second) { mismatches += 1 }
            for (first, second) in pairs.reversed() where measure.distance(second, first) != direct(first, second) { mismatches += 1 }
            return mismatches
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [0.5, 1.0, 2.3, 10]) func theLightnessShortcutAgreesWithTheFormula(limit: Double) {
        // Grey-ish pairs near the limit as well as random ones, so that both the shortcut and the
        // full formula answer some.
        let near = (0..<256).map { level -> (PackedPixel, PackedPixel) in
            let grey = PackedPixel(level)
            let other = PackedPixel(min(level + 2, 255))
            return (0xFF00_0000 | grey | grey << 8 | grey << 16, 0xFF00_0000 | other | grey << 8 | other << 16)
        }
        let disagreements = CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: CIEDE2000Measure.Entry.self, capacity: CIEDE2000Measure.memoSize) { memo in
                memo.initialize(repeating: CIEDE2000Measure.Entry())
                let measure = CIEDE2000Measure(limit: limit, linearTable: table, memo: memo)
                return (near + pairs).filter { measure.isWithinLimit($0.0, $0.1) != (direct($0.0, $0.1) <= limit) }.count
            }
        }
        #expect(disagreements == 0)
    }

    @Test func deltaE00IsSymmetricBitForBit() {
        // The memo keys a pair by its smaller pixel first, which is only sound if the formula
        // gives the same bits either way.
        for (first, second) in pairs.prefix(2000) {
            #expect(direct(first, second) == direct(second, first))
        }
    }
}
