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
            "remove-first-row", canvas: RenderCanvas(width: 390, height: 300, scale: 2), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { items.value.removeFirst() }]
        ) {
            Self.rows(items, inList: inList)
        })
    }

    @Test func removingTheFirstRowSlidesTheOthersUpAndFadesItAlone() throws {
        let play = Self.removingFirstRow(inList: true)
        // Each row: a 17-pt body line (ascent + descent) centred in a 44-pt cell, (44 − 17) / 2
        // = 13.5 into it; the section starts 35 down. Before: A at 48.5, B at 35 + 44 + 13.5 =
        // 92.5, C at 136.5. After: B at 48.5, C at 92.5. (A 2x canvas keeps the halves.)
        let (aY, bY, cY): (CGFloat, CGFloat, CGFloat) = (48.5, 92.5, 136.5)
        let before = try play.at(0.5)
        #expect(before.rect("B").minY == bY)
        #expect(before.rect("C").minY == cY)
        // Halfway through the linear second: B and C halfway up, fully opaque; A fades in place.
        let half = try play.at(1.5)
        #expect(half.drawnText("B").frame.minY == (bY + aY) / 2)
        #expect(half.drawnText("C").frame.minY == (cY + bY) / 2)
        #expect(half.drawnText("B").opacity == 1)
        #expect(half.drawnText("C").opacity == 1)
        #expect(half.drawnText("A").frame.minY == aY)
        #expect(half.drawnText("A").opacity == 0.5)
        let after = try play.at(2)
        #expect(after.rect("B").minY == aY)
        #expect(after.rect("C").minY == bY)
        #expect(after.drawnTexts.map(\.string) == ["B", "C"])
    }

    @Test func removingTheFirstRowOfAStackSlidesTheOthersUpAndFadesItAlone() throws {
        let play = Self.removingFirstRow(inList: false)
        // 17-pt lines stacked from the top: A at 0, B at 17, C at 34; after, B at 0, C at 17.
        let (bY, cY): (CGFloat, CGFloat) = (17, 34)
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
            "remove-first-row-state", canvas: RenderCanvas(width: 390, height: 300, scale: 2), duration: 2.5, fps: 4,
            script: [.tap("Remove", at: 1)]
        ) {
            Rows()
        })
        // The same rows as above, below the 17-pt button: 17 lower.
        let (aY, bY): (CGFloat, CGFloat) = (17 + 48.5, 17 + 92.5)
        #expect(try play.at(0.5).rect("B").minY == bY)
        let half = try play.at(1.5)
        #expect(half.drawnText("B").frame.minY == (aY + bY) / 2)
        #expect(half.drawnText("B").opacity == 1)
        #expect(half.drawnText("A").opacity == 0.5)
    }
}
