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

    @Test func foldersAreJudgedByMarkerOrByNames() throws {
        let folder = scratchFolder()
        #expect(try OutputTarget.inspect(folder.path) == .emptyFolder)
        try Data("x".utf8).write(to: folder.appendingPathComponent("frame-00003.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("frame-00003.expected.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("comparisons.png"))
        // Written before the marker existed: only names Cutaway gives.
        #expect(try OutputTarget.inspect(folder.path) == .cutawayFolder)
        try Data("x".utf8).write(to: folder.appendingPathComponent("README.md"))
        #expect(try OutputTarget.inspect(folder.path) == .foreignFolder(example: "README.md"))
        try Data(OutputMarker.contents).write(to: folder.appendingPathComponent(OutputMarker.name))
        #expect(try OutputTarget.inspect(folder.path) == .cutawayFolder)
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
