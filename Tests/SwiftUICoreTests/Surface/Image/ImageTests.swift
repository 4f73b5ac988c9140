import Foundation
import Testing
@testable import SwiftUICore

/// The test engine's metrics, and one symbol glyph: a box half an em wide and three quarters
/// tall, centred in the em square (x 0.25…0.75, y 0.125…0.875).
nonisolated final class SymbolTestTextEngine: TextEngine {
    let text = MonospacedTestTextEngine()
    func measure(_ request: TextLayoutRequest) -> TextLayoutResult { text.measure(request) }
    func metrics(of font: Font) -> FontMetrics { text.metrics(of: font) }
    /// The codepoints asked for, in order.
    private(set) var codepoints: [UInt32] = []
    func symbolGlyph(_ codepoint: UInt32) -> SymbolGlyph? {
        codepoints.append(codepoint)
        return SymbolGlyph(outline: Path(CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.75)), advance: 1)
    }
}

struct ImageTests {
    /// A folder holding `Dot.png`, 30 × 20 pixels at 2x (15 × 10 points).
    func resources() throws -> (bundle: Bundle, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(ImageFileTests().pngHeader(width: 30, height: 20)).write(to: folder.appendingPathComponent("Dot@2x.png"))
        return (try #require(Bundle(url: folder)), folder)
    }

    func images(in items: [DisplayItem]) -> [ImageRun] {
        items.flatMap { item -> [ImageRun] in
            switch item {
            case .image(let run, _): [run]
            case .group(_, let children, _): images(in: children)
            default: []
            }
        }
    }

    @Test func aBitmapIsItsPointSizeUnlessResizableThenItTakesTheProposal() throws {
        let (bundle, folder) = try resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = try layOut(width: 200, height: 100, VStack(spacing: 0) {
            Image("Dot", bundle: bundle).accessibilityIdentifier("fixed").frame(width: 50, height: 50)
            Image("Dot", bundle: bundle).resizable().accessibilityIdentifier("stretched").frame(width: 60, height: 30)
        })
        // The fixed image keeps 15 × 10, centred in its 50-pt frame; the resizable one fills its 60 × 30.
        #expect(frame.rect("fixed").size == CGSize(width: 15, height: 10))
        #expect(frame.rect("stretched").size == CGSize(width: 60, height: 30))
        let runs = images(in: frame.displayList.items)
        #expect(runs.map(\.rect.size) == [CGSize(width: 15, height: 10), CGSize(width: 60, height: 30)])
        #expect(runs.allSatisfy { $0.tint == nil && $0.interpolation == .high })
    }

    @Test func aResizableImageTakesItsNaturalLengthWhereTheProposalHasNone() throws {
        let (bundle, folder) = try resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A horizontal fixedSize leaves the width unproposed: 15 wide, the 40 it is offered tall.
        let frame = try layOut(width: 200, height: 100, Image("Dot", bundle: bundle).resizable().fixedSize(horizontal: true, vertical: false)
            .accessibilityIdentifier("image").frame(height: 40))
        #expect(frame.rect("image").size == CGSize(width: 15, height: 40))
    }

    @Test func aTemplateImageIsPaintedInTheForegroundStyle() throws {
        let (bundle, folder) = try resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = try layOut(width: 100, height: 100, Image("Dot", bundle: bundle).renderingMode(.template).interpolation(.none).foregroundStyle(Color.red))
        let run = try #require(images(in: frame.displayList.items).first)
        #expect(run.tint == Color.red.resolve(in: EnvironmentValues()))
        #expect(run.interpolation == .none)
    }

    @Test func aMissingImageTakesNoRoomAndDrawsNothingAsOnIOS() throws {
        let (bundle, folder) = try resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = ViewGraph(root: HStack(spacing: 0) { Image("Nope", bundle: bundle).resizable().accessibilityIdentifier("image") },
                              canvas: RenderCanvas(width: 100, height: 100), textEngine: MonospacedTestTextEngine())
        let frame = try graph.makeFrame()
        // Resizable, it would take the proposal: missing, it is nothing at all.
        #expect(frame.rect("image").size == .zero)
        #expect(images(in: frame.displayList.items).isEmpty)
        #expect(graph.images.notices == [.missingImage("Nope")])
    }

    @Test func aSymbolIsSizedAndPlacedFromAppleMeasurements() throws {
        // A 20-pt regular font at medium scale: the circle's diameter is 99.61 % of 20 =
        // 19.922; the icon font's em is that over 20/24 (its full-size icons' share of the
        // grid) = 23.9064; the side margin 0.087 of the diameter = 1.7332. The test glyph is
        // 0.5 em wide and 0.75 tall: 0.5 × 23.9064 + 2 × 1.7332 = 15.4196 by 17.9298.
        let font = Font.system(size: 20)
        let layout = SymbolLayout(glyph: SymbolTestTextEngine().symbolGlyph(0), font: font, metrics: MonospacedTestTextEngine().metrics(of: font), scale: .medium)
        #expect(abs(layout.size.width - 15.4196) < 1e-3 && abs(layout.size.height - 17.9298) < 1e-3)
        // The em square's centre (0.375 em below the ink's top) on the cap height's middle
        // (0.7 × 20 / 2 = 7 above the baseline): the baseline is 8.9649 + 7 below the top.
        #expect(abs(layout.firstBaseline - 15.9649) < 1e-3)
        // The outline fills the ink rectangle between the margins.
        let outline = try #require(layout.outline?.boundingRect)
        #expect([outline.minX - layout.inkRect.minX, outline.width - layout.inkRect.width, outline.height - layout.inkRect.height].allSatisfy { abs($0) < 1e-9 })
        #expect(abs(layout.inkRect.minX - 1.7332) < 1e-3)
    }

    @Test func rightToLeftASymbolPointingAlongTheTextTurnsRoundAndOthersDoNot() throws {
        // A glyph whose ink is off-centre (the left fifth of the em), so a turn shows.
        nonisolated final class LopsidedEngine: TextEngine {
            let text = MonospacedTestTextEngine()
            func measure(_ request: TextLayoutRequest) -> TextLayoutResult { text.measure(request) }
            func metrics(of font: Font) -> FontMetrics { text.metrics(of: font) }
            func symbolGlyph(_ codepoint: UInt32) -> SymbolGlyph? {
                SymbolGlyph(outline: Path(CGRect(x: 0.1, y: 0.125, width: 0.2, height: 0.75)), advance: 1)
            }
        }
        var environment = EnvironmentValues()
        func outline(_ name: String) throws -> CGRect {
            let image = ResolvedImage(Image(systemName: name), in: environment, textEngine: LopsidedEngine(), images: ImageCatalog())
            guard case .symbol(let path) = image.content else { throw CancellationError() }
            return path.boundingRect
        }
        let forward = try outline("chevron.forward"), media = try outline("forward.fill")
        let width = ResolvedImage(Image(systemName: "chevron.forward"), in: environment, textEngine: LopsidedEngine(), images: ImageCatalog()).size.width
        environment.layoutDirection = .rightToLeft
        // Mirrored in the image's own width: x ↦ width − x.
        let turned = try outline("chevron.forward")
        #expect(abs(turned.minX - (width - forward.maxX)) < 1e-9 && turned.width == forward.width)
        #expect(try outline("forward.fill") == media)
        #expect(try outline("chevron.right") == forward, "chevron.right names a side, not a direction")
        #expect(ResolvedImage.isDirectional("arrow.uturn.backward") && !ResolvedImage.isDirectional("backward.fill"))
    }

    @Test func imageScaleAndWeightScaleTheSymbolByAppleFactors() {
        let engine = MonospacedTestTextEngine()
        func width(_ font: Font, _ scale: Image.Scale) -> CGFloat {
            // The placeholder's ink is the full-size icon: as wide as the circle's diameter.
            SymbolLayout(glyph: nil, font: font, metrics: engine.metrics(of: font), scale: scale).inkRect.width
        }
        let body = Font.system(size: 17)
        // OpenSwiftUI's circle.fill table: small 78.86 %, large 127.2 % of the point size.
        #expect(abs(width(body, .small) - 17 * 0.7886) < 1e-9)
        #expect(abs(width(body, .large) - 17 * 1.272) < 1e-9)
        // Black (Apple's weight 0.62): 106.64 %; bold (0.40) lies 0.40/0.62 of the way there.
        #expect(abs(width(.system(size: 17, weight: .black), .medium) - 17 * 1.0664) < 1e-9)
        #expect(abs(width(.system(size: 17, weight: .bold), .medium) - 17 * (0.9961 + (1.0664 - 0.9961) * 0.40 / 0.62)) < 1e-9)
        // UltraLight (−0.8): 94.63 %.
        #expect(abs(width(.system(size: 17, weight: .ultraLight), .medium) - 17 * 0.9463) < 1e-9)
    }

    @Test func aSymbolBesideTextSitsOnItsBaselineCentredOnItsCapHeight() throws {
        let graph = ViewGraph(
            root: HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
                Text("ab").accessibilityIdentifier("text")
            }.font(.system(size: 20)),
            canvas: RenderCanvas(width: 200, height: 100, scale: 3), textEngine: SymbolTestTextEngine())
        let frame = try graph.makeFrame()
        let symbol = frame.rect("symbol"), text = frame.rect("text")
        // The text's baseline: its ascent, 0.8 × 20, below its top. The symbol's em centre
        // (its ink's centre, for the test glyph) is half the cap height, 7, above it.
        let baseline = text.minY + 16
        #expect(abs(symbol.midY - (baseline - 7)) <= 1.0 / 3 + 1e-9, "\(symbol) \(text)")
        #expect(graph.images.notices.isEmpty)
    }

