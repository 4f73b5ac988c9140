import Foundation

/// A tab view's measurements on an iPhone in portrait (iOS 17): the bar is 49 points tall
/// (UITabBar's height) above the home indicator's strip, on the bar material under a hairline
/// separator; each item is as wide as the bar's width over the items' count, its symbol 22-point
/// in a 28-point row 6 points from the bar's top, its title 10-point medium 2 points under it,
/// in the tint when selected and systemGray otherwise; a badge is a red capsule at least 18
/// points across, its centre at the symbol's top trailing corner, its text 13-point white.
/// Page dots (the page style) are 7 points across, 16 apart centre to centre, 12 points above
/// the bottom of the safe area, white and white at 30 % (UIPageControl's). Estimates from iOS
/// 17 screenshots where Apple publishes no number.
enum TabViewMetrics {
    static let barHeight: CGFloat = 49
    static let itemTopInset: CGFloat = 6
    static let symbolSize: CGFloat = 22
    static let symbolRowHeight: CGFloat = 28
    static let titleSize: CGFloat = 10
    static let titleSpacing: CGFloat = 2
    static let badgeSize: CGFloat = 18
    static let dotSize: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let dotsBottomInset: CGFloat = 12
}

/// The pages of a tab view and the bar or dots that choose among them.
nonisolated struct TabViewContent: View, PrimitiveView {
    typealias Body = Never
    let content: AnyView
    let selected: AnyHashable?
    let style: ResolvedTabViewStyle
    let select: (AnyHashable) -> Void

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let pages = context.resolve(content, component: .part("pages"))
        let keys = pages.indices.map { pages[$0].traits.tag ?? AnyHashable($0) }
        let selectedIndex = selected.flatMap { keys.firstIndex(of: $0) } ?? 0
        let geometry = context.environment.safeAreaGeometry
        switch style {
        case .tabBar:
            let items = pages.indices.map { index in
                TabBarItem(
                    label: pages[index].preferenceValue(TabItemKey.self) ?? AnyView(EmptyView()),
                    badge: pages[index].preferenceValue(BadgeKey.self),
                    isSelected: index == selectedIndex, select: { [select] in select(keys[index]) })
            }
            let shown = pages.isEmpty ? [] : [pages[selectedIndex]]
            let bar = context.resolve(TabBar(items: items), component: .part("tabBar"))
            let layout = TabBarScreenLayout(geometry: geometry, pageCount: shown.count)
            return [context.node(.layout(makeLayoutBox(layout)), typeName: "TabView", children: shown + bar)]
        case .page(let showsDots):
            let dots = showsDots && pages.count > 1
                ? context.resolve(PageDots(count: pages.count, selected: selectedIndex), component: .part("dots")) : []
            let layout = context.animated(PagingLayout(position: Double(selectedIndex), pageCount: pages.count, geometry: geometry), key: "paging")
            let node = context.node(.layout(makeLayoutBox(layout)), typeName: "TabView", children: pages + dots)
            // The neighbouring pages are cut at the view's sides; above and below, a page's
            // background may run into the safe area.
            node.decorate(.effect(.clipShape(AnyClipShape(PageBand(overhang: geometry?.screen.height ?? 0)))))
            return [node]
        }
    }
}

/// A page's tab in the bar.
struct TabBarItem {
    let label: AnyView
    let badge: Text?
    let isSelected: Bool
    let select: () -> Void
}

/// The tab bar: its material and hairline (running under the home indicator), and its items
/// side by side.
nonisolated struct TabBar: View {
    let items: [TabBarItem]

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                item(items[index])
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(alignment: .top) {
            VStack(spacing: 0) {
                Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / 3)
                Rectangle().fill(.bar)
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }

    private func item(_ item: TabBarItem) -> some View {
        VStack(spacing: TabViewMetrics.titleSpacing) {
            item.label
        }
        .labelStyle(TabItemLabelStyle())
        .font(.system(size: TabViewMetrics.titleSize, weight: .medium))
        .foregroundStyle(item.isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .systemGray)))
        .scriptTapAction(nil, perform: item.select)
        .overlay(alignment: .top) {
            // On the symbol's top trailing corner: the symbol row is centred in the item.
            if let badge = item.badge {
                badge
                    .font(.system(size: 13))
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 5)
                    .frame(minWidth: TabViewMetrics.badgeSize, minHeight: TabViewMetrics.badgeSize)
                    .background(Capsule().fill(Color.red))
                    .offset(x: TabViewMetrics.symbolRowHeight / 2, y: -TabViewMetrics.badgeSize / 4)
            }
        }
        .padding(.top, TabViewMetrics.itemTopInset)
        .frame(maxWidth: .infinity)
    }
}

