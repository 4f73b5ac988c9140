import Foundation
import Testing
@testable import Cutaway

private final class Log {
    var entries: [String] = []
}

/// Plays a scene's frames in order, never skipping one.
private final class Stepper {
    let player: Player
    private var next = 0
    init(_ player: Player) { self.player = player }
    func frame(at index: Int) throws -> Frame {
        var frame: Frame?
        while next <= index { frame = try player.frame(at: next); next += 1 }
        return frame!
    }
    func through(_ time: Double) throws -> Frame {
        try frame(at: Int((time * Double(player.scene.fps)).rounded()))
    }
    var graph: ViewGraph { player.graph }
}

private func opacity(_ frame: Frame, _ name: String) -> Double? {
    frame.geometry(named: name)?.opacity
}

// MARK: 1. Chained primitive modifiers share one identity key

private struct TwoChanges: View {
    let log: Log
    @State private var a = 0
    @State private var b = 10
    var body: some View {
        Text("\(a) \(b)")
            .onChange(of: a) { old, new in log.entries.append("a \(old)->\(new)") }
            .onChange(of: b) { old, new in log.entries.append("b \(old)->\(new)") }
    }
}

private struct TwoChangesThatWrite: View {
    @State private var a = 0
    @State private var b = 10
    @State private var seen = 0
    var body: some View {
        Text("\(a) \(b) \(seen)")
            .onChange(of: a) { seen += 1 }
            .onChange(of: b) { seen += 1 }
    }
}

// MARK: 2. Completion criteria ignore geometry, transitions

private struct ShowHide: View {
    @State var show = true
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            if show { Color.green.frame(width: 10, height: 10).accessibilityIdentifier("B") }
            if show { Color.green.frame(width: 10, height: 10) }
        }
    }
}

// MARK: 3. State resurrection

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct CounterHost: View {
    @State private var show = true
    var body: some View {
        VStack {
            if show { Counter() }
            Button("Toggle") { show.toggle() }
        }
    }
}

private func strings(_ frame: Frame) -> [String] {
    frame.displayList.allItems.compactMap { item in
        if case .text(let run, _) = item { return run.request.string }
        return nil
    }
}

// MARK: 4. Memo reuse overrides `.transaction {}` inside the reused body

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

// MARK: 5. GeometryReader in a reused body resolves with a stale transaction

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

// MARK: 6. ViewModifier state ignores its transaction

private struct Expanding: ViewModifier {
    @State private var big = false
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content.frame(width: 10, height: big ? 110 : 10).accessibilityIdentifier("grown")
            Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

private struct ExpandingView: View {
    @State private var big = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: big ? 110 : 10).accessibilityIdentifier("grown")
            Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

// MARK: 7. Completion fires before a change made in the same transaction by onChange

private struct WidthLayout: Layout {
    var width: CGFloat
    var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: width, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)) }
    }
}

private struct Chained: View {
    let log: Log
    @State private var flag = false
    @State private var width: CGFloat = 0
    var body: some View {
        VStack {
            WidthLayout(width: width) { Color.red }.accessibilityIdentifier("bar")
                .onChange(of: flag) { width = 100 }
            Button("Go") {
                withAnimation(.linear(duration: 1)) { flag = true } completion: { log.entries.append("done") }
            }
        }
    }
}

struct RuntimeRegressionTests {
    @Test func chainedOnChangeHandlersFireWithoutAnyChange() throws {
        let log = Log()
        let scene = Scene("two", duration: 0.3, fps: 10) { TwoChanges(log: log) }
        let play = Stepper(player(scene))
        for index in 0...3 { _ = try play.frame(at: index) }
        // Nothing ever changes: SwiftUI calls neither handler.
        #expect(log.entries == [], "\(log.entries)")
    }

