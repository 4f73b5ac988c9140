import Foundation

/// How much room a dimension of the screen gives: an iPhone in portrait is compact across and
/// regular down (SwiftUI's names).
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The size class across the screen: the canvas's (`RenderCanvas.horizontalSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The size class down the screen: the canvas's (`RenderCanvas.verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

extension RenderCanvas {
    /// The size class across: compact, but regular on a device of 414 points or more across
    /// in portrait (the Plus and Pro Max phones) held in landscape, as Apple's "Device screen
    /// sizes and orientations" table gives. A plain canvas is an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        guard let device, orientation.isLandscape else { return .compact }
        return device.size.width >= 414 ? .regular : .compact
    }

    /// The size class down: regular, but compact on a device held in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass {
        device != nil && orientation.isLandscape ? .compact : .regular
    }
}
