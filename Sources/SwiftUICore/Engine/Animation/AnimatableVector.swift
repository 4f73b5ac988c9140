/// A list of numbers as animatable data, for values whose count of numbers depends on the
/// value (a gradient's stops): added, subtracted and scaled component by component.
///
/// Two vectors of different lengths combine as if the shorter one went on with zeros (the
/// animation machinery's `zero` is the empty vector); an animator is keyed so that it only
/// ever sees one length (see the key of `ShapeFill.animatableVector(in:)`).
struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
    var components: [Double]

    init(_ components: [Double]) {
        self.components = components
    }

    static var zero: AnimatableVector { AnimatableVector([]) }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }

    mutating func scale(by rhs: Double) {
        for index in components.indices {
            components[index] *= rhs
        }
    }

    var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 }
    }

    private static func combine(_ lhs: AnimatableVector, _ rhs: AnimatableVector, _ operation: (Double, Double) -> Double) -> AnimatableVector {
        let count = max(lhs.components.count, rhs.components.count)
        var result = [Double]()
        result.reserveCapacity(count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            result.append(operation(left, right))
        }
        return AnimatableVector(result)
    }
}
