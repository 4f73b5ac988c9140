import Foundation
import Testing
@testable import SwiftUICore

struct ScrollScriptTests {
    @Test func aScriptScrollsAViewByIDToTheAnchorItNames() throws {
        let play = player(RenderScene("id", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .view(id: "6", anchor: .top), at: 0.2),
            .scroll(to: .view(id: "2", anchor: .center), at: 0.5),
            .scroll(to: .view(id: "9", anchor: nil), at: 0.8),
        ]) { ScrollView { Bars() } })
        // `ForEach(0..<10)` ids its views by the integers: bar 6 at the top.
        #expect(try play.at(0.2).rect("bar6").minY == 0)
        // Centred: bar 2's centre (250 in the content) at the viewport's (200): offset 50.
        #expect(try play.at(0.5).rect("bar2").midY == 200)
        // Just enough to show bar 9: its bottom at the viewport's bottom.
        #expect(try play.at(0.8).rect("bar9").maxY == 400)
    }

    @Test func aScrollViewNotFoundIsAnErrorNamingTheScrollViews() throws {
        let play = player(RenderScene("missing", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll("Photos", to: .offset(.zero), at: 0.5),
        ]) { ScrollView { Bars() }.accessibilityIdentifier("Rows") })
        #expect(throws: RuntimeError.noScrollView(name: "Photos", time: 0.5, available: ["Rows"])) { try play.at(0.5) }
        let description = RuntimeError.noScrollView(name: "Photos", time: 0.5, available: ["Rows"]).description
        #expect(description == "at t = 0.5 s the script scrolls 'Photos', but no scroll view has that accessibility identifier (scroll views: 'Rows')")
    }

    @Test func aViewIDNotFoundIsAnError() throws {
        let play = player(RenderScene("missing", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .view(id: "42", anchor: nil), at: 0.5),
        ]) { ScrollView { Bars() } })
        #expect(throws: RuntimeError.noScrollTarget(id: "42", time: 0.5)) { try play.at(0.5) }
    }
}
