import Foundation
import Testing
@testable import SwiftUICore

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

    /// A list whose second section, with a header, is there when `show` says so.
    static func sections(show: Box<Bool>) -> some View {
        List {
            Section { Text("A") }
            if show.value {
                Section("New") { Text("B") }
            }
        }
    }

    @Test func aSectionThatComesFadesItsHeaderInWhereItWillBe() throws {
        let show = Box(false)
        let play = player(RenderScene(
            "section-comes", canvas: RenderCanvas(width: 390, height: 400, scale: 1), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = true }]
        ) {
            Self.sections(show: show)
        })
        // Not inserted in the first frame played: drawn before, so that it has somewhere to come into.
        #expect(try play.at(0.5).drawnTexts.map(\.string) == ["A"])
        let half = try play.at(1.5).drawnText("NEW")
        let after = try play.at(2).drawnText("NEW")
        #expect(half.opacity == 0.5)
        #expect(half.frame == after.frame)
        #expect(after.opacity == 1)
    }

    @Test func aHeaderSnapsWithItsCardWhenARowAboveChangesHeight() throws {
        let isTall = Box(false)
        let words = Array(repeating: "aaaa", count: 14).joined(separator: " ")
        let play = player(RenderScene(
            "header-snaps", canvas: RenderCanvas(width: 390, height: 400, scale: 1), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { isTall.value = true }]
        ) {
            List {
                Section { Text(isTall.value ? words : "a") }
                Section("Title") { Text("B") }
            }
        })
        // No row came or went: the cards snap to their places, and so does the header with its
        // card, halfway through the animation as at its end.
        let before = try play.at(0.5).drawnText("TITLE").frame
        let half = try play.at(1.5).drawnText("TITLE").frame
        let after = try play.at(2).drawnText("TITLE").frame
        #expect(after.minY > before.minY)
        #expect(half == after)
    }

    @Test func aSectionThatComesAboveSlidesTheOthersWithTheirHeadersDown() throws {
        let show = Box(false)
        let play = player(RenderScene(
            "section-above", canvas: RenderCanvas(width: 390, height: 400, scale: 2), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = true }]
        ) {
            List {
                if show.value {
                    Section { Text("A") }
                }
                Section("Title") { Text("B") }
            }
        })
        let before = try play.at(0.5).drawnText("TITLE").frame
        let half = try play.at(1.5).drawnText("TITLE").frame
        let after = try play.at(2).drawnText("TITLE").frame
        // A section came: the list's chrome moves as its rows do, the header with its card.
        #expect(after.minY > before.minY)
        #expect(half.minY == (before.minY + after.minY) / 2)
    }

    @Test func aSectionThatGoesFadesItsHeaderAndFooterOutWhereTheyWere() throws {
        let show = Box(true)
        let play = player(RenderScene(
            "section-goes", canvas: RenderCanvas(width: 390, height: 400, scale: 1), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = false }]
        ) {
            List {
                Section { Text("A") }
                if show.value {
                    Section { Text("B") } header: { Text("Title") } footer: { Text("Note") }
                }
            }
        })
        let before = try play.at(0.5)
        let half = try play.at(1.5)
        for string in ["TITLE", "Note"] {
            #expect(half.drawnText(string).opacity == 0.5, "\(string)")
            #expect(half.drawnText(string).frame == before.drawnText(string).frame, "\(string)")
        }
        #expect(try play.at(2).drawnTexts.map(\.string) == ["A"])
    }
}


/// A list scrolls as a scroll view does. Rows are 100-point colours: a cell is
/// max(44, 100 + 11 + 11) = 122 pt tall (`ListCellLayout.insets`), the first card starts
/// 17.5 + 17.5 = 35 pt down (`ListMetrics.topInset` and half the section spacing), and the
/// content ends 35 pt under the last card (the bottom mirrors the top, see `ListLayout`).
/// Row `i`'s content starts at 35 + 122·i + 11 in the list's content.
struct ListScrollingTests {
    private struct Rows: View {
        var body: some View {
            List(0..<10, id: \.self) { index in
                Color.red.frame(height: 100).accessibilityIdentifier("row\(index)")
            }
        }
    }

