import Cutaway
import CutawayComponents
import Foundation

/// The font of every text in these tests: 5 pt per character and 10 pt per line with
/// `ArithmeticTextEngine`, so 20 characters fit the 100-pt test width.
let testFont = Font.system(size: 10)
/// The test canvas width, which is also the width the row's texts wrap at.
let testWidth: CGFloat = 100
/// Pixels per point: rounded geometry is within 1/6 pt of the layout's.
let testScale = 3

/// A paragraph of exactly `lines` lines at the test width: four 4-letter words per line
/// (19 characters, 95 pt; a fifth word would need 120 pt). `letter` tells paragraphs apart.
func paragraph(lines: Int, letter: Character = "a") -> String {
    Array(repeating: String(repeating: letter, count: 4), count: 4 * lines).joined(separator: " ")
}

/// One child of a test row.
enum RowPart {
    /// A one-line text, named `name` (its string is `name` too).
    case line(String)
    /// An `AnimatedPresence` of a text bound to `value`, opted in with `.ignoredWhenCollapsed()`.
    /// The presence is named `name`, its text `name + ".text"`.
    case detail(String, SceneValue<String?>, Animation? = .smooth)
    /// A fixed-height rectangle named `name`, not opted in.
    case block(String, height: CGFloat)

    @ViewBuilder var view: some View {
        switch self {
        case .line(let name):
            Text(verbatim: name).font(testFont).lineLimit(1).accessibilityIdentifier(name)
        case .detail(let name, let value, let animation):
            AnimatedPresence(value: value.value, animation: animation, contentTransition: .opacity) { string in
                Text(verbatim: string).font(testFont).lineLimit(3).accessibilityIdentifier(name + ".text")
            }
            .ignoredWhenCollapsed()
            .accessibilityIdentifier(name)
        case .block(let name, let height):
            Color.gray.frame(width: 40, height: height).accessibilityIdentifier(name)
        }
    }
}

/// A row: the parts in a recording `CollapsibleSpacingVStack(alignment: .leading, spacing:)`.
struct TestRow: View {
    let parts: [RowPart]
    let spacing: CGFloat?
    let record: StackRecord

    var body: some View {
        RecordingStack(stack: CollapsibleSpacingVStack(alignment: .leading, spacing: spacing), record: record) {
            ForEach(parts.indices, id: \.self) { index in
                parts[index].view
            }
        }
        .accessibilityIdentifier("stack")
    }
}

/// One played frame with the stack's record at that frame.
struct RowSample {
    let frame: Frame
    let reportedHeight: CGFloat
    let bounds: CGRect
    let frames: [CGRect]

    var time: Double { frame.time }
    /// The laid-out (unrounded) height of child `index`.
    func height(_ index: Int) -> CGFloat { frames[index].height }
    /// The laid-out (unrounded) gap between child `index` and the next.
    func gap(after index: Int) -> CGFloat { frames[index + 1].minY - frames[index].maxY }
    /// The presented, pixel-rounded geometry of the view named `name`.
    func geometry(_ name: String) -> NodeGeometry? { frame.geometry(named: name) }
}

/// Plays a row of `parts` frame by frame, every frame in order, and returns each frame with
/// the stack's record. The row sits at the top-left of a 100-pt-wide canvas at 3x.
func playRow(
    _ parts: [RowPart], spacing: CGFloat? = 4, duration: Double, fps: Int = 60, script: [ScriptEvent] = []
) throws -> [RowSample] {
    let record = StackRecord()
    let scene = Scene(
        "row", canvas: Canvas(width: testWidth, height: 400, scale: testScale), duration: duration, fps: fps,
        script: script
    ) {
        TestRow(parts: parts, spacing: spacing, record: record)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    let player = Player(scene: scene, textEngine: ArithmeticTextEngine())
    return try (0..<scene.frameCount).map { index in
        let frame = try player.frame(at: index)
        return RowSample(frame: frame, reportedHeight: record.reportedHeight, bounds: record.bounds, frames: record.frames)
    }
}

extension Frame {
    /// The texts drawn, in drawing order, each with the opacity groups it is drawn inside.
    var texts: [(run: TextRun, groups: [String])] {
        var result: [(TextRun, [String])] = []
        var groups: [String] = []
        for item in displayList.items {
            switch item {
            case .beginOpacity(_, let element): groups.append(element.rawValue)
            case .endOpacity: groups.removeLast()
            case .text(let run, _): result.append((run, groups))
            default: break
            }
        }
        return result
    }

    /// The opacities of the groups whose element ends with `#part` ("outgoing", "incoming").
    func opacities(part: String) -> [Double] {
        displayList.items.compactMap { item in
            if case .beginOpacity(let value, let element) = item, element.rawValue.hasSuffix("#" + part) { return value }
            return nil
        }
    }
}
