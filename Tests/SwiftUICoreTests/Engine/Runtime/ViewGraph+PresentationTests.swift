import Foundation
import Testing
@testable import SwiftUICore

/// A List row's transition applies to the row's content inside its cell, as the same
/// transition does in a stack: the cell clips it, and the cell's separator fades with it.
struct ListRowTransitionTests {
    /// Rows of `ForEach(items, id: \.self)` in a List, each a full-width text with `transition`.
    ///
    /// Layout (test text engine: 22-pt body lines): the section starts 35 down, inset 20 from
    /// the sides (350 wide); each cell is 44 tall (22 + 11 + 11); the content is inset 20 from
    /// the cell's sides, so 310 wide at x 40, and 22 tall, 11 into the cell.
    static func list(_ items: Box<[String]>, transition: AnyTransition) -> some View {
        List {
            ForEach(items.value, id: \.self) { item in
                Text(item).frame(maxWidth: .infinity, alignment: .leading)
                    .transition(transition).accessibilityIdentifier(item)
            }
        }
    }

    static func play(_ items: Box<[String]>, transition: AnyTransition, change: @escaping @MainActor () -> Void) -> Player {
        player(RenderScene(
            "list-row-transition", canvas: RenderCanvas(width: 390, height: 300, scale: 2), duration: 2.5, fps: 4,
            script: [.run(at: 1, animation: .linear(duration: 1), change)]
        ) {
            Self.list(items, transition: transition)
        })
    }

    /// A row's text: one 17-pt body line (ascent + descent), centred in its 44-pt cell, so
    /// (44 − 17) / 2 = 13.5 below the cell's top (on a 2x canvas, so halves are exact).
    nonisolated static let contentX: CGFloat = 40, contentWidth: CGFloat = 310, contentHeight: CGFloat = 17
    static let textInset: CGFloat = 13.5
    /// The first cell: 35 down, 350 wide, 44 tall.
    static let firstCell = CGRect(x: 20, y: 35, width: 350, height: 44)
    /// The rows' texts: 35 + 13.5, then a 44-pt cell lower each.
    static let (aY, bY, cY): (CGFloat, CGFloat, CGFloat) = (48.5, 92.5, 136.5)

    /// What a removed first row "A" of "A", "B", "C" looks like halfway through a linear
    /// second, by transition: its content's offset from where it was, and its opacity.
    nonisolated static let removals: [(name: String, transition: AnyTransition, offset: CGSize, opacity: Double)] = [
        // Moves by its own width toward the leading edge: half of 310.
        ("move leading", .move(edge: .leading), CGSize(width: -contentWidth / 2, height: 0), 1),
        // `push(from: .top)` leaves toward the bottom by its height, fading: half of 17.
        ("push from top", .push(from: .top), CGSize(width: 0, height: contentHeight / 2), 0.5),
        ("offset and opacity", .offset(x: 40, y: -10).combined(with: .opacity), CGSize(width: 20, height: -5), 0.5),
    ]

    @Test(arguments: removals.indices)
    func aRemovedRowTakesItsTransitionInsideItsCell(_ index: Int) throws {
        let removal = Self.removals[index]
        let items = Box(["A", "B", "C"])
        let play = Self.play(items, transition: removal.transition) { items.value.removeFirst() }
        let before = try play.at(0.5)
        let aText = before.drawnText("A").frame
        #expect(aText.minX == Self.contentX && aText.minY == Self.firstCell.minY + Self.textInset)
        let half = try play.at(1.5)
        let a = half.drawnText("A")
        #expect(a.frame.minX == aText.minX + removal.offset.width, "\(removal.name)")
        #expect(a.frame.minY == aText.minY + removal.offset.height, "\(removal.name)")
        #expect(a.opacity == removal.opacity, "\(removal.name)")
        // Cut at the cell it was in, which stays where it was.
        #expect(a.clip == Self.firstCell, "\(removal.name)")
        // The rows below slide up to where A and B were, opaque, whatever A's transition.
        #expect(half.drawnText("B").frame.minY == (Self.bY + Self.aY) / 2)
        #expect(half.drawnText("C").frame.minY == (Self.cY + Self.bY) / 2)
        #expect(half.drawnText("B").opacity == 1 && half.drawnText("C").opacity == 1)
        let after = try play.at(2)
        #expect(after.drawnTexts.map(\.string) == ["B", "C"])
    }

