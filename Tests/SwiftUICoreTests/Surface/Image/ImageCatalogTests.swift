import Foundation
import Testing
@testable import SwiftUICore

/// Named images found as iOS finds them, in a folder laid out as a bundle's resources.
struct ImageCatalogTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func png(_ path: String, width: UInt32, height: UInt32) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ImageFileTests().pngHeader(width: width, height: height)).write(to: url)
    }

    func contents(_ path: String, _ json: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    @Test func aLooseFileIsFoundByNameAtTheScaleItsSuffixSays() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try png("Logo@2x.png", width: 80, height: 40)
        try png("Photo.jpg.png", width: 10, height: 10)
        let catalog = ImageCatalog()
        let logo = try #require(catalog.file(named: "Logo", bundle: root, colorScheme: .light))
        #expect(logo.scale == 2 && logo.size == CGSize(width: 40, height: 20))
        // A name with an extension is the file's own name.
        #expect(catalog.file(named: "Photo.jpg.png", bundle: root, colorScheme: .light)?.size == CGSize(width: 10, height: 10))
    }

    @Test func anAssetCatalogsImageSetGivesItsLargestScaleAndItsDarkAppearanceInDarkMode() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try png("Resources/Assets.xcassets/Icons/Star.imageset/star.png", width: 10, height: 10)
        try png("Resources/Assets.xcassets/Icons/Star.imageset/star@3x.png", width: 30, height: 30)
        try png("Resources/Assets.xcassets/Icons/Star.imageset/star-dark@3x.png", width: 33, height: 33)
        try contents("Resources/Assets.xcassets/Icons/Star.imageset/Contents.json", """
            {"images": [
              {"filename": "star.png", "idiom": "universal", "scale": "1x"},
              {"filename": "star@3x.png", "idiom": "universal", "scale": "3x"},
              {"filename": "star-dark@3x.png", "idiom": "universal", "scale": "3x",
               "appearances": [{"appearance": "luminosity", "value": "dark"}]},
              {"idiom": "universal", "scale": "2x"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        let catalog = ImageCatalog()
        // Three folders down (Resources/Assets.xcassets), in a folder of the catalog.
        let light = try #require(catalog.file(named: "Star", bundle: root, colorScheme: .light))
        #expect(light.url.lastPathComponent == "star@3x.png" && light.size == CGSize(width: 10, height: 10))
        let dark = try #require(catalog.file(named: "Star", bundle: root, colorScheme: .dark))
        #expect(dark.url.lastPathComponent == "star-dark@3x.png" && dark.size == CGSize(width: 11, height: 11))
        // A namespaced name finds the set under its folder.
        #expect(catalog.file(named: "Icons/Star", bundle: root, colorScheme: .light)?.url.lastPathComponent == "star@3x.png")
    }

    @Test func whatIsNotFoundIsNotedOnceInTheOrderAskedAndHandedOutOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = ImageCatalog()
        #expect(catalog.file(named: "Missing", bundle: root, colorScheme: .light) == nil)
        #expect(catalog.file(named: "Missing", bundle: root, colorScheme: .dark) == nil)
        catalog.noteMissingSymbol("no.such.symbol")
        catalog.noteMissingSymbol("no.such.symbol")
        #expect(catalog.notices == [.missingImage("Missing"), .unmappedSymbol("no.such.symbol")])
        #expect(catalog.takeNewNotices().count == 2)
        #expect(catalog.takeNewNotices().isEmpty)
        #expect(catalog.file(named: "Other", bundle: root, colorScheme: .light) == nil)
        #expect(catalog.takeNewNotices() == [.missingImage("Other")])
    }

    @Test func aFileThatIsThereButRefusedIsNotedAsRefusedWithItsFileAndWhy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("not an image".utf8).write(to: root.appendingPathComponent("broken.png"))
        let catalog = ImageCatalog()
        #expect(catalog.file(named: "broken", bundle: root, colorScheme: .light) == nil)
        #expect(catalog.notices == [.refusedImage("broken", file: "broken.png", reason: .notPNGOrJPEG)])
        #expect(catalog.notices.first?.description == #"the image "broken" (broken.png) is not drawn: it is neither a PNG nor a JPEG (drawn as nothing, as iOS does)"#)
    }
}
