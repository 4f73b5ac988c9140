import Cutaway
import CutawayGoldens
import CutawayRender
import CutawayTesting
import Foundation

/// `cutaway diff`: compares two PNGs or APNGs frame by frame, or two folders of PNG frames.
///
/// Why frames: a still PNG is a one-frame sequence, so any two files are compared the same
/// way, frame by frame in display order, and a difference in frame count is a difference. An
/// APNG compared with a PNG therefore never passes because its first frame matches.
///
/// How it works: both files are opened first, each read whole only after its size is checked,
/// and each decoder checks the file's structure and headers against `ImageDecodingLimits`, so
/// a hostile input fails (exit 65, naming its path) before anything is compared or written. An
/// APNG's frames are then decoded one at a time onto its one canvas (`APNGFrameReader`), and
/// each pair is compared and let go before the next, so two long animations cost two canvases,
/// not two animations.
enum DiffCommand {
    static let signature = CommandSignature(
        name: "diff",
        abstract: "Compare two PNGs, two APNGs, or two folders of PNG frames.",
        discussion: "Files are compared frame by frame in display order, a still PNG being one frame; APNGs' delays are compared too. A difference in frame count or timing is reported as a difference.",
        arguments: [
            ArgumentSpec("ACTUAL", help: "A PNG, an APNG or a folder of PNGs."),
            ArgumentSpec("EXPECTED", help: "The PNG, APNG or folder to compare with."),
        ],
        options: [
        ] + ComparisonOptionSpecs.specs + [
            OptionSpec("max-diff-ratio", valueName: "R", help: "Fraction of differing pixels allowed per image.", defaultValue: "0", range: .fraction),
            OptionSpec("out", short: "o", valueName: "DIR", help: "Write a difference image per differing pair here."),
        ],
        flags: [OutputOptions.force],
        examples: [.init("cutaway diff out/presence-smooth Tests/Goldens/presence-smooth --out out/diff", help: "Compare two frame folders:")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let actual = try arguments.positional("ACTUAL", as: String.self),
              let expected = try arguments.positional("EXPECTED", as: String.self)
        else { throw UsageError.missingArgument("ACTUAL EXPECTED") }
        let options = try ComparisonOptionSpecs.options(
            arguments, maxDiffPixelRatio: try arguments.value("max-diff-ratio", as: Double.self) ?? 0)
        // Difference images go into a new folder that replaces `--out` as a whole at the end, so
        // none from an earlier run stays beside this run's; it is checked before comparing.
        let out = try OutputOptions.given(arguments).map { URL(fileURLWithPath: $0) }
        for (input, label) in [(actual, "ACTUAL"), (expected, "EXPECTED")] {
            let url = URL(fileURLWithPath: input)
            if let out, AtomicOutput.overlaps(out, url) {
                throw UsageError.validationFailed("--out \(out.relativePath) would replace \(label) \(input); write the difference images somewhere else")
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CommandFailure("could not read \(input): no such file or folder", exitCode: .noInput)
            }
        }
        let differences = out.map { FolderUpdate($0, keepingFiles: false, replacing: OutputOptions.replacement(arguments)) }
        if let out, let differences { try OutputOptions.writing(out) { try differences.begin() } }
        let comparer = Comparer(
            options: options,
            differences: differences)
        let (actualURL, expectedURL) = (URL(fileURLWithPath: actual), URL(fileURLWithPath: expected))
        let failures: Int
        if isDirectory(actualURL) || isDirectory(expectedURL) {
            guard isDirectory(actualURL), isDirectory(expectedURL) else {
                throw CommandFailure("compare a folder with a folder, or a file with a file", exitCode: .badInput)
            }
            failures = try compareFolders(actualURL, expectedURL, comparer, &output)
        } else {
            failures = try compareFiles(FrameSource(actualURL), FrameSource(expectedURL), comparer, &output)
        }
        if let out, let differences { try OutputOptions.writing(out) { try differences.commit() } }
        return failures == 0 ? .success : .comparisonFailed
    }

    /// Compares two files frame by frame; returns how many differences it reported.
    private static func compareFiles(_ actual: FrameSource, _ expected: FrameSource, _ comparer: Comparer, _ output: inout CommandOutput) throws -> Int {
        var failures = 0
        let common = min(actual.frameCount, expected.frameCount)
        for index in 0..<common {
            // Two still PNGs keep the name they had before frames were counted: the file's.
            let name = actual.isAnimated || expected.isAnimated ? SceneRenderer.frameFileName(index: index) : actual.url.lastPathComponent
            // The frames are let go when the closure returns, before a difference image is made.
            let (result, delays) = try { () throws -> (ImageComparisonResult, (Double?, Double?)) in
                let (actualFrame, expectedFrame) = (try actual.nextFrame(), try expected.nextFrame())
                return (comparer.compare(actualFrame.image, expectedFrame.image), (actualFrame.delay, expectedFrame.delay))
            }()
            if let shown = delays.0, let wanted = delays.1, abs(shown - wanted) > 1e-9 {
                failures += 1
                print("\(name): shown for \(GeometryJSON.number(shown)) s, expected \(GeometryJSON.number(wanted)) s", to: &output.standardOutput)
            }
            if try !comparer.report(result, name: name, &output) { failures += 1 }
        }
        guard actual.frameCount != expected.frameCount else { return failures }
        let (longer, shorter) = actual.frameCount > common ? (actual, expected) : (expected, actual)
        // The rest are decoded too, so that a corrupt frame is an error whatever it is compared with.
        for _ in common..<longer.frameCount { _ = try longer.nextFrame() }
        let first = SceneRenderer.frameFileName(index: common), last = SceneRenderer.frameFileName(index: longer.frameCount - 1)
        let names = longer.frameCount - common == 1 ? first : "\(first)…\(last)"
        let other = shorter.isAnimated ? "\(shorter.url.path) has \(shorter.frameCount)" : "\(shorter.url.path) is a still PNG, one frame"
        print("\(names): only in \(longer.url.path), which has \(longer.frameCount) frames; \(other)", to: &output.standardOutput)
        return failures + 1
    }

    /// Compares two folders' PNGs by name; returns how many differences it reported.
    private static func compareFolders(_ actual: URL, _ expected: URL, _ comparer: Comparer, _ output: inout CommandOutput) throws -> Int {
        func pngs(_ url: URL) -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".png") })
        }
        let left = pngs(actual), right = pngs(expected)
        var failures = 0
        for name in left.union(right).sorted() {
            guard left.contains(name), right.contains(name) else {
                failures += 1
                print("\(name): only in \(left.contains(name) ? actual.path : expected.path)", to: &output.standardOutput)
                continue
            }
            let result = comparer.compare(try load(actual.appendingPathComponent(name)), try load(expected.appendingPathComponent(name)))
            if try !comparer.report(result, name: name, &output) { failures += 1 }
        }
        return failures
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    private static func load(_ url: URL) throws -> RGBAImage {
        do {
            return RGBAImage(try PNGDecoder.decode(contentsOf: url))
        } catch let error as InputFileError {
            throw CommandFailure("\(error)", exitCode: ExitCode(error))
        } catch {
            throw CommandFailure("cannot read \(url.path): \(error)", exitCode: .badInput)
        }
    }

    /// The comparison options and where difference images go.
    ///
    /// Comparing and reporting are two steps, so that the compared images can be let go in
    /// between: at the pixel budget each image is 50 MiB, and making and encoding the difference
    /// image needs two more.
    private struct Comparer {
        let options: ImageComparisonOptions
        /// Where difference images go, if anywhere.
        let differences: FolderUpdate?

        func compare(_ actual: RGBAImage, _ expected: RGBAImage) -> ImageComparisonResult {
            compareImages(actual, expected, options: options, diffImage: differences != nil)
        }

        /// Prints the verdict and, if the pair differs, writes its difference image; returns
        /// whether it passed.
        func report(_ result: consuming ImageComparisonResult, name: String, _ output: inout CommandOutput) throws -> Bool {
            let passing = result.verdict.isPassing
            print("\(name): \(result.verdict)\(passing ? "" : ", " + GoldenRun.describe(result))", to: &output.standardOutput)
            if !passing, let differences, let diff = result.diff {
                result.diff = nil
                let image = RasterImage(consume diff)
                try OutputOptions.writing(differences.url) {
                    try differences.write(PNGEncoder().encode(image, textChunks: GoldenRun.signature), named: name)
                }
            }
            return passing
        }
    }

    /// One file's frames: an APNG's in display order, or a still PNG as its only frame. Opening
    /// it reads and checks the whole file's structure; an APNG's frames are decoded as they are
    /// asked for, one at a time.
    private final class FrameSource {
        let url: URL
        let frameCount: Int
        var isAnimated: Bool { animation != nil }
        private let animation: APNGFrameReader?
        private var still: RGBAImage?

        init(_ url: URL) throws {
            self.url = url
            do {
                let bytes = try ImageFileReader.contents(of: url)
                if APNGDecoder.isAnimated(bytes) {
                    animation = try APNGDecoder.frames(of: bytes)
                    frameCount = animation!.frameCount
                } else {
                    animation = nil
                    still = RGBAImage(try PNGDecoder.decode(bytes))
                    frameCount = 1
                }
            } catch {
                throw Self.failure(url, error)
            }
        }

        /// The next frame and, for an APNG, its delay in seconds. Only called `frameCount` times.
        func nextFrame() throws -> (image: RGBAImage, delay: Double?) {
            guard let animation else {
                defer { still = nil }
                return (still!, nil)
            }
            do {
                let frame = try animation.nextFrame()!
                return (RGBAImage(frame.image), frame.delay)
            } catch {
                throw Self.failure(url, error)
            }
        }

        /// A file that cannot be read (66, 74 or 77), or that is not a PNG within the limits (65).
        private static func failure(_ url: URL, _ error: any Error) -> CommandFailure {
            if let error = error as? InputFileError { return CommandFailure("\(error)", exitCode: ExitCode(error)) }
            if error is CocoaError || error is POSIXError {
                return CommandFailure.fileSystem(error, path: url.relativePath, isWriting: false)
            }
            return CommandFailure("cannot read \(url.path): \(error)", exitCode: .badInput)
        }
    }
}
