import Foundation

/// A navigation bar's measurements on an iPhone in portrait (iOS 17):
/// - the bar is 44 points tall under the status bar (UINavigationBar's height since iOS 7);
/// - a large title adds a 52-point strip under it (96 in all), the title 34-point bold at the
///   strip's top, at the layout margin: 16 points, 20 on the widest phones (414 points and
///   more), as UIKit's system layout margins are;
/// - an inline title is 17-point semibold (the headline style), centred in the bar;
/// - the back button's chevron is 8 points from the leading edge, its title 6 points after it;
/// - the bottom toolbar is 49 points tall (UIToolbar's height) above the home indicator's strip;
/// - items at one end are 20 points apart (Cutaway's estimate from iOS 17 screenshots).
/// The bars are drawn as iOS draws them over content at its top (their scroll-edge
/// appearance): with no background of their own.
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleSize: CGFloat = 34
    static let inlineTitleSize: CGFloat = 17
    static let backButtonMargin: CGFloat = 8
    static let backButtonSpacing: CGFloat = 6
    static let bottomBarHeight: CGFloat = 49
    static let itemSpacing: CGFloat = 20

    /// The layout margin for a screen `width` points wide.
    static func margin(forWidth width: CGFloat?) -> CGFloat {
        (width ?? 0) >= 414 ? 20 : 16
    }
}

/// The back button of a pushed screen: `chevron.backward` and the title of the screen below
/// ("Back" when it has none), in the tint. A script taps it by that title.
struct NavigationBackButton {
    let title: Text?
    let action: () -> Void
}

/// A screen's navigation bar: the back button and the leading items, the trailing items, and
/// the title, inline in the bar or large under it.
nonisolated struct NavigationBar: View {
    let title: Text?
    let isLarge: Bool
    let leading: [AnyView]
    let trailing: [AnyView]
    let principal: AnyView?
    let back: NavigationBackButton?
    let margin: CGFloat
    /// How far the scroll view the bar follows is scrolled; `nil` without one.
    var scrolled: CGFloat?

    /// Whether the content has reached the bar: scrolled past the large title's strip, or at
    /// all under an inline title. The bar then takes its standard look (material, hairline,
    /// inline title), as iOS switches from the scroll-edge appearance.
    private var isScrolledUnder: Bool {
        guard let scrolled else { return false }
        return scrolled > (isLarge ? NavigationBarMetrics.largeTitleHeight : 0) + searchStrip
    }
    /// The height of the search field's strip under the title (0 without one). Scrolling
    /// takes it away first, then the large title, as iOS collapses its search bar before
    /// its large title.
    private var searchStrip: CGFloat { search == nil ? 0 : SearchFieldMetrics.stripHeight }
    /// The screen's search field, drawn under the title (`searchable(text:placement:prompt:)`).
    var search: SearchField? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    if let back {
                        backButton(back)
                    }
                    ForEach(leading.indices, id: \.self) { leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(trailing.indices, id: \.self) { trailing[$0] }
                }
                .padding(.leading, back == nil ? margin : NavigationBarMetrics.backButtonMargin)
                .padding(.trailing, margin)
                if let principal {
                    principal
                } else if !isLarge, let title {
                    inlineTitle(title)
                } else if isLarge, scrolled != nil, let title {
                    // Under a large title that scrolls away, the inline title shows once the
                    // content reaches the bar.
                    inlineTitle(title).opacity(isScrolledUnder ? 1 : 0)
                }
            }
            .frame(height: NavigationBarMetrics.barHeight)
            .background {
                if isScrolledUnder {
                    // The material up to the screen's top, the hairline just under the bar.
                    VStack(spacing: 0) {
                        Rectangle().fill(.bar)
                        Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / 3)
                    }
                    .padding(.bottom, -1 / 3)
                    .ignoresSafeArea(edges: .top)
                }
            }
            if isLarge, let title {
                if let scrolled {
                    // The title scrolls with the content and slides under the bar.
                    largeTitle(title)
                        .modifier(NavigationScrollAway(scrolled: scrolled, start: searchStrip, limit: nil))
                        .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .top)
                        .clipped()
                } else {
                    largeTitle(title)
                }
            }
            if let search {
                if let scrolled {
                    // The field slides up with the content, under the title, and is gone
                    // once the content has moved its strip's height.
                    NavigationSearchField(field: search, margin: margin)
                        .modifier(NavigationScrollAway(scrolled: scrolled, start: 0, limit: SearchFieldMetrics.stripHeight))
                        .frame(height: SearchFieldMetrics.stripHeight, alignment: .top)
                        .clipped()
                } else {
                    NavigationSearchField(field: search, margin: margin)
                }
            }
        }
        .foregroundStyle(Color(uiColor: .label))
    }

    private func inlineTitle(_ title: Text) -> some View {
        title
            .font(.system(size: NavigationBarMetrics.inlineTitleSize, weight: .semibold))
            .lineLimit(1)
    }

    private func largeTitle(_ title: Text) -> some View {
        title
            .font(.system(size: NavigationBarMetrics.largeTitleSize, weight: .bold))
            .lineLimit(1)
            .padding(.horizontal, margin)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .top)
    }

    private func backButton(_ back: NavigationBackButton) -> some View {
        HStack(spacing: NavigationBarMetrics.backButtonSpacing) {
            Image(systemName: "chevron.backward")
                .font(.system(size: NavigationBarMetrics.inlineTitleSize, weight: .semibold))
            (back.title ?? Text("Back")).lineLimit(1)
        }
        .foregroundStyle(.tint)
        .scriptTapAction(nil, perform: back.action)
    }
}

