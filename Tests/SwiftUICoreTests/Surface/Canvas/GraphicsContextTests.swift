import Foundation
import Testing
@testable import SwiftUICore

/// What a canvas filling a 100 × 100 screen (the root proposes its whole size) draws with
/// `renderer`, inside the canvas's own groups (its clip to its bounds, its move to its origin, here the screen's): user
/// space starts at the screen's origin, so screen points are user space's.
private func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> [DrawnItem] {
    try layOut(width: 100, height: 100, Canvas(renderer: renderer)).drawnItems.map { $0.insideCanvas }
}

private let unitSquare = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

/// Transforms: each operation is drawn in user space, inside a group of the context's
/// transform at the time it was drawn.
struct GraphicsContextTransformTests {
    @Test func aFillUnderTranslateScaleAndRotateLandsWhereTheThreeComposeIt() throws {
        let fills = try drawn { context, _ in
            context.translateBy(x: 30, y: 40)
            context.scaleBy(x: 2, y: 3)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.red))
        }
        // Each call applies first, then what was there: a point (x, y) is turned a quarter
        // clockwise to (−y, x), scaled to (−2y, 3x), moved to (30 − 2y, 40 + 3x).
        let expected = [CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 70), CGPoint(x: -10, y: 70), CGPoint(x: -10, y: 40)]
        #expect(fills.count == 1)
        #expect(zip(fills[0].points, expected).allSatisfy { isClose($0, $1) }, "\(fills[0].points)")
    }

    @Test func aStrokeKeepsItsWidthInUserSpaceAndIsScaledWithIt() throws {
        let strokes = try drawn { context, _ in
            context.scaleBy(x: 3, y: 3)
            context.stroke(Path { $0.addLines([.zero, CGPoint(x: 10, y: 0)]) }, with: .color(.blue), lineWidth: 2)
        }
        guard case .stroke(_, _, let style, _) = strokes[0].item else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 2)
        // The line from 0 to 10 with 1 pt on each side, three times as large: 6 pt wide on screen.
        #expect(isClose(strokes[0].bounds, CGRect(x: -3, y: -3, width: 36, height: 6)))
    }

    @Test func concatenateAppliesTheMatrixBeforeTheCurrentTransform() throws {
        var expected = CGAffineTransform.identity
        let fills = try drawn { context, _ in
            context.translateBy(x: 5, y: 0)
            context.concatenate(CGAffineTransform(scaleX: 2, y: 2))
            expected = context.transform
            context.fill(unitSquare, with: .color(.red))
        }
        // Scaled first, then moved: the square's far corner (10, 10) lands at (25, 20).
        #expect(expected == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
        #expect(isClose(fills[0].points[2], CGPoint(x: 25, y: 20)))
    }

    @Test func aCopyOfTheContextKeepsItsOwnStateAndDrawsIntoTheSameLayer() throws {
        let fills = try drawn { context, _ in
            var moved = context
            moved.translateBy(x: 50, y: 0)
            moved.opacity = 0.5
            moved.fill(unitSquare, with: .color(.red))
            context.fill(unitSquare, with: .color(.blue))
        }
        // Both drawn, in order; the original's state is untouched by the copy's.
        #expect(fills.count == 2)
        #expect(isClose(fills[0].bounds, CGRect(x: 50, y: 0, width: 10, height: 10)))
        #expect(fills[0].opacity == 0.5)
        #expect(isClose(fills[1].bounds, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(fills[1].effectNames.isEmpty)
    }
}

/// Clip shapes: fixed where they were added, applied to later drawing only.
struct GraphicsContextClipTests {
    @Test func aClipCutsOnlyLaterDrawingInTheCoordinatesItWasAddedIn() throws {
        let fills = try drawn { context, _ in
            context.fill(unitSquare, with: .color(.red))
            context.translateBy(x: 10, y: 10)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            // A later transform does not move the clip.
            context.translateBy(x: 5, y: 0)
            context.fill(unitSquare, with: .color(.blue))
        }
        #expect(fills[0].clips.isEmpty)
        #expect(fills[1].clips.map(\.boundingRect) == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        #expect(isClose(fills[1].bounds, CGRect(x: 15, y: 10, width: 10, height: 10)))
    }