    @Test func aRemovedRowMovedOutOfItsCellIsCutAtTheCellsEdge() throws {
        let items = Box(["A", "B", "C"])
        let play = Self.play(items, transition: .move(edge: .leading)) { items.value.removeFirst() }
        _ = try play.at(0.5)
        // At p = 0.75 of the removal, the content is 0.75 · 310 = 232.5 to the left of x 40:
        // its text starts at −192.5, left of the cell's edge at x 20, and is drawn only inside it.
        let late = try play.at(1.75)
        let a = late.drawnText("A")
        #expect(a.frame.minX == Self.contentX - 0.75 * Self.contentWidth)
        #expect(a.frame.maxX < Self.firstCell.minX)
        #expect(a.clip == Self.firstCell)
    }

    @Test func anInsertedRowComesInFromItsEdgeInsideItsCell() throws {
        let items = Box(["B", "C"])
        let play = Self.play(items, transition: .move(edge: .trailing)) { items.value.insert("A", at: 0) }
        let before = try play.at(0.5)
        #expect(before.rect("B").minY == Self.aY)
        let half = try play.at(1.5)
        let a = half.drawnText("A")
        // Half of its width still to go from the trailing edge: 40 + 155; the new cell (the
        // first) does not move, and clips it.
        #expect(a.frame.minX == Self.contentX + Self.contentWidth / 2)
        #expect(a.frame.minY == Self.firstCell.minY + Self.textInset)
        #expect(a.opacity == 1)
        #expect(a.clip == Self.firstCell)
        // B and C slide down one cell.
        #expect(half.drawnText("B").frame.minY == (Self.aY + Self.bY) / 2)
        #expect(half.drawnText("C").frame.minY == (Self.bY + Self.cY) / 2)
        let after = try play.at(2)
        #expect(after.drawnText("A").frame.minX == Self.contentX)
    }

    /// The separators drawn, with the opacity of the groups around them.
    static func separators(_ frame: Frame) -> [(element: String, opacity: Double)] {
        var result: [(String, Double)] = []
        func visit(_ items: [DisplayItem], opacity: Double) {
            for item in items {
                switch item {
                case .group(.opacity(let value), let children, _): visit(children, opacity: opacity * value)
                case .group(_, let children, _): visit(children, opacity: opacity)
                case .fill(_, _, let element) where element.rawValue.hasSuffix("#separator"):
                    result.append((element.rawValue, opacity))
                default: break
                }
            }
        }
        visit(frame.displayList.items, opacity: 1)
        return result
    }

    @Test func theSeparatorOfARowThatComesOrGoesFadesWithIt() throws {
        let items = Box(["A", "B", "C"])
        let play = Self.play(items, transition: .move(edge: .leading)) { items.value.removeFirst() }
        // Before: separators under A and B. Halfway: B's (still the first of two rows) and
        // the fading one under A's ghost; the last row has none.
        #expect(Self.separators(try play.at(0.5)).map(\.opacity) == [1, 1])
        let half = Self.separators(try play.at(1.5))
        #expect(half.count == 2)
        #expect(half.contains { $0.element.contains("#String:A/") && $0.opacity == 0.5 })
        #expect(half.contains { $0.element.contains("#String:B/") && $0.opacity == 1 })

        let inserted = Box(["B", "C"])
        let insertion = Self.play(inserted, transition: .move(edge: .leading)) { inserted.value.insert("A", at: 0) }
        _ = try insertion.at(0.5)
        let quarter = Self.separators(try insertion.at(1.25))
        #expect(quarter.contains { $0.element.contains("#String:A/") && $0.opacity == 0.25 })
    }
}

