import Foundation

/// A trait of a preview: the layout it is shown in, its orientation.
public struct PreviewTrait<T>: Sendable {
    let value: PreviewTraitValue
}

/// What a preview trait says.
enum PreviewTraitValue: Hashable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    /// `preferredColorScheme(_:)` on a `PreviewProvider`'s view (nil: the command's scheme).
    case colorScheme(ColorScheme?)
    /// `previewDevice(_:)` on a `PreviewProvider`'s view: the model's name.
    case device(String)
}

/// The size a preview is shown at.
public enum PreviewLayout: Hashable, Sendable {
    /// The screen of the device the preview runs on.
    case device
    /// The preview's own size, when offered the device's screen.
    case sizeThatFits
    /// A container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device a preview runs on.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.device)) }
    /// The view's own size, when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// A container of `width` × `height` points, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeRight)) }
}

extension Preview {
    /// The layout the traits ask for (the last one wins; `.device` without one).
    public var layout: PreviewLayout {
        traits.reduce(.device) { layout, trait in
            if case .layout(let value) = trait.value { value } else { layout }
        }
    }

    /// The colour scheme the preview is drawn in whatever the command asks for: a
    /// `PreviewProvider` view's `preferredColorScheme(_:)` (the last one wins; nil without one).
    public var preferredColorScheme: ColorScheme? {
        traits.reduce(nil) { scheme, trait in
            if case .colorScheme(let value) = trait.value { value } else { scheme }
        }
    }

    /// The device a `PreviewProvider`'s view names with `previewDevice(_:)` (the last one wins),
    /// if Cutaway knows it; `nil` without one, or for a model Cutaway does not know (an iPad,
    /// a watch), which leaves the device to the command.
    public var preferredDevice: _DeviceScreen? {
        traits.reduce(nil) { device, trait in
            if case .device(let name) = trait.value { DeviceScreen(named: name) } else { device }
        }
    }

    /// The orientation the traits ask for (`.portrait` without one).
    public var orientation: InterfaceOrientation {
        traits.reduce(.portrait) { orientation, trait in
            if case .orientation(let value) = trait.value { value } else { orientation }
        }
    }
}
