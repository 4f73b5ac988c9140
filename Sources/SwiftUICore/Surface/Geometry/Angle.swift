import Foundation

/// A geometric angle, kept in radians: what `rotationEffect(_:anchor:)`, `rotation3DEffect`,
/// arcs and angular gradients take.
///
/// As in SwiftUI, an angle animates as its radians, so
/// `rotationEffect(.degrees(isOn ? 180 : 0))` animates through every angle in between, and
/// `.degrees(370)` is a full turn and ten degrees, not ten degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() {
        radians = 0
    }

    public init(radians: Double) {
        self.radians = radians
    }

    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// SwiftUI gives `Angle` its arithmetic through `_VectorMath`, the operators it derives from
// `animatableData`: sums and differences of angles, scaling by a number, negation. The same
// operators here, on the radians.
extension Angle {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }

    /// The angle's size, as `_VectorMath` measures it: the absolute value of its radians.
    public var magnitude: Double { abs(radians) }
}
