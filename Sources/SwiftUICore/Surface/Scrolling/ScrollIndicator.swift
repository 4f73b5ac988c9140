import Foundation

/// iOS's scroll indicator, as `UIScrollView` draws it in its default style.
enum ScrollIndicator {
    /// The indicator's thickness: 3 pt (`UIScrollView`'s indicator, iOS 13 and later).
    static let thickness: CGFloat = 3
    /// Its distance from the scroll view's edge across it, and from the ends along it: 3 pt
    /// (measured on iOS 17 screenshots: the indicator's outer edge is 3 pt in from the edge).
    static let inset: CGFloat = 3
    /// The shortest it gets however long the content: 36 pt (UIKit's minimum indicator length).
    static let minimumLength: CGFloat = 36

    /// `UIScrollView.IndicatorStyle.default`: black at 35 % opacity on a light background,
    /// white at 35 % on a dark one.
    static func color(in scheme: ColorScheme) -> Color.Resolved {
        Color.Resolved(red: scheme == .dark ? 1 : 0, green: scheme == .dark ? 1 : 0, blue: scheme == .dark ? 1 : 0, opacity: 0.35)
    }
}
