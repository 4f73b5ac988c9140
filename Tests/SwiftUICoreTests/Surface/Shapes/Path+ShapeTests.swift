import Foundation
import Testing
@testable import SwiftUICore

/// A `Path` is a shape whose outline is itself, whatever rectangle it is drawn in
/// (developer.apple.com/documentation/swiftui/path: "conforms to Shape").
struct PathShapeTests {
    @Test func aPathsOutlineIsItselfInAnyRectangle() {
        var path = Path()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 25, y: 15))
        #expect(path.path(in: CGRect(x: 100, y: 100, width: 10, height: 10)) == path)
        #expect(path.path(in: .zero) == path)
    }
}
