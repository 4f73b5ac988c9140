import Foundation
import Testing
@testable import CutawaySceneFile

#if canImport(Glibc)
import Glibc
#endif

/// `SceneDocument.load(contentsOf:)`: files that cannot be read say why as data, and files that
/// are not scene files say what they look like.
@Suite("SceneDocument: loading")
struct SceneDocumentDecodingTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-load-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    func loadError(_ url: URL) -> SceneFileError? {
        #expect(throws: SceneFileError.self) { try SceneDocument.load(contentsOf: url, displayName: url.lastPathComponent) }
    }

    @Test func aDirectoryIsNoScene() throws {
        let error = try #require(loadError(directory))
        #expect(error.readFailure == .isDirectory)
        #expect(error.description == "\(directory.lastPathComponent): is a directory; a scene is a .json file")
    }

    @Test func aMissingFileIsNoScene() throws {
        let error = try #require(loadError(directory.appendingPathComponent("missing.json")))
        #expect(error.readFailure == .noSuchFile)
        #expect(error.description == "missing.json: no such file")
    }

    @Test func anUnreadableFileSaysSoUnlessTheTestsRunAsRoot() throws {
        let file = try write(Array("{}".utf8), to: "locked.json")
        #expect(chmod(file.path, 0) == 0)
        defer { chmod(file.path, 0o644) }
        let error = loadError(file)
        if geteuid() == 0 {
            // Root reads anything: the file is read, and fails as the JSON it is. The mapping
            // from EACCES is tested in SceneFileReadFailureTests.
            #expect(error?.readFailure == nil)
        } else {
            #expect(error?.readFailure == .permissionDenied)
            #expect(error?.description == "locked.json: cannot be read: permission denied")
        }
    }

    @Test func aFileTooLargeIsRefusedBeforeItIsRead() throws {
        // A sparse file one byte past JSONLimits' 4 MiB: stat sees its size without reading it.
        let url = directory.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 4 * 1_048_576 + 1)
        try handle.close()
        let error = try #require(loadError(url))
        #expect(error.readFailure == .tooLarge(byteCount: 4_194_305, limit: 4_194_304))
    }

    @Test func theFirstInvalidByteIsGivenWithItsOffsetLineAndColumn() throws {
        // A Latin-1 "é" (0xE9) in the summary, on line 3.
        let text = Array("{ \"format\": \"cutaway-scene/1\",\n  \"name\": \"latin\",\n  \"summary\": \"caf".utf8) + [0xE9]
            + Array("\", \"body\": { \"Text\": \"x\" } }".utf8)
        let error = try #require(loadError(try write(text, to: "latin.json")))
        #expect(error.location == SourceLocation(line: 3, column: 18))
        #expect(error.readFailure == nil)
        #expect(error.description == "latin.json:3:18: the file is not UTF-8 text: byte 0xE9 at offset 67 does not start a valid "
            + "UTF-8 character (save the file as UTF-8; a scene file is UTF-8 JSON)")
    }

    @Test func swiftSourceSaysWhatItLooksLike() throws {
        let source = "import SwiftUI\n\n#Preview(\"AnimatedPresence - VStack\") {\n    Demo()\n}\n"
        let error = try #require(loadError(try write(Array(source.utf8), to: "Demo.swift")))
        #expect(error.location == SourceLocation(line: 1, column: 1))
        #expect(error.message.hasPrefix("the file looks like Swift source (it starts with 'import'), not a scene file; "
            + "a scene file is a JSON object that starts {\"format\": \"cutaway-scene/1\""))
    }

    @Test func jsonThatGoesWrongLaterKeepsTheReadersMessage() {
        let error = #expect(throws: SceneFileError.self) { try SceneDocument.decode("{ \"name\": }") }
        #expect(error?.location == SourceLocation(line: 1, column: 11))
        #expect(error?.message.hasPrefix("expected ") == true)
        #expect(error?.message.contains("a scene file is") == false)
    }

    @Test func aSceneNameLongerThanAFileNameCanHoldWithItsSuffixesIsRefused() throws {
        func scene(named name: String) -> String {
            #"{"format": "cutaway-scene/1", "name": "\#(name)", "body": {"Text": "x"}}"#
        }
        // 200 bytes: the output folder, its frames and its staging name fit in 255.
        _ = try SceneDocument.decode(scene(named: String(repeating: "a", count: 200)))
        let error = #expect(throws: SceneFileError.self) { try SceneDocument.decode(scene(named: String(repeating: "a", count: 251))) }
        #expect(error?.path == "name")
        #expect(error?.message == "a scene name has at most 200 bytes of UTF-8 (it names the output folder and its files), found 251")
        // Bytes, not characters: 101 two-byte letters are 202.
        #expect(throws: SceneFileError.self) { try SceneDocument.decode(scene(named: String(repeating: "é", count: 101))) }
    }
}
