import Cutaway
import Foundation

/// Two scenes played together and drawn next to each other, frame by frame, each captioned:
/// how the README's native-versus-AnimatedPresence pictures can be made from any two scenes.
///
/// The pair is itself a scene (`scene(fps:scale:textEngine:)`), so it goes to every output a
/// scene goes to: PNG frames, APNG, animated SVG, GIF, video.
public struct SideBySide {
    public var left: RenderScene
    public var right: RenderScene
    public var captions: (left: String, right: String)
    /// Space around and between the two, in points.
    public var margin: CGFloat = 16
    /// The height of the caption strip under each, in points.
    public var captionHeight: CGFloat = 22

    public init(_ left: RenderScene, _ right: RenderScene, captions: (left: String, right: String)? = nil) {
        self.left = left
        self.right = right
        self.captions = captions ?? (left.name, right.name)
    }

    /// One scene that plays both at `fps` and draws them side by side on a white page, tops
    /// aligned, each framed by a hairline and captioned underneath. Canvases may differ in
    /// size; both are drawn at `scale`, or the finer of their own scales.
    public func scene(fps: Int, scale: Int? = nil, textEngine: any TextEngine) -> RenderScene {
        var left = left, right = right
        left.fps = fps
        right.fps = fps
        let scale = scale ?? max(left.canvas.scale, right.canvas.scale)
        left.canvas.scale = scale
        right.canvas.scale = scale
        let pair = PlayingPair(left, right, textEngine: textEngine)
        let canvas = RenderCanvas(
            width: margin + left.canvas.width + margin + right.canvas.width + margin,
            height: margin + max(left.canvas.height, right.canvas.height) + captionHeight + margin,
            scale: scale, background: .white)
        var scene = RenderScene(
            "\(left.name)-vs-\(right.name)", summary: "\(captions.left) | \(captions.right)", canvas: canvas,
            duration: max(left.duration, right.duration), fps: fps
        ) { [captions, margin, captionHeight, drawings = pair.drawings, leftSize = left.canvas.size, rightSize = right.canvas.size] in
            HStack(alignment: .top, spacing: margin) {
                CaptionedDrawing(drawing: drawings.value.left, name: "left", size: leftSize, caption: captions.left, captionHeight: captionHeight)
                CaptionedDrawing(drawing: drawings.value.right, name: "right", size: rightSize, caption: captions.right, captionHeight: captionHeight)
            }
            .padding(margin)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        // The pair's own clock drives both, whatever rate the pair is finally played at (a GIF
        // plays at most 50 fps).
        scene.prepareFrame = { time in pair.play(at: time) }
        scene.failure = { pair.failure }
        return scene
    }
}

/// A scene's frame under a hairline frame, with a caption underneath. The drawing is named
/// `name`, so the scene's named views appear as `name.view` to inspection overlays.
private struct CaptionedDrawing: View {
    let drawing: Drawing?
    let name: String
    let size: CGSize
    let caption: String
    let captionHeight: CGFloat
    @Environment(\.pixelLength) private var pixel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            DisplayListView(drawing?.displayList ?? DisplayList(size: size), geometry: drawing?.geometry ?? [])
                .accessibilityIdentifier(name)
                .background {
                    Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
                        .frame(width: size.width + 2 * pixel, height: size.height + 2 * pixel)
                }
            Text(verbatim: caption)
                .font(.caption)
                .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
                .lineLimit(1)
                .frame(width: size.width, height: captionHeight, alignment: .leading)
        }
    }
}

/// The two scenes' players, stepped to the composed scene's time before each of its frames.
private final class PlayingPair {
    let scenes: (left: RenderScene, right: RenderScene)
    let textEngine: any TextEngine
    private var players: (left: Player, right: Player)
    /// The time each player drew last (`nil`: none yet).
    private var played: (left: Double?, right: Double?) = (nil, nil)
    /// The frames on show (none before the first): a scene value, so that the composed graph
    /// sees a change as one (and rests while both scenes do).
    let drawings = SceneValue<(left: Drawing?, right: Drawing?)>((nil, nil))
    private(set) var failure: (any Error)?

    init(_ left: RenderScene, _ right: RenderScene, textEngine: any TextEngine) {
        scenes = (left, right)
        self.textEngine = textEngine
        players = (Player(scene: left, textEngine: textEngine), Player(scene: right, textEngine: textEngine))
    }

    /// Draws both at `time` (a scene that has ended holds its last moment). Playing again from
    /// an earlier time starts both over.
    func play(at time: Double) {
        let wanted = (left: min(time, scenes.left.duration), right: min(time, scenes.right.duration))
        if wanted.left < played.left ?? 0 || wanted.right < played.right ?? 0 {
            players = (Player(scene: scenes.left, textEngine: textEngine), Player(scene: scenes.right, textEngine: textEngine))
            played = (nil, nil)
            failure = nil
        }
        do {
            var next = drawings.value
            if wanted.left != played.left {
                next.left = try players.left.frame(playedAt: wanted.left).drawing
                played.left = wanted.left
            }
            if wanted.right != played.right {
                next.right = try players.right.frame(playedAt: wanted.right).drawing
                played.right = wanted.right
            }
            if next.left != drawings.value.left || next.right != drawings.value.right {
                drawings.value = next
            }
        } catch {
            failure = failure ?? error
        }
    }
}

/// What a frame draws and where its views are, without its time: two moments that draw the
/// same are equal.
private struct Drawing: Equatable {
    let displayList: DisplayList
    let geometry: [NodeGeometry]
}

extension Frame {
    fileprivate var drawing: Drawing { Drawing(displayList: displayList, geometry: geometry) }
}