    private func play(_ script: [ScriptEvent], @ViewBuilder content: @escaping @MainActor () -> some View = { Rows() }) -> Player {
        player(RenderScene("list", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: script, content: content))
    }

    @Test func aScriptScrollsAListAndItsRowsMoveUpByTheOffset() throws {
        let play = play([.scroll(to: .offset(CGPoint(x: 0, y: 200)), at: 0.5)])
        #expect(try play.at(0).rect("row0").minY == 46)
        // 35 + 11 − 200 and 35 + 3 × 122 + 11 − 200.
        let frame = try play.at(0.5)
        #expect(frame.rect("row0").minY == -154)
        #expect(frame.rect("row3").minY == 212)
    }

    @Test func aListScrollStopsAtTheEndOfItsContent() throws {
        let play = play([.scroll(to: .by(CGSize(width: 0, height: 5000)), at: 0.5)])
        // The content is 35 + 10 × 122 + 35 = 1,290 tall in 400: at most 890. Row 9 then
        // starts at 35 + 9 × 122 + 11 − 890 = 254, its cell ending 35 pt above the bottom.
        #expect(try play.at(0.5).rect("row9").minY == 254)
    }

    @Test func aListClipsItsRowsToItsFrame() throws {
        let frame = try play([]) {
            VStack(spacing: 0) {
                List { Text("Inside").frame(height: 100) }.frame(height: 100)
                Spacer()
            }
        }.at(0)
        // The row's cell runs from 35 to 35 + 122 (and clips its row, rule 5); the list cuts
        // it at its bottom, 100: the cell's 20-point side margins, from 35 to 100.
        #expect(frame.drawnText("Inside").clip == CGRect(x: 20, y: 35, width: 260, height: 65))
    }

    @Test func aScriptScrollsAListToARowByItsID() throws {
        let play = play([.scroll(to: .view(id: "5", anchor: .top), at: 0.5)])
        // The row's cell (the first view with its id, in drawing order) at the list's top, as
        // a table view scrolls a row: 35 + 5 × 122 = 645 scrolled away; the row 11 in.
        #expect(try play.at(0.5).rect("row5").minY == 11)
    }

    @Test func aProxyScrollsAListToARow() throws {
        struct Jumper: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(5, anchor: .top) }.frame(height: 100)
                        Rows()
                    }
                }
            }
        }
        let play = play([.tap("Jump", at: 0.5)]) { Jumper() }
        // The list runs from 100 to 400; row 5's cell at its top, the row 11 in.
        #expect(try play.at(0.5).rect("row5").minY == 111)
    }

    @Test func aNamedListIsScrolledByItsNameAndAMissingRowIsAnError() throws {
        let named = play([.scroll("Groceries", to: .offset(CGPoint(x: 0, y: 100)), at: 0.5)]) {
            Rows().accessibilityIdentifier("Groceries")
        }
        #expect(try named.at(0.5).rect("row0").minY == -54)
        let missing = play([.scroll(to: .view(id: "42", anchor: nil), at: 0.5)])
        #expect(throws: RuntimeError.noScrollTarget(id: "42", time: 0.5)) { try missing.at(0.5) }
    }

    @Test func aDragScrollsAListAsTheFingerMoves() throws {
        let play = player(RenderScene("drag", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 60, script: [
            .drag(from: .point(CGPoint(x: 150, y: 300)), by: CGSize(width: 0, height: -120), duration: 0.4, at: 0.1),
        ]) { Rows() })
        // Half way through the linear drag the finger has moved 60 pt up: row 0 at 46 − 60.
        #expect(isClose(try play.at(0.3).rect("row0").minY, -14))
    }
}
