import Foundation
import Testing
@testable import SwiftUICore

/// While an animation runs, a body whose inputs did not change is reused and only its animated
/// values are sampled again, in place (`AnimationRefresher`): a layout's or shape's data in its
/// node, an animatable modifier's body made again. Every frame must be what evaluating the
/// bodies would have given.
struct AnimationRefreshTests {
    /// Plays `scene` as it is, and as a player that evaluates every body on every frame
    /// (`RenderScene.evaluatingEveryBodyOnEveryFrame()`); checks that both players' frames are equal
    /// and returns the first player's.
    func framesCheckedAgainstEvaluation(
        _ makeScene: (_ isRefreshing: Bool) -> RenderScene, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Frame] {
        let refreshing = player(makeScene(true))
        let evaluating = player(makeScene(false).evaluatingEveryBodyOnEveryFrame())
        var frames: [Frame] = []
        for index in 0..<refreshing.scene.frameCount {
            let frame = try refreshing.frame(at: index)
            #expect(frame == (try evaluating.frame(at: index)), "frame \(index) differs", sourceLocation: sourceLocation)
            frames.append(frame)
        }
        return frames
    }

    @Test func aPublishedLayoutValueReachesTheLayoutThroughAWrapper() throws {
        let refreshingCounts = Counts(), evaluatingCounts = Counts()
        let frames = try framesCheckedAgainstEvaluation { isRefreshing in
            let progress = SceneValue<CGFloat>(0)
            return RenderScene("publish", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 }]) {
                ProgressRow(progress: progress.value, counts: isRefreshing ? refreshingCounts : evaluatingCounts)
            }
        }
        // Linear from 0 to 1 between 0.1 and 0.6 s; the layout is 100 pt per unit of progress
        // wide, and reads it through the padding around the view that publishes it.
        let widths = frames.map { $0.geometry.first { $0.typeName == "ProgressWidthLayout" }?.frame.width }
        #expect(widths == [0, 0, 20, 40, 60, 80, 100, 100, 100, 100, 100])
        // The row is evaluated at 0 s, at the change, and on the next frame (outside the change's
        // transaction, which its nodes keep); then, while the value moves, no more. The player
        // evaluating every body runs it twice a frame (see `aTappedRowIsResolvedAloneAndItsListIsNot`).
        #expect(refreshingCounts.bodies["row"] == 3)
        #expect(evaluatingCounts.bodies["row"] == 2 * 11)
    }

    @Test func aRefreshedLayoutKeepsItsSiblingsMeasurements() throws {
        let counts = Counts()
        let height = SceneValue<CGFloat>(10)
        let play = player(RenderScene("grow", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { height.value = 60 }]) {
            GrowingRow(height: height.value, counts: counts)
        })
        var heights: [CGFloat] = []
        var measurements: [Int] = []
        for index in 0..<play.scene.frameCount {
            let frame = try play.frame(at: index)
            heights.append(frame.geometry.first { $0.typeName == "HeightLayout" }?.frame.height ?? -1)
            measurements.append(counts.measurements)
        }
        #expect(heights == [10, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60])
        // The counted sibling is measured (at three proposals) whenever the row is made: twice
        // at 0 s (the reader in it is made first for no frame, then for the one layout gave it),
        // at the change and on the frame after it (see above). Not on the frames where only
        // its neighbour's height moves.
        #expect(measurements == [6, 9, 12, 12, 12, 12, 12, 12, 12, 12, 12])
    }

    @Test func aModifierWhoseBodyChangesShapeIsEvaluatedAgain() throws {
        let frames = try framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            return RenderScene("dim", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 }]) {
                DimmedSquare(progress: progress.value)
            }
        }
        // The modifier's body dims its content from progress 0.5 on (0.35 s): the branch changes
        // the content's identity, which a refresh cannot do in place.
        let dimmed = frames.map { frame in
            frame.displayList.allItems.contains { if case .group(.opacity(0.5), _, _) = $0 { return true } else { return false } }
        }
        #expect(dimmed == [false, false, false, false, true, true, true, true, true, true, true])
    }

    @Test func anAnimatedShapeIsRedrawnInPlace() throws {
        let frames = try framesCheckedAgainstEvaluation { _ in
            let fraction = SceneValue<CGFloat>(0.5)
            return RenderScene("bar", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { fraction.value = 1 }]) {
                BarRow(fraction: fraction.value)
            }
        }
        let widths = frames.map { frame in
            frame.displayList.allItems.compactMap { item -> CGFloat? in
                if case .fill(let path, _, _) = item, path.boundingRect.height == 10 { return path.boundingRect.width }
                return nil
            }.first
        }
        // Half of 100 pt growing linearly to all of it between 0.1 and 0.6 s.
        #expect(widths == [50, 50, 60, 70, 80, 90, 100, 100, 100, 100, 100])
    }
}

