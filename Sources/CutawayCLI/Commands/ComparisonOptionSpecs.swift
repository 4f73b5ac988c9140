import CutawayTesting

/// How strict a pixel comparison is, read the same way by `cutaway test` and `cutaway diff`:
/// `--delta-e` (the default CIEDE2000 rule) or `--yiq-threshold` (pixelmatch's), and
/// `--shift-tolerance`, `--min-cluster-size` and `--max-diff-pixels`.
enum ComparisonOptionSpecs {
    /// The library's defaults: the command line's are the same, stated once.
    private static let defaults = ImageComparisonOptions()
    private static let defaultDeltaE: Double = {
        guard case .ciede2000(let threshold) = defaults.colorDistance else { preconditionFailure("the default colour distance is CIEDE2000") }
        return threshold
    }()

    static let specs = [
        OptionSpec(
            "delta-e", valueName: "E",
            help: "A pixel differs when its CIEDE2000 colour difference exceeds E (1.0: what a person sees side by side; see docs/goldens.md).",
            defaultValue: String(defaultDeltaE), range: .numbers(0...100)),
        OptionSpec(
            "yiq-threshold", valueName: "T",
            help: "Measure colour as pixelmatch does instead: a pixel differs when its YIQ distance exceeds T, 0…1.",
            range: .fraction),
        OptionSpec(
            "shift-tolerance", valueName: "PX",
            help: "Forgive a pixel whose colours are both found within PX pixels in the other image (moved edges, re-hinted text); 0 turns it off.",
            defaultValue: String(defaults.shiftTolerance), range: .integers(0...ImageComparisonOptions.maximumShiftTolerance)),
        OptionSpec(
            "min-cluster-size", valueName: "N",
            help: "Forgive differing pixels in clusters of fewer than N touching pixels (specks at glyph edges); 1 counts every pixel.",
            defaultValue: String(defaults.minimumClusterSize), range: .integers(ImageComparisonOptions.minimumClusterSizes)),
        OptionSpec("max-diff-pixels", valueName: "N", help: "Differing pixels allowed per frame.", defaultValue: String(defaults.maxDiffPixels), range: .integers(0...1_000_000_000)),
    ]

    /// The options the command line gives, `maxDiffPixelRatio` aside.
    static func options(_ arguments: ParsedArguments, maxDiffPixelRatio: Double = 0) throws -> ImageComparisonOptions {
        let deltaE = try arguments.value("delta-e", as: Double.self)
        let yiq = try arguments.value("yiq-threshold", as: Double.self)
        if arguments.isGiven("delta-e"), yiq != nil {
            throw UsageError.validationFailed("--delta-e and --yiq-threshold each choose how colour is measured; give one of them")
        }
        return ImageComparisonOptions(
            colorDistance: yiq.map { .yiq(threshold: $0) } ?? .ciede2000(threshold: deltaE ?? defaultDeltaE),
            shiftTolerance: try arguments.value("shift-tolerance", as: Int.self) ?? defaults.shiftTolerance,
            minimumClusterSize: try arguments.value("min-cluster-size", as: Int.self) ?? defaults.minimumClusterSize,
            maxDiffPixels: try arguments.value("max-diff-pixels", as: Int.self) ?? defaults.maxDiffPixels,
            maxDiffPixelRatio: maxDiffPixelRatio)
    }
}
