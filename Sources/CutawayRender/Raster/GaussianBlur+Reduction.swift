extension GaussianBlur {
    /// A large blur done on fewer pixels: the layer averaged down by a whole factor k in each
    /// direction (k × k pixels to one), blurred there by the rule, and drawn back up by Cairo's
    /// bilinear filter as it is composited (`CairoRasterizer+Blur`), never enlarged in memory.
    /// A blur of σ pixels keeps nothing finer than about σ, so from σ = 16 the pixels a
    /// blur of k = σ/8 rounded down to a power of two drops are ones it would have smoothed
    /// away: the work falls by k² (σ = 60, a 30-point blur at 2x, blurs a sixteenth of the
    /// pixels), and the result's largest difference from the exact Gaussian is at most
    /// `largestReductionError` more than the three boxes' own at full size
    /// (`CairoRasterizerBlurTests`: a blurred square, σ = 16…100).
    ///
    /// The averaging and the interpolation blur too: a box k pixels wide adds (k² − 1)/12 to
    /// the variance, the interpolation's tent k pixels either side k²/6. The blur done at the
    /// reduced size is the rest, √(σ² − (k² − 1)/12 − k²/6) / k, so the three together spread
    /// as σ does.
    ///
    /// The integer rule: a reduced pixel is (s + ⌊k²/2⌋) / k², rounded down, for the sum s of
    /// its k × k pixels (pixels past the layer's edge are transparent, or with clamped edges
    /// the nearest edge pixel's): a mean of premultiplied pixels with the same weights in
    /// every channel, so colour stays within alpha.
    enum Reduction {
        /// The smallest σ, in pixels, blurred at a reduced size.
        static let smallestSigma = 16.0
        /// How much further from the exact Gaussian a reduced blur may be than the three
        /// boxes at full size, of full scale: under four levels.
        static let largestReductionError = 0.015

        /// k: 1 below `smallestSigma`, else the largest power of two at most σ/8.
        static func factor(sigma: Double) -> Int {
            guard sigma >= smallestSigma, sigma.isFinite else { return 1 }
            var factor = 2
            while Double(factor * 2) <= sigma / 8, factor < 1 << 10 { factor *= 2 }
            return factor
        }

        /// The σ to blur the reduced layer by (see `Reduction`).
        static func reducedSigma(_ sigma: Double, factor: Int) -> Double {
            let k = Double(factor)
            return (sigma * sigma - (k * k - 1) / 12 - k * k / 6).squareRoot() / k
        }

        /// The size of a layer of `width` × `height` pixels reduced by `factor`: ⌈width/k⌉ × ⌈height/k⌉.
        static func reducedSize(width: Int, height: Int, factor k: Int) -> (width: Int, height: Int) {
            ((width + k - 1) / k, (height + k - 1) / k)
        }

        /// Averages `pixels` (`width` × `height`) into `reduced` (`reducedSize`), rows of
        /// `reducedBytesPerRow` bytes.
        static func reduce(
            _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
            into reduced: UnsafeMutablePointer<UInt8>, reducedBytesPerRow: Int, factor k: Int, clampsEdges: Bool
        ) {
            let (reducedWidth, reducedHeight) = reducedSize(width: width, height: height, factor: k)
            let shift = Int32((k * k).trailingZeroBitCount)
            let half = Lanes(repeating: Int32(k * k / 2))
            let wholeBlocks = width / k
            let sums = UnsafeMutablePointer<Lanes>.allocate(capacity: reducedWidth)
            defer { sums.deallocate() }
            for row in 0..<reducedHeight {
                sums.initialize(repeating: .zero, count: reducedWidth)
                for line in (row * k)..<(row * k + k) {
                    guard clampsEdges || line < height else { continue }
                    let source = UnsafeRawPointer(pixels + min(line, height - 1) * bytesPerRow)
                    var column = 0
                    for block in 0..<wholeBlocks {
                        var sum = sums[block]
                        for _ in 0..<k {
                            sum &+= channels(source, at: column)
                            column += 1
                        }
                        sums[block] = sum
                    }
                    // The last block, past the edge: transparent, or the edge pixel again.
                    if wholeBlocks < reducedWidth {
                        for offset in 0..<k where clampsEdges || column + offset < width {
                            sums[wholeBlocks] &+= channels(source, at: min(column + offset, width - 1))
                        }
                    }
                }
                let target = UnsafeMutableRawPointer(reduced + row * reducedBytesPerRow)
                for index in 0..<reducedWidth { store((sums[index] &+ half) &>> shift, target, at: index) }
            }
        }

        typealias Lanes = SIMD4<Int32>

        /// The four bytes of the pixel at `index` as four lanes.
        @inline(__always) static func channels(_ row: UnsafeRawPointer, at index: Int) -> Lanes {
            Lanes(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self))
        }

        /// Four lanes, each 0…255, as the pixel at `index`.
        @inline(__always) static func store(_ lanes: Lanes, _ row: UnsafeMutableRawPointer, at index: Int) {
            row.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: lanes), toByteOffset: index * 4, as: SIMD4<UInt8>.self)
        }
    }
}
