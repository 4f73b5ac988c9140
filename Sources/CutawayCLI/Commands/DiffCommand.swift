import CutawayRender
import CutawayTesting
import Foundation

/// `cutaway diff`: compares two PNGs, or two folders of frames.
enum DiffCommand {
    static let signature = CommandSignature(
        name: "diff",
        abstract: "Compare two PNGs, or two folders of PNG frames.",
        arguments: [
            ArgumentSpec("ACTUAL", help: "A PNG or a folder of PNGs."),
            ArgumentSpec("EXPECTED", help: "The PNG or folder to compare with."),
        ],
        options: [
            OptionSpec("threshold", valueName: "T", help: "Per-pixel colour threshold, 0…1 (YIQ).", defaultValue: "0.1"),
            OptionSpec("max-diff-pixels", valueName: "N", help: "Differing pixels allowed per image.", defaultValue: "0"),
            OptionSpec("max-diff-ratio", valueName: "R", help: "Fraction of differing pixels allowed per image.", defaultValue: "0"),
            OptionSpec("out", short: "o", valueName: "DIR", help: "Write a difference image per differing pair here."),
        ],
        examples: [.init("cutaway diff out/presence-smooth Tests/Goldens/presence-smooth --out out/diff", help: "Compare two frame folders:")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let actual = try arguments.positional("ACTUAL", as: String.self),
              let expected = try arguments.positional("EXPECTED", as: String.self)
        else { throw UsageError.missingArgument("ACTUAL EXPECTED") }
        let threshold = try arguments.value("threshold", as: Double.self) ?? 0.1
        let maxDiff = try arguments.value("max-diff-pixels", as: Int.self) ?? 0
        let maxRatio = try arguments.value("max-diff-ratio", as: Double.self) ?? 0
        guard (0...1).contains(threshold) else { throw UsageError.invalidValue(name: "--threshold", value: "\(threshold)", expected: "a number from 0 to 1") }
        guard maxDiff >= 0 else { throw UsageError.invalidValue(name: "--max-diff-pixels", value: "\(maxDiff)", expected: "0 or more") }
        guard (0...1).contains(maxRatio) else { throw UsageError.invalidValue(name: "--max-diff-ratio", value: "\(maxRatio)", expected: "a number from 0 to 1") }
        let options = ImageComparisonOptions(threshold: threshold, maxDiffPixels: maxDiff, maxDiffPixelRatio: maxRatio)
        let out = try arguments.value("out", as: String.self).map { URL(fileURLWithPath: $0) }
        let pairs = try filePairs(URL(fileURLWithPath: actual), URL(fileURLWithPath: expected))
        var failures = 0
        for (name, actualURL, expectedURL) in pairs {
            guard let expectedURL else {
                failures += 1
                print("\(name): only in \(actual)", to: &output.standardOutput)
                continue
            }
            guard let actualURL else {
                failures += 1
                print("\(name): only in \(expected)", to: &output.standardOutput)
                continue
            }
            let result = compareImages(try load(actualURL), try load(expectedURL), options: options, diffImage: out != nil)
            let passing = result.verdict.isPassing
            if !passing { failures += 1 }
            print("\(name): \(result.verdict)\(passing ? "" : ", " + GoldenRun.describe(result))", to: &output.standardOutput)
            if !passing, let out, let diff = result.diff {
                let image = RasterImage(straightRGBA: diff.pixels, width: diff.width, height: diff.height)
                try AtomicOutput.write(PNGEncoder().encode(image), to: out.appendingPathComponent(name))
            }
        }
        return failures == 0 ? .success : .comparisonFailed
    }

    /// Matching files by name (or the two files themselves).
    private static func filePairs(_ actual: URL, _ expected: URL) throws -> [(String, URL?, URL?)] {
        func isDirectory(_ url: URL) -> Bool {
            var flag: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
        }
        guard isDirectory(actual) || isDirectory(expected) else { return [(actual.lastPathComponent, actual, expected)] }
        guard isDirectory(actual), isDirectory(expected) else {
            throw CommandFailure("compare a folder with a folder, or a PNG with a PNG", exitCode: .badInput)
        }
        func pngs(_ url: URL) -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".png") })
        }
        let left = pngs(actual), right = pngs(expected)
        return left.union(right).sorted().map { name in
            (name, left.contains(name) ? actual.appendingPathComponent(name) : nil,
             right.contains(name) ? expected.appendingPathComponent(name) : nil)
        }
    }

    private static func load(_ url: URL) throws -> RGBAImage {
        do {
            let png = try PNGDecoder.decode(Array(Data(contentsOf: url)))
            return RGBAImage(width: png.width, height: png.height, pixels: png.rgba)
        } catch {
            throw CommandFailure("cannot read \(url.path): \(error)", exitCode: .badInput)
        }
    }
}
