import Foundation
@testable import SwiftUICore

extension Frame {
    /// The boxes of the fills drawn in `color` (resolved in the default, light environment),
    /// in canvas points, in drawing order.
    func fillBoxes(_ color: Color, in environment: EnvironmentValues = EnvironmentValues()) -> [CGRect] {
        let resolved = color.resolve(in: environment)
        return drawnItems.compactMap { drawn in
            guard case .fill(_, let fill, _) = drawn.item, fill == resolved else { return nil }
            return drawn.path?.boundingRect
        }
    }
}

/// Whether two numbers agree within a hundredth of a point.
func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