    @Test func anInverseClipLetsThroughOnlyWhatIsOutsideThePath() throws {
        let fills = try drawn { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        let clip = try #require(fills[0].clips.first)
        // The circle's centre (40, 40) and a point 19 pt from it are inside the circle; its
        // bounding box's corner (21, 21), 26.9 pt from the centre, and the canvas's corners
        // are outside it.
        #expect(winding(of: clip, around: CGPoint(x: 40, y: 40)) == 0)
        #expect(winding(of: clip, around: CGPoint(x: 40, y: 59)) == 0)
        #expect(winding(of: clip, around: CGPoint(x: 21, y: 21)) != 0)
        #expect(winding(of: clip, around: CGPoint(x: 1, y: 1)) != 0)
        #expect(winding(of: clip, around: CGPoint(x: 99, y: 99)) != 0)
    }

    @Test func clipsNestOutermostFirst() throws {
        let fills = try drawn { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 30)))
            context.fill(unitSquare, with: .color(.red))
        }
        #expect(fills[0].clips.map(\.boundingRect) == [
            CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 0, y: 0, width: 100, height: 30),
        ])
    }

    @Test func theClipBoundingRectIsTheClipsIntersectionInUserSpace() throws {
        var rects: [CGRect] = []
        _ = try drawn { context, _ in
            rects.append(context.clipBoundingRect)
            context.translateBy(x: 10, y: 10)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 30)))
            context.scaleBy(x: 2, y: 2)
            rects.append(context.clipBoundingRect)
        }
        // At first the canvas's bounds. Then the clip, (10, 10, 30, 30) on the canvas, seen
        // through the inverse of "scale by 2, then move by 10": ((10 − 10) / 2, …, 30 / 2, …).
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 15, height: 15)])
    }

    @Test func aLayerClipMasksLaterDrawingThroughItsAlphaAtItsOpacity() throws {
        let fills = try drawn { context, _ in
            context.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.black))
            }
            context.fill(unitSquare, with: .color(.red))
        }
        // The mask group holds the content, then the mask: the square is drawn inside its
        // first child; the disc, at half opacity, is the second.
        #expect(fills.count == 2)
        #expect(fills[0].effectNames == ["mask"])
        #expect(fills[1].effectNames == ["mask", "opacity 0.5"])
        #expect(isClose(fills[1].bounds, CGRect(x: 0, y: 0, width: 40, height: 40)))
    }
}

/// Opacity, blend modes, filters and layers: the groups around each operation.
struct GraphicsContextCompositingTests {
    @Test func opacityAndBlendModeWrapEachOperationInsideItsClips() throws {
        let fills = try drawn { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.fill(unitSquare, with: .color(.red))
            context.fill(unitSquare, with: .color(.blue))
        }
        // Each fill on its own: clipped, blended, then faded (SwiftUI composites each
        // operation with the context's blend mode, opacity and clip shapes).
        #expect(fills.map(\.effectNames) == [
            ["clip", "blend multiply", "opacity 0.5"], ["clip", "blend multiply", "opacity 0.5"],
        ])
    }

    @Test func aLayerIsCompositedAsOneOperationAndItsOpacitiesMultiply() throws {
        let fills = try drawn { context, _ in
            context.opacity = 0.8
            context.drawLayer { layer in
                layer.opacity = 0.5
                layer.blendMode = .screen
                layer.fill(unitSquare, with: .color(.red))
                layer.fill(unitSquare, with: .color(.green))
            }
            context.fill(unitSquare, with: .color(.blue))
        }
        // The layer at the context's 0.8, around each of its fills at the layer context's 0.5.
        #expect(fills.map(\.effectNames) == [
            ["opacity 0.8", "blend screen", "opacity 0.5"], ["opacity 0.8", "blend screen", "opacity 0.5"], ["opacity 0.8"],
        ])
        // 0.8 × 0.5.
        #expect(fills[0].opacity == 0.4)
    }

    @Test func aLayerStartsFromTheTransformAndKeepsItsStateToItself() throws {
        let fills = try drawn { context, _ in
            context.translateBy(x: 5, y: 5)
            context.drawLayer { layer in
                layer.translateBy(x: 10, y: 0)
                layer.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
                layer.addFilter(.blur(radius: 2))
                layer.opacity = 0.3
                layer.blendMode = .difference
                layer.fill(unitSquare, with: .color(.red))
            }
            context.fill(unitSquare, with: .color(.blue))
        }
        // Inside: moved by both translations, (15, 5); cut by the layer's clip, itself moved by
        // both, (15, 5, 20, 20); the whole layer in its isolating group (opacity 1).
        #expect(isClose(fills[0].bounds, CGRect(x: 15, y: 5, width: 10, height: 10)))
        #expect(fills[0].effectNames == ["opacity 1.0", "clip", "blend difference", "opacity 0.3", "blur 2.0"])
        #expect(fills[0].clips.map(\.boundingRect) == [CGRect(x: 15, y: 5, width: 20, height: 20)])
        // After it, the context has none of the layer's state: only its own translation.
        #expect(isClose(fills[1].bounds, CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(fills[1].effectNames.isEmpty)
    }

    @Test func filtersWrapEachOperationFirstAddedInnermost() throws {
        let fills = try drawn { context, _ in
            context.addFilter(.blur(radius: 3))
            context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 4))
            // A colour filter is the view modifier's colour matrix.
            context.addFilter(.saturation(0.5))
            context.fill(unitSquare, with: .color(.red))
        }
        #expect(fills[0].effectNames == ["color matrix", "shadow 2.0", "blur 3.0"])
        #expect(fills[0].effects[0] == .colorMatrix(.saturation(0.5)))
        guard case .shadow(let color, _, let offset) = fills[0].effects[1] else { Issue.record("no shadow"); return }
        #expect(color == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(offset == CGSize(width: 1, height: 4))
    }

    @Test func colourFiltersAreColourMatricesResolvedInTheEnvironment() throws {
        let fills = try drawn { context, _ in
            context.addFilter(.colorMultiply(.red))
            context.addFilter(.colorInvert(0.25))
            context.fill(unitSquare, with: .color(.red))
        }
        // A filter added later wraps outside: the inversion, added second, is outermost.
        #expect(fills[0].effects[1] == .colorMatrix(.colorMultiply(Color.red.resolve(in: EnvironmentValues()))))
        // A quarter inversion: c' = c + 0.25 (1 − 2c) = 0.5 c + 0.25.
        guard case .colorMatrix(let matrix) = fills[0].effects[0] else { Issue.record("no matrix"); return }
        #expect(matrix.r1 == 0.5 && matrix.g2 == 0.5 && matrix.b3 == 0.5 && matrix.a4 == 1 && matrix.r5 == 0.25 && matrix.a5 == 0)
    }

    @Test func aPerspectiveProjectionFilterIsAProjection() throws {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        let fills = try drawn { context, _ in
            context.addFilter(.projectionTransform(perspective))
            context.fill(unitSquare, with: .color(.red))
        }
        #expect(fills[0].effects.first == .projection(perspective))
    }

    @Test func anAffineProjectionFilterTransformsTheOperation() throws {
        let fills = try drawn { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0))))
            context.fill(unitSquare, with: .color(.red))
        }
        #expect(isClose(fills[0].bounds, CGRect(x: 20, y: 0, width: 10, height: 10)))
    }

    @Test func blendModesAreTheViewModifiersOnesOrNormal() {
        typealias Mode = GraphicsContext.BlendMode
        // Core Graphics' numbering: 0 normal … 15 luminosity, 16 clear … 27 plus-lighter.
        #expect(Mode.multiply.displayMode == .multiply)
        #expect(Mode.luminosity.displayMode == .luminosity)
        #expect(Mode(rawValue: 27) == .plusLighter)
        #expect(Mode.plusLighter.displayMode == .plusLighter)
        #expect(Mode.clear.displayMode == .destinationOut)
        #expect(Mode.destinationOut.displayMode == .destinationOut)
        #expect(Mode.xor.displayMode == nil)
        #expect(Mode.copy.displayMode == nil)
    }
}

