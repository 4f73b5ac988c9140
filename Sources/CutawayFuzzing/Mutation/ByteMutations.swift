/// Mutations that know nothing of the format: libFuzzer's and AFL's classic havoc steps on a
/// byte array. The structure-aware mutators fall back on these, and use them inside a chunk's
/// data or a JSON string.
enum ByteMutations {
    /// Applies one randomly chosen byte-level mutation. `others` are further inputs to splice
    /// from; the result is never longer than `maximumCount`.
    static func mutate(_ bytes: inout [UInt8], others: [[UInt8]], maximumCount: Int, random: inout FuzzRandom) {
        switch random.below(11) {
        case 0: flipBit(&bytes, random: &random)
        case 1: setRandomByte(&bytes, random: &random)
        case 2: insertBytes(&bytes, random: &random)
        case 3: deleteRange(&bytes, random: &random)
        case 4: duplicateRange(&bytes, random: &random)
        case 5: copyRange(&bytes, random: &random)
        case 6: overwriteInterestingInteger(&bytes, random: &random)
        case 7: addToInteger(&bytes, random: &random)
        case 8: splice(&bytes, with: others.isEmpty ? bytes : random.element(of: others), random: &random)
        case 9: truncate(&bytes, random: &random)
        default: shuffleRange(&bytes, random: &random)
        }
        if bytes.count > maximumCount { bytes.removeLast(bytes.count - maximumCount) }
    }

    static func flipBit(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return }
        bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
    }

    static func setRandomByte(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return bytes = [random.byte()] }
        bytes[random.below(bytes.count)] = random.byte()
    }

    /// Inserts a few bytes: random, or one byte repeated (AFL's "insert constant block").
    static func insertBytes(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        let count = random.smallCount(maximum: 8) * (random.chance(1, in: 4) ? 16 : 1)
        let repeated = random.chance(1, in: 2) ? random.byte() : nil
        let inserted = (0..<count).map { _ in repeated ?? random.byte() }
        bytes.insert(contentsOf: inserted, at: random.below(bytes.count + 1))
    }

    static func deleteRange(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return }
        let range = randomRange(in: bytes.count, random: &random)
        bytes.removeSubrange(range)
    }

    /// Repeats a range in place, so lengths and counts disagree with the data.
    static func duplicateRange(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return }
        let range = randomRange(in: bytes.count, random: &random)
        bytes.insert(contentsOf: bytes[range], at: range.upperBound)
    }

    /// Copies a range over another place in the same input.
    static func copyRange(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard bytes.count > 1 else { return }
        let source = randomRange(in: bytes.count, random: &random)
        let destination = random.below(bytes.count - source.count + 1)
        bytes.replaceSubrange(destination..<destination + source.count, with: Array(bytes[source]))
    }

    /// Writes an interesting 8-, 16- or 32-bit integer, either byte order, at a random offset.
    static func overwriteInterestingInteger(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        let encoded: [UInt8]
        switch random.below(3) {
        case 0: encoded = [random.element(of: InterestingValues.eightBit)]
        case 1: encoded = Array(bigEndian(UInt32(random.element(of: InterestingValues.sixteenBit))).suffix(2))
        default: encoded = bigEndian(random.element(of: InterestingValues.thirtyTwoBit))
        }
        let ordered: [UInt8] = random.chance(1, in: 4) ? Array(encoded.reversed()) : encoded
        guard bytes.count >= ordered.count else { return bytes = ordered }
        let offset = random.below(bytes.count - ordered.count + 1)
        bytes.replaceSubrange(offset..<offset + ordered.count, with: ordered)
    }

    /// Adds or subtracts up to 35 (AFL's `ARITH_MAX`) to one byte or a big-endian 32-bit word.
    static func addToInteger(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return }
        let delta = random.integer(in: -35...35)
        if bytes.count >= 4 && random.chance(1, in: 2) {
            let offset = random.below(bytes.count - 3)
            let word = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            bytes.replaceSubrange(offset..<offset + 4, with: bigEndian(word &+ UInt32(bitPattern: Int32(delta))))
        } else {
            let offset = random.below(bytes.count)
            bytes[offset] = bytes[offset] &+ UInt8(truncatingIfNeeded: delta)
        }
    }

    /// The head of one input followed by the tail of another (libFuzzer's CrossOver).
    static func splice(_ bytes: inout [UInt8], with other: [UInt8], random: inout FuzzRandom) {
        let head = random.below(bytes.count + 1)
        let tail = random.below(other.count + 1)
        bytes = Array(bytes[..<head]) + other[tail...]
    }

    static func truncate(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard !bytes.isEmpty else { return }
        bytes.removeLast(random.integer(in: 1...max(1, bytes.count / 4)))
    }

    /// Reverses a short range: reorders bytes without changing which bytes there are.
    static func shuffleRange(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        guard bytes.count > 1 else { return }
        let start = random.below(bytes.count - 1)
        let end = min(bytes.count, start + 2 + random.below(8))
        bytes[start..<end].reverse()
    }

    /// A non-empty range, usually short: lengths up to 16 are as likely as all longer ones.
    static func randomRange(in count: Int, random: inout FuzzRandom) -> Range<Int> {
        let maximum = random.chance(1, in: 2) ? min(count, 16) : count
        let length = random.integer(in: 1...maximum)
        let start = random.below(count - length + 1)
        return start..<start + length
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
