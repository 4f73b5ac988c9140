/// A colour distance specialised into the scan loop of `compareImages`. `distance` is only
/// called for pixels whose bytes differ, and only needs to be monotone in the public measure.
protocol PixelDistanceMeasure {
    /// A pixel counts when its distance exceeds this.
    var limit: Double { get }
    func distance(_ first: PackedPixel, _ second: PackedPixel) -> Double
    /// Whether `distance(first, second) <= limit`, possibly without computing it.
    func isWithinLimit(_ first: PackedPixel, _ second: PackedPixel) -> Bool
}

extension PixelDistanceMeasure {
    @inline(__always) func isWithinLimit(_ first: PackedPixel, _ second: PackedPixel) -> Bool {
        distance(first, second) <= limit
    }
}

/// pixelmatch's squared YIQ distance: a few multiplications, nothing to remember.
struct YIQMeasure: PixelDistanceMeasure {
    let limit: Double
    @inline(__always) func distance(_ first: PackedPixel, _ second: PackedPixel) -> Double {
        YIQDifference.squaredDistance(first, second)
    }
}

/// ΔE00, remembering recent pairs of colours.
///
/// Why a memo: ΔE00 costs two cube roots, an arctangent and a handful of cosines per pair, and
/// the shift rule asks for up to 18 pairs per differing pixel. A frame of an interface holds
/// few colours, so the same pairs come back: a frame recoloured everywhere asks for nearly the
/// same few dozen pairs a million times.
///
/// The shift rule only asks whether a pair is within the limit, and most pairs it asks about are
/// far apart. Those are answered from lightness alone: ΔE00² is (ΔL/S_L)² plus a quadratic
/// form in the chroma and hue terms, x² + y² + R_T·x·y, which is never negative because
/// |R_T| ≤ 2·sin 60° < 2; and S_L ≤ 1 + 0.015·50²/√(20 + 50²) = 1.747. So |ΔL| > 1.75 × limit
/// means ΔE00 > limit, without the trigonometry.
///
/// How it works: a direct-mapped table of `memoSize` entries, indexed by a multiplicative hash
/// of the pair (the smaller pixel first, as ΔE00 is symmetric). An entry holds its pair, so a
/// collision just computes again. The memo only decides how fast an answer comes, never what it
/// is, so results do not depend on the order pixels are visited in.
struct CIEDE2000Measure: PixelDistanceMeasure {
    struct Entry {
        /// The pair, `smaller << 32 | larger`; 0 when empty (two equal pixels are never asked).
        var key: UInt64 = 0
        var distance: Double = 0
    }

    /// 8,192 entries of 16 bytes: 128 KiB, comfortably inside a core's L2 cache.
    static let memoSize = 1 << 13

    let limit: Double
    let linearTable: UnsafeBufferPointer<Double>
    let memo: UnsafeMutableBufferPointer<Entry>

    /// The largest S_L, rounded up (see above).
    static let lightnessWeightBound = 1.75

    @inline(__always) func distance(_ first: PackedPixel, _ second: PackedPixel) -> Double {
        let (key, slot) = Self.slot(first, second)
        if memo[slot].key == key { return memo[slot].distance }
        return remember(key, slot, CIEDE2000.difference(lab(first), lab(second)))
    }

    @inline(__always) func isWithinLimit(_ first: PackedPixel, _ second: PackedPixel) -> Bool {
        let (key, slot) = Self.slot(first, second)
        if memo[slot].key == key { return memo[slot].distance <= limit }
        let (one, two) = (lab(first), lab(second))
        if abs(one.lightness - two.lightness) > Self.lightnessWeightBound * limit { return false }
        return remember(key, slot, CIEDE2000.difference(one, two)) <= limit
    }

    /// The pair's key (the smaller pixel first, so either order finds it) and its slot: the top
    /// 13 bits of key × 2⁶⁴/φ (Fibonacci hashing).
    @inline(__always) private static func slot(_ first: PackedPixel, _ second: PackedPixel) -> (key: UInt64, slot: Int) {
        let key = first < second ? UInt64(first) << 32 | UInt64(second) : UInt64(second) << 32 | UInt64(first)
        return (key, Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 51))
    }

    @inline(__always) private func lab(_ pixel: PackedPixel) -> CIEDE2000.Lab {
        CIEDE2000.lab(of: pixel, linearTable: linearTable)
    }

    @inline(__always) private func remember(_ key: UInt64, _ slot: Int, _ distance: Double) -> Double {
        memo[slot] = Entry(key: key, distance: distance)
        return distance
    }
}
