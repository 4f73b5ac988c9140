import Foundation

/// A type whose `animatableData` an animation interpolates frame by frame.
///
/// Layouts, view modifiers and shapes that conform are sampled at each frame's time before
/// their `sizeThatFits`/`placeSubviews`/`body`/`path` run. Types without animatable data get
/// `EmptyAnimatableData` from the default implementation.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

// SwiftUI's scalars animate as themselves.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
