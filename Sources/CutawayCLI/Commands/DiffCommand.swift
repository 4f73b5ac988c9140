import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

/// `cutaway diff`: compares two PNGs, or two folders of frames.
enum DiffCommand {
    static let signature = CommandSignature(
        name: "diff",
        abstract: "Compare two PNGs, two APNGs, or two folders of PNG frames.",
        discussion: "Two APNGs are compared frame by frame, in display order, with their delays; a difference in frame count or timing is reported as such.",
        arguments: [
            ArgumentSpec("ACTUAL", help: "A PNG, an APNG or a folder of PNGs."),
            ArgumentSpec("EXPECTED", help: "The PNG, APNG or folder to compare with."),
        ],
        options: [
            OptionSpec("threshold", valueName: "T", help: "Per-pixel colour threshold, 0…1 (YIQ).", defaultValue: "0.1", range: .fraction),
            OptionSpec("max-diff-pixels", valueName: "N", help: "Differing pixels allowed per image.", defaultValue: "0", range: .integers(0...1_000_000_000)),
            OptionSpec("max-diff-ratio", valueName: "R", help: "Fraction of differing pixels allowed per image.", defaultValue: "0", range: .fraction),
            OptionSpec("out", short: "o", valueName: "DIR", help: "Write a difference image per differing pair here."),
        ],
        flags: [OutputOptions.force],
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
        let out = try OutputOptions.given(arguments).map { URL(fileURLWithPath: $0) }
        let pairs = try imagePairs(URL(fileURLWithPath: actual), URL(fileURLWithPath: expected))
        var failures = 0
        var differenceImages: [(name: String, png: [UInt8])] = []
        for pair in pairs {
            let name = pair.name
            if let problem = pair.problem {
                failures += 1
                print("\(name): \(problem)", to: &output.standardOutput)
            }
            guard let actualImage = try pair.actual?(), let expectedImage = try pair.expected?() else {
                if pair.problem == nil {
                    failures += 1
                    print("\(name): only in \(pair.actual == nil ? expected : actual)", to: &output.standardOutput)
                }
                continue
            }
            let result = compareImages(actualImage, expectedImage, options: options, diffImage: out != nil)
            let passing = result.verdict.isPassing
            if !passing { failures += 1 }
            print("\(name): \(result.verdict)\(passing ? "" : ", " + GoldenRun.describe(result))", to: &output.standardOutput)
            if !passing, out != nil, let diff = result.diff {
                differenceImages.append((name, PNGEncoder().encode(RasterImage(diff), textChunks: GoldenRun.signature)))
            }
        }
        if let out {
            // One folder of difference images, replaced as a whole, so none from an earlier run
            // stays beside this run's.
            try OutputOptions.writing(out) {
                try AtomicOutput.replaceDirectory(at: out, replacing: OutputOptions.replacement(arguments)) { staging in
                    for (name, png) in differenceImages {
                        try AtomicOutput.writeAll(png, to: staging.appendingPathComponent(name).path)
                    }
                }
            }
        }
        return failures == 0 ? .success : .comparisonFailed
    }

    /// Two images to compare, loaded when asked, named as their difference image is.
    private struct ImagePair {
        var name: String
        var actual: (() throws -> RGBAImage)?
        var expected: (() throws -> RGBAImage)?
        /// A difference found without comparing pixels (a frame's delay).
        var problem: String?
    }

    /// The images to compare: two APNGs' frames in display order, folders' files by name, or
    /// the two files themselves.
    private static func imagePairs(_ actual: URL, _ expected: URL) throws -> [ImagePair] {
        if let left = try animation(actual), let right = try animation(expected) {
            return (0..<max(left.frames.count, right.frames.count)).map { index in
                func image(_ apng: DecodedAPNG) -> (() throws -> RGBAImage)? {
                    guard index < apng.frames.count else { return nil }
                    let png = apng.frames[index].image
                    return { RGBAImage(png) }
                }
                var problem: String?
                if index < left.frames.count, index < right.frames.count,
                   abs(left.frames[index].delay - right.frames[index].delay) > 1e-9 {
                    problem = "shown for \(InspectCommand.number(left.frames[index].delay)) s, expected \(InspectCommand.number(right.frames[index].delay)) s"
                }
                return ImagePair(name: SceneRenderer.frameFileName(index: index), actual: image(left), expected: image(right), problem: problem)
            }
        }
        return try filePairs(actual, expected).map { name, actualURL, expectedURL in
            ImagePair(name: name, actual: actualURL.map { url in { try load(url) } }, expected: expectedURL.map { url in { try load(url) } })
        }
    }

    /// The decoded animation, when `url` is an animated PNG (an `acTL` chunk before the image data).
    private static func animation(_ url: URL) throws -> DecodedAPNG? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count > 8 else { return nil }
        let bytes = Array(data)
        // Chunks: length (4), type (4), data, CRC (4), starting after the 8-byte signature.
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "acTL" { break }
            if type == "IDAT" || type == "IEND" { return nil }
            offset += 12 + length
        }
        guard offset + 8 <= bytes.count else { return nil }
        do {
            return try APNGDecoder.decode(bytes)
        } catch {
            throw CommandFailure("cannot read the APNG \(url.path): \(error)", exitCode: .badInput)
        }
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
            return RGBAImage(png)
        } catch {
            throw CommandFailure("cannot read \(url.path): \(error)", exitCode: .badInput)
        }
    }
}