    @Test func anUnmappedSymbolIsAPlaceholderOfAFullSizeSymbolAndIsNotedOnce() throws {
        let graph = ViewGraph(
            root: VStack { Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol") }.font(.system(size: 24)),
            canvas: RenderCanvas(width: 100, height: 100), textEngine: MonospacedTestTextEngine())
        let frame = try graph.makeFrame()
        let strokes = frame.displayList.allItems.compactMap { item -> StrokeStyle? in
            if case .stroke(_, _, let style, _) = item { style } else { nil }
        }
        // Two dashed boxes, each with a line a twelfth of the 23.9-pt box (0.9961 × 24) wide.
        #expect(strokes.count == 2)
        #expect(strokes.allSatisfy { !$0.dash.isEmpty && abs($0.lineWidth - 24 * 0.9961 / 12) < 0.2 })
        #expect(graph.images.notices == [.unmappedSymbol("no.such.symbol")])
    }

    @Test func aResizableSymbolScalesItsOutlineToItsFrame() throws {
        let graph = ViewGraph(root: Image(systemName: "heart.fill").resizable().frame(width: 40, height: 60).font(.system(size: 20)),
                              canvas: RenderCanvas(width: 100, height: 100), textEngine: SymbolTestTextEngine())
        let fills = try graph.makeFrame().displayList.allItems.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item, path.boundingRect.width < 100 { path } else { nil }
        }
        // The frame is (30, 20, 40, 60); the natural 15.42 × 17.93 symbol's ink (11.95 wide,
        // from 1.73) stretches by 40/15.42 across and 60/17.93 down.
        let box = try #require(fills.first).boundingRect
        let across = 40 / 15.4196
        #expect(abs(box.minX - (30 + 1.7332 * across)) < 1e-3 && abs(box.width - 11.9532 * across) < 1e-3)
        #expect(abs(box.minY - 20) < 1e-6 && abs(box.height - 60) < 1e-6)
    }

