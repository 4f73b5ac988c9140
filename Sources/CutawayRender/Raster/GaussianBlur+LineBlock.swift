extension GaussianBlur {
    /// Blurs a block of up to four lines (rows, or columns) of pixels together, and owns the
    /// two buffers the passes write to in turn, made once per blur.
    ///
    /// How a block is blurred: its pixels are copied into a buffer of `Lanes`, one vector per
    /// position along the lines (the four lines' B, then their G, R and A: the channels are
    /// taken apart with shifts and masks, no shuffles), reaching the blur's
    /// spread past each end with transparent pixels or copies of the end pixel; each pass
    /// writes the other buffer, over the positions that later passes read, shrinking by its
    /// window each time; the last pass's levels are cut to their alpha and stored back.
    ///
    /// Invariants: the buffers hold `longestLine` + both spreads + 1 positions, every
    /// position a pass reads, and the one past its end that the running sum reads last. The
    /// result equals blurring each line of the whole buffer on its own: a sum is of whole
    /// numbers, the same whichever position it starts from, and what lies beyond a spread
    /// of a non-transparent pixel is transparent, before and after blurring.
    final class LineBlock {
        /// Four lines: a vector of 16 Floats, four SSE2 registers; more lines would not fit
        /// the running sums in registers.
        static let lineCount = 4

        let passes: [Pass]
        let clampsEdges: Bool
        /// How far the blur reaches before a pixel and past it: its windows' reaches summed.
        let spreadBefore: Int, spreadAfter: Int
        private let first: UnsafeMutablePointer<Lanes>, second: UnsafeMutablePointer<Lanes>

        init(passes: [Pass], longestLine: Int, clampsEdges: Bool) {
            self.passes = passes
            self.clampsEdges = clampsEdges
            spreadBefore = passes.reduce(0) { $0 - $1.window.lowerBound }
            spreadAfter = passes.reduce(0) { $0 + $1.window.upperBound }
            let capacity = longestLine + spreadBefore + spreadAfter + 1
            first = .allocate(capacity: capacity)
            second = .allocate(capacity: capacity)
            first.initialize(repeating: Lanes(repeating: Pass.levelBias), count: capacity)
            second.initialize(repeating: Lanes(repeating: Pass.levelBias), count: capacity)
        }

        deinit {
            first.deallocate()
            second.deallocate()
        }

        /// Blurs `lines` lines of `length` pixels, the first pixel at `start`, the next one
        /// along a line `pixelStep` bytes on, the next line's `lineStep` bytes on.
        func blur(_ start: UnsafeMutablePointer<UInt8>, lines: Int, length: Int, pixelStep: Int, lineStep: Int) {
            @inline(__always) func pixels(at position: Int) -> SIMD4<UInt32> {
                Self.load(UnsafeRawPointer(start + position * pixelStep), lines: lines, lineStep: lineStep)
            }
            // The positions whose blur is not transparent: a spread either side of the pixels
            // that are not (with clamped edges, every position).
            var (firstVisible, pastVisible) = (0, length)
            if !clampsEdges {
                while firstVisible < length, pixels(at: firstVisible) == .zero { firstVisible += 1 }
                guard firstVisible < length else { return }
                while pixels(at: pastVisible - 1) == .zero { pastVisible -= 1 }
            }
            let written = max(0, firstVisible - spreadAfter)..<min(length, pastVisible + spreadBefore)
            // Buffer index 0 is line position `origin`; the copy reaches both spreads further.
            let origin = written.lowerBound - spreadBefore
            let count = written.count + spreadBefore + spreadAfter
            let inside = max(0, -origin)..<min(count, length - origin)
            let transparent = Lanes(repeating: Pass.levelBias)
            let before = clampsEdges ? Self.lanes(pixels(at: 0)) : transparent
            let after = clampsEdges ? Self.lanes(pixels(at: length - 1)) : transparent
            for index in 0..<inside.lowerBound { first[index] = before }
            for index in inside { first[index] = Self.lanes(pixels(at: origin + index)) }
            for index in inside.upperBound..<count { first[index] = after }

            var (input, output) = (first, second)
            var range = 0..<count
            for pass in passes {
                range = (range.lowerBound - pass.window.lowerBound)..<(range.upperBound - pass.window.upperBound)
                pass.apply(input, into: output, at: range)
                swap(&input, &output)
            }
            for index in range {
                let levels = Pass.levels(input[index])
                let alpha = levels.highHalf.highHalf
                // min(colour, alpha), branch-free: the difference where it is negative.
                @inline(__always) func cut(_ colour: SIMD4<Int32>) -> SIMD4<Int32> {
                    let excess = alpha &- colour
                    return colour &+ (excess & (excess &>> 31))
                }
                let words = cut(levels.lowHalf.lowHalf) | cut(levels.lowHalf.highHalf) &<< 8 | cut(levels.highHalf.lowHalf) &<< 16 | alpha &<< 24
                Self.store(
                    unsafeBitCast(words, to: SIMD4<UInt32>.self), UnsafeMutableRawPointer(start + (origin + index) * pixelStep),
                    lines: lines, lineStep: lineStep)
            }
        }

        /// The pixels of `lines` lines at one position (zero for absent lines), as words.
        @inline(__always) private static func load(_ pixel: UnsafeRawPointer, lines: Int, lineStep: Int) -> SIMD4<UInt32> {
            if lines == 4 && lineStep == 4 { return pixel.loadUnaligned(as: SIMD4<UInt32>.self) }
            if lines == 4 {
                return SIMD4(
                    pixel.loadUnaligned(as: UInt32.self), pixel.loadUnaligned(fromByteOffset: lineStep, as: UInt32.self),
                    pixel.loadUnaligned(fromByteOffset: 2 * lineStep, as: UInt32.self),
                    pixel.loadUnaligned(fromByteOffset: 3 * lineStep, as: UInt32.self))
            }
            var words = SIMD4<UInt32>()
            for line in 0..<lines { words[line] = pixel.loadUnaligned(fromByteOffset: line * lineStep, as: UInt32.self) }
            return words
        }

        @inline(__always) private static func store(_ words: SIMD4<UInt32>, _ pixel: UnsafeMutableRawPointer, lines: Int, lineStep: Int) {
            if lines == 4 && lineStep == 4 { return pixel.storeBytes(of: words, as: SIMD4<UInt32>.self) }
            if lines == 4 {
                pixel.storeBytes(of: words[0], as: UInt32.self)
                pixel.storeBytes(of: words[1], toByteOffset: lineStep, as: UInt32.self)
                pixel.storeBytes(of: words[2], toByteOffset: 2 * lineStep, as: UInt32.self)
                pixel.storeBytes(of: words[3], toByteOffset: 3 * lineStep, as: UInt32.self)
                return
            }
            for line in 0..<lines { pixel.storeBytes(of: words[line], toByteOffset: line * lineStep, as: UInt32.self) }
        }

        /// Four pixels' words to stored levels: the B of each line, then the G, R and A.
        @inline(__always) private static func lanes(_ words: SIMD4<UInt32>) -> Lanes {
            let low = SIMD8(lowHalf: words & 0xFF, highHalf: (words &>> 8) & 0xFF)
            let high = SIMD8(lowHalf: (words &>> 16) & 0xFF, highHalf: words &>> 24)
            return Pass.stored(unsafeBitCast(SIMD16(lowHalf: low, highHalf: high), to: SIMD16<Int32>.self))
        }
    }
}
