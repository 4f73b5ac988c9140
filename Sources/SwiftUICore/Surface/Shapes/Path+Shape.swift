import Foundation

/// A path is a shape that is itself whatever rectangle it is asked for (as in SwiftUI): a view
/// `Path { … }.stroke(…)` draws the points as written in its own space, from its frame's origin
/// (`Shape.path(placedAt:)` places it).
nonisolated extension Path: Shape, PrimitiveView {
    public typealias Body = Never

    public func path(in rect: CGRect) -> Path { self }
}
