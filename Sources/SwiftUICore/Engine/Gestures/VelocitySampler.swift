import Foundation

/// Estimates a finger's velocity from its last samples, as SwiftUI's gestures do.
///
/// SwiftUI keeps the last three samples of distinct times and mixes the two finite
/// differences between them, weighting the older one by 0.75 (`previousSampleWeight`, as
/// OpenSwiftUI's `VelocitySampler` reads SwiftUI's): with samples `p1, p2, p3` at `t1, t2, t3`,
///
///     v = 0.25 × (p3 − p2) / (t3 − t2) + 0.75 × (p2 − p1) / (t2 − t1)
///
/// With two samples it is their difference quotient; with one, zero. A sample at the time of
/// the last replaces it.
struct VelocitySampler: Equatable {
    /// The weight of the older difference quotient (SwiftUI's `previousSampleWeight`).
    static let previousSampleWeight = 0.75

    private var samples: [(point: CGPoint, time: Double)] = []

    static func == (lhs: VelocitySampler, rhs: VelocitySampler) -> Bool {
        lhs.samples.elementsEqual(rhs.samples) { $0.point == $1.point && $0.time == $1.time }
    }

    mutating func add(_ point: CGPoint, at time: Double) {
        if let last = samples.last, abs(time - last.time) < 1e-12 {
            samples[samples.count - 1] = (point, time)
            return
        }
        samples.append((point, time))
        if samples.count > 3 { samples.removeFirst() }
    }

    /// Adds a sample of one number (a pinch's scale, a rotation's angle), read back as
    /// `velocity.width`.
    mutating func add(_ value: CGFloat, at time: Double) {
        add(CGPoint(x: value, y: 0), at: time)
    }

    /// The velocity, in points per second.
    var velocity: CGSize {
        func quotient(_ a: (point: CGPoint, time: Double), _ b: (point: CGPoint, time: Double)) -> CGSize {
            let elapsed = CGFloat(b.time - a.time)
            return CGSize(width: (b.point.x - a.point.x) / elapsed, height: (b.point.y - a.point.y) / elapsed)
        }
        switch samples.count {
        case 2:
            return quotient(samples[0], samples[1])
        case 3:
            let older = quotient(samples[0], samples[1]), newer = quotient(samples[1], samples[2])
            let weight = CGFloat(Self.previousSampleWeight)
            return CGSize(
                width: (1 - weight) * newer.width + weight * older.width,
                height: (1 - weight) * newer.height + weight * older.height)
        default:
            return .zero
        }
    }
}
