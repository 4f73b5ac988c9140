import Foundation

/// The cut of a vertical scroll view (a `ScrollView` or a `List`) on a device's screen: its
/// frame, run out to the screen's top and bottom edges where the frame reaches the safe
/// area's (`SafeAreaGeometry.extending`).
///
/// Why: UIKit's scroll views fill the screen and take the safe area's insets as content
/// insets, so a scroll view laid out in the safe area shows its content under the home
/// indicator (and, scrolled, under the status bar or a navigation bar, whose material blurs
/// it) while its content at rest starts and ends where the safe area does. Cutaway lays the
/// scroll view out in the safe area, which gives the same offsets and the same resting
/// places; only the cut reaches further, so the rows past the safe area are drawn.
nonisolated struct ScrollSafeAreaClip: Shape {
    var geometry: SafeAreaGeometry

    /// Drawn in the canvas's space: `rect` is the scroll view's frame on the canvas.
    func path(in rect: CGRect) -> Path {
        Path(geometry.extending(rect, edges: [.top, .bottom]))
    }
}

extension ViewNode {
    /// Cuts a scroll view's drawing to its frame, run under the safe area's bars on a device
    /// (`ScrollSafeAreaClip`) when it scrolls vertically.
    func clipScrollView(axes: Axis.Set, in environment: EnvironmentValues) {
        guard !environment.isScrollClipDisabled else { return }
        if axes.contains(.vertical), let geometry = environment.safeAreaGeometry {
            decorate(.effect(.clipShape(AnyClipShape(ScrollSafeAreaClip(geometry: geometry), isInCanvasSpace: true))))
        } else {
            decorate(.effect(.clip))
        }
    }
}