/// SEMANTICS.md §4 and §5: geometry animates; removed views fade in place; List cells snap.
struct GeometryAnimationTests {
    /// §4's stack: A 20 tall, B 30 (shown while `show`), C 20, 10 apart, at the top.
    static func stack(_ show: Box<Bool>) -> some View {
        VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("A")
            if show.value {
                Color.green.frame(width: 100, height: 30).transition(.opacity).accessibilityIdentifier("B")
            }
            Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("C")
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    @Test func layoutChangeBecomesADecayingOffsetAndTheRemovedViewFades() throws {
        let show = Box(true)
        let scene = RenderScene("example-4", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2.5, fps: 4,
                                script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = false }]) {
            Self.stack(show)
        }
        let play = player(scene)
        let before = try play.at(0.5)
        #expect(before.rect("B") == CGRect(x: 50, y: 30, width: 100, height: 30))
        #expect(before.rect("C").minY == 70)
        for p in [0.0, 0.25, 0.5, 0.75] {
            let frame = try play.at(1 + p)
            // C: y = 30 + 40·(1 − p); B is gone from layout, drawn at its last place fading.
            let y = Double(frame.rect("C").minY)
            #expect(y == 30 + 40 * (1 - p), "p = \(p) bits \(y.bitPattern)")
            #expect(frame.geometry(named: "B") == nil)
            let ghost = frame.removalFills
            #expect(ghost.count == 1)
            #expect(ghost.first?.rect == CGRect(x: 50, y: 30, width: 100, height: 30))
            #expect(abs((ghost.first?.opacity ?? -1) - (1 - p)) < 1e-9)
        }
        let after = try play.at(2)
        #expect(after.rect("C").minY == 30)
        #expect(after.removalFills.isEmpty)
    }

    @Test func listCellsSnapWhileTheirContentAnimates() throws {
        let show = Box(true)
        let scene = RenderScene("example-5", canvas: RenderCanvas(width: 390, height: 300, scale: 2), duration: 2.5, fps: 4,
                                script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = false }]) {
            List {
                Self.stack(show)
                Text("Next row").accessibilityIdentifier("next")
            }
        }
        let play = player(scene)
        let before = try play.at(0.5)
        // Row content 90 tall: cell 112; next row's cell starts below it, its 17-pt line
        // centred in 44: (44 − 17) / 2 = 13.5 down (a 2x canvas keeps the half).
        let cellTop: CGFloat = 35
        #expect(before.rect("A").minY == cellTop + 11)
        #expect(before.rect("next").minY == cellTop + 112 + 13.5)
        let during = try play.at(1.5)
        // The cell took its new height at once (content 50 → cell 72), so the next row jumped…
        #expect(during.rect("next").minY == cellTop + 72 + 13.5)
        // …while C still slides inside the cell, halfway from 70 to 30 below the content top,
        // and is clipped to the cell.
        #expect(during.rect("C").minY == cellTop + 11 + 50)
        let clip = try #require(during.geometry(named: "C")?.clip)
        #expect(clip == CGRect(x: 20, y: cellTop, width: 350, height: 72))
    }
}

/// A text whose content changes in an animated transaction, by content transition: `.opacity`
/// cross-fades, `.identity` replaces at once, `.numericText()` rolls the changed digits.
struct ContentTransitionTests {
    func scene(_ transition: ContentTransition, from old: String, to new: String) -> RenderScene {
        let value = SceneValue(old)
        return RenderScene("content", canvas: RenderCanvas(width: 200, height: 100, scale: 1), duration: 2, fps: 4,
                           script: [.run(at: 1, animation: .linear(duration: 1)) { value.value = new }]) {
            Text(value.value).contentTransition(transition)
        }
    }

    func opacities(_ frame: Frame, part: String) -> [Double] {
        frame.displayList.allItems.compactMap { item in
            if case .group(.opacity(let value), _, let element) = item, element.rawValue.hasSuffix("#" + part) { return value }
            return nil
        }
    }

    @Test func opacityCrossFadesOldAndNewText() throws {
        let play = player(scene(.opacity, from: "old", to: "new"))
        #expect(opacities(try play.at(0.5), part: "incoming").isEmpty)
        let half = try play.at(1.5)
        #expect(opacities(half, part: "outgoing") == [0.5])
        #expect(opacities(half, part: "incoming") == [0.5])
        let strings = half.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["old", "new"])
        #expect(opacities(try play.at(2), part: "incoming").isEmpty)
    }

    @Test func identityReplacesAtOnce() throws {
        let play = player(scene(.identity, from: "old", to: "new"))
        _ = try play.at(0.5)
        let frame = try play.at(1.25)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["new"])
    }

    @Test func numericTextRollsOnlyChangedDigits() throws {
        // "98" → "99": the first digit stays (one clip, no motion); the second rolls: the old
        // 8 leaves upward and the new 9 comes from below, a quarter of the text's height away at p = 0.75.
        let play = player(scene(.numericText(), from: "98", to: "99"))
        _ = try play.at(0.5)
        let frame = try play.at(1.75)
        var clips: [CGRect] = []
        var moves: [CGFloat] = []
        for item in frame.displayList.allItems {
            if case .group(.clip(let path), _, _) = item { clips.append(path.boundingRect) }
            if case .group(.transform(let transform), _, _) = item { moves.append(transform.ty) }
        }
        let height: CGFloat = 17  // the text's height: one body line of the test engine, ascent + descent
        #expect(clips.count == 3)
        #expect(clips[0].width == 8.5)  // the unchanged "9": one character of the test engine
        #expect(moves == [-height * 0.75, height * 0.25])
    }
}