/// A state change in a composite nested in a reused body resolves that composite again in
/// place: its parent's body (and everything between) is not evaluated again, and what the
/// parent's modifiers added to its nodes stays.
struct InPlaceResolutionTests {
    @Test func aTappedRowIsResolvedAloneAndItsListIsNot() throws {
        let refreshingCounts = Counts(), evaluatingCounts = Counts()
        let frames = try AnimationRefreshTests().framesCheckedAgainstEvaluation { isRefreshing in
            let counts = isRefreshing ? refreshingCounts : evaluatingCounts
            return RenderScene("rows", duration: 1, fps: 10, script: [.tap("Add 2", at: 0.5)]) { TallyRows(counts: counts) }
        }
        #expect(frames[4].texts.contains("Row 2: 0") && frames[5].texts.contains("Row 2: 1"))
        #expect(frames[5].texts.filter { $0.hasPrefix("Row") } == ["Row 0: 0", "Row 1: 0", "Row 2: 1", "Row 3: 0", "Row 4: 0"])
        // The list's body ran once; the tapped row's twice; the other rows once.
        #expect(refreshingCounts.bodies == ["rows": 1, "row 0": 1, "row 1": 1, "row 2": 2, "row 3": 1, "row 4": 1])
        // The player evaluating every body runs the list's twice a frame, 11 frames: for the
        // event that changes the root, and in the frame's first pass (the list's nodes were made
        // in the last frame's event, a transaction the new frame is not in).
        #expect(evaluatingCounts.bodies["rows"] == 2 * 11)
    }

    @Test func whatTheParentAddedStaysOnTheResolvedNodes() throws {
        let frames = try AnimationRefreshTests().framesCheckedAgainstEvaluation { _ in
            RenderScene("decorated", duration: 1, fps: 10, script: [.tap("Grow", at: 0.2)]) { DecoratedGrower() }
        }
        for frame in [frames[1], frames[3]] {
            // The identifier, the opacity and the layout value the parent gave its child.
            #expect(frame.geometry(named: "grower")?.opacity == 0.5)
            #expect(frame.geometry.first { $0.typeName == "ProgressWidthLayout" }?.frame.width == 30)
        }
        // The child's own content changed: its square went from 10 to 40 pt.
        let before = try #require(frames[1].geometry(named: "grower")), after = try #require(frames[3].geometry(named: "grower"))
        #expect(after.frame.height - before.frame.height == 30)
    }

    @Test func anAnimationStartedByTheChangeRunsInTheResolvedNodes() throws {
        let frames = try AnimationRefreshTests().framesCheckedAgainstEvaluation { _ in
            RenderScene("grow", duration: 1, fps: 10, script: [.tap("Grow", at: 0.1)]) { GrowerRow() }
        }
        let heights = frames.map { $0.geometry.first { $0.typeName == "HeightLayout" }?.frame.height }
        // Linear from 10 to 60 between 0.1 and 0.6 s, in a layout whose node took the place of
        // the one made before the tap.
        #expect(heights == [10, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60])
    }

    @Test func aLaterPassOfATickReusesWhatTheFirstEvaluated() throws {
        let counts = Counts()
        let value = SceneValue(0)
        let play = player(RenderScene("mirror", duration: 1, fps: 10, script: [.run(at: 0.5) { value.value = 1 }]) {
            MirrorPair(value: value.value, counts: counts)
        })
        _ = try play.at(0.4)
        #expect(counts.bodies == ["pair": 1, "mirror": 2, "static": 1])
        // The event changes the root: pass 1 evaluates everything; the mirror's onChange then
        // writes its state, and pass 2 evaluates the mirror alone.
        let frame = try play.at(0.5)
        #expect(frame.texts.contains("1 mirrored as 2"))
        #expect(counts.bodies == ["pair": 2, "mirror": 4, "static": 2])
    }

