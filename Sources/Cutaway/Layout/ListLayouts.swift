import Foundation

/// The metrics of iOS's inset-grouped list on an iPhone of 390 points' width (iOS 17, UIKit's
/// `UITableView.Style.insetGrouped` as SwiftUI's `List` draws it; measured from simulator
/// screenshots: 20-pt side margins, 10-pt corner radius, 35-pt header space above a section
/// without a header, 44-pt minimum row height, 11/20-pt row insets).
enum ListMetrics {
    static let sideMargin: CGFloat = 20
    static let sectionTopSpacing: CGFloat = 35
    static let cornerRadius: CGFloat = 10
    static let minimumRowHeight: CGFloat = 44
}

/// Stacks a list's sections, inset from the sides, below the space a headerless section
/// leaves; the list itself fills whatever it is offered.
struct ListLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sectionProposal = ProposedViewSize(width: max(0, bounds.width - 2 * ListMetrics.sideMargin), height: nil)
        var y = bounds.minY
        for section in subviews {
            y += ListMetrics.sectionTopSpacing
            section.place(at: CGPoint(x: bounds.minX + ListMetrics.sideMargin, y: y), anchor: .topLeading, proposal: sectionProposal)
            y += section.sizeThatFits(sectionProposal).height
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// Stacks a section's cells with no gaps, as wide as the section.
struct ListSectionLayout: Layout {
    static let typeName = "Section"

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let height = subviews.reduce(CGFloat(0)) {
            $0 + $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cellProposal = ProposedViewSize(width: bounds.width, height: nil)
        var y = bounds.minY
        for cell in subviews {
            cell.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: cellProposal)
            y += cell.sizeThatFits(cellProposal).height
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// One row's cell: the row's content inset by the standard row insets, at least 44 points
/// tall, its content leading-aligned and centred vertically.
struct ListCellLayout: Layout {
    /// SwiftUI's default list row insets on iOS.
    static let insets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)

    func contentProposal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - Self.insets.horizontal) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(width: proposal.width)) ?? .zero
        return CGSize(
            width: proposal.width ?? content.width + Self.insets.horizontal,
            height: max(ListMetrics.minimumRowHeight, content.height + Self.insets.vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let proposal = contentProposal(width: bounds.width)
        let size = content.sizeThatFits(proposal)
        content.place(
            at: CGPoint(x: bounds.minX + Self.insets.leading, y: bounds.midY - size.height / 2),
            anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
