import Cutaway
import CutawayComponents
import Foundation

/// The font of every text in these tests: 5 pt per character and 10 pt per line with
/// `ArithmeticTextEngine`, so 20 characters fit the 100-pt test width. Its line height is its
/// size, so two of its texts have no default spacing between them (their leading is 0).
let testFont = Font.system(size: 10)
/// The test canvas width, which is also the width the row's texts wrap at.
let testWidth: CGFloat = 100
/// Pixels per point: rounded geometry is within 1/6 pt of the layout's.
let testScale = 3
/// Half a pixel at the test scale: how far a rounded edge can be from the layout's.
let halfPixel = 1 / (2 * CGFloat(testScale))

/// A paragraph of exactly `lines` lines at the test width: four 4-letter words per line
/// (19 characters, 95 pt; a fifth word would need 120 pt). `letter` tells paragraphs apart.
nonisolated func paragraph(lines: Int, letter: Character = "a") -> String {
    Array(repeating: String(repeating: letter, count: 4), count: 4 * lines).joined(separator: " ")
}

/// One child of a test row; each is named for `Frame.geometry(named:)`.
enum RowPart {
    /// A one-line text as wide as a detail line (95 pt: `name` padded with dots), so the row's
    /// width never depends on whether a detail is shown.
    case line(String)
    /// A one-line text of just `name`: narrower than a detail.
    case shortLine(String)
    /// An `AnimatedPresence` of a 3-line-limited text bound to `value`, opted in with
    /// `.ignoredWhenCollapsed()` unless `optsIn` is false. The presence is named `name`, its
    /// text `name + ".text"`.
    case detail(String, SceneValue<String?>, optsIn: Bool = true)
    /// A 40-pt-wide rectangle `height` tall. With a `presence`, it opts in and publishes it.
    case block(String, height: CGFloat, presence: CGFloat? = nil)
    /// A rectangle that opts in without publishing a presence (the stack's height fallback).
    case silentBlock(String, height: CGFloat)

    @MainActor @ViewBuilder var view: some View {
        switch self {
        case .line(let name):
            Text(verbatim: name.padding(toLength: 19, withPad: ".", startingAt: 0))
                .font(testFont).lineLimit(1).accessibilityIdentifier(name)
        case .shortLine(let name):
            Text(verbatim: name).font(testFont).lineLimit(1).accessibilityIdentifier(name)
        case .detail(let name, let value, let optsIn):
            AnimatedPresence(value: value.value, animation: .smooth, contentTransition: .opacity) { string in
                Text(verbatim: string).font(testFont).lineLimit(3).accessibilityIdentifier(name + ".text")
            }
            .ignoredWhenCollapsed(optsIn)
            .accessibilityIdentifier(name)
        case .block(let name, let height, nil):
            Color.gray.frame(width: 40, height: height).accessibilityIdentifier(name)
        case .block(let name, let height, let presence?):
            Color.gray.frame(width: 40, height: height)
                .collapsibleSpacingProgress(presence).ignoredWhenCollapsed().accessibilityIdentifier(name)
        case .silentBlock(let name, let height):
            Color.gray.frame(width: 40, height: height).ignoredWhenCollapsed().accessibilityIdentifier(name)
        }
    }
}

/// What lays a test row out.
enum RowContainer {
    /// `CollapsibleSpacingVStack`, recorded.
    case collapsible(CollapsibleSpacingVStack.Alignment)
    /// `VStack` with the matching alignment: the reference for children that do not opt in.
    case vStack(CollapsibleSpacingVStack.Alignment)
}

/// A row: the parts in `container` with `spacing`, named "stack".
struct TestRow: View {
    let parts: [RowPart]
    let container: RowContainer
    let spacing: CGFloat?
    let record: StackRecord

