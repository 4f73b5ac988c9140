import Foundation

/// SwiftUI's base of `PreviewProvider`. Cutaway's tools find providers by `PreviewProvider`
/// itself; this protocol is here so that code naming it compiles.
@MainActor @preconcurrency public protocol _PreviewProvider {}

/// A type that produces view previews, as SwiftUI declares it: the way previews were written
/// before `#Preview`.
///
///     struct Card_Previews: PreviewProvider {
///         static var previews: some View {
///             Card()
///             Card().preferredColorScheme(.dark).previewDisplayName("Dark")
///         }
///     }
///
/// `cutaway previews` (and `--list`, `cutaway test --previews`, `--docc`, `assertPreviews`) finds
/// every non-generic conforming type linked into the program (`Preview.registered()`: the Swift
/// runtime's conformance records, see `ProtocolConformances`) and shows one preview per view
/// that `previews` lists, as Xcode's canvas does: a `Group`, a block of several views and a
/// `ForEach` are split into their views (nested ones too), and modifiers around a `Group`
/// apply to each. Each preview is named by its `previewDisplayName(_:)`, else by the type's
/// name (`Card_Previews`) where `previews` makes one view, and by the type's name and the
/// view's position from 1 where it makes several (`Card_Previews 1`, `Card_Previews 2`), so
/// that renaming one view renames no other. Its place is the declaration that makes the type
/// conform (see `Preview.providerSourceFolders`).
@MainActor @preconcurrency public protocol PreviewProvider: _PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// The views to preview: one preview each.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to run the provider on. Cutaway renders every preview on its iPhone screen.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview (`PreviewProvider.platform`): a hint Cutaway reads nothing
/// from, since it draws every preview as iOS does.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// A simulator device that runs a preview (`previewDevice(_:)`), by its name
/// (`PreviewDevice(rawValue: "iPhone 14")`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

/// A preview's setting written on its view: its name, layout, device, orientation or colour
/// scheme. It draws nothing; `Preview.registered()` reads it off the views a
/// `PreviewProvider` lists (see `PreviewProviderViews`).
nonisolated struct _PreviewSettingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Setting {
        case displayName(String?)
        case trait(PreviewTraitValue)
        case device(PreviewDevice?)
    }

    let setting: Setting

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.resolveContent(content)
    }
}

nonisolated extension View {
    /// Names the preview of this view (in a `PreviewProvider`'s `previews`): the name it is
    /// listed, filtered, scripted and written by. `nil` leaves the name made from the type.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingModifier(setting: .displayName(value)))
    }

    /// The size of the preview's container (in a `PreviewProvider`'s `previews`), as the
    /// `#Preview` layout traits give it: `.device`, `.sizeThatFits`, `.fixed(width:height:)`.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewSettingModifier(setting: .trait(.layout(value))))
    }

    /// The device to run the preview on (in a `PreviewProvider`'s `previews`): an iPhone
    /// Cutaway knows (`DeviceScreen(named:)`), whose screen, safe area and status bar the
    /// preview is drawn on. A model it does not know leaves the command's device.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewSettingModifier(setting: .device(value)))
    }

    /// The orientation of the preview's device (in a `PreviewProvider`'s `previews`), as the
    /// `#Preview` orientation traits give it.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewSettingModifier(setting: .trait(.orientation(value))))
    }

    /// The colour scheme of the presentation holding this view. On a view a
    /// `PreviewProvider` lists, or around the view a `#Preview`'s body returns, its preview is
    /// drawn in that scheme whatever scheme the command asks for (`--color-scheme both` writes
    /// the same picture twice, under both names), as Xcode's canvas shows it. Elsewhere (deeper
    /// in a view) Cutaway has no window to set it on, and it changes nothing; `nil` is the
    /// system's scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreviewSettingModifier(setting: .trait(.colorScheme(colorScheme))))
    }
}
