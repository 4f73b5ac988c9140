import Foundation
@testable import CutawayFuzzing

/// What the harness's tests share: the repository's fuzzing folders, the `cutaway-fuzz`
/// executable built beside the test bundle, and a scratch folder.
enum FuzzTesting {
    /// The package root, found from this file's path (Tests/CutawayFuzzingTests/Support/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let corpusFolder = packageRoot.appendingPathComponent("Tests/Fuzz/Corpus")
    static let regressionsFolder = packageRoot.appendingPathComponent("Tests/Fuzz/Regressions")

    static func corpus(_ target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        try CorpusFolder(url: corpusFolder.appendingPathComponent(target.rawValue), fileExtension: target.fileExtension).entries()
    }

    static func regressions(_ target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        try CorpusFolder(url: regressionsFolder.appendingPathComponent(target.rawValue), fileExtension: target.fileExtension).entries()
    }

    static func pending() throws -> PendingRegressions {
        try PendingRegressions(contentsOf: regressionsFolder.appendingPathComponent("pending.txt"))
    }

    /// `cutaway-fuzz`, built beside the test bundle by `swift build --build-tests`.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cutaway-fuzz").path
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-fuzz-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A PNG made chunk by chunk: IHDR for an 8-bit image of `colourType`, the scanlines in a
    /// stored-block zlib stream, IEND.
    static func png(width: Int, height: Int, colourType: UInt8, scanlines: [UInt8]) -> [UInt8] {
        var header = ByteMutations.bigEndian(UInt32(width)) + ByteMutations.bigEndian(UInt32(height))
        header += [8, colourType, 0, 0, 0]
        return PNGChunkList(chunks: [
            .init("IHDR", header), .init("IDAT", StoredZlib.stream(scanlines)), .init("IEND", []),
        ]).bytes
    }
}
