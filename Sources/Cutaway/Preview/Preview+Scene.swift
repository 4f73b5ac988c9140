import Foundation

extension Preview {
    /// The screen of the device a preview runs on, in portrait: an iPhone 14's, 390 × 844 points.
    public static let deviceScreen = CGSize(width: 390, height: 844)

    /// A scene showing the preview as Xcode's canvas does: on the device's screen (turned by a
    /// landscape trait), in a container of a fixed layout's size, or, with
    /// `.sizeThatFitsLayout`, at the size the view takes when offered the screen (measured with
    /// `textEngine`). The view is centred, on the system background of `colorScheme`.
    ///
    /// The body runs on the main actor, as SwiftUI runs it: make and play the scene there.
    @MainActor public func scene(
        colorScheme: ColorScheme = .light, scale: Int = 2, duration: Double = 0, fps: Int = 60,
        script: [ScriptEvent] = [], textEngine: any TextEngine
    ) throws -> RenderScene {
        let screen = orientation.isLandscape
            ? CGSize(width: Self.deviceScreen.height, height: Self.deviceScreen.width) : Self.deviceScreen
        func canvas(_ size: CGSize) -> RenderCanvas {
            RenderCanvas(width: size.width, height: size.height, scale: scale, colorScheme: colorScheme, background: .systemBackground)
        }
        let makeBody = self.makeBody
        let content = { MainActor.assumeIsolated { PreviewBody(view: makeBody()) }.view }
        let size: CGSize = switch layout {
        case .device: screen
        case .fixed(let width, let height): CGSize(width: width, height: height)
        case .sizeThatFits: try Self.fittingSize(of: content, offered: screen, textEngine: textEngine)
        }
        return RenderScene(displayName, canvas: canvas(size), duration: duration, fps: fps, script: script) {
            AnyView(erasing: content())
        }
    }

    /// The size of the view `content` makes when offered `screen`: the union of the frames the
    /// root's children take there (measured in a graph of its own, which plays nothing).
    private static func fittingSize(
        of content: @escaping () -> any View, offered screen: CGSize, textEngine: any TextEngine
    ) throws -> CGSize {
        let graph = ViewGraph(canvas: RenderCanvas(width: screen.width, height: screen.height), textEngine: textEngine) {
            AnyView(erasing: content())
        }
        let frames = try graph.makeFrame().geometry.filter { $0.depth == 0 }.map(\.frame)
        guard let first = frames.first else { return .zero }
        let union = frames.dropFirst().reduce(first) { $0.union($1) }
        return CGSize(width: union.width.rounded(.up), height: union.height.rounded(.up))
    }
}

/// A preview's view, handed out of the main actor that made it (the scene plays on it too).
private struct PreviewBody: @unchecked Sendable {
    let view: any View
}