/// A bottom toolbar: its items spread across it, at the layout margins.
nonisolated struct NavigationBottomBar: View {
    let items: [AnyView]
    let margin: CGFloat

    var body: some View {
        HStack {
            ForEach(items.indices, id: \.self) { index in
                if index > 0 { Spacer(minLength: NavigationBarMetrics.itemSpacing) }
                items[index]
            }
        }
        .padding(.horizontal, margin)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBarMetrics.bottomBarHeight)
    }
}

/// A navigation screen: its background over the whole of it, its content between its bars,
/// its navigation bar under the status bar (or the screen's top on a plain canvas) and its
/// bottom toolbar above the home indicator. It takes all the room it is offered, as a
/// navigation stack does. Children: the background, `contentCount` content nodes (each centred
/// in the content's rectangle, as a hosting view centres its root), then the bar's nodes,
/// then the bottom toolbar's.
struct NavigationScreenLayout: ModifierLayout {
    var barHeight: CGFloat
    var bottomBarHeight: CGFloat
    var contentCount: Int
    var barCount: Int
    var geometry: SafeAreaGeometry?
    /// How far up the content runs under the bar: a large title's strip, when a scroll view's
    /// content starts under it.
    var contentOverlap: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The rectangles of the bar, the content and the bottom toolbar within `bounds`.
    func regions(in bounds: CGRect) -> (bar: CGRect, content: CGRect, bottom: CGRect) {
        let top = geometry.map { max(0, $0.safe.minY - bounds.minY) } ?? 0
        let bottom = geometry.map { max(0, bounds.maxY - $0.safe.maxY) } ?? 0
        let bar = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: barHeight)
        let bottomBar = CGRect(
            x: bounds.minX, y: bounds.maxY - bottom - bottomBarHeight, width: bounds.width, height: bottomBarHeight)
        let contentTop = bar.maxY - min(contentOverlap, bar.height)
        let content = CGRect(x: bounds.minX, y: contentTop, width: bounds.width, height: max(0, bottomBar.minY - contentTop))
        return (bar, content, bottomBar)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (bar, content, bottom) = regions(in: bounds)
        for (index, subview) in subviews.enumerated() {
            if index == 0 {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            } else if index <= contentCount {
                subview.place(at: CGPoint(x: content.midX, y: content.midY), anchor: .center, proposal: ProposedViewSize(content.size))
            } else if index <= contentCount + barCount {
                subview.place(at: bar.origin, anchor: .topLeading, proposal: ProposedViewSize(bar.size))
            } else {
                subview.place(at: bottom.origin, anchor: .topLeading, proposal: ProposedViewSize(bottom.size))
            }
        }
    }
}