private func opacity(_ frame: Frame, _ name: String) -> Double? {
    frame.geometry(named: name)?.opacity
}

/// Views inserted and removed in animated transactions: a removal interrupted by the view's
/// return leaves no ghost, and the first view inserted into an empty root transitions in.
struct InsertionRemovalTransitionTests {
    @Test func removedThenReinsertedWithoutAnimationIsDrawnOnce() throws {
        let show = Box(true)
        let scene = RenderScene("reinsert", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5, animation: .linear(duration: 1)) { show.value = false },
            .run(at: 0.8) { show.value = true },
        ]) {
            VStack(spacing: 0) {
                if show.value { Color.green.frame(width: 10, height: 10) }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = FrameStepper(player(scene))
        let frame = try play.through(0.8)
        let greenFills = frame.displayList.allItems.filter {
            if case .fill(_, let color, _) = $0 { return color == Color.green.resolve(in: EnvironmentValues()) }
            return false
        }
        #expect(greenFills.count == 1, "green drawn \(greenFills.count) times; ghosts: \(frame.removalFills)")
    }

    @Test func firstInsertionIntoAnEmptyRootTransitions() throws {
        let show = Box(false)
        let scene = RenderScene("empty-root", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = true }]) {
            if show.value { Color.green.frame(width: 10, height: 10).transition(.opacity).accessibilityIdentifier("g") }
        }
        let play = FrameStepper(player(scene))
        let frame = try play.through(1.0)
        #expect(opacity(frame, "g") == 0.5, "opacity \(String(describing: opacity(frame, "g")))")
    }
}

extension Color.Resolved {
    fileprivate func isClose(to other: Color.Resolved) -> Bool {
        abs(red - other.red) < 1e-9 && abs(green - other.green) < 1e-9 && abs(blue - other.blue) < 1e-9
            && abs(opacity - other.opacity) < 1e-9
    }
}

/// Flips `on` in `onAppear`, under an implicit animation of one second, linear: with a value
/// (`.animation(_:value:)`), or without one (the deprecated `.animation(_:)`, which animates
/// every change of the view).
private struct FlipsOnAppear<Content: View>: View {
    let valueLess: Bool
    @ViewBuilder let content: (Bool) -> Content
    @State private var on = false

    var body: some View {
        Group {
            if valueLess {
                content(on).animation(.linear(duration: 1))
            } else {
                content(on).animation(.linear(duration: 1), value: on)
            }
        }
        .onAppear { on = true }
    }
}

/// A change made in `onAppear` under an implicit animation animates from what the first pass
/// showed, as on iOS, whatever it changes: a frame's size, a stroke's width and colour, a
/// gradient's end points, a scale. A linear animation of one second is halfway at 0.5 s, so
/// every number is the mean of the two ends.
struct OnAppearAnimationTests {
    private static func drawn<Content: View>(at time: Double, valueLess: Bool, @ViewBuilder _ content: @escaping (Bool) -> Content) throws -> [DrawnItem] {
        let scene = RenderScene("flip", canvas: RenderCanvas(width: 400, height: 400), duration: 2, fps: 10) {
            FlipsOnAppear(valueLess: valueLess, content: content)
        }
        // (Without the canvas's background.)
        return try player(scene).at(time).displayList.items.drawnItems.filter { drawn in
            if case .fill(_, _, let element) = drawn.item, element.rawValue == "canvas" { false } else { true }
        }
    }

