import Foundation
import Testing
@testable import SwiftUICore

/// A counter the host removes and brings back.
private struct RemovableCounter: View {
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
            if show { RemovableCounter() }
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

private struct Resettable: View {
    let generation: Int
    var body: some View {
        LabelledCounter().id(generation)
    }
}

/// Keeps the closure an old copy of the view captured, to call it later.
private final class CapturedAction {
    var action: (() -> Void)?
}

private struct Capturing: View {
    @State private var value = "initial"
    let captured: CapturedAction
    var body: some View {
        Text(value).accessibilityIdentifier("value")
            .onAppear {
                captured.action = { value = "written through a stale copy" }
            }
    }
}

/// `@State`: a view's state survives its body being evaluated again, starts fresh when its
/// identity changes or the view comes back after it was removed, and writes through a stale
/// copy of the view or a binding reach the live value.
struct StateTests {
    func text(_ frame: Frame, _ name: String) -> String? {
        guard let identity = frame.geometry(named: name)?.identity else { return nil }
        for item in frame.displayList.allItems {
            if case .text(let run, let element) = item, element.rawValue == identity.description { return run.request.string }
        }
        return nil
    }

    @Test func stateSurvivesReEvaluation() throws {
        let scene = RenderScene("counter", duration: 1, fps: 10, script: [.tap("Add", at: 0.2), .tap("Add", at: 0.5)]) { LabelledCounter() }
        let play = player(scene)
        #expect(text(try play.at(0), "label") == "count 0")
        #expect(text(try play.at(0.3), "label") == "count 1")
        #expect(text(try play.at(0.6), "label") == "count 2")
    }

    @Test func stateResetsWhenIdentityChanges() throws {
        let generation = Box(0)
        let scene = RenderScene("reset", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .run(at: 0.5) { generation.value = 1 },
        ]) { Resettable(generation: generation.value) }
        let play = player(scene)
        #expect(text(try play.at(0.2), "label") == "count 1")
        #expect(text(try play.at(0.6), "label") == "count 0")
    }

    @Test func staleCapturedViewWritesLiveState() throws {
        let captured = CapturedAction()
        let scene = RenderScene("stale", duration: 1, fps: 10, script: [.run(at: 0.5) { captured.action?() }]) {
            Capturing(captured: captured)
        }
        let play = player(scene)
        #expect(text(try play.at(0.1), "value") == "initial")
        #expect(text(try play.at(0.6), "value") == "written through a stale copy")
    }

    @Test func bindingWritesReachTheOwner() throws {
        struct Child: View {
            @Binding var flag: Bool
            var body: some View { Button(flag ? "On" : "Off") { flag.toggle() } }
        }
        struct Parent: View {
            @State private var flag = false
            var body: some View { Child(flag: $flag) }
        }
        let scene = RenderScene("binding", duration: 1, fps: 10, script: [.tap("Off", at: 0.1)]) { Parent() }
        let play = player(scene)
        #expect(text(try play.at(0), "x") == nil)
        let frame = try play.at(0.2)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["On"])
    }

    @Test func stateIsFreshWhenAViewComesBackOnTheNextTick() throws {
        let scene = RenderScene("resurrect", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .tap("Toggle", at: 0.5), .tap("Toggle", at: 0.6),
        ]) { CounterHost() }
        let play = FrameStepper(player(scene))
        #expect(strings(try play.through(0.4)).first == "count 1")
        #expect(strings(try play.through(0.5)).first == "Toggle")
        // The counter was removed at 0.5: it comes back with fresh state.
        let back = strings(try play.through(0.6))
        #expect(back.first == "count 0", "\(back)")
    }

    @Test func stateIsFreshWhenAViewComesBackLater() throws {
        let scene = RenderScene("resurrect-later", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .tap("Toggle", at: 0.5), .tap("Toggle", at: 0.7),
        ]) { CounterHost() }
        let play = FrameStepper(player(scene))
        #expect(strings(try play.through(0.7)).first == "count 0")
    }
}
