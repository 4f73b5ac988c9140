import Foundation
import Testing
@testable import Cutaway

/// Updates in place in the corners a review found: bodies inside a geometry reader's content
/// (resolved during layout), a second resolution after a failed refresh, a modifier whose body
/// changes branch without changing how many decorations it adds, and a body nested in a body
/// resolved again. Each scene is played with updates in place on and off, and every frame must
/// be the same (geometry, display list, identities).
struct UpdateInPlaceEdgeTests {
    let check = AnimationRefreshTests()

    func heights(_ frames: [Frame]) -> [CGFloat?] {
        frames.map { $0.geometry.first { $0.typeName == "RHeightLayout" }?.frame.height }
    }

    @Test func aNestedBodyReusedAfterItsParentWasResolvedInPlace() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            Scene("ab", duration: 1.2, fps: 10, script: [.tap("Go", at: 0.1), .tap("Dim", at: 0.9)]) { RootAB() }
        }
        #expect(heights(frames).last == 20)
    }

    @Test func aBodyReusedAfterItsNodeWasAdopted() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            Scene("tag", duration: 1.2, fps: 10, script: [.tap("Go", at: 0.1), .tap("Tag", at: 0.9)]) { RootTagged() }
        }
        #expect(heights(frames).last == 20)
    }

    @Test func anAnimatedLayoutInsideAGeometryReader() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            Scene("reader", duration: 1, fps: 10, script: [.tap("Grow", at: 0.1)]) {
                GeometryReader { _ in VStack { RAnimatedGrower() } }
            }
        }
        #expect(heights(frames) == [10, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60])
    }

    @Test func aStateChangeInsideAGeometryReader() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            Scene("swap", duration: 1, fps: 10, script: [.tap("Swap", at: 0.5)]) {
                GeometryReader { _ in SwappingRow2() }
            }
        }
    }

    @Test func aModifierChangingBranchInsideAGeometryReader() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            return Scene("dim", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 }]) {
                GeometryReader { _ in DimmedSquare2(progress: progress.value) }
            }
        }
    }

    @Test func aBodyAdoptedInAFailedRefreshIsNotLost() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            let grow = SceneValue<CGFloat>(10)
            return Scene("two", duration: 1.2, fps: 10, script: [
                .run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 },
                .run(at: 0.2, animation: .linear(duration: 0.8)) { grow.value = 90 },
            ]) { TwoAnimations(progress: progress.value, grow: grow.value) }
        }
        // The badge grows with its modifier's animated amount, from 10 to 90.
        #expect(heights(frames).last == 90)
    }

    @Test func aModifierChangingBranchWithAsManyDecorations() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            return Scene("fade", duration: 1, fps: 10, script: [
                .tap("Count 0", at: 0.05),
                .run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 },
            ]) { FadingCounter(progress: progress.value) }
        }
    }
}

private struct RHeightLayout: Layout {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}


private struct Deeper: View {
    let x: Int
    var body: some View {
        RHeightLayout(height: 10 + 10 * CGFloat(x)) { Color.red }
    }
}

private struct InnerAB: View {
    @State private var a = 0
    @State private var dim = false
    @ViewBuilder var body: some View {
        Deeper(x: a).opacity(dim ? 0.5 : 1)
        Button("Go") { withAnimation(.linear(duration: 0.5)) { a = 1 } }
        Button("Dim") { dim = true }
    }
}

private struct RootAB: View {
    var body: some View { VStack { InnerAB() } }
}

private struct InnerTagged: View {
    let tag: Int
    @State private var a = 0
    @ViewBuilder var body: some View {
        Deeper(x: a)
        Button("Go") { withAnimation(.linear(duration: 0.5)) { a = 1 } }
        Text("tag \(tag)")
    }
}

private struct RootTagged: View {
    @State private var tag = 0
    var body: some View {
        VStack {
            InnerTagged(tag: tag)
            Button("Tag") { tag += 1 }
        }
    }
}


private struct RAnimatedGrower: View {
    @State private var height: CGFloat = 10
    var body: some View {
        RHeightLayout(height: height) {
            Button("Grow") { withAnimation(.linear(duration: 0.5)) { height = 60 } }
        }
    }
}

private struct Swapper2: View {
    @State private var isFirst = true
    @ViewBuilder var body: some View {
        if isFirst {
            Button("Swap") { isFirst = false }.overlay { Text("first") }
        } else {
            Text("second")
        }
    }
}

private struct SwappingRow2: View {
    var body: some View { VStack { Swapper2().padding(4) } }
}

private struct Dimming2: ViewModifier, Animatable {
    var progress: CGFloat
    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }
    @ViewBuilder func body(content: Content) -> some View {
        if progress < 0.5 { content } else { content.opacity(0.5) }
    }
}

private struct DimmedSquare2: View {
    let progress: CGFloat
    var body: some View {
        Color.red.frame(width: 10, height: 10).modifier(Dimming2(progress: progress))
    }
}




private struct Badge: View {
    let amount: CGFloat
    var body: some View { RHeightLayout(height: amount) { Color.blue } }
}

private struct Grow2: ViewModifier, Animatable {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    @ViewBuilder func body(content: Content) -> some View {
        content
        Badge(amount: amount)
    }
}

private struct TwoAnimations: View {
    let progress: CGFloat
    let grow: CGFloat
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).modifier(Dimming2(progress: progress))
            Color.green.frame(width: 10, height: 10).modifier(Grow2(amount: grow))
        }
    }
}


private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct Fade: ViewModifier, Animatable {
    var progress: CGFloat
    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }
    @ViewBuilder func body(content: Content) -> some View {
        if progress < 0.5 { content.opacity(1) } else { content.opacity(0.5) }
    }
}

private struct FadingCounter: View {
    let progress: CGFloat
    var body: some View { Counter().modifier(Fade(progress: progress)) }
}


private struct OneAnimation: View {
    let grow: CGFloat
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10).modifier(Grow2(amount: grow))
        }
    }
}

