import Foundation
import Testing
@testable import CutawayGoldens

/// A goldens folder: its manifest (format and fonts), its scenes' folders and the frames in them.
@Suite struct GoldenStoreTests {
    let store: GoldenStore

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-golden-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = GoldenStore(directory: directory)
    }

    func write(_ text: String, to path: String) throws {
        let url = store.directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aWrittenManifestGivesBackItsFonts() throws {
        try store.writeManifest(fonts: "DejaVu Sans 2.37")
        #expect(try store.recordedFonts() == "DejaVu Sans 2.37")
        let text = try String(contentsOf: store.directory.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(text == "{\n  \"format\": \"cutaway-goldens/1\",\n  \"fonts\": \"DejaVu Sans 2.37\"\n}\n")
    }

    @Test func goldensWithoutAManifestHaveNoRecordedFonts() throws {
        #expect(try store.recordedFonts() == nil)
        try store.checkFonts("anything", mode: .never)
    }

    @Test func anEmptyManifestAndOneOfAnotherFormatAreRefused() throws {
        try write("", to: "manifest.json")
        #expect { try store.recordedFonts() } throws: { error in
            if case .emptyManifest(let url) = error as? GoldenError { url.lastPathComponent == "manifest.json" } else { false }
        }
        try write(#"{ "format": "cutaway-goldens/2", "fonts": "x" }"#, to: "manifest.json")
        #expect { try store.recordedFonts() } throws: { error in
            if case .malformedManifest = error as? GoldenError { true } else { false }
        }
    }

    @Test func otherFontsAreRefusedUnlessEveryFrameIsReRecorded() throws {
        try store.writeManifest(fonts: "recorded")
        try store.checkFonts("recorded", mode: .never)
        for mode in [RecordMode.never, .missing, .failed] {
            #expect { try store.checkFonts("current", mode: mode) } throws: { error in
                guard case .otherFonts(_, let recorded, let current) = error as? GoldenError else { return false }
                return recorded == "recorded" && current == "current"
            }
        }
        try store.checkFonts("current", mode: .all)
    }

    @Test func scenesAreTheVisibleFoldersSortedByName() throws {
        try write("", to: "zebra/frame-00000.png")
        try write("", to: "apple/frame-00000.png")
        try write("", to: ".hidden/frame-00000.png")
        try write("", to: "notes.txt")
        try store.writeManifest(fonts: "f")
        #expect(store.sceneNames() == ["apple", "zebra"])
    }

    @Test func aScenesFramesAreTheIndicesOfItsFramePictures() throws {
        for name in ["frame-00010.png", "frame-00003.png", "frame-00010.json", "frame-00003.expected.png", "cover.png"] {
            try write("", to: "card/\(name)")
        }
        #expect(store.frameIndices(of: "card") == [3, 10])
        #expect(store.frameIndices(of: "absent").isEmpty)
    }

    @Test func framePicturesAndGeometryAreNamedByFiveDigitIndices() {
        let folder = store.directory.appendingPathComponent("card")
        #expect(store.folder(for: "card") == folder)
        #expect(store.url(of: "card", frame: 7) == folder.appendingPathComponent("frame-00007.png"))
        #expect(store.geometryURL(of: "card", frame: 48) == folder.appendingPathComponent("frame-00048.json"))
    }
}
