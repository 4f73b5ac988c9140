import SwiftUI

struct Sparkline: View {
    let values: [Double]
    var lineColor: Color = .green

    var body: some View {
        Canvas { context, size in
            guard values.count > 1, let minValue = values.min(), let maxValue = values.max() else { return }
            let range = max(maxValue - minValue, 0.0001)
            let stepX = size.width / CGFloat(values.count - 1)

            func point(_ index: Int) -> CGPoint {
                CGPoint(x: CGFloat(index) * stepX,
                        y: size.height - CGFloat((values[index] - minValue) / range) * size.height)
            }

            var line = Path()
            line.move(to: point(0))
            for index in values.indices.dropFirst() {
                line.addLine(to: point(index))
            }

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()

            context.fill(area, with: .linearGradient(
                Gradient(colors: [lineColor.opacity(0.35), lineColor.opacity(0)]),
                startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(lineColor), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))

            let last = point(values.count - 1)
            context.fill(Path(ellipseIn: CGRect(x: last.x - 4, y: last.y - 4, width: 8, height: 8)), with: .color(lineColor))
        }
    }
}

struct StockRow: View {
    let symbol: String
    let company: String
    let prices: [Double]

    private var change: Double {
        guard let first = prices.first, let last = prices.last else { return 0 }
        return (last - first) / first
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(symbol).font(.headline)
                Text(company).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Sparkline(values: prices, lineColor: change >= 0 ? .green : .red)
                .frame(width: 90, height: 32)
            Text(change, format: .percent.precision(.fractionLength(1)))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.white)
                .frame(width: 70, alignment: .trailing)
                .padding(.vertical, 4)
                .padding(.horizontal, 6)
                .background(change >= 0 ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

#Preview {
    List {
        StockRow(symbol: "AAPL", company: "Apple Inc.", prices: [189, 191, 188, 193, 195, 194, 198])
        StockRow(symbol: "TSLA", company: "Tesla, Inc.", prices: [250, 244, 246, 238, 231, 236, 229])
        StockRow(symbol: "NVDA", company: "NVIDIA Corporation", prices: [460, 470, 468, 489, 495, 512, 520])
    }
}
