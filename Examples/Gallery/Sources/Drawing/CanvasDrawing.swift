import SwiftUI

/// A week's values drawn in a canvas: a grid, the area under the line filled with a gradient,
/// the line, each point marked by a symbol view, and the axis's labels drawn as text at their
/// anchors.
public struct Sparkline: View {
    var values: [Double]

    public init(values: [Double]) {
        self.values = values
    }

    public var body: some View {
        Canvas { context, size in
            // The bottom 16 pt hold the labels; the highest value reaches 90 % of the rest. The
            // points keep 5 pt from the sides, so that the end marks (7 pt wide, stroked 1 pt
            // past that) are not cut at the canvas's edges.
            let plotHeight = size.height - 16, inset: CGFloat = 5
            let highest = values.max() ?? 1
            let step = (size.width - 2 * inset) / CGFloat(max(1, values.count - 1))
            func point(_ index: Int) -> CGPoint {
                CGPoint(x: inset + CGFloat(index) * step, y: plotHeight * (1 - 0.9 * values[index] / highest))
            }
            for row in 0...3 {
                let y = plotHeight * CGFloat(row) / 3
                context.stroke(
                    Path { $0.addLines([CGPoint(x: 0, y: y), CGPoint(x: size.width, y: y)]) },
                    with: .color(.secondary.opacity(0.4)), lineWidth: 0.5)
            }
            var line = Path()
            line.addLines(values.indices.map(point))
            var area = line
            area.addLine(to: CGPoint(x: point(values.count - 1).x, y: plotHeight))
            area.addLine(to: CGPoint(x: inset, y: plotHeight))
            area.closeSubpath()
            context.fill(area, with: .linearGradient(
                Gradient(colors: [.blue.opacity(0.35), .blue.opacity(0)]), startPoint: .zero, endPoint: CGPoint(x: 0, y: plotHeight)))
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            if let dot = context.resolveSymbol(id: "dot") {
                for index in values.indices {
                    context.draw(dot, at: point(index))
                }
            }
            context.draw(Text("Mon").font(.caption2), at: CGPoint(x: 0, y: size.height), anchor: .bottomLeading)
            context.draw(Text("Sun").font(.caption2), at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
        } symbols: {
            Circle()
                .fill(Color.white)
                .overlay(Circle().stroke(Color.blue, lineWidth: 2))
                .frame(width: 7, height: 7)
                .tag("dot")
        }
    }
}

/// A dial drawn in a canvas: ticks turned one by one with the context's transform, the value
/// as an arc stroked with a conic gradient under a coloured glow, and the number in the middle.
public struct Dial: View {
    var value: Double

    public init(value: Double) {
        self.value = value
    }

    public var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2
            var ticks = context
            ticks.translateBy(x: center.x, y: center.y)
            // 30 ticks, 12° apart; every fifth a longer, heavier one.
            for index in 0..<30 {
                let isMajor = index % 5 == 0
                ticks.stroke(
                    Path { $0.addLines([CGPoint(x: 0, y: -radius + 2), CGPoint(x: 0, y: -radius + (isMajor ? 12 : 7))]) },
                    with: .color(isMajor ? .primary : .secondary), lineWidth: isMajor ? 2 : 1)
                ticks.rotate(by: .degrees(12))
            }
            let arc = Path {
                $0.addArc(center: center, radius: radius - 22, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * value), clockwise: false)
            }
            var glowing = context
            glowing.addFilter(.shadow(color: .orange.opacity(0.6), radius: 4))
            // The gradient turns from 10° before the arc, so that its seam (red meeting yellow)
            // stays behind the arc's round start cap (4 pt, about 7° of its 33-pt radius).
            glowing.stroke(
                arc, with: .conicGradient(Gradient(colors: [.yellow, .orange, .red]), center: center, angle: .degrees(-100)),
                style: StrokeStyle(lineWidth: 8, lineCap: .round))
            context.draw(Text("\(Int(value * 100))").font(.system(size: 22, weight: .semibold)), at: center)
        }
    }
}

#Preview("Canvas", traits: .sizeThatFitsLayout) {
    HStack(spacing: 24) {
        Sparkline(values: [3, 5, 4, 7, 6, 9, 8])
            .frame(width: 200, height: 110)
        Dial(value: 0.62)
            .frame(width: 110, height: 110)
    }
    .padding(24)
}
