import Foundation
import Testing
@testable import Cutaway

/// A `List` row is identified by its content (a `ForEach` element's id), as in SwiftUI: rows
/// that stay keep their identity when rows before them come and go.
struct ListTests {
    /// Rows "A", "B", "C" of `ForEach(items, id: \.self)`, in a List or a VStack.
    static func rows(_ items: Box<[String]>, inList: Bool) -> AnyView {
        let rows = ForEach(items.value, id: \.self) { Text($0).accessibilityIdentifier($0) }
        return inList ? AnyView(List { rows }) : AnyView(VStack(spacing: 0) { rows }.frame(maxHeight: .infinity, alignment: .top))
    }

    static func removingFirstRow(inList: Bool) -> Player {
        let items = Box(["A", "B", "C"])
        return player(RenderScene(
            "remove-first-row", canvas: RenderCanvas(width: 390, height: 300, scale: 1), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { items.value.removeFirst() }]
        ) {
            Self.rows(items, inList: inList)
        })
    }

    @Test func removingTheFirstRowSlidesTheOthersUpAndFadesItAlone() throws {
        let play = Self.removingFirstRow(inList: true)
        // Each row: a 22-pt body line in a 44-pt cell (22 + 11 + 11), text 11 into the cell;
        // the section starts 35 down. Before: A at 35 + 11 = 46, B at 35 + 44 + 11 = 90,
        // C at 35 + 88 + 11 = 134. After: B at 46, C at 90.
        let (aY, bY, cY): (CGFloat, CGFloat, CGFloat) = (46, 90, 134)
        let before = try play.at(0.5)
        #expect(before.rect("B").minY == bY)
        #expect(before.rect("C").minY == cY)
        // Halfway through the linear second: B and C halfway up, fully opaque; A fades in place.
        let half = try play.at(1.5)
        #expect(half.drawnText("B").frame.minY == (bY + aY) / 2)
        #expect(half.drawnText("C").frame.minY == (cY + bY) / 2)
        #expect(half.drawnText("B").opacity == 1)
        #expect(half.drawnText("C").opacity == 1)
        #expect(half.drawnText("A").frame.minY == 46)
        #expect(half.drawnText("A").opacity == 0.5)
        let after = try play.at(2)
        #expect(after.rect("B").minY == 46)
        #expect(after.rect("C").minY == 90)
        #expect(after.drawnTexts.map(\.string) == ["B", "C"])
    }

    @Test func removingTheFirstRowOfAStackSlidesTheOthersUpAndFadesItAlone() throws {
        let play = Self.removingFirstRow(inList: false)
        // 22-pt lines stacked from the top: A at 0, B at 22, C at 44; after, B at 0, C at 22.
        let (bY, cY): (CGFloat, CGFloat) = (22, 44)
        let before = try play.at(0.5)
        #expect(before.rect("B").minY == bY)
        let half = try play.at(1.5)
        #expect(half.drawnText("B").frame.minY == bY / 2)
        #expect(half.drawnText("C").frame.minY == (cY + bY) / 2)
        #expect(half.drawnText("B").opacity == 1)
        #expect(half.drawnText("C").opacity == 1)
        #expect(half.drawnText("A").opacity == 0.5)
    }

    /// The new user's code: the items are the view's `@State`, removed by a button in
    /// `withAnimation`.
    struct Rows: View {
        @State private var items = ["A", "B", "C"]

        var body: some View {
            VStack(spacing: 0) {
                Button("Remove") { withAnimation(.linear(duration: 1)) { _ = items.removeFirst() } }
                List {
                    ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                }
            }
        }
    }

    @Test func rowsInStateRemovedWithAnimationSlideUp() throws {
        let play = player(RenderScene(
            "remove-first-row-state", canvas: RenderCanvas(width: 390, height: 300, scale: 1), duration: 2.5, fps: 4,
            script: [.tap("Remove", at: 1)]
        ) {
            Rows()
        })
        // The same rows as above, below the 22-pt button: 22 lower.
        let (aY, bY): (CGFloat, CGFloat) = (22 + 46, 22 + 90)
        #expect(try play.at(0.5).rect("B").minY == bY)
        let half = try play.at(1.5)
        #expect(half.drawnText("B").frame.minY == (aY + bY) / 2)
        #expect(half.drawnText("B").opacity == 1)
        #expect(half.drawnText("A").opacity == 0.5)
    }
}
