import Foundation

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour (`nil`: the text's).
    ///
    /// Design boundaries: Pango draws only solid lines, so every pattern is drawn solid
    /// (docs/fidelity.md, "Text styling"); the pattern is kept so that code written for iOS
    /// compiles and reads the same.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes of a line (SwiftUI's names).
        public struct Pattern: Hashable, Sendable {
            let name: String

            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
