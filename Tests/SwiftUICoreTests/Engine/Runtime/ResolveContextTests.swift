import Foundation
import Testing
@testable import SwiftUICore

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

private struct TwoDisappears: View {
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .onDisappear { log.entries.append("first") }
            .onDisappear { log.entries.append("second") }
    }
}

/// Modifiers of one kind chained on one view (two `.onChange`, two `.onDisappear`) keep a
/// record each: each compares its own value and runs its own handler.
struct ChainedModifierTests {
    @Test func chainedOnChangeHandlersDoNotFireWithoutAChange() throws {
        let log = Log()
        let scene = RenderScene("two", duration: 0.3, fps: 10) { TwoChanges(log: log) }
        let play = FrameStepper(player(scene))
        for index in 0...3 { _ = try play.frame(at: index) }
        // Nothing ever changes: SwiftUI calls neither handler.
        #expect(log.entries == [], "\(log.entries)")
    }

    @Test func chainedOnChangeHandlersThatWriteStateSettleWithoutACycle() throws {
        let scene = RenderScene("two-write", duration: 0.3, fps: 10) { TwoChangesThatWrite() }
        let play = FrameStepper(player(scene))
        #expect(throws: Never.self) {
            for index in 0...3 { _ = try play.frame(at: index) }
        }
    }

    @Test func chainedOnDisappearBothRun() throws {
        let log = Log()
        let show = Box(true)
        let scene = RenderScene("gone", duration: 1, fps: 10, script: [.run(at: 0.5) { show.value = false }]) {
            if show.value { TwoDisappears(log: log) }
        }
        _ = try FrameStepper(player(scene)).through(1)
        #expect(log.entries.sorted() == ["first", "second"], "\(log.entries)")
    }
}

/// A shape written by a user: not one of Cutaway's primitives.
nonisolated private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A shape written by a user, which has no body, resolves to a leaf that draws its path.
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

/// A number that a view shows, interpolated: the view is `Animatable`, so SwiftUI animates its
/// `animatableData` and runs its body at every step.
nonisolated private struct CountingLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value.rounded()))") }
}

/// Counts to 100 in one second, linearly, from `onAppear`.
private struct CountOnAppear: View {
    @State private var target = 0.0
    var body: some View {
        CountingLabel(value: target)
            .onAppear { withAnimation(.linear(duration: 1)) { target = 100 } }
    }
}

/// Counts to 100 under an implicit animation when "Count" is tapped.
private struct CountOnTap: View {
    @State private var target = 0.0
    var body: some View {
        VStack {
            CountingLabel(value: target).animation(.linear(duration: 1), value: target)
            Button("Count") { target = 100 }
        }
    }
}

/// A `View` that conforms to `Animatable` is interpolated: its body sees each step between
/// the old value and the new one. A linear animation over one second from 0 to 100 is at
/// 100 × t after t seconds (`Animation.linear`), so the label reads that, rounded.
struct AnimatableViewTests {
    private func labels(_ scene: RenderScene, at times: [Double]) throws -> [[String]] {
        let play = player(scene)
        return try times.map { time in try play.at(time).drawnTexts.map(\.string).filter { $0 != "Count" } }
    }

    @Test func aNumberAnimatedFromOnAppearCountsUpOverTheAnimation() throws {
        let scene = RenderScene("count", duration: 2, fps: 10) { CountOnAppear() }
        #expect(try labels(scene, at: [0, 0.2, 0.5, 0.9, 1, 1.5]) == [["0"], ["20"], ["50"], ["90"], ["100"], ["100"]])
    }

    @Test func aNumberUnderAnImplicitAnimationCountsUpFromTheTap() throws {
        let scene = RenderScene("tap", duration: 2, fps: 10, script: [.tap("Count", at: 0.5)]) { CountOnTap() }
        #expect(try labels(scene, at: [0.4, 0.5, 0.8, 1.5]) == [["0"], ["0"], ["30"], ["100"]])
    }
}
