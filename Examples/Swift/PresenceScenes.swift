import Cutaway
import CutawayComponents

/// "AnimatedPresence - smooth motion": the row in a `List`, with buttons that hide and show
/// its detail and step through details of different lengths.
struct AnimatedPresencePreview: View {
    @State private var isVisible = true
    @State private var sampleIndex = 0

    private let samples = [
        "Short change.",
        "A much longer change that wraps across several lines and forces the row to recalculate its height without the explicit visible-height channel.",
        "Medium change that still uses the same plain Text lifecycle.",
    ]

    var body: some View {
        List {
            AnimatedPresencePreviewRow(
                title: "Smooth motion timing",
                detail: isVisible ? samples[sampleIndex] : nil,
                animation: .smooth
            )

            Button(isVisible ? "Hide" : "Show") {
                isVisible.toggle()
            }

            Button("Next value") {
                isVisible = true
                sampleIndex = (sampleIndex + 1) % samples.count
            }
        }
    }
}

/// "AnimatedPresence - numeric": a number that rolls its changed digits while the row keeps
/// its height animated.
struct AnimatedPresenceNumericChangePreview: View {
    @State private var sampleIndex = 0

    private let samples = [98, 104, 1_248, 99_300, 42]

    var body: some View {
        List {
            VStack(alignment: .leading, spacing: 4) {
                Text("Numeric content")
                    .lineLimit(1)
                    .font(.headline)

                AnimatedPresence(value: samples[sampleIndex], animation: .smooth, contentTransition: .numericText()) { value in
                    Text(value, format: .number)
                        .font(.title2.monospacedDigit())
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Button("Next number") {
                sampleIndex = (sampleIndex + 1) % samples.count
            }
        }
    }
}

/// "AnimatedPresence - VStack": the row inside a `CollapsibleSpacingVStack` (no `List`):
/// hidden, it leaves no gap between its neighbours.
struct AnimatedPresenceStackPreview: View {
    @State private var isVisible = false

    var body: some View {
        CollapsibleSpacingVStack(alignment: .leading) {
            Text("Header")
                .font(.headline)

            AnimatedPresencePreviewRow(
                title: "Inline in VStack",
                detail: isVisible
                    ? "Should collapse to truly zero height when hidden, leaving no residual space between siblings."
                    : nil
            )
            .ignoredWhenCollapsed()

            Text("Footer immediately follows when collapsed.")
                .font(.caption)
                .foregroundStyle(.secondary)

            Button(isVisible ? "Hide" : "Show") {
                isVisible.toggle()
            }
        }
        .padding()
    }
}

/// "SwiftUI native height change": the same rows written the native way (`if` with a
/// transition; `contentTransition` with `.animation(_:value:)`), whose cells snap in a `List`.
struct SwiftUINativeHeightChangePreview: View {
    @State private var isVisible = true
    @State private var sampleIndex = 0

    private let samples = [
        "Short native change.",
        "A much longer native change that wraps across several lines and forces the row to recalculate its height without the explicit visible-height channel.",
        "Medium native change that still uses the same plain Text lifecycle.",
    ]

    var body: some View {
        List {
            NativeOnOffRow(isVisible: isVisible)

            VStack(alignment: .leading) {
                Text("Native Change")
                    .lineLimit(1)
                    .font(.headline)

                Text(verbatim: samples[sampleIndex])
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
                    .contentTransition(.opacity)
                    .animation(.smooth, value: sampleIndex)

                Text("Footer")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Button(isVisible ? "Hide" : "Show") {
                withAnimation(.smooth) {
                    isVisible.toggle()
                }
            }

            Button("Next Change") {
                withAnimation(.smooth) {
                    sampleIndex = (sampleIndex + 1) % samples.count
                }
            }
        }
    }
}

extension ExampleScenes {
    /// The seed's four previews, each with a script that exercises it: hide, show, the next
    /// value, and a change while a collapse is still running. The names are the previews' own
    /// titles, as `#Preview` gives them; the slugs name them on the command line.
    public static let previewTitles: [(slug: String, title: String)] = [
        ("presence-smooth", "AnimatedPresence - smooth motion"),
        ("native-height-change", "SwiftUI native height change"),
        ("presence-numeric", "AnimatedPresence - numeric"),
        ("presence-vstack", "AnimatedPresence - VStack"),
    ]

    /// The script each preview runs, by preview title.
    public static func previewScript(title: String) -> (duration: Double, script: [ScriptEvent]) {
        switch title {
        case "AnimatedPresence - smooth motion":
            // Hide; bring the next (longer) value while the collapse is still running (0.25 s
            // into its 0.5 s); step to a medium detail; hide and show once settled. (Showing
            // the same value again mid-collapse leaves the seed's row collapsed: its height
            // is re-measured only when the measurement changes. See the components' tests.)
            (3.6, [.tap("Hide", at: 0.5), .tap("Next value", at: 0.75), .tap("Next value", at: 1.5),
                   .tap("Hide", at: 2.2), .tap("Show", at: 2.9)])
        case "SwiftUI native height change":
            (3.6, [.tap("Hide", at: 0.5), .tap("Show", at: 1.3), .tap("Next Change", at: 2.1), .tap("Next Change", at: 2.9)])
        case "AnimatedPresence - numeric":
            (3.0, [.tap("Next number", at: 0.5), .tap("Next number", at: 1.1), .tap("Next number", at: 1.7),
                   .tap("Next number", at: 2.3)])
        default:
            // Starts hidden: show; hide; show while collapsing.
            (2.8, [.tap("Show", at: 0.5), .tap("Hide", at: 1.4), .tap("Show", at: 1.65)])
        }
    }

    /// The canvas for each preview: the List previews need room for their rows and buttons.
    public static func previewCanvas(title: String) -> RenderCanvas {
        switch title {
        case "SwiftUI native height change": RenderCanvas(width: 390, height: 420, scale: 2)
        case "AnimatedPresence - VStack": RenderCanvas(width: 390, height: 260, scale: 2, background: .systemBackground)
        case "AnimatedPresence - numeric": RenderCanvas(width: 390, height: 220, scale: 2)
        default: RenderCanvas(width: 390, height: 340, scale: 2)
        }
    }

    /// A preview as a scene, with its script and canvas.
    public static func previewScene<Content: View>(title: String, @ViewBuilder content: @escaping @MainActor () -> Content) -> RenderScene {
        let slug = previewTitles.first { $0.title == title }?.slug ?? title
        let (duration, script) = previewScript(title: title)
        return RenderScene(slug, summary: "The seed's preview \"\(title)\"", canvas: previewCanvas(title: title),
                           duration: duration, fps: 60, script: script, content: content)
    }

    static func previewScenes() -> [RenderScene] {
        [
            previewScene(title: "AnimatedPresence - smooth motion") { AnimatedPresencePreview() },
            previewScene(title: "SwiftUI native height change") { SwiftUINativeHeightChangePreview() },
            previewScene(title: "AnimatedPresence - numeric") { AnimatedPresenceNumericChangePreview() },
            previewScene(title: "AnimatedPresence - VStack") { AnimatedPresenceStackPreview() },
        ]
    }
}
