import Foundation

/// Two or three columns side by side on an iPad; on an iPhone, which Cutaway draws, the columns
/// collapse into one navigation stack that starts at the sidebar (choosing a row pushes the
/// content, then the detail), so the sidebar is what shows.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar, a content column and a detail column, with the columns' visibility bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar and a detail column, with the columns' visibility bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

/// Which columns of a split view show (an iPad's choice; an iPhone shows one at a time).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }
    public static var all: NavigationSplitViewVisibility { .init(kind: .all) }
    public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }
    public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
}

/// How a split view arranges its columns on an iPad (`navigationSplitViewStyle(_:)`).
public protocol NavigationSplitViewStyle {}

/// Columns side by side, each narrowing the detail.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail at full width, the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The platform's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

/// How the older `NavigationView` arranges its content (`navigationViewStyle(_:)`).
public protocol NavigationViewStyle {}

/// One column, a stack: what an iPhone shows either way.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns on an iPad; one column on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { .init() }
}

nonisolated extension View {
    /// The split view's column arrangement on an iPad; an iPhone shows one column either way.
    public func navigationSplitViewStyle(_ style: some NavigationSplitViewStyle) -> some View {
        self
    }

    /// A column's width on an iPad; an iPhone shows one column at the screen's width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// A column's width range on an iPad; an iPhone shows one column at the screen's width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// The older navigation view's arrangement; an iPhone shows a stack either way.
    public func navigationViewStyle(_ style: some NavigationViewStyle) -> some View {
        self
    }
}
