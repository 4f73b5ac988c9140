import Foundation
import Testing
@testable import CutawayRender
#if canImport(Glibc)
import Glibc
#endif

/// What is at an output's path, judged without writing anything.
@Suite struct OutputTargetTests {
    @Test func theRootAndTheWorkingFolderAndItsParentsContainTheWorkingFolder() throws {
        let working = FileManager.default.currentDirectoryPath
        for path in ["/", ".", "./", "..", working, (working as NSString).deletingLastPathComponent, working + "/.", working + "/sub/.."] {
            #expect(try OutputTarget.containsWorkingFolder(path), "\(path)")
        }
        for path in ["out", "./out", working + "/out", "/nonexistent-\(UUID().uuidString)/x"] {
            #expect(try !OutputTarget.containsWorkingFolder(path), "\(path)")
        }
    }

    @Test func aDeviceIsSpecial() throws {
        #expect(try OutputTarget.inspect("/dev/null") == .special(kind: "character device"))
        #expect(throws: OutputError.refused(path: "/dev/null", .specialFile(kind: "character device"))) {
            try OutputTarget.check("/dev/null", kind: .file, replacement: .forced)
        }
    }

    @Test func foldersAreJudgedByTheirMarkerAlone() throws {
        let folder = scratchFolder()
        #expect(try OutputTarget.inspect(folder.path) == .emptyFolder)
        // Frame-named files without the marker may be a user's goldens: not Cutaway's to replace.
        try Data("x".utf8).write(to: folder.appendingPathComponent("frame-00003.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("frame-00003.json"))
        #expect(try OutputTarget.inspect(folder.path) == .foreignFolder(example: "frame-00003.json"))
        try Data(OutputMarker.contents).write(to: folder.appendingPathComponent(OutputMarker.name))
        #expect(try OutputTarget.inspect(folder.path) == .cutawayFolder)
        // A marker that is not a file does not count, and the message does not name it as content.
        let other = scratchFolder()
        try FileManager.default.createDirectory(at: other.appendingPathComponent(OutputMarker.name), withIntermediateDirectories: true)
        #expect(try OutputTarget.inspect(other.path) == .foreignFolder(example: ".cutaway-output (not a file)"))
    }

    @Test func filesAreJudgedBySignature() throws {
        let folder = scratchFolder()
        let image = RasterImage(straightRGBA: [0, 0, 0, 255], width: 1, height: 1)
        let cases: [(String, [UInt8], OutputTarget.Existing)] = [
            ("ours.png", PNGEncoder().encode(image, textChunks: [(keyword: "Software", text: "Cutaway 1")]), .cutawayFile),
            ("plain.png", PNGEncoder().encode(image), .foreignFile),
            ("other.png", PNGEncoder().encode(image, textChunks: [(keyword: "Software", text: "GIMP")]), .foreignFile),
            ("ours.svg", Array((OutputMarker.textSignature + "\n<svg/>").utf8), .cutawayFile),
            ("other.svg", Array("<svg/>".utf8), .foreignFile),
            ("report.html", Array("<!doctype html>\n\(OutputMarker.textSignature)\n<html>".utf8), .cutawayFile),
            ("notes.txt", Array("notes".utf8), .foreignFile),
            // Other programs' videos and photos, by their magic bytes: an HEIC, an M4A, a Matroska file, a GIF.
            ("photo.heic", [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 16), .foreignFile),
            ("song.m4a", [0, 0, 0, 0x20] + Array("ftypM4A ".utf8) + [UInt8](repeating: 0, count: 16), .foreignFile),
            ("movie.mkv", [0x1A, 0x45, 0xDF, 0xA3] + [UInt8](repeating: 0, count: 28), .foreignFile),
            ("cat.gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B], .foreignFile),
            ("ours.gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x21, 0xFE, 18] + Array("Written by Cutaway".utf8) + [0, 0x3B], .cutawayFile),
            ("ours.mp4", [0, 0, 0, 0x20] + Array("ftypisom".utf8) + [UInt8](repeating: 0, count: 40) + Array("Written by Cutaway".utf8), .cutawayFile),
            ("empty", [], .foreignFile),
        ]
        for (name, bytes, expected) in cases {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            #expect(try OutputTarget.inspect(folder.appendingPathComponent(name).path) == expected, "\(name)")
        }
    }

    @Test func onlyForceReplacesWhatIsForeignAndNothingChangesAKind() {
        func refusal(_ existing: OutputTarget.Existing, _ kind: OutputTarget.Kind, _ replacement: OutputReplacement) -> OutputRefusal? {
            OutputTarget(path: "p", kind: kind, existing: existing).refusal(replacement)
        }
        #expect(refusal(.foreignFolder(example: "a"), .folder, .cutawayOutputOnly) == .foreignFolder(example: "a"))
        #expect(refusal(.foreignFolder(example: "a"), .folder, .forced) == nil)
        #expect(refusal(.foreignFile, .file, .forced) == nil)
        #expect(refusal(.symbolicLink(destination: "x"), .file, .forced) == nil)
        #expect(refusal(.foreignFile, .folder, .forced) == .fileWhereFolderBelongs)
        #expect(refusal(.emptyFolder, .file, .forced) == .folderWhereFileBelongs)
        #expect(refusal(.special(kind: "socket"), .folder, .forced) == .specialFile(kind: "socket"))
        #expect(refusal(.nothing, .folder, .cutawayOutputOnly) == nil)
    }
}