    @Test func symbolVariantsAreSuffixesShapeSlashFillFallingBackToFewer() {
        #expect(SymbolVariants.none.names(for: "heart") == ["heart"])
        #expect(SymbolVariants.fill.names(for: "heart") == ["heart.fill", "heart"])
        #expect(SymbolVariants.circle.fill.names(for: "heart") == ["heart.circle.fill", "heart.fill", "heart.circle", "heart"])
        #expect(SymbolVariants.slash.fill.names(for: "bell") == ["bell.slash.fill", "bell.fill", "bell.slash", "bell"])
        // A suffix the name has already is not added again.
        #expect(SymbolVariants.fill.names(for: "star.fill") == ["star.fill"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func theFillVariantPicksTheFilledGlyph() throws {
        let plain = try #require(SymbolCatalog.codepoint(for: "heart"))
        let filled = try #require(SymbolCatalog.codepoint(for: "heart.fill"))
        #expect(plain != filled)
        let engine = SymbolTestTextEngine()
        let graph = ViewGraph(root: Image(systemName: "heart").symbolVariant(.fill), canvas: RenderCanvas(width: 50, height: 50), textEngine: engine)
        _ = try graph.makeFrame()
        #expect(engine.codepoints == [filled])
        #expect(graph.images.notices.isEmpty)
    }
}

