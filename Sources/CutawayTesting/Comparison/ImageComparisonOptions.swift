/// How strict a golden-frame comparison is.
///
/// Three independent knobs: *per pixel*, how different two colours must be before the pixel
/// counts (`colorDistance`); *around it*, which differences are rendering noise rather than a
/// change (`detectsAntialiasing`, `shiftTolerance`, `minimumClusterSize`); and *per image*,
/// how many counted pixels are tolerated (`maxDiffPixels`, `maxDiffPixelRatio`).
///
/// The defaults fail every change a person would see on an iOS screen and forgive what
/// rendering alone produces; `docs/goldens.md` gives the rule and the calibration behind it:
/// a pixel counts when its CIEDE2000 difference exceeds 1.0 (the perceptibility threshold), and
/// is forgiven when it looks like antialiasing or when both its colours are found within one
/// pixel in the other image (an edge that moved by less than a pixel, a glyph stem that hinting
/// snapped to the next column), or when it is a speck of one or two pixels. Nothing counted is
/// tolerated.
public struct ImageComparisonOptions: Sendable, Hashable {
    /// How the difference between two pixel colours is measured, and how large it must be for
    /// the pixel to count.
    public enum ColorDistance: Sendable, Hashable {
        /// CIEDE2000 (ΔE00); a pixel counts when ΔE exceeds `threshold`. The default, 1.0, is
        /// the colour difference an observer perceives half the time when two patches are
        /// compared side by side (see `docs/goldens.md`): the white of an iOS card against the
        /// grouped background (#F2F2F7) is 3.6.
        case ciede2000(threshold: Double = 1.0)
        /// pixelmatch's weighted YIQ distance, normalised to 0…1; a pixel counts when it exceeds
        /// `threshold` (pixelmatch's default is 0.1, which does not see white against #F2F2F7:
        /// their distance is 0.047).
        case yiq(threshold: Double = 0.1)
    }

    public var colorDistance: ColorDistance
    /// Whether differing pixels that look like antialiasing are reported separately instead
    /// of counted (pixelmatch's default, the inverse of its `includeAA`).
    public var detectsAntialiasing: Bool
    /// How far, in pixels, a difference may be explained by moved content: a differing pixel is
    /// forgiven when its colour in each image is found (within the colour threshold) within
    /// this many pixels in the other image. 1 forgives sub-pixel text and edge shifts; 0 turns
    /// the rule off.
    public var shiftTolerance: Int
    /// The fewest touching pixels (diagonals included) that make a change: smaller clusters of
    /// counted pixels, the specks re-hinted text leaves between two stems, are forgiven. 1
    /// counts every pixel.
    public var minimumClusterSize: Int
    /// Counted pixels tolerated before the verdict is `.different`.
    public var maxDiffPixels: Int
    /// Fraction of all pixels, 0…1, tolerated before the verdict is `.different`. The images
    /// pass when *either* allowance holds, so setting one is enough (both default to 0).
    public var maxDiffPixelRatio: Double

    /// The sizes `minimumClusterSize` may take: specks are small, and each counted pixel may
    /// cost up to 8 × minimumClusterSize² checks.
    public static let minimumClusterSizes = 1...64
    /// The largest `shiftTolerance`: beyond a few pixels, moved content is a change.
    public static let maximumShiftTolerance = 3

    public init(
        colorDistance: ColorDistance = .ciede2000(),
        detectsAntialiasing: Bool = true,
        shiftTolerance: Int = 1,
        minimumClusterSize: Int = 3,
        maxDiffPixels: Int = 0,
        maxDiffPixelRatio: Double = 0
    ) {
        switch colorDistance {
        case .yiq(let threshold):
            precondition((0...1).contains(threshold), "ImageComparisonOptions: YIQ threshold \(threshold) outside 0…1")
        case .ciede2000(let threshold):
            precondition(threshold >= 0 && threshold.isFinite, "ImageComparisonOptions: ΔE threshold \(threshold) is not ≥ 0")
        }
        precondition(
            (0...Self.maximumShiftTolerance).contains(shiftTolerance),
            "ImageComparisonOptions: shiftTolerance \(shiftTolerance) outside 0…\(Self.maximumShiftTolerance)")
        precondition(
            Self.minimumClusterSizes.contains(minimumClusterSize),
            "ImageComparisonOptions: minimumClusterSize \(minimumClusterSize) outside \(Self.minimumClusterSizes)")
        precondition(maxDiffPixels >= 0, "ImageComparisonOptions: negative maxDiffPixels \(maxDiffPixels)")
        precondition(
            (0...1).contains(maxDiffPixelRatio),
            "ImageComparisonOptions: maxDiffPixelRatio \(maxDiffPixelRatio) outside 0…1")
        self.colorDistance = colorDistance
        self.detectsAntialiasing = detectsAntialiasing
        self.shiftTolerance = shiftTolerance
        self.minimumClusterSize = minimumClusterSize
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }
}
