import Foundation
import Testing
@testable import Cutaway

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)").accessibilityIdentifier("label")
            Button("Add") { count += 1 }
        }
    }
}

private struct Resettable: View {
    let generation: Int
    var body: some View {
        Counter().id(generation)
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

struct StateTests {
    func text(_ frame: Frame, _ name: String) -> String? {
        guard let identity = frame.geometry(named: name)?.identity else { return nil }
        for item in frame.displayList.allItems {
            if case .text(let run, let element) = item, element.rawValue == identity.description { return run.request.string }
        }
        return nil
    }

    @Test func stateSurvivesReEvaluation() throws {
        let scene = Scene("counter", duration: 1, fps: 10, script: [.tap("Add", at: 0.2), .tap("Add", at: 0.5)]) { Counter() }
        let play = player(scene)
        #expect(text(try play.at(0), "label") == "count 0")
        #expect(text(try play.at(0.3), "label") == "count 1")
        #expect(text(try play.at(0.6), "label") == "count 2")
    }

    @Test func stateResetsWhenIdentityChanges() throws {
        let generation = Box(0)
        let scene = Scene("reset", duration: 1, fps: 10, script: [
            .tap("Add", at: 0.1), .run(at: 0.5) { generation.value = 1 },
        ]) { Resettable(generation: generation.value) }
        let play = player(scene)
        #expect(text(try play.at(0.2), "label") == "count 1")
        #expect(text(try play.at(0.6), "label") == "count 0")
    }

    @Test func staleCapturedViewWritesLiveState() throws {
        let captured = CapturedAction()
        let scene = Scene("stale", duration: 1, fps: 10, script: [.run(at: 0.5) { captured.action?() }]) {
            Capturing(captured: captured)
        }
        let play = player(scene)
        #expect(text(try play.at(0.1), "value") == "initial")
        #expect(text(try play.at(0.6), "value") == "written through a stale copy")
    }

    @Test func tappingAMissingButtonIsAnError() throws {
        let scene = Scene("missing", duration: 1, fps: 10, script: [.tap("Nope", at: 0.1)]) { Counter() }
        let play = player(scene)
        #expect(throws: RuntimeError.noButton(title: "Nope", time: 0.1, available: ["Add"])) { try play.at(0.1) }
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
        let scene = Scene("binding", duration: 1, fps: 10, script: [.tap("Off", at: 0.1)]) { Parent() }
        let play = player(scene)
        #expect(text(try play.at(0), "x") == nil)
        let frame = try play.at(0.2)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["On"])
    }
}
