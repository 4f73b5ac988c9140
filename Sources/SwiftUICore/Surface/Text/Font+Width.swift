import Foundation

extension Font {
    /// A width for fonts that have several: `.compressed`, `.condensed`, `.standard`,
    /// `.expanded`, or any value between.
    ///
    /// The values are the width trait San Francisco's widths carry (`UIFontDescriptor`'s
    /// `UIFontWidthTrait`, −1 … 1): compressed −0.3, condensed −0.2, standard 0, expanded 0.2,
    /// as SwiftUI's `Font.Width` constants read on iOS 16 (Apple documents only the names;
    /// an undocumented "extra expanded" is 0.3, https://gist.github.com/hacknicity/7195e1c65c9c5db53419edf6b2f19dc6).
    ///
    /// Design boundaries: Inter, Cutaway's system font, has one width, so a width other than
    /// `.standard` reaches Pango as a stretch that finds no face of that width and draws the
    /// standard one (docs/fidelity.md, "Fonts").
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        public var description: String {
            switch value {
            case -0.3: ".compressed"
            case -0.2: ".condensed"
            case 0: ".standard"
            case 0.2: ".expanded"
            default: "Font.Width(\(Double(value)))"
            }
        }
    }
}
