/// What `compareImages` found: a verdict for the test, and the evidence for the person
/// reading the failure.
public struct ImageComparisonResult: Sendable {
    public enum Verdict: Sendable, Equatable, CustomStringConvertible {
        /// The bytes are equal. Nothing else was measured.
        case identical
        /// Some bytes differ, but no more pixels count as different than the options allow.
        case withinTolerance
        /// More pixels differ than the options allow.
        case different
        /// The images cannot be compared pixel by pixel; nothing else was measured.
        case sizeMismatch(actual: (width: Int, height: Int), expected: (width: Int, height: Int))

        /// Whether a golden test should pass.
        public var isPassing: Bool {
            switch self {
            case .identical, .withinTolerance: true
            case .different, .sizeMismatch: false
            }
        }

        public static func == (left: Verdict, right: Verdict) -> Bool {
            switch (left, right) {
            case (.identical, .identical), (.withinTolerance, .withinTolerance), (.different, .different): true
            case (.sizeMismatch(let actual1, let expected1), .sizeMismatch(let actual2, let expected2)):
                actual1 == actual2 && expected1 == expected2
            default: false
            }
        }

        public var description: String {
            switch self {
            case .identical: "identical"
            case .withinTolerance: "within tolerance"
            case .different: "different"
            case .sizeMismatch(let actual, let expected):
                "size mismatch: actual \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
            }
        }
    }

    public var verdict: Verdict
    /// Pixels whose colour distance exceeds the threshold and that are not antialiasing.
    public var differentPixelCount: Int
    /// Pixels over the threshold that were classified as antialiasing and so not counted.
    public var antialiasedPixelCount: Int
    /// Pixels over the threshold whose colours were both found nearby in the other image
    /// (content moved by at most `shiftTolerance` pixels), and so not counted.
    public var shiftedPixelCount: Int
    /// Pixels that would have counted but lie in clusters smaller than `minimumClusterSize`
    /// (specks, not a change), and so not counted.
    public var isolatedPixelCount: Int
    /// `differentPixelCount` divided by the number of pixels.
    public var differentPixelRatio: Double
    /// The largest colour distance between any two corresponding pixels, antialiased ones
    /// included: normalised 0…1 for `.yiq` (comparable with `threshold`), ΔE00 for
    /// `.ciede2000`.
    public var maximumColorDistance: Double
    /// The smallest rectangle holding every counted pixel, or nil when none counted.
    public var differenceBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// pixelmatch-style picture of the difference, when requested: unchanged pixels as a faded
    /// grey copy of the expected image, counted pixels red, antialiasing yellow, shifts and specks blue.
    public var diff: RGBAImage?
}
