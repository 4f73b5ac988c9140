import Foundation

/// How a `List` looks: its background, its sections' cards, its headers (`listStyle(_:)`).
///
/// Cutaway knows the styles SwiftUI names for iOS (`PlainListStyle`, `GroupedListStyle`,
/// `InsetGroupedListStyle`, `InsetListStyle` and `DefaultListStyle`); each resolves to a
/// `ListAppearance`. A style of another type draws as the default.
public protocol ListStyle {}

/// A list style whose look Cutaway knows.
protocol ResolvableListStyle: ListStyle {
    var appearance: ListAppearance { get }
}

/// The list style a platform picks: on iOS, a `List` outside a sidebar is inset-grouped.
public struct DefaultListStyle: ResolvableListStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Rounded sections inset from the sides on the grouped background: iOS's Settings.
public struct InsetGroupedListStyle: ResolvableListStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Sections as full-width bands, with no corner radius, on the grouped background.
public struct GroupedListStyle: ResolvableListStyle {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

/// Rows on the plain background, inset from the sides, with plain headers.
public struct InsetListStyle: ResolvableListStyle {
    public init() {}
    var appearance: ListAppearance { .inset }
}

/// Rows edge to edge on the plain background, separated by full-width separators, with
/// section headers in bars.
public struct PlainListStyle: ResolvableListStyle {
    public init() {}
    var appearance: ListAppearance { .plain }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

nonisolated extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, (style as? any ResolvableListStyle)?.appearance ?? .insetGrouped)
    }
}

/// What a list style resolves to: the numbers and colours the list's layout and drawing use.
/// The inset-grouped numbers are measured (see `ListMetrics`); the other styles keep them
/// where iOS does and change what the style changes.
///
/// A class, made once per style: every list node's decoration carries its list's appearance,
/// and the runtime reads decorations many times a pass, so a copy is a reference, not the
/// dozen fields below. Two appearances are equal when they are the same style.
final class ListAppearance: Equatable, Sendable {
    /// From the list's sides to its cards.
    let sideMargin: CGFloat
    let cornerRadius: CGFloat
    /// Behind everything.
    let background: Color
    /// The sections' cards (`nil`: none is drawn, the rows sit on the background).
    let cardBackground: Color?
    /// From the list's top to the first section's half spacing.
    let topInset: CGFloat
    /// Between sections that set no `listSectionSpacing(_:)`.
    let sectionSpacing: CGFloat
    /// From a header to its card.
    let headerSpacing: CGFloat
    /// Around a header's views inside the header.
    let headerInsets: EdgeInsets
    /// The band a plain header is drawn on, full width (`nil`: none).
    let headerBar: Color?
    /// How a header of standard prominence is drawn.
    let header: SupplementaryStyle

    init(
        sideMargin: CGFloat, cornerRadius: CGFloat, background: Color, cardBackground: Color?, topInset: CGFloat,
        sectionSpacing: CGFloat, headerSpacing: CGFloat, headerInsets: EdgeInsets, headerBar: Color?, header: SupplementaryStyle
    ) {
        self.sideMargin = sideMargin
        self.cornerRadius = cornerRadius
        self.background = background
        self.cardBackground = cardBackground
        self.topInset = topInset
        self.sectionSpacing = sectionSpacing
        self.headerSpacing = headerSpacing
        self.headerInsets = headerInsets
        self.headerBar = headerBar
        self.header = header
    }

    static func == (lhs: ListAppearance, rhs: ListAppearance) -> Bool { lhs === rhs }

    /// The style of a header's or footer's texts, set on its environment (the header's own
    /// modifiers still apply over it, so `.textCase(nil)` keeps its case).
    struct SupplementaryStyle: Hashable, Sendable {
        var font: Font
        var foreground: Color
        var textCase: Text.Case?
    }

    /// iOS 17's inset-grouped list (`ListMetrics`). Headers: footnote, secondary label colour,
    /// uppercased (iOS 17 uppercases an inset-grouped list's text headers; iOS 26 stopped, and
    /// Cutaway draws iOS 17).
    static let insetGrouped = ListAppearance(
        sideMargin: ListMetrics.sideMargin, cornerRadius: ListMetrics.cornerRadius,
        background: .systemGroupedBackground, cardBackground: .secondarySystemGroupedBackground,
        topInset: ListMetrics.topInset, sectionSpacing: ListMetrics.sectionSpacing,
        headerSpacing: ListMetrics.headerSpacing, headerInsets: ListMetrics.supplementaryInsets, headerBar: nil,
        header: insetGroupedHeader)

    private static let insetGroupedHeader = SupplementaryStyle(font: .footnote, foreground: .secondaryLabel, textCase: .uppercase)

    /// The grouped list: the inset-grouped list's spacing and headers, with full-width cards
    /// and square corners.
    static let grouped = ListAppearance(
        sideMargin: 0, cornerRadius: 0,
        background: .systemGroupedBackground, cardBackground: .secondarySystemGroupedBackground,
        topInset: ListMetrics.topInset, sectionSpacing: ListMetrics.sectionSpacing,
        headerSpacing: ListMetrics.headerSpacing, headerInsets: ListMetrics.supplementaryInsets, headerBar: nil,
        header: insetGroupedHeader)

    /// The plain list: rows edge to edge on the plain background, no space between sections,
    /// each header on a bar right above its rows. The header's text style is an estimate of
    /// iOS 17's plain headers (headline, secondary label colour, as written).
    static let plain = ListAppearance(
        sideMargin: 0, cornerRadius: 0, background: .systemBackground, cardBackground: nil,
        topInset: 0, sectionSpacing: 0, headerSpacing: 0, headerInsets: ListMetrics.plainHeaderInsets,
        headerBar: .secondarySystemBackground, header: plainHeader)

    private static let plainHeader = SupplementaryStyle(font: .headline, foreground: .secondaryLabel, textCase: nil)

    /// The inset list: the plain list's background and headers (without their bar), its rows
    /// inset from the sides as the inset-grouped list's are, with its spacing.
    static let inset = ListAppearance(
        sideMargin: ListMetrics.sideMargin, cornerRadius: 0, background: .systemBackground, cardBackground: nil,
        topInset: ListMetrics.topInset, sectionSpacing: ListMetrics.sectionSpacing,
        headerSpacing: ListMetrics.headerSpacing, headerInsets: ListMetrics.supplementaryInsets, headerBar: nil,
        header: plainHeader)

    /// A header of increased prominence (`headerProminence(.increased)`), in every style:
    /// iOS draws it as Reminders' "My Lists", in bold title 3 and the label colour, as written.
    static let prominentHeader = SupplementaryStyle(font: .title3.bold(), foreground: .label, textCase: nil)

    /// A footer, in every style: footnote, secondary label colour, as written.
    static let footer = SupplementaryStyle(font: .footnote, foreground: .secondaryLabel, textCase: nil)
}

private enum ListAppearanceKey: EnvironmentKey {
    static var defaultValue: ListAppearance { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of lists in this environment (`listStyle(_:)`).
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}