/// What hostile or careless input makes of images: never a non-finite frame.
struct ImageHostileInputTests {
    @Test func anInfiniteFontSizeMakesASymbolOfNoSizeNotNaN() throws {
        let frame = try layOut(width: 100, height: 100, HStack { Image(systemName: "star").accessibilityIdentifier("s"); Text("x") }
            .font(.system(size: .infinity)))
        let rect = frame.rect("s")
        #expect([rect.minX, rect.minY, rect.width, rect.height].allSatisfy { $0.isFinite })
    }

    @Test func aScaleOutsideOneToThreeInContentsJSONCountsAsOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("A.xcassets/Dot.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(ImageFileTests().pngHeader(width: 30, height: 20)).write(to: set.appendingPathComponent("dot.png"))
        for scale in ["0x", "-2x", "nanx", "infx"] {
            try Data(#"{"images":[{"filename":"dot.png","scale":"\#(scale)"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
            #expect(ImageCatalog().file(named: "Dot", bundle: root, colorScheme: .light)?.size == CGSize(width: 30, height: 20), "\(scale)")
        }
    }

    @Test func aHeaderBeyondTheDecodingLimitsOrANameLeavingTheBundleIsNoImage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-limits-\(UUID().uuidString)")
        let inner = root.appendingPathComponent("Bundle")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        // 100,000 × 100,000 pixels: over the 13,107,200-pixel budget the backends decode within.
        try Data(ImageFileTests().pngHeader(width: 100_000, height: 100_000)).write(to: inner.appendingPathComponent("Huge.png"))
        try Data(ImageFileTests().pngHeader(width: 4, height: 4)).write(to: root.appendingPathComponent("Outside.png"))
        let catalog = ImageCatalog()
        #expect(catalog.file(named: "Huge", bundle: inner, colorScheme: .light) == nil)
        #expect(catalog.file(named: "../Outside", bundle: inner, colorScheme: .light) == nil)
        #expect(catalog.file(named: "../Outside.png", bundle: inner, colorScheme: .light) == nil)
    }

    @Test func theScreensScaleIsPreferredAmongLooseFilesAndATemplateIntentIsKept() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-loose-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(ImageFileTests().pngHeader(width: 10, height: 10)).write(to: root.appendingPathComponent("Logo.png"))
        try Data(ImageFileTests().pngHeader(width: 30, height: 30)).write(to: root.appendingPathComponent("Logo@3x.png"))
        #expect(ImageCatalog().file(named: "Logo", bundle: root, colorScheme: .light, displayScale: 3)?.scale == 3)
        #expect(ImageCatalog().file(named: "Logo", bundle: root, colorScheme: .light, displayScale: 1)?.scale == 1)
        let set = root.appendingPathComponent("A.xcassets/Glyph.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(ImageFileTests().pngHeader(width: 8, height: 8)).write(to: set.appendingPathComponent("g.png"))
        try Data(#"{"images":[{"filename":"g.png","scale":"1x"}],"properties":{"template-rendering-intent":"template"}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        #expect(ImageCatalog().file(named: "Glyph", bundle: root, colorScheme: .light)?.prefersTemplate == true)
    }

    @Test func aFillVariantNameTakesTheShapeBeforeItsFill() {
        #expect(SymbolVariants.circle.names(for: "heart.fill").first == "heart.circle.fill")
    }

    @Test func nonFiniteRatiosAndCapsMakeNoNaN() {
        let layout = AspectRatioLayout(aspectRatio: .infinity, contentMode: .fill)
        let proposal = layout.childProposal(ProposedViewSize(width: 100, height: 100), subviews: LayoutSubviews(nodes: [], engine: LayoutEngine(textEngine: MonospacedTestTextEngine())))
        #expect(proposal.width?.isNaN == false && proposal.height?.isNaN == false)
        let file = ImageFile(url: URL(fileURLWithPath: "/x.png"), format: .png, pixelWidth: 10, pixelHeight: 10, scale: 1)
        let run = ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 20, height: 20), capInsets: EdgeInsets(top: .infinity, leading: .nan))
        #expect(run.slices.count == 1)
    }
}
