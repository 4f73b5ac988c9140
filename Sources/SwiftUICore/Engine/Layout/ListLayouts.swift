import Foundation

/// The metrics of iOS 17's lists on an iPhone of 390 points' width, as SwiftUI's `List` draws
/// them (UIKit's `UITableView.Style.insetGrouped` underneath), and where each number comes from.
///
/// Measured from iOS 17 simulator screenshots of inset-grouped lists (issue 16):
/// - 20-pt side margins, a 10-pt corner radius, a 44-pt minimum row height, 11/20-pt row insets;
/// - 35 pt between the cards of two sections without headers or footers, and 35 pt above the
///   first such card;
/// - 55 pt between two cards when the second has a one-line header (footnote style: 13 pt, one
///   line of San Francisco 13 × 1.193 = 15.5 pt tall, its ascent + descent), the header 9 pt
///   above its card;
/// - a footer's first line 7 pt below its card.
///
/// How the spacing is split: SwiftUI's documentation of `listSectionSpacing(_:)` says each
/// section "applies half its spacing above and below" (sections without spacing of their own
/// take their neighbour's). So a section has half the spacing (17.5 pt) on each side, and
/// the list's top edge is 17.5 pt above the first half. A header takes the place of the half
/// above its section: 55 − 17.5 = 37.5 = 13 + 15.5 + 9, so its text starts 4.5 pt sooner than
/// the half would end (`supplementaryOverlap`). A footer is taken to mirror it (no
/// measurement of the space after a footer was at hand): the half below its section less
/// 4.5 pt follows its text (but never less than the 7 above it), so the next headerless card
/// starts 30.5 pt below a footer's last line, as a header's first line starts 30.5 pt below
/// the card before it.
enum ListMetrics {
    static let sideMargin: CGFloat = 20
    static let cornerRadius: CGFloat = 10
    static let minimumRowHeight: CGFloat = 44
    /// Between two sections, measured (see above).
    static let sectionSpacing: CGFloat = 35
    /// `ListSectionSpacing.compact`. An estimate: no public measurement of iOS 17's compact
    /// spacing was found; about the 20 pt that compact forms appear to leave.
    static let compactSectionSpacing: CGFloat = 20
    /// Above the first section's half spacing, so that a headerless first card starts 35 pt
    /// down (half of 35, see above).
    static let topInset: CGFloat = sectionSpacing / 2
    /// From a header's last line to its card, measured.
    static let headerSpacing: CGFloat = 9
    /// From a card to its footer's first line, measured.
    static let footerSpacing: CGFloat = 7
    /// How much of the half spacing beside a header or footer its text takes (see above).
    static let supplementaryOverlap: CGFloat = 4.5
    /// A header's and footer's text starts where a row's text does: 20 pt inside the card.
    static let supplementaryInsets = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    /// Around a plain list's header, inside its bar. An estimate: iOS's plain header bars are
    /// about 28 pt tall around a one-line title.
    static let plainHeaderInsets = EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
}

/// Stacks a list's sections with their headers and footers, inset from the sides as the style
/// says; the list itself fills whatever it is offered.
///
/// Its subviews are the list's children in order: for each section, its header (if any), its
/// card (the section node) and its footer (if any). Section spacing is split as
/// `ListMetrics` explains: each section has half a spacing above and below, where a header
/// or footer takes the place of that half.
///
/// A list scrolls as a scroll view does (a table view is one): the sections are moved up by
/// `offset`, the layout's animatable data, under the top margin of a navigation screen's large
/// title (`ScrollController.margins`), and the block they make is the scroll controller's
/// content: from the margin to the last section's space below it plus the list's top inset
/// again (the bottom mirrors the top: 35 pt under a last headerless, footerless card).
struct ListLayout: Layout {
    let appearance: ListAppearance
    /// The spacing of sections that set none (`listSectionSpacing(_:)` on the list, or the style's).
    let sectionSpacing: CGFloat
    /// How far the list is scrolled, in points from the top.
    var offset: CGPoint = .zero
    /// The list's scroll controller, told where the viewport and the content are.
    var controller: ScrollController?

