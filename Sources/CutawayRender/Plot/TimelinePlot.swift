import Cutaway
import Foundation

/// A chart of values over a scene's time, as SVG: tracked geometry of named views (a row's
/// visible height, a gap, a footer's position) with axes, ticks, a legend and the script's
/// events marked, so that timelines can be seen to move together.
public struct TimelinePlot {
    /// One line of the chart: a label and a value per sample time.
    public struct Series {
        public var label: String
        public var points: [(time: Double, value: Double)]

        public init(label: String, points: [(time: Double, value: Double)]) {
            self.label = label
            self.points = points
        }
    }

    public var title: String
    public var series: [Series]
    /// Vertical markers: times and labels (the script's events).
    public var events: [(time: Double, label: String)]
    public var duration: Double
    public var width: Double = 720
    public var height: Double = 380

    public init(title: String, series: [Series], events: [(time: Double, label: String)], duration: Double) {
        self.title = title
        self.series = series
        self.events = events
        self.duration = duration
    }

    /// Colours for successive series (iOS blue, orange, green, pink, purple, teal).
    static let palette = ["#007AFF", "#FF9500", "#34C759", "#FF2D55", "#AF52DE", "#30B0C7"]

    public func svg() -> String {
        let left = 56.0, right = 16.0, top = 40.0, bottom = 48.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let values = series.flatMap { $0.points.map(\.value) }
        let (low, high, step) = Self.niceRange(min: values.min() ?? 0, max: values.max() ?? 1)
        let timeStep = Self.niceStep(span: max(duration, 1e-9), count: 8)
        func x(_ time: Double) -> Double { left + (duration > 0 ? time / duration : 0) * plotWidth }
        func y(_ value: Double) -> Double { top + (high - value) / (high - low) * plotHeight }
        var lines: [String] = [
            OutputMarker.textSignature,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"Inter, DejaVu Sans, sans-serif\" font-size=\"11\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>",
            "<text x=\"\(Self.number(left))\" y=\"22\" font-size=\"13\" font-weight=\"600\" fill=\"#000000\">\(Markup.escaped(title))</text>",
        ]
        // Grid and ticks.
        var value = low
        while value <= high + step / 2 {
            let position = Self.number(y(value))
            lines.append("<line x1=\"\(Self.number(left))\" x2=\"\(Self.number(left + plotWidth))\" y1=\"\(position)\" y2=\"\(position)\" stroke=\"#E5E5EA\"/>")
            lines.append("<text x=\"\(Self.number(left - 6))\" y=\"\(Self.number(y(value) + 4))\" text-anchor=\"end\" fill=\"#3C3C43\">\(Self.number(value))</text>")
            value += step
        }
        var time = 0.0
        while time <= duration + timeStep / 2 {
            let position = Self.number(x(time))
            lines.append("<line x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.number(top + plotHeight))\" y2=\"\(Self.number(top + plotHeight + 4))\" stroke=\"#3C3C43\"/>")
            lines.append("<text x=\"\(position)\" y=\"\(Self.number(top + plotHeight + 16))\" text-anchor=\"middle\" fill=\"#3C3C43\">\(Self.number(time))</text>")
            time += timeStep
        }
        lines.append("<text x=\"\(Self.number(left + plotWidth / 2))\" y=\"\(Self.number(height - 10))\" text-anchor=\"middle\" fill=\"#3C3C43\">time (s)</text>")
        lines.append("<rect x=\"\(Self.number(left))\" y=\"\(Self.number(top))\" width=\"\(Self.number(plotWidth))\" height=\"\(Self.number(plotHeight))\" fill=\"none\" stroke=\"#8E8E93\"/>")
        // Events.
        for event in events {
            let position = Self.number(x(event.time))
            lines.append("<line x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.number(top))\" y2=\"\(Self.number(top + plotHeight))\" stroke=\"#8E8E93\" stroke-dasharray=\"4 3\"/>")
            lines.append("<text x=\"\(Self.number(x(event.time) + 3))\" y=\"\(Self.number(top + 12))\" fill=\"#8E8E93\">\(Markup.escaped(event.label))</text>")
        }
        // Series, and the legend in a row above the chart (clear of the event labels), each
        // entry about 6.5 pt per character wide at 11 pt.
        var legendX = left + 200
        for (index, line) in series.enumerated() {
            let color = Self.palette[index % Self.palette.count]
            let points = line.points.map { "\(Self.number(x($0.time))),\(Self.number(y($0.value)))" }.joined(separator: " ")
            lines.append("<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(points)\"/>")
            let legendY = 18.0
            lines.append("<line x1=\"\(Self.number(legendX))\" x2=\"\(Self.number(legendX + 18))\" y1=\"\(Self.number(legendY))\" y2=\"\(Self.number(legendY))\" stroke=\"\(color)\" stroke-width=\"2\"/>")
            lines.append("<text x=\"\(Self.number(legendX + 24))\" y=\"\(Self.number(legendY + 4))\" fill=\"#000000\">\(Markup.escaped(line.label))</text>")
            legendX += 24 + 6.5 * Double(line.label.count) + 20
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A range covering `min…max` with round ends, and its tick step (1, 2 or 5 × 10ⁿ).
    static func niceRange(min: Double, max: Double) -> (low: Double, high: Double, step: Double) {
        let span = max > min ? max - min : Swift.max(1, abs(max))
        let step = niceStep(span: span, count: 5)
        let low = (min / step).rounded(.down) * step
        var high = (max / step).rounded(.up) * step
        if high <= low { high = low + step }
        return (low, high, step)
    }

    /// A round step (1, 2 or 5 × 10ⁿ) that cuts `span` into about `count` parts.
    static func niceStep(span: Double, count: Double) -> Double {
        let raw = span / count
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// Compact, deterministic numbers: at most 3 decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

}