    var body: some View {
        switch container {
        case .collapsible(let alignment):
            RecordingStack(stack: CollapsibleSpacingVStack(alignment: alignment, spacing: spacing), record: record) {
                children
            }
            .accessibilityIdentifier("stack")
        case .vStack(let alignment):
            VStack(alignment: Self.horizontal(alignment), spacing: spacing) { children }
                .accessibilityIdentifier("stack")
        }
    }

    private var children: some View {
        ForEach(parts.indices, id: \.self) { index in parts[index].view }
    }

    private static func horizontal(_ alignment: CollapsibleSpacingVStack.Alignment) -> HorizontalAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// One played frame, with the stack's record at that frame.
struct RowSample {
    let frame: Frame
    /// `sizeThatFits` height at the width the stack was placed at.
    let reportedHeight: CGFloat
    let bounds: CGRect
    /// The children's laid-out frames, unrounded, relative to the stack.
    let frames: [CGRect]

    var time: Double { frame.time }
    /// The laid-out height of child `index`.
    func height(_ index: Int) -> CGFloat { frames[index].height }
    /// The laid-out gap between child `index` and the next.
    func gap(after index: Int) -> CGFloat { frames[index + 1].minY - frames[index].maxY }
    /// The presented, pixel-rounded geometry of the view named `name`.
    func geometry(_ name: String) -> NodeGeometry? { frame.geometry(named: name) }
}

/// Plays a row of `parts` frame by frame, every frame in order, and returns each frame with
/// the stack's record. The row sits at the top-left of a 100-pt-wide canvas at 3x.
@MainActor func playRow(
    _ parts: [RowPart], in container: RowContainer = .collapsible(.leading), spacing: CGFloat? = 4,
    duration: Double = 0, fps: Int = 60, script: [ScriptEvent] = []
) throws -> [RowSample] {
    let record = StackRecord()
    let scene = RenderScene(
        "row", canvas: RenderCanvas(width: testWidth, height: 400, scale: testScale), duration: duration, fps: fps,
        script: script
    ) {
        TestRow(parts: parts, container: container, spacing: spacing, record: record)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    let player = Player(scene: scene, textEngine: ArithmeticTextEngine())
    return try (0..<scene.frameCount).map { index in
        let frame = try player.frame(at: index)
        return RowSample(frame: frame, reportedHeight: record.reportedHeight, bounds: record.bounds, frames: record.frames)
    }
}

/// A row laid out once, without a clock.
func layOutRow(_ parts: [RowPart], in container: RowContainer = .collapsible(.leading), spacing: CGFloat? = 4) throws -> RowSample {
    try playRow(parts, in: container, spacing: spacing)[0]
}

extension Frame {
    /// The texts drawn, in drawing order, each with the opacity groups it is drawn inside.
    var texts: [(run: TextRun, groups: [String])] {
        var result: [(TextRun, [String])] = []
        func visit(_ items: [DisplayItem], groups: [String]) {
            for item in items {
                switch item {
                case .group(.opacity, let children, let element): visit(children, groups: groups + [element.rawValue])
                case .group(_, let children, _): visit(children, groups: groups)
                case .text(let run, _): result.append((run, groups))
                default: break
                }
            }
        }
        visit(displayList.items, groups: [])
        return result
    }

    /// The opacities of the groups whose element ends with `#part` ("outgoing", "incoming").
    func opacities(part: String) -> [Double] {
        displayList.allItems.compactMap { item in
            if case .group(.opacity(let value), _, let element) = item, element.rawValue.hasSuffix("#" + part) { return value }
            return nil
        }
    }
}

/// The parts of a row written as names joined by "/", top to bottom ("title/detail/footer"):
/// names that start with "detail" are details bound to `details[name]`, names that start with
/// "block" are 20-pt rectangles, the rest are full-width lines.
func row(_ shape: String, _ details: [String: SceneValue<String?>]) -> [RowPart] {
    shape.split(separator: "/").map(String.init).map { name in
        if name.hasPrefix("detail") { return .detail(name, details[name] ?? SceneValue(nil)) }
        if name.hasPrefix("block") { return .block(name, height: 20) }
        return .line(name)
    }
}