    @Test func chainedOnChangeHandlersThatWriteStateAreReportedAsACycle() throws {
        let scene = Scene("two-write", duration: 0.3, fps: 10) { TwoChangesThatWrite() }
        let play = Stepper(player(scene))
        #expect(throws: Never.self) {
            for index in 0...3 { _ = try play.frame(at: index) }
        }
    }

    @Test func completionWaitsForTheGeometryAnimationItStarted() throws {
        let log = Log()
        let height = SceneValue<CGFloat>(10)
        var firedAt: [Double] = []
        let scene = Scene("frame", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5) {
                withAnimation(.linear(duration: 1)) { height.value = 110 } completion: { log.entries.append("done") }
            },
        ]) {
            Color.red.frame(width: 10, height: height.value).accessibilityIdentifier("bar")
                .frame(maxHeight: .infinity, alignment: .top)
        }
        let play = Stepper(player(scene))
        var heightAtOne: CGFloat = 0
        for index in 0...20 {
            let count = log.entries.count
            let frame = try play.frame(at: index)
            if index == 10 { heightAtOne = frame.rect("bar").height }
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(heightAtOne == 60, "the frame is mid-animation at 1.0")
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func completionWaitsForTheRemovalTransition() throws {
        let log = Log()
        let show = SceneValue(true)
        var firedAt: [Double] = []
        let scene = Scene("removal", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5) {
                withAnimation(.linear(duration: 1)) { show.value = false } completion: { log.entries.append("done") }
            },
        ]) {
            VStack {
                if show.value { Color.green.frame(width: 10, height: 10).transition(.opacity) }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = Stepper(player(scene))
        var ghostsAtOne = 0
        for index in 0...20 {
            let count = log.entries.count
            let frame = try play.frame(at: index)
            if index == 10 { ghostsAtOne = frame.removalFills.count }
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(ghostsAtOne == 1, "the removed view is still fading at 1.0")
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func adjacentRemovedViewsBothFadeOut() throws {
        let show = Box(true)
        let scene = Scene("adjacent", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10,
                          script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = false }]) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                if show.value {
                    Color.green.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = Stepper(player(scene))
        let frame = try play.through(1.0)
        #expect(frame.removalFills.count == 2, "\(frame.removalFills)")
    }

    @Test func removedThenReinsertedWithoutAnimationIsDrawnOnce() throws {
        let show = Box(true)
        let scene = Scene("reinsert", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5, animation: .linear(duration: 1)) { show.value = false },
            .run(at: 0.8) { show.value = true },
        ]) {
            VStack(spacing: 0) {
                if show.value { Color.green.frame(width: 10, height: 10) }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = Stepper(player(scene))
        let frame = try play.through(0.8)
        let greenFills = frame.displayList.allItems.filter {
            if case .fill(_, let color, _) = $0 { return color == Color.green.resolve(in: EnvironmentValues()) }
            return false
        }
        #expect(greenFills.count == 1, "green drawn \(greenFills.count) times; ghosts: \(frame.removalFills)")
    }

    @Test func firstInsertionIntoAnEmptyRootTransitions() throws {
        let show = Box(false)
        let scene = Scene("empty-root", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10,
                          script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = true }]) {
            if show.value { Color.green.frame(width: 10, height: 10).transition(.opacity).accessibilityIdentifier("g") }
        }
        let play = Stepper(player(scene))
        let frame = try play.through(1.0)
        #expect(opacity(frame, "g") == 0.5, "opacity \(String(describing: opacity(frame, "g")))")
    }

    @Test func stateIsFreshWhenAViewComesBackOnTheNextTick() throws {
        let scene = Scene("resurrect", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .tap("Toggle", at: 0.5), .tap("Toggle", at: 0.6),
        ]) { CounterHost() }
        let play = Stepper(player(scene))
        #expect(strings(try play.through(0.4)).first == "count 1")
        #expect(strings(try play.through(0.5)).first == "Toggle")
        // The counter was removed at 0.5: it comes back with fresh state.
        let back = strings(try play.through(0.6))
        #expect(back.first == "count 0", "\(back)")
    }

    @Test func stateIsFreshWhenAViewComesBackLater() throws {
        let scene = Scene("resurrect-later", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .tap("Toggle", at: 0.5), .tap("Toggle", at: 0.7),
        ]) { CounterHost() }
        let play = Stepper(player(scene))
        #expect(strings(try play.through(0.7)).first == "count 0")
    }

    @Test func reusedBodyKeepsItsTransactionModifier() throws {
        func childY<C: View>(_ child: C) throws -> CGFloat {
            let scene = Scene("tx", canvas: Canvas(width: 200, height: 300, scale: 1), duration: 2, fps: 10,
                              script: [.tap("Grow", at: 0.5)]) { TransactionHost(child: child) }
            let play = Stepper(player(scene))
            return try play.through(1.0).rect("child").minY
        }
        let reused = try childY(NoAnimationChild())
        let evaluated = try childY(NoAnimationChildUnreusable())
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }

    @Test func geometryReaderInAReusedBodyUsesTheCurrentTransaction() throws {
        func halfWidth<C: View>(_ child: C) throws -> CGFloat {
            let scene = Scene("reader", canvas: Canvas(width: 300, height: 300, scale: 1), duration: 2, fps: 10,
                              script: [.tap("Wide", at: 0.5)]) { ReaderHost(child: child) }
            let play = Stepper(player(scene))
            return try play.through(1.0).rect("half").width
        }
        let reused = try halfWidth(HalfReader())
        let evaluated = try halfWidth(HalfReaderUnreusable())
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }

    @Test func modifierStateChangesAnimateInTheirTransaction() throws {
        func grownHeight<V: View>(_ view: V) throws -> CGFloat {
            let scene = Scene("modifier", canvas: Canvas(width: 200, height: 300, scale: 1), duration: 2, fps: 10,
                              script: [.tap("Grow", at: 0.5)]) { view }
            return try Stepper(player(scene)).through(1.0).rect("grown").height
        }
        let asView = try grownHeight(ExpandingView())
        let asModifier = try grownHeight(Color.red.modifier(Expanding()))
        #expect(asView == 60)
        #expect(asModifier == asView, "modifier \(asModifier), view \(asView)")
    }

    @Test func completionWaitsForAnimationsStartedByOnChangeInTheSameTransaction() throws {
        let log = Log()
        var firedAt: [Double] = []
        let scene = Scene("chained", duration: 2, fps: 10, script: [.tap("Go", at: 0.5)]) { Chained(log: log) }
        let play = Stepper(player(scene))
        for index in 0...20 {
            let count = log.entries.count
            _ = try play.frame(at: index)
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func chainedWidthAnimates() throws {
        let scene = Scene("chained", duration: 2, fps: 10, script: [.tap("Go", at: 0.5)]) { Chained(log: Log()) }
        let play = Stepper(player(scene))
        #expect(try play.through(1.0).rect("bar").width == 50)
    }
}

// MARK: More

private final class Model: Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
}

private struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

private struct Follower: View {
    let height: CGFloat
    @State private var tall = false
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            WidthLayout(width: height) { Color.red }
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.width) })
                .onPreferenceChange(HeightKey.self) { width in
                    if width >= 50, !tall { withAnimation(.linear(duration: 1)) { tall = true } }
                }
            Color.blue.frame(width: 10, height: tall ? 110 : 10).accessibilityIdentifier("follower")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct TwoDisappears: View {
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .onDisappear { log.entries.append("first") }
            .onDisappear { log.entries.append("second") }
    }
}

struct IdentityRegressionTests {
    @Test func identifiableClassIDsPutAddressesInIdentities() throws {
        let models = [Model("a"), Model("b")]
        let frame = try layOut(VStack { ForEach(models) { Text($0.name).accessibilityIdentifier($0.name) } })
        let path = try #require(frame.geometry(named: "a")).identity.path
        #expect(!path.contains("0x"), "\(path)")
    }

    @Test func explicitIDsWithSlashesCollide() throws {
        let frame = try layOut(VStack { ForEach(["x", "x/0"], id: \.self) { id in VStack { Text(id) } } })
        let identities = frame.geometry.map(\.identity.path)
        #expect(Set(identities).count == identities.count, "\(identities)")
    }

    @Test func privateTypeIdentitiesAreStableAcrossProcesses() throws {
        // Swift names private types' contexts with an address, different in every process;
        // identities must not carry it.
        #expect(withoutAddresses("M.(unknown context at $558d3c1a0c98).TwoDisappears") == "M.(unknown context at ).TwoDisappears")
        #expect(withoutAddresses(_typeName(TwoDisappears.self, qualified: true)).contains("$") == false)
    }

