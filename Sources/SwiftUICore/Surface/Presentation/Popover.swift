import Foundation

/// Where a popover's arrow points from (an iPad's; an iPhone presents a popover as a sheet).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

nonisolated extension View {
    /// Presents `content` while `isPresented` is true: on an iPhone, where a popover adapts to
    /// the compact width, as a sheet (iOS's adaptation), which is what Cutaway draws.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not nil: a sheet on an iPhone.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}

/// A geometric value of a view (its bounds, a point of it), resolved where it is read. Cutaway
/// has only the sources, for the APIs that take one (a popover's attachment).
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        init() {}
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init() }
}
