import Foundation
import Testing
@testable import SwiftUICore

struct GradientStylesTests {
    private let environment = EnvironmentValues()
    private let red = Color.Resolved(red: 1, green: 0, blue: 0)
    private let blue = Color.Resolved(red: 0, green: 0, blue: 1)

    @Test func colorsSpreadEvenlyFromZeroToOne() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test func aPaintInterpolatesBetweenStopsAndPadsPastTheEnds() {
        let paint = GradientPaint(kind: .linear(start: .zero, end: CGPoint(x: 1, y: 0)),
                                  stops: [.init(color: red, location: 0.2), .init(color: blue, location: 0.6)])
        // A quarter of the way from 0.2 to 0.6 is 0.3: 3/4 red, 1/4 blue.
        let mixed = paint.color(at: 0.3)
        #expect(abs(mixed.red - 0.75) < 1e-12 && mixed.green == 0 && abs(mixed.blue - 0.25) < 1e-12)
        #expect(paint.color(at: 0) == red)
        #expect(paint.color(at: 1) == blue)
    }

    @Test func unitPointsAreLaidOverTheFrame() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
        let paint = gradient.paint(in: CGRect(x: 10, y: 20, width: 100, height: 50), environment: environment)
        #expect(paint.kind == .linear(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 110, y: 70)))
        #expect(paint.stops.map(\.color) == [Color.red.resolve(in: environment), Color.blue.resolve(in: environment)])
    }

    @Test func anEllipticalGradientIsARadialOneStretchedToTheFrame() {
        // Fractions of the width (200): radii 0 and 100, squashed by 50 / 200 vertically.
        let paint = EllipticalGradient(colors: [.red, .blue]).paint(in: CGRect(x: 0, y: 0, width: 200, height: 50), environment: environment)
        #expect(paint.kind == .radial(center: CGPoint(x: 100, y: 25), startRadius: 0, endRadius: 100, scale: CGSize(width: 1, height: 0.25)))
    }

    @Test func equalAnglesMakeAFullTurnAndTheGapIsSplitHalfway() {
        let full = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(30), endAngle: .degrees(30))
        #expect(abs(full.endAngle.degrees - 390) < 1e-9)
        // A sweep of 0…180°: 90° is halfway; 200° is in the first half of the gap (last colour),
        // 340° in the second (first colour).
        let (start, end) = (0.0, Double.pi)
        #expect(GradientPaint.angularLocation(of: .pi / 2, from: start, to: end) == 0.5)
        #expect(GradientPaint.angularLocation(of: 200 * .pi / 180, from: start, to: end) == 1)
        #expect(GradientPaint.angularLocation(of: 340 * .pi / 180, from: start, to: end) == 0)
        #expect(GradientPaint.angularLocation(of: -20 * .pi / 180, from: start, to: end) == 0)
    }

    @Test func aSweepOfMoreThanATurnShowsItsLastTurn() {
        // 0…720°: each direction shows its second pass, so 0° is halfway (360 of 720).
        #expect(GradientPaint.angularLocation(of: 0, from: 0, to: 4 * .pi) == 0.5)
        #expect(abs(GradientPaint.angularLocation(of: .pi, from: 0, to: 4 * .pi) - 0.75) < 1e-12)
    }

    @Test func aStopAtNoFiniteLocationIsLeftOut() {
        let gradient = Gradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 0.5)])
        let stops = gradient.resolvedStops(in: environment)
        #expect(stops.map(\.location) == [0.5])
        #expect(GradientPaint(kind: .angular(center: .zero, startAngle: 0, endAngle: 1), stops: stops).color(at: 0.2) == stops[0].color)
    }

    @Test func aShapeFilledWithAGradientDrawsItOverItsFrame() throws {
        let frame = try layOut(width: 100, height: 100, Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 40, height: 20))
        let gradient = frame.displayList.allItems.compactMap { item -> GradientPaint? in
            if case .gradient(_, let paint, nil, _) = item { paint } else { nil }
        }
        // The frame is (30, 40, 40, 20): from its leading to its trailing edge, at mid-height.
        #expect(gradient.map(\.kind) == [.linear(start: CGPoint(x: 30, y: 50), end: CGPoint(x: 70, y: 50))])
    }

    @Test func aGradientForegroundStylePaintsStrokes() throws {
        let frame = try layOut(width: 100, height: 100, Circle().stroke(lineWidth: 4)
            .foregroundStyle(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 40, height: 40))
        let strokes = frame.displayList.allItems.compactMap { item -> StrokeStyle? in
            guard case .gradient(_, let paint, let stroke?, _) = item, case .angular = paint.kind else { return nil }
            return stroke
        }
        #expect(strokes == [StrokeStyle(lineWidth: 4)])
    }
}
