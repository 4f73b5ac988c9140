import Foundation
import Testing
@testable import SwiftUICore

/// Named colours found where named images are, in a folder laid out as a bundle's resources.
struct ImageCatalogColorsTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func contents(_ path: String, _ json: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    /// A colour set of red in light mode and blue in dark.
    static let redAndBlue = """
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x00", "blue": "0xFF", "alpha": "1.000"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """

    @Test func aColorSetInACatalogFolderIsFoundInEachAppearance() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try contents("Resources/Assets.xcassets/Brand/Accent.colorset/Contents.json", Self.redAndBlue)
        let catalog = ImageCatalog()
        #expect(catalog.color(named: "Accent", bundle: root, colorScheme: .light) == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(catalog.color(named: "Accent", bundle: root, colorScheme: .dark) == Color.Resolved(red: 0, green: 0, blue: 1))
        // A namespaced name finds it under its folder.
        #expect(catalog.color(named: "Brand/Accent", bundle: root, colorScheme: .light) == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(catalog.notices.isEmpty)
        // An image set of the same name is not a colour, nor a colour set an image.
        #expect(catalog.file(named: "Accent", bundle: root, colorScheme: .light) == nil)
    }

    @Test func aMissingOrUnreadableColorSetIsNotedOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try contents("Assets.xcassets/Broken.colorset/Contents.json", #"{"colors": [{"color": {"components": {"red": "lots", "green": "0", "blue": "0"}}}]}"#)
        let catalog = ImageCatalog()
        for _ in 0..<2 {
            #expect(catalog.color(named: "Nope", bundle: root, colorScheme: .light) == nil)
            #expect(catalog.color(named: "Broken", bundle: root, colorScheme: .dark) == nil)
        }
        #expect(catalog.notices == [.missingColor("Nope"), .unreadableColor("Broken", reason: ColorSetError.badComponent("red").description)])
        #expect(catalog.notices[1].description.contains("\"red\" component is not a number"))
    }

    @Test func aNameLeavingTheBundleNamesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try contents("Assets.xcassets/Accent.colorset/Contents.json", Self.redAndBlue)
        #expect(ImageCatalog().color(named: "../Accent", bundle: root.appendingPathComponent("Assets.xcassets"), colorScheme: .light) == nil)
    }
}
