import Foundation

/// Where a toolbar item goes (SwiftUI's names). On an iPhone: the navigation bar's leading or
/// trailing end, its centre (`principal`), or the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, hidden
    }

    let slot: Slot
    /// Whether the item's text is semibold (a confirmation, as UIKit's done button).
    let isProminent: Bool

    init(_ slot: Slot, prominent: Bool = false) {
        self.slot = slot
        isProminent = prominent
    }

    /// The trailing end of the navigation bar, on iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    public static let principal = ToolbarItemPlacement(.principal)
    public static let navigation = ToolbarItemPlacement(.leading)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// In an overflow menu iOS draws as "…"; Cutaway does not draw the menu's items.
    public static let secondaryAction = ToolbarItemPlacement(.hidden)
    public static let status = ToolbarItemPlacement(.bottom)
    public static let confirmationAction = ToolbarItemPlacement(.trailing, prominent: true)
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the keyboard, which Cutaway does not draw.
    public static let keyboard = ToolbarItemPlacement(.hidden)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}

/// The bars a toolbar modifier can show or hide.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Content for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, or a type of yours whose
/// body is made of them.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

nonisolated extension Never: ToolbarContent {}

/// Toolbar content Cutaway reads directly: it lists its items.
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    nonisolated var toolbarEntries: [ToolbarEntry] { get }
}

nonisolated extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is toolbar content Cutaway reads itself") }
}

/// One view in a toolbar, where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// The items of any toolbar content, in order.
func toolbarEntries(of content: any ToolbarContent) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
    func body<C: ToolbarContent>(_ content: C) -> any ToolbarContent { ViewCode.evaluate(content) { $0.body } }
    return toolbarEntries(of: body(content))
}

/// A toolbar item: one view, placed.
nonisolated public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several toolbar contents, in order (what `ToolbarContentBuilder` makes of a block).
nonisolated public struct TupleToolbarContent: PrimitiveToolbarContent {
    let parts: [any ToolbarContent]
    var toolbarEntries: [ToolbarEntry] { parts.flatMap { SwiftUICore.toolbarEntries(of: $0) } }
}

/// Toolbar content that may be absent (an `if` in a toolbar block).
nonisolated public struct OptionalToolbarContent: PrimitiveToolbarContent {
    let content: (any ToolbarContent)?
    var toolbarEntries: [ToolbarEntry] { content.map { SwiftUICore.toolbarEntries(of: $0) } ?? [] }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(parts: []) }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return TupleToolbarContent(parts: parts)
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> OptionalToolbarContent {
        OptionalToolbarContent(content: content)
    }
    public static func buildEither<C: ToolbarContent>(first content: C) -> OptionalToolbarContent {
        OptionalToolbarContent(content: content)
    }
    public static func buildEither<C: ToolbarContent>(second content: C) -> OptionalToolbarContent {
        OptionalToolbarContent(content: content)
    }
}

/// The toolbar items a screen's views set, in order.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

/// The bars a screen's views hide (`toolbar(.hidden, for:)`).
struct ToolbarVisibilityKey: PreferenceKey {
    static var defaultValue: [ToolbarPlacement: Visibility] { [:] }
    static func reduce(value: inout [ToolbarPlacement: Visibility], nextValue: () -> [ToolbarPlacement: Visibility]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

nonisolated extension View {
    /// Puts `content`'s items in the navigation bar or the bottom toolbar of the screen this
    /// view is on.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        preference(key: ToolbarItemsKey.self, value: toolbarEntries(of: content()))
    }

    /// Puts `content` at the trailing end of the navigation bar (views in a toolbar go there
    /// on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        preference(key: ToolbarItemsKey.self, value: [ToolbarEntry(placement: .automatic, view: AnyView(content()))])
    }

    /// Shows or hides the bars of the screen this view is on (`.navigationBar`, `.bottomBar`;
    /// `.automatic` means the navigation bar).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        var values: [ToolbarPlacement: Visibility] = [:]
        for bar in bars { values[bar == .automatic ? .navigationBar : bar] = visibility }
        return preference(key: ToolbarVisibilityKey.self, value: values)
    }
}
