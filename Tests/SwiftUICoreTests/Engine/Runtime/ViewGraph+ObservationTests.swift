import Testing
import Cutaway
@testable import SwiftUICore

// Only `import Cutaway`: the `@Observable` macro comes through Cutaway's re-export of
// Observation, as it comes through `import SwiftUI`.
@Observable private final class Settings {
    var volume = 0.0
    var brightness = 0.0
    var unread = 0
}

@Observable private final class Item {
    var title: String
    init(_ title: String) { self.title = title }
}

private struct VolumeLabel: View {
    let settings: Settings
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["volume", default: 0] += 1
        return Text("Volume \(settings.volume)")
    }
}

private struct BrightnessBar: View {
    let settings: Settings
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["brightness", default: 0] += 1
        // The bar's height moves the square below it.
        return VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: settings.brightness)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("below")
        }
    }
}

/// Buttons that write the model; their labels read nothing of it.
private struct Controls: View {
    let settings: Settings
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["controls", default: 0] += 1
        return VStack {
            Button("Louder") { settings.volume += 1 }
            Button("Brighter") { withAnimation(.linear(duration: 1)) { settings.brightness = 100 } }
            Button("Mark read") { settings.unread += 1 }
        }
    }
}

private func scene(_ settings: Settings, _ evaluations: Evaluations, script: [ScriptEvent]) -> RenderScene {
    RenderScene("settings", duration: 2, fps: 10, script: script) {
        VStack(spacing: 0) {
            BrightnessBar(settings: settings, evaluations: evaluations)
            VolumeLabel(settings: settings, evaluations: evaluations)
            Controls(settings: settings, evaluations: evaluations)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A custom modifier whose body reads the model.
private struct Badge: ViewModifier {
    let settings: Settings
    let evaluations: Evaluations
    func body(content: Content) -> some View {
        evaluations.counts["badge", default: 0] += 1
        return content.padding(settings.volume).accessibilityIdentifier("badge")
    }
}

/// Holds the badged text; reads nothing itself, so its body is reused unless the badge's read
/// is followed.
private struct Inbox: View {
    let settings: Settings
    let evaluations: Evaluations
    var body: some View {
        Text("Inbox").modifier(Badge(settings: settings, evaluations: evaluations))
    }
}

/// `@Observable` models: a body (or a custom modifier's, or a `ForEach`'s content closure) is
/// evaluated again when a property it read is written, in the writer's transaction, and no
/// other body is.
struct ViewGraphObservationTests {
    @Test func aCustomModifiersBodyIsTrackedLikeAViews() throws {
        let (settings, evaluations) = (Settings(), Evaluations())
        let scene = RenderScene("badge", duration: 1, fps: 10, script: [.tap("Louder", at: 0.5)]) {
            VStack {
                Inbox(settings: settings, evaluations: evaluations)
                Controls(settings: settings, evaluations: evaluations)
            }
        }
        let play = player(scene)
        let before = try #require(try play.at(0.4).geometry(named: "badge")).frame
        let evaluatedBefore = evaluations.counts["badge"] ?? 0
        let after = try #require(try play.at(0.6).geometry(named: "badge")).frame
        // volume 0 → 1: one point of padding on every edge.
        #expect(after.width == before.width + 2 && after.height == before.height + 2)
        // Run again for the write: without tracking, `Inbox`'s body would be reused as it was.
        #expect((evaluations.counts["badge"] ?? 0) > evaluatedBefore)
    }

    @Test func aModelWriteReEvaluatesOnlyTheBodiesThatReadIt() throws {
        let (settings, evaluations) = (Settings(), Evaluations())
        let play = player(scene(settings, evaluations, script: [.tap("Louder", at: 0.5)]))
        _ = try play.at(0.4)
        #expect(evaluations.counts == ["volume": 1, "brightness": 1, "controls": 1])
        _ = try play.at(0.6)
        // Only the label read `volume`.
        #expect(evaluations.counts == ["volume": 2, "brightness": 1, "controls": 1])
        #expect(settings.volume == 1)
    }

    @Test func aWriteToAPropertyNoBodyReadReEvaluatesNothing() throws {
        let (settings, evaluations) = (Settings(), Evaluations())
        let play = player(scene(settings, evaluations, script: [.tap("Mark read", at: 0.5)]))
        let before = try play.at(0.4)
        let after = try play.at(0.6)
        #expect(settings.unread == 1)
        #expect(evaluations.counts == ["volume": 1, "brightness": 1, "controls": 1])
        #expect(after.displayList == before.displayList)
    }

    @Test func aWriteInWithAnimationFollowsTheAnimationsCurve() throws {
        let (settings, evaluations) = (Settings(), Evaluations())
        let play = player(scene(settings, evaluations, script: [.tap("Brighter", at: 0.5)]))
        // The bar grows from 0 to 100 pt under `.linear(duration: 1)` from 0.5 s; the square
        // below it sits at the top of the stack, so its y is 100 · (t − 0.5) until 1.5 s.
        for time in [0.4, 0.5, 0.7, 1.0, 1.3, 1.5, 1.8] {
            let y = try #require(try play.at(time).geometry(named: "below")).frame.minY
            let expected = 100 * min(max(time - 0.5, 0), 1)
            #expect(abs(y - expected) < 1e-9, "at \(time) s: \(y), expected \(expected)")
        }
    }

    @Test func aForEachsContentClosureIsTrackedForTheViewThatHoldsIt() throws {
        let items = [Item("one"), Item("two")]
        let scene = RenderScene("items", duration: 1, fps: 10, script: [.run(at: 0.5) {}]) {
            VStack {
                ForEach(0..<2) { index in Text(items[index].title).accessibilityIdentifier("item\(index)") }
            }
        }
        let play = player(scene)
        let before = try play.at(0.2)
        items[1].title = "a much longer title"
        let after = try play.at(0.3)
        // Written between frames, outside any event: the title read in the closure is followed.
        #expect(try #require(after.geometry(named: "item1")).frame.width > (try #require(before.geometry(named: "item1"))).frame.width)
    }
}
