import CutawayTesting

/// How strict a pixel comparison is, read the same way by `cutaway test` and `cutaway diff`:
/// `--delta-e` (the default CIEDE2000 rule) or `--yiq-threshold` (pixelmatch's), and
/// `--shift-tolerance`, `--min-cluster-size` and `--max-diff-pixels`.
enum ComparisonOptionSpecs {
    static let specs = [
        OptionSpec(
            "delta-e", valueName: "E",
            help: "A pixel differs when its CIEDE2000 colour difference exceeds E (1.0: what a person sees side by side; see docs/goldens.md).",
            defaultValue: "1.0", range: .numbers(0...100)),
        OptionSpec(
            "yiq-threshold", valueName: "T",
            help: "Measure colour as pixelmatch does instead: a pixel differs when its YIQ distance exceeds T, 0…1.",
            range: .fraction),
        OptionSpec(
            "shift-tolerance", valueName: "PX",
            help: "Forgive a pixel whose colours are both found within PX pixels in the other image (moved edges, re-hinted text); 0 turns it off.",
            defaultValue: "1", range: .integers(0...ImageComparisonOptions.maximumShiftTolerance)),
        OptionSpec(
            "min-cluster-size", valueName: "N",
            help: "Forgive differing pixels in clusters of fewer than N touching pixels (specks at glyph edges); 1 counts every pixel.",
            defaultValue: "3", range: .integers(ImageComparisonOptions.minimumClusterSizes)),
        OptionSpec("max-diff-pixels", valueName: "N", help: "Differing pixels allowed per frame.", defaultValue: "0", range: .integers(0...1_000_000_000)),
    ]

    /// The options the command line gives, `maxDiffPixelRatio` aside.
    static func options(_ arguments: ParsedArguments, maxDiffPixelRatio: Double = 0) throws -> ImageComparisonOptions {
        let deltaE = try arguments.value("delta-e", as: Double.self)
        let yiq = try arguments.value("yiq-threshold", as: Double.self)
        if arguments.isGiven("delta-e"), yiq != nil {
            throw UsageError.validationFailed("--delta-e and --yiq-threshold each choose how colour is measured; give one of them")
        }
        return ImageComparisonOptions(
            colorDistance: yiq.map { .yiq(threshold: $0) } ?? .ciede2000(threshold: deltaE ?? 1.0),
            shiftTolerance: try arguments.value("shift-tolerance", as: Int.self) ?? 1,
            minimumClusterSize: try arguments.value("min-cluster-size", as: Int.self) ?? 3,
            maxDiffPixels: try arguments.value("max-diff-pixels", as: Int.self) ?? 0,
            maxDiffPixelRatio: maxDiffPixelRatio)
    }
}
