import Foundation
import Testing
@testable import SwiftUICore

/// A preview has no network: an `AsyncImage` draws what it draws before its image arrives.
struct AsyncImageTests {
    @Test func theContentAndPlaceholderFormShowsThePlaceholderAndTheURLIsNoted() throws {
        let graph = ViewGraph(
            root: AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                Text("Loading")
            },
            canvas: RenderCanvas(width: 200, height: 100), textEngine: MonospacedTestTextEngine())
        let frame = try graph.makeFrame()
        #expect(frame.drawnTexts.map(\.string) == ["Loading"])
        #expect(graph.images.notices == [.unloadedRemoteImage("https://example.com/a.png")])
    }

    @Test func thePhaseFormIsAskedForTheEmptyPhase() throws {
        let frame = try layOut(width: 200, height: 100, AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
            if phase.image != nil {
                Text("image")
            } else if phase.error != nil {
                Text("error")
            } else {
                Text("empty")
            }
        })
        #expect(frame.drawnTexts.map(\.string) == ["empty"])
    }

    @Test func thePlainFormFillsTheSpaceOfferedWithAGrayPlaceholder() throws {
        let frame = try layOut(width: 200, height: 100, AsyncImage(url: nil).frame(width: 60, height: 40))
        let fills = frame.fillBoxes(Color(uiColor: .secondarySystemFill))
        #expect(fills.count == 1 && fills.first?.size == CGSize(width: 60, height: 40))
    }
}
