import Foundation

private enum ScrollClipDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether scroll views in this view draw their content past their bounds
    /// (`scrollClipDisabled(_:)`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets scroll views in this view draw their content past their bounds (a carousel's
    /// shadows, the neighbouring cards), instead of cutting it at their edges.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}

/// How a scroll view bounces when its content fits (`scrollBounceBehavior(_:axes:)`).
public struct ScrollBounceBehavior: Sendable {
    enum Kind: Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    public static var automatic: ScrollBounceBehavior { .init(kind: .automatic) }
    public static var always: ScrollBounceBehavior { .init(kind: .always) }
    public static var basedOnSize: ScrollBounceBehavior { .init(kind: .basedOnSize) }
}

nonisolated extension View {
    /// Whether scroll views in this view bounce when their content fits. A still frame is the
    /// same either way; Cutaway's scroll views keep their own bounce under a scripted drag
    /// whatever is set (docs/fidelity.md).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
}
