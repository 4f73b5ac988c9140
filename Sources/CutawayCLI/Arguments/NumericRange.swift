/// The numbers an option accepts, checked while the command line is parsed.
///
/// A value outside it is a usage error that names the range ("--fps expects an integer from 1
/// to 1000; found '9223372036854775807'"), before any command converts it: frame counts, frame
/// indices and sizes are computed from these values, and a value far outside what a scene can
/// mean would otherwise overflow an integer conversion and trap.
public enum NumericRange: Sendable, Equatable {
    /// Whole numbers in the range.
    case integers(ClosedRange<Int>)
    /// Finite numbers in the range.
    case numbers(ClosedRange<Double>)

    /// Whether `word` is a number this range accepts.
    func accepts(_ word: String) -> Bool {
        switch self {
        case .integers(let range): Int(word).map(range.contains) ?? false
        case .numbers(let range): Double(word).map { $0.isFinite && range.contains($0) } ?? false
        }
    }

    /// Completes "--fps expects …": "an integer from 1 to 1000".
    var expectation: String {
        switch self {
        case .integers(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .numbers(let range): "a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
        }
    }

    /// How help shows the range: "1 to 1000".
    var summary: String {
        switch self {
        case .integers(let range): "\(range.lowerBound) to \(range.upperBound)"
        case .numbers(let range): "\(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
        }
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Frames per second: up to 1000, four times the fastest displays' 240 Hz.
    public static let frameRate = NumericRange.integers(1...1000)
    /// A time in a scene, in seconds: up to an hour, which at 1000 fps is 3.6 million frames,
    /// still an `Int` with room to spare.
    public static let sceneTime = NumericRange.numbers(0...3600)
    /// A fraction, such as a threshold or a ratio of pixels.
    public static let fraction = NumericRange.numbers(0...1)
}
