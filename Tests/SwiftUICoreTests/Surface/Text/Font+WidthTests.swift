import Foundation
import Testing
@testable import SwiftUICore

/// `Font.Width`, `italic()`, `monospaced()` and the optional arguments of
/// `system(size:weight:design:)`, against SwiftUI's definitions (see `Font.Width` for the
/// width values' source).
struct FontWidthTests {
    @Test func theNamedWidthsAreTheWidthTraitsValues() {
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.value) == [-0.3, -0.2, 0, 0.2])
        #expect(Font.Width(0.3).value == 0.3)
        #expect(Font.body.width(.condensed).width == .condensed)
        #expect(Font.body.width == .standard)
    }

    @Test func italicAndMonospacedChangeOnlyTheirOwnTrait() {
        var expected = Font.title
        expected.isItalic = true
        #expect(Font.title.italic() == expected)
        expected = Font.title
        expected.design = .monospaced
        #expect(Font.title.monospaced() == expected)
    }

    @Test func systemFontsArgumentsMayBeNil() {
        // iOS 16's signature: `system(size:weight:design:)` with optional weight and design.
        let weight: Font.Weight? = nil, design: Font.Design? = nil
        #expect(Font.system(size: 12, weight: weight, design: design) == .system(size: 12, weight: .regular, design: .default))
        #expect(Font.system(.body, design: design) == .body)
    }

    @Test func descriptionsNameTheNewTraits() {
        #expect(Font.body.italic().description == ".body.italic()")
        #expect(Font.system(size: 12).width(.expanded).description == ".system(size: 12.0).width(.expanded)")
        #expect(Font.body.description == ".body")
    }
}