    @Test func handlerAnimationOnATickWithoutEventsAnimatesGeometry() throws {
        let height = SceneValue<CGFloat>(0)
        let scene = Scene("follow", canvas: Canvas(width: 300, height: 300, scale: 1), duration: 3, fps: 10,
                          script: [.run(at: 0.5, animation: .linear(duration: 1)) { height.value = 100 }]) {
            Follower(height: height.value)
        }
        let play = Stepper(player(scene))
        var heights: [CGFloat] = []
        for index in 0...25 { heights.append(try play.frame(at: index).rect("follower").height) }
        // `tall` is set at t = 1.0 (when the layout passes 50) in a linear 1 s animation.
        #expect(heights[15] == 60, "\(heights.map { Int($0) })")
    }

    @Test func chainedOnDisappearBothRun() throws {
        let log = Log()
        let show = Box(true)
        let scene = Scene("gone", duration: 1, fps: 10, script: [.run(at: 0.5) { show.value = false }]) {
            if show.value { TwoDisappears(log: log) }
        }
        _ = try Stepper(player(scene)).through(1)
        #expect(log.entries.sorted() == ["first", "second"], "\(log.entries)")
    }
}

struct TransitionRegressionTests {
    @Test func springTransitionOpacityStaysInRange() throws {
        let show = Box(false)
        let scene = Scene("bouncy", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2, fps: 60,
                          script: [.run(at: 0.1, animation: .bouncy) { show.value = true }]) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                if show.value { Color.green.frame(width: 10, height: 10).accessibilityIdentifier("g") }
            }
        }
        let play = Stepper(player(scene))
        var maximum = 0.0
        for index in 0...120 { maximum = max(maximum, try play.frame(at: index).geometry(named: "g")?.opacity ?? 0) }
        #expect(maximum <= 1, "max opacity \(maximum)")
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

struct PreferenceRegressionTests {
    @Test func preferenceHandlerInAReusedBodyRunsInTheCurrentTransaction() throws {
        func mirrorWidth<C: View>(_ child: C) throws -> CGFloat {
            let scene = Scene("pref", canvas: Canvas(width: 300, height: 300, scale: 1), duration: 2, fps: 10,
                              script: [.tap("Wide", at: 0.5)]) { ReaderHost(child: child) }
            return try Stepper(player(scene)).through(1.0).rect("mirror").width
        }
        let reused = try mirrorWidth(PrefChild())
        let evaluated = try mirrorWidth(PrefChildUnreusable())
        #expect(reused == evaluated, "reused \(reused), evaluated \(evaluated)")
    }
}

private struct HideShow: View {
    @State private var isVisible = true
    var body: some View {
        VStack {
            Text(isVisible ? "shown" : "hidden")
            Button(isVisible ? "Hide" : "Show") { isVisible.toggle() }
        }
    }
}

struct SkippedFrameRegressionTests {
    @Test func skippingFramesRunsEventsAsIfPlayed() throws {
        let scene = Scene("skip", duration: 1, fps: 10, script: [.tap("Hide", at: 0.5), .tap("Show", at: 0.8)]) { HideShow() }
        let play = player(scene)
        _ = try play.frame(at: 0)
        #expect(throws: Never.self) { _ = try play.frame(at: 10) }
    }
}

/// A shape written by a user: not one of Cutaway's primitives.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct UserShapeTests {
    @Test func userShapesDrawTheirPath() throws {
        let frame = try layOut(width: 100, height: 100, Wedge().frame(width: 40, height: 20).accessibilityIdentifier("wedge"))
        #expect(frame.rect("wedge") == CGRect(x: 30, y: 40, width: 40, height: 20))
        let fills = frame.displayList.allItems.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(fills.last == CGRect(x: 30, y: 40, width: 40, height: 20))
    }
}
