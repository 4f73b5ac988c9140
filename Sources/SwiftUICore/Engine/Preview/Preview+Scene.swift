import Foundation

extension Preview {
    /// The screen of the device a preview runs on unless it names another, in portrait: an
    /// iPhone 14's, 390 × 844 points (`DeviceScreen.previewDefault`).
    public static let deviceScreen = _DeviceScreen.previewDefault.size

    /// A scene showing the preview as Xcode's canvas does: on the device's screen (turned by a
    /// landscape trait), with its safe area, status bar and home indicator; in a container of a
    /// fixed layout's size; or, with `.sizeThatFitsLayout`, at the size the view takes when
    /// offered the screen, in every frame its script plays (measured with `textEngine`). The
    /// device is the one the preview names (`previewDevice(_:)`), else `device`, else the
    /// iPhone 14. The view is centred, on the system background of `colorScheme` (or the
    /// preview's `preferredColorScheme`).
    ///
    /// The body runs on the main actor, as SwiftUI runs it: make and play the scene there.
    @MainActor public func scene(
        colorScheme: ColorScheme = .light, scale: Int = 2, duration: Double = 0, fps: Int = 60,
        script: [_ScriptEvent] = [], device: _DeviceScreen? = nil, textEngine: any _TextEngine
    ) throws -> _RenderScene {
        let colorScheme = preferredColorScheme ?? colorSchemeWrittenOnBody ?? colorScheme
        let device = preferredDevice ?? device ?? .previewDefault
        let screen = device.size(in: orientation)
        func canvas(_ size: CGSize) -> RenderCanvas {
            RenderCanvas(width: size.width, height: size.height, scale: scale, colorScheme: colorScheme, background: .systemBackground)
        }
        func makeScene(on size: CGSize) -> RenderScene {
            scene(on: canvas(size), duration: duration, fps: fps, script: script)
        }
        switch layout {
        case .device:
            let canvas = RenderCanvas(device: device, orientation: orientation, scale: scale, colorScheme: colorScheme)
            return scene(on: canvas, duration: duration, fps: fps, script: script)
        case .fixed(let width, let height): return makeScene(on: CGSize(width: width, height: height))
        case .sizeThatFits: return makeScene(on: try Self.fittingSize(of: makeScene(on: screen), textEngine: textEngine))
        }
    }

    /// The colour scheme a `#Preview`'s body asks for with `preferredColorScheme(_:)` around
    /// the view it returns (the one nearest the view wins), as Xcode's canvas honours it; nil
    /// without one, or `nil` written.
    @MainActor private var colorSchemeWrittenOnBody: ColorScheme? {
        PreviewProviderViews.settings(of: makeView()).reduce(nil) { scheme, setting in
            if case .trait(.colorScheme(let value)) = setting { value } else { scheme }
        }
    }

    /// A scene showing the preview's view on `canvas`, whatever its traits say, played for
    /// `duration` seconds with `script`. The body runs on the main actor: play the scene there.
    @MainActor public func scene(on canvas: _RenderCanvas, duration: Double = 0, fps: Int = 60, script: [_ScriptEvent] = []) -> _RenderScene {
        let makeBody = self.makeBody
        return RenderScene(displayName, canvas: canvas, duration: duration, fps: fps, script: script) {
            let view = MainActor.assumeIsolated { PreviewBody(view: makeBody()) }.view
            return AnyView(erasing: view)
        }
    }

    /// The size that holds every frame of `scene` (played on the screen, its canvas): the union
    /// of the frames the root's children are laid out in, rounded up to whole points. A
    /// preview that grows while its script plays is not cut.
    private static func fittingSize(of scene: RenderScene, textEngine: any TextEngine) throws -> CGSize {
        let player = Player(scene: scene, textEngine: textEngine)
        var union: CGRect?
        for index in 0..<scene.frameCount {
            _ = try player.frame(at: index)
            // The laid-out frames, before they are rounded to pixels for drawing.
            for frame in player.graph.tree?.children.map(\.frame) ?? [] {
                union = union.map { $0.union(frame) } ?? frame
            }
        }
        guard let union else { return .zero }
        return CGSize(width: union.width.rounded(.up), height: union.height.rounded(.up))
    }
}

/// A preview's view, handed out of the main actor that made it (the scene plays on it too).
private struct PreviewBody: @unchecked Sendable {
    let view: any View
}