    @Test func aChildWhoseTopChangesIsEvaluatedWithItsParent() throws {
        let frames = try AnimationRefreshTests().framesCheckedAgainstEvaluation { _ in
            RenderScene("swap", duration: 1, fps: 10, script: [.tap("Swap", at: 0.5)]) { SwappingRow() }
        }
        #expect(frames[4].texts.contains("first") && !frames[4].texts.contains("second"))
        #expect(frames[5].texts.contains("second") && !frames[5].texts.contains("first"))
    }
}

extension Frame {
    /// The strings of the texts the frame draws, in order.
    fileprivate var texts: [String] {
        displayList.allItems.compactMap { item in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
    }
}

/// Mirrors its input into its own state, one pass later.
private struct Mirror: View {
    let value: Int
    let counts: Counts
    @State private var mirrored = 0

    var body: some View {
        counts.bodies["mirror", default: 0] += 1
        return Text("\(value) mirrored as \(mirrored)")
            .onChange(of: value, initial: true) { _, new in mirrored = new * 2 }
    }
}

private struct StaticLabel: View {
    let counts: Counts

    var body: some View {
        counts.bodies["static", default: 0] += 1
        return Text("static")
    }
}

private struct MirrorPair: View {
    let value: Int
    let counts: Counts

    var body: some View {
        counts.bodies["pair", default: 0] += 1
        return VStack {
            Mirror(value: value, counts: counts)
            StaticLabel(counts: counts)
        }
    }
}

private struct TallyRow: View {
    let index: Int
    let counts: Counts
    @State private var count = 0

    var body: some View {
        counts.bodies["row \(index)", default: 0] += 1
        return HStack {
            Text("Row \(index): \(count)")
            Button("Add \(index)") { count += 1 }
        }
    }
}

private struct TallyRows: View {
    let counts: Counts

    var body: some View {
        counts.bodies["rows", default: 0] += 1
        return List {
            ForEach(0..<5) { index in
                TallyRow(index: index, counts: counts)
            }
        }
    }
}

/// A square that a tap makes taller.
private struct Grower: View {
    @State private var height: CGFloat = 10

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: height)
            Button("Grow") { height = 40 }
        }
    }
}

/// The parent decorates its child, which changes alone.
private struct DecoratedGrower: View {
    var body: some View {
        ProgressWidthLayout {
            Grower()
                .layoutValue(key: ProgressKey.self, value: 0.3)
                .opacity(0.5)
                .accessibilityIdentifier("grower")
        }
    }
}

/// Animates its own layout's height when tapped.
private struct AnimatedGrower: View {
    @State private var height: CGFloat = 10

    var body: some View {
        HeightLayout(height: height) {
            Button("Grow") { withAnimation(.linear(duration: 0.5)) { height = 60 } }
        }
    }
}

private struct GrowerRow: View {
    var body: some View {
        VStack { AnimatedGrower() }
    }
}

/// Its top view changes branch (and identity) when tapped.
private struct Swapper: View {
    @State private var isFirst = true

    @ViewBuilder var body: some View {
        if isFirst {
            Button("Swap") { isFirst = false }.overlay { Text("first") }
        } else {
            Text("second")
        }
    }
}

private struct SwappingRow: View {
    var body: some View {
        VStack { Swapper().padding(4) }
    }
}

nonisolated private final class Counts {
    var bodies: [String: Int] = [:]
    var measurements = 0
}

nonisolated private struct ProgressKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Publishes its animated progress as a layout value (as the seed's spacing modifier does).
nonisolated private struct PublishProgress: ViewModifier, Animatable {
    var progress: CGFloat
    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.layoutValue(key: ProgressKey.self, value: progress)
    }
}

/// 100 pt wide per unit of its first subview's published progress, 10 pt tall.
nonisolated private struct ProgressWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: (subviews.first?[ProgressKey.self] ?? 0) * 100, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

private struct ProgressRow: View {
    let progress: CGFloat
    let counts: Counts

    var body: some View {
        counts.bodies["row", default: 0] += 1
        // The padding wraps the published view: its node passes the layout value on.
        return ProgressWidthLayout {
            Color.blue.modifier(PublishProgress(progress: progress)).padding(5)
        }
    }
}

