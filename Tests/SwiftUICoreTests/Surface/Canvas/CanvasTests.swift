import Foundation
import Testing
@testable import SwiftUICore

/// `Canvas` as a view: its size, where its drawing goes, what it is cut at.
struct CanvasTests {
    @Test func aCanvasFillsItsProposalAndRendersAtThatSize() throws {
        var sizes: [CGSize] = []
        let frame = try layOut(width: 400, height: 400, Canvas { context, size in
            sizes.append(size)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.frame(width: 120, height: 80).accessibilityIdentifier("canvas"))
        // 120 × 80 centred on the 400 × 400 screen: from ((400 − 120) / 2, (400 − 80) / 2).
        #expect(frame.rect("canvas") == CGRect(x: 140, y: 160, width: 120, height: 80))
        #expect(sizes == [CGSize(width: 120, height: 80)])
        #expect(frame.drawnItems.map(\.bounds) == [CGRect(x: 140, y: 160, width: 120, height: 80)])
    }

    @Test func aCanvasOfferedNothingIsAShapesDefaultSize() throws {
        var sizes: [CGSize] = []
        _ = try layOut(width: 400, height: 400, Canvas { _, size in sizes.append(size) }.fixedSize())
        // `ProposedViewSize.replacingUnspecifiedDimensions()`: 10 × 10, as a shape offered nothing.
        #expect(sizes == [CGSize(width: 10, height: 10)])
    }

    @Test func aCanvasIsCutAtItsBounds() throws {
        let frame = try layOut(width: 400, height: 400, Canvas { context, _ in
            context.fill(Path(CGRect(x: -50, y: -50, width: 500, height: 500)), with: .color(.red))
        }.frame(width: 100, height: 50))
        // Its drawing is clipped to its frame, (150, 175, 100, 50), and moved to its origin.
        let fill = try #require(frame.drawnItems.first)
        #expect(fill.clips.map(\.boundingRect) == [CGRect(x: 150, y: 175, width: 100, height: 50)])
        #expect(fill.transform == CGAffineTransform(translationX: 150, y: 175))
    }

    @Test func eachOperationIsAnElementOfTheCanvasNumberedInDrawingOrder() throws {
        let frame = try layOut(width: 100, height: 100, Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }.accessibilityIdentifier("canvas"))
        let canvas = try #require(frame.geometry(named: "canvas")).identity
        #expect(frame.drawnItems.map(\.item.element) == [ElementID(canvas, part: "1"), ElementID(canvas, part: "2")])
    }

    @Test func theRendererDrawsInTheCanvasEnvironment() throws {
        var scheme: ColorScheme?
        _ = try layOut(width: 100, height: 100, Canvas { context, _ in
            scheme = context.environment.colorScheme
        }.environment(\.colorScheme, .dark))
        #expect(scheme == .dark)
    }
}
