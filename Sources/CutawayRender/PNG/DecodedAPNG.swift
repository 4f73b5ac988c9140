/// A decoded animated PNG: every frame as the full canvas after it is drawn, as
/// `APNGDecoder.decode(_:limits:)` keeps them (`APNGFrameReader` gives them one at a time).
public struct DecodedAPNG: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// In display order; the count is acTL's `num_frames`.
    public var frames: [Frame]
    /// acTL's `num_plays`: how many times the animation plays, 0 meaning forever.
    public var loops: Int
    /// The `tEXt` and `iTXt` chunks in file order.
    public var textChunks: [PNGTextChunk]

    public struct Frame: Sendable, Equatable {
        /// The whole canvas, straight RGBA, after this frame is drawn and before it is disposed.
        public var image: DecodedPNG
        /// The part of the canvas the frame's fcTL covers.
        public var region: Region
        /// fcTL's `delay_num` and `delay_den`, as stored.
        public var delayNumerator: UInt16
        public var delayDenominator: UInt16
        public var dispose: DisposeOperation
        public var blend: BlendOperation

        /// The delay in seconds. APNG §2.2: "If the denominator is 0, it is to be treated as if
        /// it were 100 (that is, `delay_num` then specifies 1/100ths of a second)".
        public var delay: Double {
            Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
        }
    }

    /// A rectangle of the canvas, in pixels.
    public struct Region: Sendable, Equatable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// APNG §2.2 `dispose_op`: what becomes of the region before the next frame is drawn.
    public enum DisposeOperation: UInt8, Sendable {
        /// `APNG_DISPOSE_OP_NONE`: left as drawn.
        case none = 0
        /// `APNG_DISPOSE_OP_BACKGROUND`: cleared to transparent black.
        case background = 1
        /// `APNG_DISPOSE_OP_PREVIOUS`: restored to what it was before this frame.
        case previous = 2
    }

    /// APNG §2.2 `blend_op`: how the frame's pixels meet the canvas.
    public enum BlendOperation: UInt8, Sendable {
        /// `APNG_BLEND_OP_SOURCE`: they replace the region, alpha included.
        case source = 0
        /// `APNG_BLEND_OP_OVER`: they are composited over it.
        case over = 1
    }
}
