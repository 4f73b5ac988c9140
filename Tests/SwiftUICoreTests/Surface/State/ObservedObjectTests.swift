import Testing
@testable import SwiftUICore

private final class Profile: ObservableObject {
    @Published var name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private struct NameLabel: @preconcurrency View {
    @ObservedObject var profile: Profile
    var body: some View {
        Text(profile.name).accessibilityIdentifier("name")
    }
}

@MainActor
struct ObservedObjectTests {
    @Test func anotherObjectIsAnotherInput() throws {
        // Both wrappers are `ObservedObject<Profile>`: only the objects tell them apart.
        let (short, long) = (Profile("Al"), Profile("Alexandra"))
        let current = SceneValue(short)
        let scene = RenderScene("profiles", duration: 1, fps: 10, script: [.run(at: 0.5) { current.value = long }]) {
            NameLabel(profile: current.value)
        }
        let play = player(scene)
        let before = try #require(try play.at(0.4).geometry(named: "name")).frame.width
        let after = try #require(try play.at(0.6).geometry(named: "name")).frame.width
        #expect(after > before)
    }

    @Test func aViewThatIsGoneNoLongerListensToItsObject() throws {
        let profile = Profile("Al")
        let shown = SceneValue(true)
        let scene = RenderScene("gone", duration: 2, fps: 10, script: [.run(at: 0.5) { shown.value = false }]) {
            VStack {
                if shown.value { NameLabel(profile: profile) }
                Text("Always")
            }
        }
        let play = player(scene)
        _ = try play.at(0.6)
        _ = try play.at(0.7)
        #expect(profile.objectWillChange.subscriberCount == 0)
        let passes = play.graph.passCount
        // A write to the object of a view that is gone makes no pass: the graph stays at rest.
        profile.name = "Bo"
        _ = try play.at(0.8)
        #expect(play.graph.passCount == passes)
    }

    @Test func theProjectedValueBindsToTheObjectsProperties() {
        let profile = Profile("Al")
        let wrapper = ObservedObject(wrappedValue: profile)
        let binding = wrapper.projectedValue.name
        binding.wrappedValue = "Bo"
        #expect(profile.name == "Bo")
        #expect(binding.wrappedValue == "Bo")
    }
}