    var animatableData: CGPoint.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * appearance.sideMargin), height: nil)
        let x = bounds.minX + appearance.sideMargin
        let contentTop = bounds.minY + (controller?.margins.top ?? 0) - offset.y
        // Where the last card ended (the list's top inset before the first).
        var edge = contentTop + appearance.topInset
        var previous: SectionParts?
        for parts in sections(of: subviews) {
            var y = edge
            // Each section applies half its own spacing; one without takes its neighbour's.
            let spacing = parts.section[ListSectionSpacingKey.self]
            let previousSpacing = previous.flatMap { $0.section[ListSectionSpacingKey.self] }
            if let previous {
                y += previous.spaceBelow(half: (previousSpacing ?? spacing ?? sectionSpacing) / 2, proposal: proposal)
            }
            y += parts.spaceAbove(half: (spacing ?? previousSpacing ?? sectionSpacing) / 2, proposal: proposal, appearance: appearance)
            if let header = parts.header {
                let height = header.sizeThatFits(proposal).height
                header.place(at: CGPoint(x: x, y: y - appearance.headerSpacing - height), anchor: .topLeading, proposal: proposal)
            }
            parts.section.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
            edge = y + parts.section.sizeThatFits(proposal).height
            parts.footer?.place(
                at: CGPoint(x: x, y: edge + ListMetrics.footerSpacing), anchor: .topLeading, proposal: proposal)
            previous = parts
        }
        guard let controller else { return }
        controller.viewport = bounds
        let bottom = previous.map { edge + $0.spaceBelow(half: ($0.section[ListSectionSpacingKey.self] ?? sectionSpacing) / 2, proposal: proposal) } ?? edge
        controller.contentFrame = CGRect(
            x: bounds.minX, y: contentTop, width: bounds.width, height: bottom + appearance.topInset - contentTop)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    /// A section's card with the header before it and the footer after it.
    struct SectionParts {
        var header: LayoutSubview?
        var section: LayoutSubview
        var footer: LayoutSubview?

        /// From the card before to this one's top: `half`, or the header's block in its place.
        func spaceAbove(half: CGFloat, proposal: ProposedViewSize, appearance: ListAppearance) -> CGFloat {
            guard let header else { return half }
            return max(0, half - ListMetrics.supplementaryOverlap) + header.sizeThatFits(proposal).height
                + appearance.headerSpacing
        }

        /// From this card's bottom to the next section's space: `half`, or the footer's block.
        func spaceBelow(half: CGFloat, proposal: ProposedViewSize) -> CGFloat {
            guard let footer else { return half }
            // (At least as much below it as above it, where sections are not spaced: plain lists.)
            return ListMetrics.footerSpacing + footer.sizeThatFits(proposal).height
                + max(ListMetrics.footerSpacing, half - ListMetrics.supplementaryOverlap)
        }
    }

    /// The list's children grouped by section: a header belongs to the card after it, a footer
    /// to the card before it.
    func sections(of subviews: Subviews) -> [SectionParts] {
        var sections: [SectionParts] = []
        var header: LayoutSubview?
        for subview in subviews {
            switch subview.node.decoration {
            case .listHeader?:
                header = subview
            case .listFooter?:
                if !sections.isEmpty { sections[sections.count - 1].footer = subview }
            default:
                sections.append(SectionParts(header: header, section: subview))
                header = nil
            }
        }
        return sections
    }
}

/// A section's own spacing (`listSectionSpacing(_:)` on the section), for the list's layout.
enum ListSectionSpacingKey: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
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

/// One row's cell: the row's content inset by its row insets, at least 44 points tall, its
/// content leading-aligned and centred vertically.
///
/// Its last subview is the row; any before it are the row's background
/// (`listRowBackground(_:)`), which fills the cell.
struct ListCellLayout: Layout {
    /// SwiftUI's default list row insets on iOS.
    static let insets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)

    /// The insets of `row`: its `listRowInsets(_:)`, else the default.
    static func insets(of row: ViewNode) -> EdgeInsets {
        row.traits.layoutValues[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets ?? insets
    }

    func contentProposal(width: CGFloat?, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let row = subviews.last else { return CGSize(width: proposal.width ?? 0, height: ListMetrics.minimumRowHeight) }
        let insets = Self.insets(of: row.node)
        let content = row.sizeThatFits(contentProposal(width: proposal.width, insets: insets))
        return CGSize(
            width: proposal.width ?? content.width + insets.horizontal,
            height: max(ListMetrics.minimumRowHeight, content.height + insets.vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.last else { return }
        for background in subviews.dropLast() {
            background.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
        let insets = Self.insets(of: row.node)
        let proposal = contentProposal(width: bounds.width, insets: insets)
        let size = row.sizeThatFits(proposal)
        // Centred in the space the insets leave (the middle of the cell with symmetric insets).
        let middle = bounds.minY + insets.top + (bounds.height - insets.vertical) / 2
        row.place(at: CGPoint(x: bounds.minX + insets.leading, y: middle - size.height / 2), anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A row's `listRowInsets(_:)`, for its cell (`nil`: the default insets).
enum ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// A section's header or footer: its views stacked, inset as the style says, as wide as the card.
struct ListSupplementaryLayout: Layout {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) }, height: nil)
        let sizes = subviews.map { $0.sizeThatFits(inner) }
        return CGSize(
            width: proposal.width ?? (sizes.map(\.width).max() ?? 0) + insets.horizontal,
            height: sizes.reduce(insets.vertical) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = ProposedViewSize(width: max(0, bounds.width - insets.horizontal), height: nil)
        var y = bounds.minY + insets.top
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + insets.leading, y: y), anchor: .topLeading, proposal: inner)
            y += subview.sizeThatFits(inner).height
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A row's background: its views, each offered the cell's whole size.
struct ListRowBackgroundLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