/// Shadings: colours and styles resolved in the canvas's environment, gradients in user space.
struct GraphicsContextShadingTests {
    @Test func aColourFromComponentsFillsWithThoseComponents() throws {
        let fills = try drawn { context, _ in
            context.fill(unitSquare, with: .color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
            context.fill(unitSquare, with: .color(white: 0.5))
        }
        guard case .fill(_, let first, _) = fills[0].item, case .fill(_, let second, _) = fills[1].item else {
            Issue.record("not fills"); return
        }
        #expect(first == Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25))
        #expect(second == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func theForegroundShadingIsTheEnvironmentsForegroundStyle() throws {
        let fills = try layOut(width: 100, height: 100, Canvas { context, _ in
            context.fill(unitSquare, with: .foreground)
        }.foregroundStyle(Color.green)).drawnItems.map { $0.insideCanvas }
        guard case .fill(_, let color, _) = fills[0].item else { Issue.record("not a fill"); return }
        #expect(color == Color.green.resolve(in: EnvironmentValues()))
    }

    @Test func aGradientShadingLiesInUserSpaceAsGiven() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let items = try drawn { context, _ in
            context.translateBy(x: 10, y: 0)
            context.fill(unitSquare, with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 10, y: 0)))
            context.fill(unitSquare, with: .radialGradient(gradient, center: CGPoint(x: 5, y: 5), startRadius: 1, endRadius: 5))
            context.fill(unitSquare, with: .conicGradient(gradient, center: CGPoint(x: 5, y: 5), angle: .degrees(90)))
        }
        let kinds = items.compactMap { item -> GradientPaint.Kind? in
            if case .gradient(_, let paint, _, _) = item.item { paint.kind } else { nil }
        }
        // Inside the translation's group, the points are the ones given; a conic gradient
        // goes once around from its angle.
        let quarter = Angle.degrees(90).radians
        #expect(kinds == [
            .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0)),
            .radial(center: CGPoint(x: 5, y: 5), startRadius: 1, endRadius: 5, scale: CGSize(width: 1, height: 1)),
            .angular(center: CGPoint(x: 5, y: 5), startAngle: quarter, endAngle: quarter + 2 * .pi),
        ])
        #expect(items.allSatisfy { $0.transform == CGAffineTransform(translationX: 10, y: 0) })
    }

    @Test func aGradientStyleIsLaidOverThePathsBounds() throws {
        let items = try drawn { context, _ in
            context.fill(
                Path(CGRect(x: 20, y: 30, width: 40, height: 10)),
                with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        }
        guard case .gradient(_, let paint, nil, _) = items[0].item else { Issue.record("not a gradient fill"); return }
        // `.leading` is (0, 0.5) of the path's bounds, (20 + 0, 30 + 5); `.trailing` (1, 0.5),
        // (20 + 40, 30 + 5).
        #expect(paint.kind == .linear(start: CGPoint(x: 20, y: 35), end: CGPoint(x: 60, y: 35)))
    }
}