/// Exactly as tall as its animatable height, 10 pt wide.
nonisolated private struct HeightLayout: Layout {
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

/// Counts how often it is measured.
nonisolated private struct CountingLayout: Layout {
    let counts: Counts

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counts.measurements += 1
        return CGSize(width: 20, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct GrowingRow: View {
    let height: CGFloat
    let counts: Counts

    var body: some View {
        // Side by side: the row offers the counted layout the same size on every frame.
        HStack(spacing: 0) {
            HeightLayout(height: height) { Color.red }
            // A reader's content, made again when the reader moves, does not change its size.
            CountingLayout(counts: counts) { GeometryReader { _ in Color.green } }
        }
    }
}

/// Dims its content once its animated progress passes one half.
nonisolated private struct Dimming: ViewModifier, Animatable {
    var progress: CGFloat
    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    @ViewBuilder func body(content: Content) -> some View {
        if progress < 0.5 {
            content
        } else {
            content.opacity(0.5)
        }
    }
}

private struct DimmedSquare: View {
    let progress: CGFloat

    var body: some View {
        Color.red.frame(width: 10, height: 10).modifier(Dimming(progress: progress))
    }
}

/// The leading `fraction` of its rectangle.
nonisolated private struct Bar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

private struct BarRow: View {
    let fraction: CGFloat

    var body: some View {
        Bar(fraction: fraction).fill(Color.blue).frame(width: 100, height: 10)
    }
}

/// Updates in place in the corners a review found: bodies inside a geometry reader's content, a
/// refresh that fails and falls back to evaluating the body, a modifier whose body
/// changes branch without changing how many decorations it adds, and a body nested in a body
/// resolved again. Each scene is played as it is and evaluating every body on every frame, and
/// every frame must be the same (geometry, display list, identities).
struct UpdateInPlaceEdgeTests {
    let check = AnimationRefreshTests()

    func heights(_ frames: [Frame]) -> [CGFloat?] {
        frames.map { $0.geometry.first { $0.typeName == "HeightLayout" }?.frame.height }
    }

    @Test func aNestedBodyReusedAfterItsParentWasResolvedInPlaceDrawsAsEvaluated() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            RenderScene("ab", duration: 1.2, fps: 10, script: [.tap("Go", at: 0.1), .tap("Dim", at: 0.9)]) { RootAB() }
        }
        #expect(heights(frames).last == 20)
    }

    @Test func aNestedBodyReusedAfterItsParentsInputChangedDrawsAsEvaluated() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            RenderScene("tag", duration: 1.2, fps: 10, script: [.tap("Go", at: 0.1), .tap("Tag", at: 0.9)]) { RootTagged() }
        }
        #expect(heights(frames).last == 20)
    }

    @Test func anAnimatedLayoutInsideAGeometryReaderDrawsAsEvaluated() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            RenderScene("reader", duration: 1, fps: 10, script: [.tap("Grow", at: 0.1)]) {
                GeometryReader { _ in VStack { AnimatedGrower() } }
            }
        }
        #expect(heights(frames) == [10, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60])
    }

    @Test func aStateChangeInsideAGeometryReaderDrawsAsEvaluated() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            RenderScene("swap", duration: 1, fps: 10, script: [.tap("Swap", at: 0.5)]) {
                GeometryReader { _ in SwappingRow() }
            }
        }
    }

    @Test func aModifierChangingBranchInsideAGeometryReaderDrawsAsEvaluated() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            return RenderScene("dim", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 }]) {
                GeometryReader { _ in DimmedSquare(progress: progress.value) }
            }
        }
    }

    @Test func aBodyRemadeInAFailedRefreshDrawsAsEvaluated() throws {
        let frames = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            let grow = SceneValue<CGFloat>(10)
            return RenderScene("two", duration: 1.2, fps: 10, script: [
                .run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 },
                .run(at: 0.2, animation: .linear(duration: 0.8)) { grow.value = 90 },
            ]) { TwoAnimations(progress: progress.value, grow: grow.value) }
        }
        // The badge grows with its modifier's animated amount, from 10 to 90.
        #expect(heights(frames).last == 90)
    }

    @Test func aModifierChangingBranchWithAsManyDecorationsDrawsAsEvaluated() throws {
        _ = try check.framesCheckedAgainstEvaluation { _ in
            let progress = SceneValue<CGFloat>(0)
            return RenderScene("fade", duration: 1, fps: 10, script: [
                .tap("Count 0", at: 0.05),
                .run(at: 0.1, animation: .linear(duration: 0.5)) { progress.value = 1 },
            ]) { FadingCounter(progress: progress.value) }
        }
    }
}

/// A layout as tall as its input says.
private struct Deeper: View {
    let x: Int
    var body: some View {
        HeightLayout(height: 10 + 10 * CGFloat(x)) { Color.red }
    }
}

