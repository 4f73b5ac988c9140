import Foundation
import Testing
@testable import SwiftUICore

/// Effects of a transition's phases mixed by a progress, and drawn relative to what the
/// identity phase already draws.
struct PhaseEffectsTests {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func effectsOfOneKindMixLinearly() {
        // a + (b − a) × f, the value an animation of the modifier's data has at progress f.
        #expect(RenderEffect.opacity(0).interpolated(toward: .opacity(1), by: 0.25) == .opacity(0.25))
        #expect(RenderEffect.blur(radius: 8, opaque: false).interpolated(toward: .blur(radius: 0, opaque: false), by: 0.25)
            == .blur(radius: 6, opaque: false))
        let scale = RenderEffect.geometry(AnyGeometryEffect(_ScaleEffect(scale: CGSize(width: 0, height: 0), anchor: .center)))
            .interpolated(toward: .geometry(AnyGeometryEffect(_ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: .center))), by: 0.5)
        #expect(scale == .geometry(AnyGeometryEffect(_ScaleEffect(scale: CGSize(width: 0.5, height: 0.5), anchor: .center))))
        // Different kinds do not mix.
        #expect(RenderEffect.opacity(0).interpolated(toward: .blur(radius: 1, opaque: false), by: 0.5) == nil)
        // A spring's overshoot keeps opacity within 0…1 and blur at or above 0.
        #expect(RenderEffect.opacity(0).interpolated(toward: .opacity(1), by: 1.2) == .opacity(1))
        #expect(RenderEffect.blur(radius: 4, opaque: false).interpolated(toward: .blur(radius: 0, opaque: false), by: 1.5)
            == .blur(radius: 0, opaque: false))
    }

    @Test func aNeutralIdentityPhaseDrawsTheMixedEffectsThemselves() {
        let phases = PhaseEffects(active: [.opacity(0), .blur(radius: 4, opaque: false)], identity: [.opacity(1), .blur(radius: 0, opaque: false)])
        // Innermost first in, outermost first out: the blur (outer) then the opacity.
        #expect(phases.displayEffects(progress: 0.5, frame: frame, isRemoval: false) == [.blur(radius: 2, opaque: false), .opacity(0.5)])
        // At identity the fade's group stays (at 1) and the blur goes.
        #expect(phases.displayEffects(progress: 1, frame: frame, isRemoval: false) == [.opacity(1)])
    }

    @Test func whatTheIdentityPhaseDrawsIsTakenOut() {
        // Opacity: drawn 0.5 already, wanted 0.25: a group of 0.5. Blur: σ 3 already, wanted
        // 5: one of √(25 − 9) = 4. Scale: 2 already, wanted 3: 1.5 more.
        let wanted: [RenderEffect] = [
            .opacity(0.25), .blur(radius: 5, opaque: false),
            .geometry(AnyGeometryEffect(_ScaleEffect(scale: CGSize(width: 3, height: 3), anchor: .topLeading)))]
        let drawn: [RenderEffect] = [
            .opacity(0.5), .blur(radius: 3, opaque: false),
            .geometry(AnyGeometryEffect(_ScaleEffect(scale: CGSize(width: 2, height: 2), anchor: .topLeading)))]
        let effects = PhaseEffects.relative(wanted, to: drawn, in: frame)
        #expect(effects.count == 3)
        #expect(effects[0] == .transform(DisplayTransform(CGAffineTransform(scaleX: 1.5, y: 1.5))))
        #expect(effects[1] == .blur(radius: 4, opaque: false))
        #expect(effects[2] == .opacity(0.5))
    }

    @Test func phasesOfDifferentShapesDrawTheLaterPhase() {
        // Nothing to mix: an insertion draws the identity phase's effects from the start, a
        // removal the active phase's.
        let phases = PhaseEffects(active: [.opacity(0)], identity: [])
        #expect(phases.displayEffects(progress: 0, frame: frame, isRemoval: false) == [])
        #expect(phases.displayEffects(progress: 1, frame: frame, isRemoval: true) == [.opacity(0)])
    }
}