    private static func stroke(in items: [DrawnItem]) -> (bounds: CGRect, color: Color.Resolved, width: CGFloat)? {
        for drawn in items {
            if case .stroke(let path, let color, let style, _) = drawn.item {
                return (path.applying(drawn.transform).boundingRect, color, style.lineWidth)
            }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func aFramesSizeChangedInOnAppearAnimates(valueLess: Bool) throws {
        let items = { (time: Double) in
            try Self.drawn(at: time, valueLess: valueLess) { on in Color.red.frame(width: on ? 200 : 100, height: 50) }
        }
        // 100 → 200 wide: 100 at the start, 150 halfway, 200 at the end; centred on the canvas.
        for (time, width) in [(0.0, 100.0), (0.5, 150), (1.5, 200)] {
            let bounds = try #require(try items(time).first?.bounds)
            #expect(abs(bounds.width - width) < 1e-9, "at \(time) s")
            #expect(abs(bounds.midX - 200) < 1e-9, "at \(time) s")
        }
    }

    @Test(arguments: [false, true])
    func aStrokesWidthAndColourChangedInOnAppearAnimate(valueLess: Bool) throws {
        let stroke = { (time: Double) in
            try #require(Self.stroke(in: try Self.drawn(at: time, valueLess: valueLess) { on in
                Rectangle().stroke(on ? Color.red : Color.blue, lineWidth: on ? 10 : 2).frame(width: 100, height: 50)
            }))
        }
        let start = try stroke(0), middle = try stroke(0.5), end = try stroke(1.5)
        // 2 → 10 points wide: 6 halfway.
        #expect([start.width, middle.width, end.width] == [2, 6, 10])
        // (The ends are where the colour starts and rests, through linear light and back.)
        #expect(start.color.isClose(to: Color.blue.resolve(in: EnvironmentValues())))
        #expect(end.color.isClose(to: Color.red.resolve(in: EnvironmentValues())))
        // Halfway the colour is neither end: red has risen from blue's and blue fallen.
        #expect(middle.color.red > start.color.red && middle.color.red < end.color.red)
        #expect(middle.color.blue < start.color.blue && middle.color.blue > end.color.blue)
    }

    @Test(arguments: [false, true])
    func aGradientsEndPointsChangedInOnAppearAnimate(valueLess: Bool) throws {
        let gradient = { (time: Double) -> (start: CGPoint, end: CGPoint) in
            let items = try Self.drawn(at: time, valueLess: valueLess) { on in
                LinearGradient(colors: [.red, .blue], startPoint: on ? .leading : .top, endPoint: on ? .trailing : .bottom)
                    .frame(width: 100, height: 100)
            }
            for drawn in items {
                if case .gradient(_, let paint, _, _) = drawn.item, case .linear(let start, let end) = paint.kind {
                    return (start.applying(drawn.transform), end.applying(drawn.transform))
                }
            }
            throw CancellationError()
        }
        // The 100 × 100 frame is centred at (150, 150). top (0.5, 0) → leading (0, 0.5) is
        // (0.25, 0.25) halfway, bottom (0.5, 1) → trailing (1, 0.5) is (0.75, 0.75).
        let start = try gradient(0), middle = try gradient(0.5), end = try gradient(1.5)
        #expect(start.start == CGPoint(x: 200, y: 150) && start.end == CGPoint(x: 200, y: 250))
        #expect(middle.start == CGPoint(x: 175, y: 175) && middle.end == CGPoint(x: 225, y: 225))
        #expect(end.start == CGPoint(x: 150, y: 200) && end.end == CGPoint(x: 250, y: 200))
    }

    @Test(arguments: [false, true])
    func aTrimAndACornerRadiusChangedInOnAppearAnimate(valueLess: Bool) throws {
        let drawn = { (time: Double) in
            try #require(try Self.drawn(at: time, valueLess: valueLess) { on in
                RoundedRectangle(cornerRadius: on ? 20 : 0).trim(from: 0, to: on ? 0.9 : 0.5).fill(Color.red).frame(width: 100, height: 100)
            }.first)
        }
        // The 100 × 100 square is centred at (150, 150). Halfway through the linear second
        // the radius is (0 + 20) / 2 = 10 and the trim ends at (0.5 + 0.9) / 2 = 0.7: the path
        // runs where the shape itself runs with those values, from the same first point to
        // the same last one, over the same box (to a thousandth of a point: the drawn path is
        // trimmed at the origin, then moved).
        let square = CGRect(x: 150, y: 150, width: 100, height: 100)
        func isLike(_ drawn: DrawnItem, radius: CGFloat, end: CGFloat) -> Bool {
            let expected = DrawnItem(
                item: .fill(RoundedRectangle(cornerRadius: radius).trim(from: 0, to: end).path(in: square), color: .init(red: 1, green: 0, blue: 0), element: ElementID("expected")),
                transform: .identity, effects: [])
            func close(_ a: CGPoint?, _ b: CGPoint?) -> Bool {
                guard let a, let b else { return false }
                return abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3
            }
            guard let box = drawn.bounds, let expectedBox = expected.bounds else { return false }
            return close(drawn.points.first, expected.points.first) && close(drawn.points.last, expected.points.last)
                && close(box.origin, expectedBox.origin) && close(CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: expectedBox.maxX, y: expectedBox.maxY))
        }
        #expect(isLike(try drawn(0), radius: 0, end: 0.5))
        #expect(isLike(try drawn(0.5), radius: 10, end: 0.7))
        #expect(isLike(try drawn(1.5), radius: 20, end: 0.9))
        #expect(!isLike(try drawn(0.5), radius: 20, end: 0.9))
    }

    @Test(arguments: [false, true])
    func aScaleChangedInOnAppearAnimates(valueLess: Bool) throws {
        let width = { (time: Double) in
            try #require(try Self.drawn(at: time, valueLess: valueLess) { on in
                Color.red.frame(width: 100, height: 50).scaleEffect(on ? 2 : 1)
            }.first?.bounds).width
        }
        #expect(try [width(0), width(0.5), width(1.5)].map { ($0 * 1e6).rounded() / 1e6 } == [100, 150, 200])
    }
}

