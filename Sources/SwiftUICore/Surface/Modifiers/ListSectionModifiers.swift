import Foundation

/// The spacing between adjacent sections of a `List` (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        case standard
        case compact
        case custom(CGFloat)
    }

    let value: Value

    /// The default spacing between sections (35 pt in an inset-grouped list).
    public static let `default` = ListSectionSpacing(value: .standard)
    /// Compact spacing between sections.
    public static let compact = ListSectionSpacing(value: .compact)

    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(value: .custom(spacing))
    }

    /// The spacing in points, in a list whose style spaces sections by `standard`.
    func points(standard: CGFloat) -> CGFloat {
        switch value {
        case .standard: standard
        case .compact: ListMetrics.compactSectionSpacing
        case .custom(let spacing): spacing
        }
    }
}

/// The prominence of a section's header (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    /// The list style's header.
    case standard
    /// A larger header in the primary colour.
    case increased
}

private enum ListSectionSpacingEnvironmentKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing? { nil }
}

private enum HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The spacing set with `listSectionSpacing(_:)` for the list or section being made.
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingEnvironmentKey.self] }
        set { self[ListSectionSpacingEnvironmentKey.self] = newValue }
    }

    /// The prominence of section headers in this view (default `.standard`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the spacing between the sections of this list, or around this section. A section's
    /// own spacing wins over its list's; as SwiftUI documents, each section applies half its
    /// spacing above and half below it, and a section without its own takes its neighbour's.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between the sections of this list, or around this section, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Sets the prominence of the section headers in this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
