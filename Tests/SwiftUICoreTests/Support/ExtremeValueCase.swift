import Cutaway
import Foundation
import Testing

/// One public API called with one extreme value, as a view a short scene plays (issue 45: do
/// what iOS does with extreme values, never trap).
///
/// The `*ExtremeValuesTests` suites are tables of these, one suite per area of the SwiftUI
/// surface; each case plays its scene frame by frame through the engine, so a trap or a hang
/// in Cutaway's own code fails (or stops) that case by name. To cover a new API, add a line
/// to its area's table: `ExtremeValueCase.doubles("api(_:)") { value in SomeView().api(value) }`.
nonisolated struct ExtremeValueCase: CustomTestStringConvertible, @unchecked Sendable {
    // @unchecked: the view is made and played on the test's own thread only.
    let api: String
    let value: String
    /// How long the scene plays, in seconds, at `ExtremeValueCase.framesPerSecond`.
    var duration = 0.5
    /// Changes the scene makes at 0.1 s (an animated change, a trigger), with its animation.
    var change: (@MainActor () -> Void)?
    var animation: Animation?
    let view: @MainActor () -> AnyView
    /// The same API with a value of its parameter's kind drawn from a source: what the fuzz
    /// plays (`ExtremeValueFuzzTests`). `nil` for a case written for one value.
    var drawingAnother: ((inout ExtremeValueSource) -> ExtremeValueCase)?

    var testDescription: String { "\(api) with \(value)" }

    /// Enough frames to start, run and end what the value times (0.5 s at 20 fps: 11 frames).
    static let framesPerSecond = 20

    /// Plays the case's scene, every frame, and returns how many frames were played.
    func play() throws -> Int {
        let script = change.map { change in [ScriptEvent.run(at: 0.1, animation: animation, change)] } ?? []
        let view = view
        let scene = RenderScene(api, duration: duration, fps: Self.framesPerSecond, script: script) { view() }
        let player = Player(scene: scene, textEngine: MonospacedTestTextEngine())
        for index in 0..<scene.frameCount {
            _ = try player.frame(at: index)
        }
        return scene.frameCount
    }
}

/// The values every API is called with, where its parameter's type allows: zero, negatives,
/// both infinities, NaN, the smallest and largest magnitudes, and the integer ends.
nonisolated enum ExtremeValues {
    static let doubles: [(name: String, value: Double)] = [
        ("0", 0), ("-1", -1), ("+infinity", .infinity), ("-infinity", -.infinity), ("NaN", .nan),
        ("1e-300", 1e-300), ("1e300", 1e300), ("-1e300", -1e300),
    ]
    static let integers: [(name: String, value: Int)] = [("0", 0), ("-1", -1), ("Int.min", .min), ("Int.max", .max)]
    static let unsignedIntegers: [(name: String, value: UInt64)] = [("0", 0), ("UInt64.max", .max)]
}

nonisolated extension ExtremeValueCase {
    /// `api` called with `value`, named `name`, and with any double drawn.
    static func double<V: View>(
        _ api: String, _ name: String, _ value: Double, duration: Double = 0.5, _ make: @escaping @MainActor (Double) -> V
    ) -> ExtremeValueCase {
        var extreme = ExtremeValueCase(api: api, value: name, duration: duration) { AnyView(make(value)) }
        extreme.drawingAnother = { source in
            let (name, value) = source.double()
            return double(api, name, value, duration: duration, make)
        }
        return extreme
    }

    /// `api` called with each of `ExtremeValues.doubles`.
    static func doubles<V: View>(_ api: String, duration: Double = 0.5, _ make: @escaping @MainActor (Double) -> V) -> [ExtremeValueCase] {
        ExtremeValues.doubles.map { name, value in double(api, name, value, duration: duration, make) }
    }

    /// `api` called with `value`, named `name`, and with any integer drawn.
    static func integer<V: View>(
        _ api: String, _ name: String, _ value: Int, duration: Double = 0.5, _ make: @escaping @MainActor (Int) -> V
    ) -> ExtremeValueCase {
        var extreme = ExtremeValueCase(api: api, value: name, duration: duration) { AnyView(make(value)) }
        extreme.drawingAnother = { source in
            let (name, value) = source.integer()
            return integer(api, name, value, duration: duration, make)
        }
        return extreme
    }

    /// `api` called with each of `ExtremeValues.integers`.
    static func integers<V: View>(_ api: String, duration: Double = 0.5, _ make: @escaping @MainActor (Int) -> V) -> [ExtremeValueCase] {
        ExtremeValues.integers.map { name, value in integer(api, name, value, duration: duration, make) }
    }

    /// `api` called with `value`, named `name`, and with any unsigned integer drawn.
    static func unsignedInteger<V: View>(_ api: String, _ name: String, _ value: UInt64, _ make: @escaping @MainActor (UInt64) -> V) -> ExtremeValueCase {
        var extreme = ExtremeValueCase(api: api, value: name) { AnyView(make(value)) }
        extreme.drawingAnother = { source in
            let (name, value) = source.unsignedInteger()
            return unsignedInteger(api, name, value, make)
        }
        return extreme
    }

    /// `api` called with each of `ExtremeValues.unsignedIntegers`.
    static func unsignedIntegers<V: View>(_ api: String, _ make: @escaping @MainActor (UInt64) -> V) -> [ExtremeValueCase] {
        ExtremeValues.unsignedIntegers.map { name, value in unsignedInteger(api, name, value, make) }
    }

    /// An animated change at 0.1 s made with the animation `make` gives for `value`: a box moves
    /// and grows.
    static func animation(_ api: String, _ name: String, _ value: Double, _ make: @escaping (Double) -> Animation) -> ExtremeValueCase {
        let moved = Box(false)
        var extreme = ExtremeValueCase(api: api, value: name, change: { moved.value = true }, animation: make(value)) {
            AnyView(Color.red.frame(width: moved.value ? 40 : 10, height: 10).offset(x: moved.value ? 30 : 0))
        }
        extreme.drawingAnother = { source in
            let (name, value) = source.double()
            return animation(api, name, value, make)
        }
        return extreme
    }

    /// An animated change made with the animation `make` gives for each of
    /// `ExtremeValues.doubles`.
    static func animations(_ api: String, _ make: @escaping (Double) -> Animation) -> [ExtremeValueCase] {
        ExtremeValues.doubles.map { name, value in animation(api, name, value, make) }
    }
}