/// Animates its nested body's input, then changes its own decoration of it.
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

/// Animates its nested body's input; its parent later changes its own.
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

/// A layout as tall as its amount.
private struct Badge: View {
    let amount: CGFloat
    var body: some View { HeightLayout(height: amount) { Color.blue } }
}

/// An animatable modifier whose body holds a composite of its own, made from its amount.
nonisolated private struct BadgeGrowing: ViewModifier, Animatable {
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

/// Two animatable modifiers: one that fails its refresh at mid-way, one that is refreshed.
private struct TwoAnimations: View {
    let progress: CGFloat
    let grow: CGFloat
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).modifier(Dimming(progress: progress))
            Color.green.frame(width: 10, height: 10).modifier(BadgeGrowing(amount: grow))
        }
    }
}

/// A button that counts its taps in its own state.
private struct CountButton: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

/// Changes branch at mid-way, adding one opacity in either branch.
nonisolated private struct Fade: ViewModifier, Animatable {
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
    var body: some View { CountButton().modifier(Fade(progress: progress)) }
}

/// A change evaluates again only the bodies it reaches: a state write its owner's, changed
/// inputs the child that receives them; every other body is reused.
struct InvalidationTests {
    @Test func aWriteReEvaluatesOnlyItsOwner() throws {
        let evaluations = Evaluations()
        let scene = RenderScene("tallies", duration: 1, fps: 10, script: [.tap("Add A", at: 0.5)]) {
            VStack {
                Tally(name: "A", evaluations: evaluations)
                Tally(name: "B", evaluations: evaluations)
                Static(label: "C", evaluations: evaluations)
            }
        }
        let play = player(scene)
        _ = try play.at(0.4)
        let before = evaluations.counts
        #expect(before == ["A": 1, "B": 1, "C": 1])
        _ = try play.at(0.6)
        // A's state changed: A alone is evaluated again.
        #expect(evaluations.counts == ["A": 2, "B": 1, "C": 1])
    }

    @Test func changedInputsReEvaluateTheChild() throws {
        let evaluations = Evaluations()
        let label = SceneValue("one")
        let scene = RenderScene("inputs", duration: 1, fps: 10, script: [.run(at: 0.5) { label.value = "two" }]) {
            VStack {
                Static(label: label.value, evaluations: evaluations)
                Static(label: "fixed", evaluations: evaluations)
            }
        }
        let play = player(scene)
        _ = try play.at(0.4)
        _ = try play.at(0.6)
        #expect(evaluations.counts == ["one": 1, "two": 1, "fixed": 2])
    }

    /// A modifier's body whose top is a composite: the two sit at one identity, and each keeps
    /// its own state and marks (before, they shared a node: the card read the modifier's
    /// `count`, 10, and the modifier's evaluation cleared the card's marks).
    @Test func aCompositeAtTheTopOfAModifiersBodyKeepsItsOwnState() throws {
        let scene = RenderScene("card", duration: 1, fps: 10, script: [.tap("Card+", at: 0.5)]) {
            Text("inside").modifier(CardStyle())
        }
        let play = player(scene)
        #expect(try play.at(0.4).texts.filter { $0.hasPrefix("card") } == ["card 0 of 10"])
        #expect(try play.at(0.6).texts.filter { $0.hasPrefix("card") } == ["card 1 of 10"])
    }
}

private struct CardStyle: ViewModifier {
    @State private var count = 10
    func body(content: Content) -> some View {
        Card(content: content, limit: count)
    }
}

private struct Card<Content: View>: View {
    let content: Content
    let limit: Int
    @State private var count = 0
    var body: some View {
        VStack {
            content
            Text("card \(count) of \(limit)")
            Button("Card+") { count += 1 }
        }
    }
}

private struct Toggler: View {
    @State private var isVisible = true
    var body: some View {
        List {
            Text(isVisible ? "shown" : "hidden")
            Button(isVisible ? "Hide" : "Show") { isVisible.toggle() }
        }
    }
}

