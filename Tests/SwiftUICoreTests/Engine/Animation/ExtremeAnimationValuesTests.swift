import Foundation
import Testing
@testable import SwiftUICore

/// A box that changes each time `trigger` changes, through `effect`.
private struct Triggered<Effect: View>: View {
    let effect: (AnyView, Int) -> Effect
    @State private var trigger = 0

    var body: some View {
        effect(AnyView(Color.blue.frame(width: 10, height: 10)), trigger).onAppear { trigger += 1 }
    }
}

/// Every public API of animations, keyframes, phase animators and symbol effects that takes a
/// duration, a speed, a delay, a spring's constants or a repeat count, called with extreme
/// values in a scene: none traps or hangs. A huge repeat count repeats until the scene ends; a
/// tiny duration still moves time on (a repeating keyframe run of 1e-17 s is read modulo its
/// duration, not stepped: `KeyframePlayback.advanceRepeats(to:)`).
nonisolated struct ExtremeAnimationValuesTests {
    nonisolated static let animationCases: [ExtremeValueCase] =
        ExtremeValueCase.animations("Animation.linear(duration:)") { .linear(duration: $0) }
        + ExtremeValueCase.animations("Animation.easeIn(duration:)") { .easeIn(duration: $0) }
        + ExtremeValueCase.animations("Animation.easeOut(duration:)") { .easeOut(duration: $0) }
        + ExtremeValueCase.animations("Animation.easeInOut(duration:)") { .easeInOut(duration: $0) }
        + ExtremeValueCase.animations("Animation.timingCurve(_:_:_:_:duration:)") { .timingCurve(0.2, 0, 0.2, 1, duration: $0) }
        + ExtremeValueCase.animations("Animation.timingCurve(_:_:_:_:) control points") { .timingCurve($0, $0, $0, $0, duration: 0.2) }
        + ExtremeValueCase.animations("Animation.spring(duration:bounce:) duration") { .spring(duration: $0, bounce: 0.2) }
        + ExtremeValueCase.animations("Animation.spring(duration:bounce:) bounce") { .spring(duration: 0.3, bounce: $0) }
        + ExtremeValueCase.animations("Animation.spring(response:dampingFraction:) response") { .spring(response: $0, dampingFraction: 0.8) }
        + ExtremeValueCase.animations("Animation.spring(response:dampingFraction:) damping") { .spring(response: 0.3, dampingFraction: $0) }
        + ExtremeValueCase.animations("Animation.spring(_:blendDuration:)") { .spring(.smooth, blendDuration: $0) }
        + ExtremeValueCase.animations("Animation.interpolatingSpring(stiffness:damping:) stiffness") { .interpolatingSpring(stiffness: $0, damping: 10) }
        + ExtremeValueCase.animations("Animation.interpolatingSpring(stiffness:damping:) damping") { .interpolatingSpring(stiffness: 100, damping: $0) }
        + ExtremeValueCase.animations("Animation.interpolatingSpring(mass:stiffness:damping:) mass") {
            .interpolatingSpring(mass: $0, stiffness: 100, damping: 10)
        }
        + ExtremeValueCase.animations("Animation.interpolatingSpring(initialVelocity:)") {
            .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: $0)
        }
        + ExtremeValueCase.animations("Animation.interpolatingSpring(duration:bounce:)") { .interpolatingSpring(duration: $0, bounce: 0) }
        + ExtremeValueCase.animations("Animation.smooth(duration:)") { .smooth(duration: $0) }
        + ExtremeValueCase.animations("Animation.snappy(extraBounce:)") { .snappy(duration: 0.3, extraBounce: $0) }
        + ExtremeValueCase.animations("Animation.bouncy(duration:)") { .bouncy(duration: $0) }
        + ExtremeValueCase.animations("Spring(settlingDuration:dampingRatio:)") {
            .spring(Spring(settlingDuration: $0, dampingRatio: $0))
        }
        + ExtremeValueCase.animations("Spring(response:dampingRatio:)") { .spring(Spring(response: $0, dampingRatio: 0.5)) }
        + ExtremeValueCase.animations("Spring(mass:stiffness:damping:allowOverDamping:)") {
            .spring(Spring(mass: 1, stiffness: $0, damping: $0, allowOverDamping: true))
        }
        + ExtremeValueCase.animations("Animation.delay(_:)") { .linear(duration: 0.2).delay($0) }
        + ExtremeValueCase.animations("Animation.speed(_:)") { .linear(duration: 0.2).speed($0) }
        + ExtremeValueCase.animations("Animation.repeatForever() of a duration") { .linear(duration: $0).repeatForever() }
        + ExtremeValues.integers.map { name, count in
            ExtremeValueCase(api: "Animation.repeatCount(_:autoreverses:)", value: name,
                             change: {}, animation: .linear(duration: 0.1).repeatCount(count)) {
                AnyView(Color.red.frame(width: 10, height: 10))
            }
        }
        + ExtremeValues.integers.map { name, count in
            let moved = Box(false)
            return ExtremeValueCase(api: "Animation.repeatCount(_:) of 1e-17 s", value: name,
                                    change: { moved.value = true }, animation: .linear(duration: 1e-17).repeatCount(count)) {
                AnyView(Color.red.frame(width: moved.value ? 40 : 10, height: 10))
            }
        }

    nonisolated static let keyframeCases: [ExtremeValueCase] =
        ExtremeValueCase.doubles("LinearKeyframe(_:duration:) repeating") { duration in
            Color.green.frame(width: 10, height: 10).keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: duration)
            }
        }
        + ExtremeValueCase.doubles("LinearKeyframe(_:duration:) of a trigger") { duration in
            Triggered { content, trigger in
                content.keyframeAnimator(initialValue: 1.0, trigger: trigger) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                    LinearKeyframe(2.0, duration: duration)
                }
            }
        }
        + ExtremeValueCase.doubles("CubicKeyframe(_:duration:) repeating") { duration in
            Color.green.frame(width: 10, height: 10).keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                CubicKeyframe(2.0, duration: duration)
                CubicKeyframe(1.0, duration: 0.1)
            }
        }
        + ExtremeValueCase.doubles("SpringKeyframe(_:duration:) repeating") { duration in
            Color.green.frame(width: 10, height: 10).keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                SpringKeyframe(2.0, duration: duration)
            }
        }
        + ExtremeValueCase.doubles("SpringKeyframe(_:spring:) of a trigger") { value in
            Triggered { content, trigger in
                content.keyframeAnimator(initialValue: 1.0, trigger: trigger) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                    SpringKeyframe(2.0, spring: Spring(duration: value, bounce: 0))
                }
            }
        }
        + ExtremeValueCase.doubles("KeyframeTrack value") { value in
            Color.green.frame(width: 10, height: 10).keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(value, duration: 0.1)
            }
        }
        + ExtremeValueCase.doubles("phaseAnimator(_:) with Animation.linear(duration:)") { duration in
            Color.green.frame(width: 10, height: 10).phaseAnimator([1.0, 2.0]) { content, scale in
                content.scaleEffect(scale)
            } animation: { _ in .linear(duration: duration) }
        }

    nonisolated static let symbolEffectCases: [ExtremeValueCase] =
        ExtremeValueCase.integers("symbolEffect(_:options: .repeat(_:), value:)") { count in
            Triggered { content, trigger in content.symbolEffect(.bounce, options: .repeat(count), value: trigger) }
        }
        + ExtremeValueCase.doubles("symbolEffect(_:options: .speed(_:), value:)") { speed in
            Triggered { content, trigger in content.symbolEffect(.bounce, options: .speed(speed), value: trigger) }
        }
        + ExtremeValueCase.integers("symbolEffect(_:options: .repeat(_:), isActive:)") { count in
            Color.blue.frame(width: 10, height: 10).symbolEffect(.pulse, options: .repeat(count), isActive: true)
        }
        + ExtremeValueCase.doubles("symbolEffect(_:options: .speed(_:), isActive:)") { speed in
            Color.blue.frame(width: 10, height: 10).symbolEffect(.pulse, options: .speed(speed), isActive: true)
        }

    @Test(arguments: animationCases) func anAnimationPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test(arguments: keyframeCases) func keyframesPlayAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test(arguments: symbolEffectCases) func aSymbolEffectPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test func aRepeatingKeyframeRunOf1eMinus17SecondsEndsEachFrame() throws {
        // 10¹⁷ runs a second: the frame reads the run under way (its end, 2×) and moves on.
        let scene = RenderScene("tiny", duration: 1, fps: 10) {
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                    LinearKeyframe(2.0, duration: 1e-17)
                }
        }
        let frame = try player(scene).frame(at: 10)
        #expect(abs(frame.rect("dot").width - 20) < 1e-6)
    }
}
