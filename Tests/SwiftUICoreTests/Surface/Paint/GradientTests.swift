import Foundation
import Testing
@testable import SwiftUICore

struct GradientTests {
    @Test func aGradientAsAShapeStyleRunsFromTheTopCentreToTheBottomCentre() throws {
        // As SwiftUI draws `AnyGradient`: start (0.5, 0), end (0.5, 1) of the shape's frame,
        // here a 100 × 50 rectangle centred in the canvas at (150, 175).
        let frame = try layOut(Rectangle().fill(Gradient(colors: [.white, .black])).frame(width: 100, height: 50))
        let paints = frame.drawnItems.compactMap { drawn -> GradientPaint? in
            if case .gradient(_, let paint, _, _) = drawn.item { paint } else { nil }
        }
        #expect(paints.first?.kind == .linear(start: CGPoint(x: 200, y: 175), end: CGPoint(x: 200, y: 225)))
        #expect(Gradient(colors: [.white, .black]).resolve(in: EnvironmentValues()) == Color.white.resolve(in: EnvironmentValues()))
    }
}