/// A tab item's label: the symbol over the title.
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabViewMetrics.titleSpacing) {
            configuration.icon
                .font(.system(size: TabViewMetrics.symbolSize))
                .frame(height: TabViewMetrics.symbolRowHeight)
            configuration.title
        }
    }
}

/// The page being shown of a page-style tab view: one dot per page.
/// With `.indexViewStyle(.page(backgroundDisplayMode: .always))` the dots sit on a dark
/// translucent capsule, UIPageControl's prominent background (its padding and opacity are
/// estimates read off iOS 17 screenshots, not measured).
nonisolated struct PageDots: View {
    let count: Int
    let selected: Int
    @Environment(\.showsPageIndexBackground) private var showsBackground

    var body: some View {
        if showsBackground {
            dots.padding(.horizontal, 8).padding(.vertical, 6).background(Capsule().fill(Color.black.opacity(0.25)))
        } else {
            dots
        }
    }

    private var dots: some View {
        HStack(spacing: TabViewMetrics.dotPitch - TabViewMetrics.dotSize) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.3))
                    .frame(width: TabViewMetrics.dotSize, height: TabViewMetrics.dotSize)
            }
        }
    }
}

/// The selected page over the whole view but the tab bar; the bar at the bottom of the safe
/// area (its background runs under the home indicator). Children: the page (none for a tab
/// view without pages), then the bar.
struct TabBarScreenLayout: ModifierLayout {
    var geometry: SafeAreaGeometry?
    var pageCount: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bottom = geometry.map { max(0, bounds.maxY - $0.safe.maxY) } ?? 0
        let bar = CGRect(
            x: bounds.minX, y: bounds.maxY - bottom - TabViewMetrics.barHeight, width: bounds.width, height: TabViewMetrics.barHeight)
        let page = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bar.minY - bounds.minY))
        for (index, subview) in subviews.enumerated() {
            if index < pageCount {
                subview.place(at: CGPoint(x: page.midX, y: page.midY), anchor: .center, proposal: ProposedViewSize(page.size))
            } else {
                subview.place(at: bar.origin, anchor: .topLeading, proposal: ProposedViewSize(bar.size))
            }
        }
    }
}

/// Pages side by side, each the view's size, moved so that the page at `position` fills the
/// view (animatable: a selection changed in an animation slides them); the dots centred near the
/// bottom of the safe area.
struct PagingLayout: ModifierLayout, Animatable {
    var position: Double
    var pageCount: Int
    var geometry: SafeAreaGeometry?

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bottom = geometry.map { min(bounds.maxY, $0.safe.maxY) } ?? bounds.maxY
        for (index, subview) in subviews.enumerated() {
            if index < pageCount {
                // Each page centred in its place, as a hosted page's root is.
                let x = bounds.midX + (CGFloat(index) - CGFloat(position)) * bounds.width
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
            } else {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(
                    at: CGPoint(x: bounds.midX, y: bottom - TabViewMetrics.dotsBottomInset - size.height / 2), anchor: .center,
                    proposal: .unspecified)
            }
        }
    }
}

/// The view's frame, extended up and down by `overhang`: what a page-style tab view shows.
nonisolated struct PageBand: Shape {
    var overhang: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: 0, dy: -overhang))
    }
}

/// A badge: on a tab item, a red count on its symbol.
struct BadgeKey: PreferenceKey {
    static var defaultValue: Text? { nil }
    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// A badge of `count` on this view's tab item, or trailing this list row (none for 0).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }

    /// A badge of `label` on this view's tab item, or trailing this list row (none for nil).
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}