/// A text's colour animates as a shape's fill does: through linear light, from the colour it
/// was drawn in to the new one, whether the change is made in `onAppear` under an implicit
/// animation or by a scripted change in `withAnimation`.
struct TextColorAnimationTests {
    /// sRGB's transfer function and its inverse, from IEC 61966-2-1 (written out here, apart
    /// from Cutaway's `ColorSet`).
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
    static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The colour halfway from `a` to `b` in linear light, encoded again.
    static func halfway(_ a: Color.Resolved, _ b: Color.Resolved) -> Color.Resolved {
        func mix(_ x: Double, _ y: Double) -> Double { encoded((linear(x) + linear(y)) / 2) }
        return Color.Resolved(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), opacity: (a.opacity + b.opacity) / 2)
    }

    static func textColors(_ frame: Frame) -> [Color.Resolved] {
        frame.displayList.items.drawnItems.compactMap { drawn in
            if case .text(let run, _) = drawn.item { run.color } else { nil }
        }
    }

    static let (blue, red) = (Color.blue.resolve(in: EnvironmentValues()), Color.red.resolve(in: EnvironmentValues()))

    @Test(arguments: [false, true])
    func aTextsColourChangedInOnAppearAnimates(valueLess: Bool) throws {
        let scene = RenderScene("text-colour", canvas: RenderCanvas(width: 200, height: 100), duration: 2, fps: 10) {
            FlipsOnAppear(valueLess: valueLess) { on in Text("Hello").foregroundStyle(on ? Color.red : Color.blue) }
        }
        let play = player(scene)
        let drawn = try [0, 0.5, 1.5].map { Self.textColors(try play.at($0)) }
        let colors = try drawn.map { try #require($0.first) }
        // Linear, one second: blue at the start, the linear-light mean halfway, red at rest.
        #expect(colors[0].isClose(to: Self.blue))
        #expect(colors[1].isClose(to: Self.halfway(Self.blue, Self.red), within: 1e-9), "\(colors[1])")
        #expect(colors[2].isClose(to: Self.red))
        // One text is drawn throughout: the colour changes in place, with no cross-fade.
        #expect(drawn.map(\.count) == [1, 1, 1])
    }

    @Test func aTextsColourChangedWithAnimationAnimatesAndOneWithoutSnaps() throws {
        let red = Box(false), green = Box(false)
        let scene = RenderScene(
            "text-colour-script", canvas: RenderCanvas(width: 200, height: 100), duration: 3, fps: 4,
            script: [
                .run(at: 0.5, animation: .linear(duration: 1)) { red.value = true },
                .run(at: 2) { green.value = true },
            ]
        ) {
            Text("Hello").foregroundStyle(green.value ? Color.green : red.value ? Color.red : Color.blue)
        }
        let play = FrameStepper(player(scene))
        let start = try #require(Self.textColors(try play.through(0.5)).first)
        let middle = try #require(Self.textColors(try play.through(1)).first)
        let rest = try #require(Self.textColors(try play.through(1.75)).first)
        let snapped = try #require(Self.textColors(try play.through(2)).first)
        #expect(start.isClose(to: Self.blue))
        #expect(middle.isClose(to: Self.halfway(Self.blue, Self.red), within: 1e-9), "\(middle)")
        #expect(rest.isClose(to: Self.red))
        // Changed outside any animation: the new colour at once.
        #expect(snapped.isClose(to: Color.green.resolve(in: EnvironmentValues())))
    }
}

extension Color.Resolved {
    fileprivate func isClose(to other: Color.Resolved, within tolerance: Double) -> Bool {
        abs(red - other.red) < tolerance && abs(green - other.green) < tolerance && abs(blue - other.blue) < tolerance
            && abs(opacity - other.opacity) < tolerance
    }
}
