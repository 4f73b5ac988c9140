import Foundation
import Testing
@testable import SwiftUICore

struct SearchableTests {
    func screen(text: String, prompt: String? = nil) -> some View {
        NavigationStack {
            Text("Lisbon")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .navigationTitle("Cities")
                .searchable(text: .constant(text), prompt: prompt.map { Text($0) })
        }
    }

    @Test func theFieldIsUnderTheLargeTitleAndTheContentUnderIt() throws {
        let frame = try layOut(width: 390, height: 600, screen(text: ""))
        // The bar (44) and the large title's strip (52), then the search strip (52): its field
        // 36 tall from 1 point in, at the 16-point margins (a 390-point screen).
        let fields = frame.fillBoxes(Color(uiColor: .tertiarySystemFill))
        #expect(fields.count == 1)
        #expect(fields.first.map { isClose($0, CGRect(x: 16, y: 97, width: 358, height: 36)) } == true, "\(fields)")
        // The content starts under all three: 44 + 52 + 52.
        #expect(isClose(frame.drawnText("Lisbon").frame.minY, 148))
        // The prompt: "Search" unless given.
        #expect(frame.drawnTexts.map(\.string).contains("Search"))
    }

    @Test func theFieldShowsThePromptOrTheTextSearchedFor() throws {
        let prompted = try layOut(width: 390, height: 600, screen(text: "", prompt: "Find a city"))
        #expect(prompted.drawnTexts.map(\.string).contains("Find a city"))
        let typed = try layOut(width: 390, height: 600, screen(text: "Li", prompt: "Find a city"))
        let strings = typed.drawnTexts.map(\.string)
        #expect(strings.contains("Li") && !strings.contains("Find a city"))
    }

    @Test func refreshableDrawsNothing() throws {
        let plain = try layOut(width: 390, height: 400, List { Text("Row") })
        let refreshable = try layOut(width: 390, height: 400, List { Text("Row") }.refreshable {})
        #expect(plain.displayList == refreshable.displayList)
    }
}
