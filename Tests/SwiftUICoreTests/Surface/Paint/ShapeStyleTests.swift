import Foundation
import Testing
@testable import SwiftUICore

struct ShapeStyleTests {
    @Test func everyColorShorthandIsTheColorOfTheSameName() {
        // `.indigo` as a shape style is `Color.indigo`, and so on for each of SwiftUI's
        // sixteen `ShapeStyle where Self == Color` statics.
        func style<S: ShapeStyle>(_ style: S) -> Color.Resolved { style.resolve(in: EnvironmentValues()) }
        let pairs: [(Color.Resolved, Color)] = [
            (style(.red), .red), (style(.orange), .orange), (style(.yellow), .yellow), (style(.green), .green),
            (style(.mint), .mint), (style(.teal), .teal), (style(.cyan), .cyan), (style(.blue), .blue),
            (style(.indigo), .indigo), (style(.purple), .purple), (style(.pink), .pink), (style(.brown), .brown),
            (style(.gray), .gray), (style(.black), .black), (style(.white), .white), (style(.clear), .clear),
        ]
        for (shorthand, color) in pairs {
            #expect(shorthand == color.resolve(in: EnvironmentValues()))
        }
        // iOS's light indigo is (88, 86, 214) (UIKit's systemIndigo).
        #expect(style(.indigo) == Color.Resolved(red: 88 / 255, green: 86 / 255, blue: 214 / 255, opacity: 1))
    }
}
