/// How strict a golden-frame comparison is.
///
/// Two independent knobs: *per pixel*, how different two colours must be before the pixel
/// counts (`threshold` or the ΔE of `.ciede2000`), and *per image*, how many counted pixels
/// are tolerated (`maxDiffPixels`, `maxDiffPixelRatio`). The defaults are pixelmatch's
/// per-pixel threshold and a zero per-image allowance: nothing visible may change.
public struct ImageComparisonOptions: Sendable, Hashable {
    /// How the difference between two pixel colours is measured.
    public enum ColorDistance: Sendable, Hashable {
        /// pixelmatch's weighted YIQ distance; a pixel counts when its normalised distance
        /// exceeds `ImageComparisonOptions.threshold`.
        case yiq
        /// CIEDE2000 (ΔE00); a pixel counts when ΔE exceeds `threshold`. The default 2.3 is
        /// the commonly quoted just-noticeable difference (Sharma, 2003). The options'
        /// `threshold` field is not used in this mode.
        case ciede2000(threshold: Double = 2.3)
    }

    /// pixelmatch's YIQ threshold, 0…1: the normalised colour distance a pixel may differ by
    /// without counting. 0.1 is pixelmatch's default; 0 counts every changed byte.
    public var threshold: Double
    /// Whether differing pixels that look like antialiasing are reported separately instead
    /// of counted (pixelmatch's default, the inverse of its `includeAA`).
    public var detectsAntialiasing: Bool
    /// Counted pixels tolerated before the verdict is `.different`.
    public var maxDiffPixels: Int
    /// Fraction of all pixels, 0…1, tolerated before the verdict is `.different`. The images
    /// pass when *either* allowance holds, so setting one is enough (both default to 0).
    public var maxDiffPixelRatio: Double
    public var colorDistance: ColorDistance

    public init(
        threshold: Double = 0.1,
        detectsAntialiasing: Bool = true,
        maxDiffPixels: Int = 0,
        maxDiffPixelRatio: Double = 0,
        colorDistance: ColorDistance = .yiq
    ) {
        precondition((0...1).contains(threshold), "ImageComparisonOptions: threshold \(threshold) outside 0…1")
        precondition(maxDiffPixels >= 0, "ImageComparisonOptions: negative maxDiffPixels \(maxDiffPixels)")
        precondition(
            (0...1).contains(maxDiffPixelRatio),
            "ImageComparisonOptions: maxDiffPixelRatio \(maxDiffPixelRatio) outside 0…1")
        if case .ciede2000(let deltaE) = colorDistance {
            precondition(deltaE >= 0, "ImageComparisonOptions: negative ΔE threshold \(deltaE)")
        }
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.colorDistance = colorDistance
    }
}