/// A reused body's state: its memo keeps the state alive across the ticks it is not evaluated.
struct ReusedStateTests {
    /// A body reused for many ticks keeps its state alive: a tap long after the last
    /// evaluation still reaches the live value.
    @Test func stateOfAReusedBodyStaysAlive() throws {
        let scene = RenderScene("toggle", duration: 1, fps: 10, script: [.tap("Hide", at: 0.5), .tap("Show", at: 0.8)]) { Toggler() }
        let play = player(scene)
        func strings(_ frame: Frame) -> [String] {
            frame.displayList.allItems.compactMap { item in
                if case .text(let run, _) = item { return run.request.string }
                return nil
            }
        }
        #expect(strings(try play.at(0.4)) == ["shown", "Hide"])
        #expect(strings(try play.at(0.6)).suffix(2) == ["hidden", "Show"])
        #expect(strings(try play.at(1.0)) == ["shown", "Hide"])
    }
}

private struct NoAnimationChild: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10).transaction { $0.animation = nil }.accessibilityIdentifier("child")
    }
}

/// The same, but holding a closure, so it is never reused.
private struct NoAnimationChildUnreusable: View {
    let unused: () -> Void = {}
    var body: some View {
        Color.red.frame(width: 10, height: 10).transaction { $0.animation = nil }.accessibilityIdentifier("child")
    }
}

private struct TransactionHost<Child: View>: View {
    let child: Child
    @State private var top: CGFloat = 10
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: top)
            child
            Button("Grow") { withAnimation(.linear(duration: 1)) { top = 110 } }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

private struct HalfReader: View {
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
        }
    }
}

private struct HalfReaderUnreusable: View {
    let unused: () -> Void = {}
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
        }
    }
}

private struct ReaderHost<Child: View>: View {
    let child: Child
    @State private var width: CGFloat = 100
    var body: some View {
        VStack(spacing: 0) {
            child.frame(width: width, height: 20)
            Button("Wide") { withAnimation(.linear(duration: 1)) { width = 200 } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct PrefChild: View {
    @State private var measured: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 1)
                .background(GeometryReader { p in Color.clear.preference(key: HeightKey.self, value: p.size.width) })
            Color.red.frame(width: measured / 2, height: 10).accessibilityIdentifier("mirror")
        }
        .onPreferenceChange(HeightKey.self) { measured = $0 }
    }
}

private struct PrefChildUnreusable: View {
    let unused: () -> Void = {}
    @State private var measured: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 1)
                .background(GeometryReader { p in Color.clear.preference(key: HeightKey.self, value: p.size.width) })
            Color.red.frame(width: measured / 2, height: 10).accessibilityIdentifier("mirror")
        }
        .onPreferenceChange(HeightKey.self) { measured = $0 }
    }
}

/// A body reused from its memo behaves as if it had been evaluated in the current transaction:
/// its `.transaction` modifiers still apply, and the geometry readers and preference handlers in
/// it see the transaction of the change that moved them. Each test compares a child that is
/// reused with one that holds a closure, and so is always evaluated.
struct ReusedBodyTransactionTests {
    /// The frame at 1 s of `host`, on a canvas `width` × 300 pt, whose script taps `title` at 0.5 s.
    func frameAtOneSecond<Host: View>(tapping title: String, width: CGFloat, _ host: @escaping () -> Host) throws -> Frame {
        let scene = RenderScene("reuse", canvas: RenderCanvas(width: width, height: 300, scale: 1), duration: 2, fps: 10,
                                script: [.tap(title, at: 0.5)]) { host() }
        return try FrameStepper(player(scene)).through(1.0)
    }

    @Test func reusedBodyKeepsItsTransactionModifier() throws {
        let reused = try frameAtOneSecond(tapping: "Grow", width: 200) { TransactionHost(child: NoAnimationChild()) }.rect("child").minY
        let evaluated = try frameAtOneSecond(tapping: "Grow", width: 200) { TransactionHost(child: NoAnimationChildUnreusable()) }
            .rect("child").minY
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }

    @Test func geometryReaderInAReusedBodyUsesTheCurrentTransaction() throws {
        let reused = try frameAtOneSecond(tapping: "Wide", width: 300) { ReaderHost(child: HalfReader()) }.rect("half").width
        let evaluated = try frameAtOneSecond(tapping: "Wide", width: 300) { ReaderHost(child: HalfReaderUnreusable()) }.rect("half").width
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }

    @Test func preferenceHandlerInAReusedBodyRunsInTheCurrentTransaction() throws {
        let reused = try frameAtOneSecond(tapping: "Wide", width: 300) { ReaderHost(child: PrefChild()) }.rect("mirror").width
        let evaluated = try frameAtOneSecond(tapping: "Wide", width: 300) { ReaderHost(child: PrefChildUnreusable()) }.rect("mirror").width
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }
}
