import Foundation

/// A path is a shape that draws itself where it is, whatever frame it is given (as in
/// SwiftUI): `Path { … }.stroke(…)` draws the points as written, from the frame's origin.
extension Path: Shape, PrimitiveView {
    public typealias Body = Never

    public func path(in rect: CGRect) -> Path {
        offsetBy(dx: rect.minX, dy: rect.minY)
    }
}
