import Foundation

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The sheet at its full height: its top 10 points below the safe area's.
    public static let large = PresentationDetent(kind: .large)
    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A fixed height, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The card's height at this detent on a screen `screenHeight` tall whose large card is
    /// `largeHeight` tall (never more than that).
    func cardHeight(screenHeight: CGFloat, largeHeight: CGFloat) -> CGFloat {
        let height = switch kind {
        case .large: largeHeight
        case .medium: screenHeight / 2
        case .fraction(let fraction): largeHeight * fraction
        case .height(let height): height
        }
        return min(max(0, height), largeHeight)
    }
}

/// The detents a sheet's content asks for (the outermost wins).
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: Set<PresentationDetent>? { nil }
    static func reduce(value: inout Set<PresentationDetent>?, nextValue: () -> Set<PresentationDetent>?) {
        if value == nil { value = nextValue() }
    }
}

/// Whether a sheet's content asks for the grabber (the outermost wins).
/// Whether a view in a sheet disabled its swipe (`interactiveDismissDisabled(_:)`): any does.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

struct PresentationDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }
    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}

nonisolated extension View {
    /// The heights the sheet this view is in rests at. Cutaway draws a still sheet, so it rests
    /// at the smallest, where iOS first shows it.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: detents)
    }

    /// Whether the sheet this view is in shows its grabber: a 36 × 5 capsule at its top.
    /// Automatically, it does when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorKey.self, value: visibility)
    }

    /// Whether a swipe can dismiss the sheet this view is in: when disabled, the sheet resists
    /// a finger dragging it down and springs back (`SheetSwipe`).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

nonisolated extension View {
    /// The corner radius of the sheet this view is in. Cutaway draws iOS's own sheet corners
    /// whatever is set here (docs/fidelity.md).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        self
    }

    /// What fills the sheet this view is in. Cutaway draws iOS's own sheet background whatever is
    /// set here (docs/fidelity.md).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        self
    }

    /// How a presentation adapts to a compact width; Cutaway presents a popover as a sheet, iOS's
    /// automatic adaptation, whatever is asked.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        self
    }
}

/// How a presentation adapts to a size class (`presentationCompactAdaptation(_:)`).
public struct PresentationAdaptation: Sendable {
    enum Kind: Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    public static var automatic: PresentationAdaptation { .init(kind: .automatic) }
    public static var none: PresentationAdaptation { .init(kind: .none) }
    public static var popover: PresentationAdaptation { .init(kind: .popover) }
    public static var sheet: PresentationAdaptation { .init(kind: .sheet) }
    public static var fullScreenCover: PresentationAdaptation { .init(kind: .fullScreenCover) }
}
