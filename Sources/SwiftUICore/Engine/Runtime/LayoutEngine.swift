import Foundation

/// Measures and places the nodes of one layout pass.
///
/// Sizes are cached per node and proposal, so a stack that probes its children several times
/// (minimum, maximum, actual) measures each proposal once; a node keeps its sizes from pass to
/// pass while nothing under it changes (see `ViewNode.discardStaleLayout()`). All geometry is
/// in canvas points, unrounded; rounding to pixels is a separate pass (`PixelRounding`).
final class LayoutEngine {
    let textEngine: any TextEngine

    init(textEngine: any TextEngine) {
        self.textEngine = textEngine
    }

    // MARK: Measuring

    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        if let cached = node.sizeCache.first(where: { $0.proposal == proposal }) { return cached.size }
        let size = sanitized(measure(node, proposal: proposal))
        // Sizes outlive a pass where nothing in the node changed; an animated proposal must not
        // grow the list without end. (A stack probes a child at three lengths for each of the
        // three it is probed at itself: nine proposals must fit.)
        if node.sizeCache.count == 16 { node.sizeCache.removeFirst() }
        node.sizeCache.append((proposal, size))
        return size
    }

    private func measure(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .text(let text):
            // SwiftUI's text takes no room when offered none (the stacks' zero-width probe):
            // its minimum width is 0, and its flexibility its ideal width.
            if proposal.width == 0 { return .zero }
            return textLayout(of: node, text: text, proposal: proposal).result.size
        case .shape(let shape, _):
            return shape.sizeThatFits(proposal)
        case .image(let image):
            return image.sizeThatFits(proposal)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength ?? ViewSpacing.standardDistance, axis: node.containerAxis, proposal: proposal)
        case .divider:
            let thickness = node.environment.pixelLength
            return node.containerAxis == .horizontal
                ? CGSize(width: thickness, height: proposal.height ?? 0)
                : CGSize(width: proposal.width ?? 0, height: thickness)
        case .layout(let box, _):
            return box.sizeThatFits(proposal: proposal, subviews: subviews(of: node))
        case .geometryReader:
            return proposal.replacingUnspecifiedDimensions()
        case .drawing(let list, _):
            return list.size
        case .canvas:
            // A canvas is as large as its proposal, as a shape is.
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    /// A spacer is its minimum length or the proposal, whichever is larger, along its stack's
    /// axis, and takes no room across it. Outside a stack it expands both ways.
    private func spacerSize(minLength: CGFloat, axis: Axis?, proposal: ProposedViewSize) -> CGSize {
        func along(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    /// NaN becomes 0 and negative lengths 0, as SwiftUI sanitizes sizes it receives.
    private func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
    }

    /// The text request a text node makes for `proposal`, and its measured result.
    ///
    /// A nil or infinite width lays the text out unwrapped. A finite height limits the lines
    /// to as many whole lines as fit (at least one), on top of the environment's line limit.
    func textLayout(of node: ViewNode, text: StyledText, proposal: ProposedViewSize) -> (request: TextLayoutRequest, result: TextLayoutResult) {
        if let measured = node.textMeasurement, measured.proposal == proposal {
            return (measured.request, measured.result)
        }
        let (request, result) = measureText(of: node, text: text, proposal: proposal)
        node.textMeasurement = (proposal, request, result)
        return (request, result)
    }

    /// The text's layout for the proposal it was placed with: the node's measurement when
    /// layout made it for that proposal, else measured now and kept nowhere (the text engine
    /// caches what it shapes), so that drawing writes nothing. A text placed off the canvas is
    /// never drawn, so it is never measured for its placement.
    func placedTextLayout(of node: ViewNode, text: StyledText) -> (request: TextLayoutRequest, result: TextLayoutResult) {
        if let measured = node.textMeasurement, measured.proposal == node.placementProposal {
            return (measured.request, measured.result)
        }
        return measureText(of: node, text: text, proposal: node.placementProposal)
    }

    private func measureText(of node: ViewNode, text: StyledText, proposal: ProposedViewSize) -> (request: TextLayoutRequest, result: TextLayoutResult) {
        measureText(text, in: node.environment, proposal: proposal)
    }

    /// The request `text` makes in `environment` for `proposal`, and its measured result: how
    /// a text view is measured, for a text that is not a node (one a canvas draws).
    func measureText(_ text: StyledText, in environment: EnvironmentValues, proposal: ProposedViewSize) -> (request: TextLayoutRequest, result: TextLayoutResult) {
        let request = textRequest(for: text, scale: 1, in: environment, proposal: proposal)
        let result = textEngine.measure(request)
        // At least a thousandth: a scale of zero would ask the engine for a font of no size.
        let factor = max(0.001, environment.minimumScaleFactor)
        guard factor < 1, !fits(result, proposal) else { return (request, result) }
        return shrunkText(text, in: environment, proposal: proposal, lineLimit: request.lineLimit, factor: factor)
    }

    /// The request `text` makes at `scale` (1, unless shrunk by `minimumScaleFactor`) for
    /// `proposal`: `lineSpacing` added to its line height, lines limited to the environment's
    /// limit and to what a finite height holds.
    private func textRequest(for text: StyledText, scale: CGFloat, in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextLayoutRequest {
        var font = scale == 1 ? text.font : text.font.scaled(by: scale)
        if environment.lineSpacing != 0 {
            // SwiftUI's line spacing is space added between lines, on top of the font's own
            // line height: the baselines are that much further apart.
            font.lineHeight = max(0, textEngine.metrics(of: font).lineHeight + environment.lineSpacing)
        }
        var lineLimit = environment.lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = textEngine.metrics(of: font).lineCount(fitting: height)
            lineLimit = min(lineLimit ?? fitting, fitting)
        }
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        return TextLayoutRequest(
            string: text.string, font: font, width: width, lineLimit: lineLimit,
            alignment: environment.layoutDirection == .rightToLeft
                ? environment.multilineTextAlignment.mirrored : environment.multilineTextAlignment,
            truncationMode: environment.truncationMode,
            runs: scale == 1 ? text.runs : text.runs.map { $0.scaled(by: scale) })
    }

    /// Whether a measured text shows all of itself within `proposal`.
    private func fits(_ result: TextLayoutResult, _ proposal: ProposedViewSize) -> Bool {
        guard !result.isTruncated else { return false }
        guard let height = proposal.height, height.isFinite else { return true }
        // The tolerance `FontMetrics.lineCount(fitting:)` allows.
        return result.size.height <= height + 0.001
    }

    /// `minimumScaleFactor(_:)`: the text at the largest scale, down to `factor`, at which it
    /// fits `proposal`; at `factor` (truncated) if none does.
    ///
    /// How: a text's width is proportional to its scale (every length in it scales), so the
    /// scale that makes its one-line width fill `lineLimit` lines of the proposed width is
    /// the first guess; if rounding or wrapping leaves that too large, twelve halvings of the
    /// interval between `factor` and the guess find the largest scale that fits to within
    /// 1/4096 of the interval.
    private func shrunkText(
        _ text: StyledText, in environment: EnvironmentValues, proposal: ProposedViewSize, lineLimit: Int?, factor: CGFloat
    ) -> (request: TextLayoutRequest, result: TextLayoutResult) {
        func measured(_ scale: CGFloat) -> (request: TextLayoutRequest, result: TextLayoutResult) {
            let request = textRequest(for: text, scale: scale, in: environment, proposal: proposal)
            return (request, textEngine.measure(request))
        }
        var high: CGFloat = 1
        if let width = proposal.width, width.isFinite, let lineLimit {
            let oneLine = textRequest(for: text, scale: 1, in: environment, proposal: ProposedViewSize(width: nil, height: nil))
            let natural = textEngine.measure(oneLine).size.width
            if natural > 0 {
                let guess = min(1, max(factor, CGFloat(lineLimit) * width / natural))
                let attempt = measured(guess)
                if fits(attempt.result, proposal) || guess == factor { return attempt }
                high = guess
            }
        }
        var best = measured(factor)
        guard fits(best.result, proposal) else { return best }
        var low = factor
        for _ in 0..<12 {
            let middle = (low + high) / 2
            let attempt = measured(middle)
            if fits(attempt.result, proposal) {
                low = middle
                best = attempt
            } else {
                high = middle
            }
        }
        return best
    }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, engine: self, container: node)
    }

    // MARK: Spacing and alignment

    func spacing(of node: ViewNode) -> ViewSpacing {
        if let cached = node.cachedSpacing { return cached }
        let spacing: ViewSpacing = switch node.kind {
        case .text(let text):
            .text(textEngine.metrics(of: text.font))
        case .spacer:
            // Spacers ask for no gap: their minimum length is the room they keep.
            .zero
        case .shape, .image, .divider, .geometryReader, .drawing, .canvas:
            ViewSpacing()
        case .layout(let box, _):
            box.spacing(subviews: subviews(of: node))
        }
        node.cachedSpacing = spacing
        return spacing
    }

    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        let size = size(of: node, proposal: proposal)
        // Strongly: a layout may keep the dimensions past the pass (the engine holds none).
        return ViewDimensions(size: size) { [self] key in
            explicitGuide(key, of: node, size: size, proposal: proposal)
        }
    }

    private func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch node.kind {
        case .text(let text):
            let result = textLayout(of: node, text: text, proposal: proposal).result
            if key == VerticalAlignment.firstTextBaseline.key { return result.firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return result.lastBaseline }
            return nil
        case .image(let image):
            // A symbol sits on the baseline of the text it stands beside; scaled to a frame of
            // another height, its baseline scales with it.
            guard let baseline = image.firstBaseline, key == VerticalAlignment.firstTextBaseline.key
                || key == VerticalAlignment.lastTextBaseline.key, image.size.height > 0 else { return nil }
            return baseline * size.height / image.size.height
        case .layout(let box, _):
            return box.explicitAlignment(
                key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews(of: node))
        case .shape, .spacer, .divider, .geometryReader, .drawing, .canvas:
            return nil
        }
    }

    // MARK: Placing

    func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = size(of: node, proposal: proposal)
        node.frame = CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
        node.placementProposal = proposal
        node.isPlaced = true
    }

    /// Gives `root` exactly `bounds` (proposing their size) and places every descendant.
    /// Returns the geometry readers placed in a frame their content would read otherwise than
    /// the one it was made for: the pass must resolve them again.
    func layOut(root: ViewNode, in bounds: CGRect) -> [ViewNode] {
        root.frame = bounds
        root.placementProposal = ProposedViewSize(bounds.size)
        root.isPlaced = true
        var movedReaders: [ViewNode] = []
        placeDescendants(of: root, movedReaders: &movedReaders)
        return movedReaders
    }

    /// Places `node` again, in `frame` offered `proposal`, after its layout placed it, and its
    /// descendants with it (a view that takes another's geometry, `matchedGeometryEffect`).
    func placeAgain(_ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize) {
        node.frame = frame
        node.placementProposal = proposal
        // (A geometry reader moved so is read in its laid-out frame: it is not resolved again.)
        var movedReaders: [ViewNode] = []
        placeDescendants(of: node, movedReaders: &movedReaders)
    }

    private func placeDescendants(of node: ViewNode, movedReaders: inout [ViewNode]) {
        // A subtree in which nothing changed, placed as before, keeps its descendants' frames.
        if let last = node.lastPlacement, last.frame == node.frame, last.proposal == node.placementProposal {
            return
        }
        node.lastPlacement = (node.frame, node.placementProposal)
        switch node.kind {
        case .layout(let box, _):
            for child in node.children {
                child.isPlaced = false
            }
            box.placeSubviews(in: node.frame, proposal: node.placementProposal, subviews: subviews(of: node))
            for child in node.children where !child.isPlaced {
                // SwiftUI centres a subview its layout did not place.
                place(child, at: CGPoint(x: node.frame.midX, y: node.frame.midY), anchor: .center,
                      proposal: ProposedViewSize(node.frame.size))
            }
            if node.environment.layoutDirection == .rightToLeft {
                // Right to left, a layout places its subviews as it would left to right, mirrored
                // in its bounds: leading is the right edge, stacks run leftwards. Each level
                // mirrors within its own bounds, so a subtree comes out mirrored as a whole.
                for child in node.children {
                    child.frame.origin.x = node.frame.minX + node.frame.maxX - child.frame.maxX
                }
            }
        case .geometryReader(let reading):
            // The content is placed at the reader's top-leading corner, offered the reader's size.
            if reading.isStale(in: node.frame) {
                movedReaders.append(node)
            }
            for child in node.children {
                place(child, at: node.frame.origin, anchor: .topLeading, proposal: ProposedViewSize(node.frame.size))
            }
        case .canvas:
            // Symbols are drawn where the renderer puts them: each is laid out at the canvas's
            // top-leading corner, offered the canvas's size.
            for child in node.children {
                place(child, at: node.frame.origin, anchor: .topLeading, proposal: ProposedViewSize(node.frame.size))
            }
        case .text, .shape, .image, .spacer, .divider, .drawing:
            return
        }
        for child in node.children {
            placeDescendants(of: child, movedReaders: &movedReaders)
        }
    }
}
