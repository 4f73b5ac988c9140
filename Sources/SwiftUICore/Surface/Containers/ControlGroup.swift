import Foundation

/// Related controls joined in one bordered row, drawn by the environment's control group
/// style (`controlGroupStyle(_:)`): by default iOS 17's row (`AutomaticControlGroupStyle`).
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// Whether the group came from a style's configuration: then it draws the default row,
    /// whatever the environment's style, as SwiftUI's does.
    private var isFromConfiguration = false
    @Environment(\.controlGroupStyle) private var style

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(content: AnyView(content)),
            label: ControlGroupStyleConfiguration.Label(content: AnyView(EmptyView())))
        if isFromConfiguration {
            ControlGroupRow(content: configuration.content)
        } else {
            style.makeBody(configuration)
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A group of a style's configuration, drawn as the default row: how a style wraps the
    /// system's group in something of its own.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        isFromConfiguration = true
    }
}

/// iOS 17's control group outside menus and toolbars: its buttons side by side on one
/// rounded fill (a bordered button's: the tint at 15 % opacity, 8 pt corners), equally wide,
/// each label in the tint padded as a regular bordered button's (12 × 7 points), with
/// 1-point separators between them.
///
/// How it works: the row resolves its content, then one separator between each two of its
/// views, and lays them out with `ControlGroupLayout` on the fill. The buttons keep their own
/// taps (a script taps one by its title), drawn borderless.
nonisolated struct ControlGroupRow<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let metrics = BorderedButtonMetrics(context.environment.controlSize)
        let fill = context.resolve(
            RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(.tint.opacity(0.15)),
            component: .part("fill"))
        let items = context.resolve(content.buttonStyle(.borderless).font(metrics.font), component: .index(0))
        var children = fill
        for (index, item) in items.enumerated() {
            if index > 0 {
                children += context.resolve(
                    Rectangle().fill(Color(uiColor: .opaqueSeparator)), component: .part("separator\(index)"))
            }
            children.append(item)
        }
        let layout = ControlGroupLayout(horizontalPadding: metrics.horizontal, verticalPadding: metrics.vertical)
        return [context.node(.layout(makeLayoutBox(layout)), typeName: "ControlGroup", children: children)]
    }
}

/// Lays out a control group's children: the fill first, under everything; then the items,
/// each in an equal slot, with a separator (1 × 18 points, centred) between each two. Offered
/// a width, the group takes it; else each slot is as wide as the widest item padded.
struct ControlGroupLayout: Layout {
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    /// A separator's size (an estimate from iOS 17's look, as UIStepper's).
    static let separator = CGSize(width: 1, height: 18)

    func items(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.indices.filter { $0 > 0 && $0 % 2 == 1 }.map { subviews[$0] }
    }

    func slotWidth(for width: CGFloat, count: Int) -> CGFloat {
        max(0, width - CGFloat(count - 1) * Self.separator.width) / CGFloat(count)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let items = items(subviews)
        guard !items.isEmpty else { return .zero }
        let ideals = items.map { $0.sizeThatFits(.unspecified) }
        let width: CGFloat
        if let offered = proposal.width, offered.isFinite {
            width = offered
        } else {
            let slot = (ideals.map(\.width).max() ?? 0) + 2 * horizontalPadding
            width = slot * CGFloat(items.count) + CGFloat(items.count - 1) * Self.separator.width
        }
        let slot = slotWidth(for: width, count: items.count)
        let height = items.map { $0.sizeThatFits(ProposedViewSize(width: max(0, slot - 2 * horizontalPadding), height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height + 2 * verticalPadding)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let fill = subviews.first else { return }
        fill.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        let items = items(subviews)
        guard !items.isEmpty else { return }
        let slot = slotWidth(for: bounds.width, count: items.count)
        // Item k is subview 2k + 1, in slot k; the separator after slot k is subview 2k + 2.
        let pitch = slot + Self.separator.width
        for index in 1..<subviews.count {
            if index % 2 == 1 {
                let slotMinX = bounds.minX + CGFloat((index - 1) / 2) * pitch
                subviews[index].place(
                    at: CGPoint(x: slotMinX + slot / 2, y: bounds.midY), anchor: .center,
                    proposal: ProposedViewSize(width: max(0, slot - 2 * horizontalPadding), height: nil))
            } else {
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + CGFloat(index / 2) * pitch - Self.separator.width / 2, y: bounds.midY),
                    anchor: .center, proposal: ProposedViewSize(Self.separator))
            }
        }
    }
}
