import Foundation

/// The outline a bordered button is drawn in (`buttonBorderShape(_:)`); a shape itself, as in
/// iOS 17, so a style can fill it.
nonisolated public struct ButtonBorderShape: Shape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// The style's own choice: a rounded rectangle for bordered buttons on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the radius the control size gives.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// Drawn as the automatic shape is: a rounded rectangle of the regular control size's
    /// radius (the radius for another size is chosen by the style, `resolved(for:)`).
    public func path(in rect: CGRect) -> Path {
        resolved(for: .regular).path(in: rect)
    }

    /// The concrete shape for a control of `size`.
    func resolved(for size: ControlSize) -> AnyShape {
        switch kind {
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius))
        case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: BorderedButtonMetrics(size).cornerRadius))
        }
    }
}

private enum ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the outline bordered buttons in this view are drawn in.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
