import Foundation

/// A gauge's parts, as a `GaugeStyle` receives them.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the gauge's current value, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's lower bound, as a view.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's upper bound, as a view.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies in the gauge's range, 0...1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// How the gauges in a view look.
@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's measurements, estimated from iOS 17's look: the linear bars 6 points tall
/// (`.linearCapacity`) and 4 (`.accessoryLinear`, whose marker is an 8-point disc); the
/// circular gauges 58 points across (a lock-screen circular complication's gauge) with a
/// 6-point ring, the open one an arc of 270° with its gap at the bottom. Bounds labels sit
/// 8 points from the bar, the label and current value 4 points above and below it.
enum GaugeMetrics {
    static let capacityBarHeight: CGFloat = 6
    static let accessoryBarHeight: CGFloat = 4
    static let markerDiameter: CGFloat = 8
    static let circularDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// The open ring's share of a full turn (270°).
    static let arcFraction: CGFloat = 0.75
    static let boundsSpacing: CGFloat = 8
    static let labelSpacing: CGFloat = 4
}

/// A bar that fills from its leading edge to the value, in the tint over the system fill:
/// the label above, the bounds labels at the bar's ends, the current value label below.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: GaugeMetrics.capacityBarHeight, showsMarker: false)
    }
}

/// A thin bar with a marker at the value (a lock-screen rectangular complication's gauge):
/// the bounds labels at its ends, the label above and the current value label below.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: GaugeMetrics.accessoryBarHeight, showsMarker: true)
    }
}

/// A thin bar that fills from its leading edge to the value, without a marker (a lock-screen
/// rectangular complication's capacity gauge): the label above, the current value label below.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: GaugeMetrics.accessoryBarHeight, showsMarker: false)
    }
}

/// An open ring, its gap at the bottom, with a marker at the value; the current value label
/// (or the label, without one) in its middle, the bounds labels at the ring's two ends.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, isCapacity: false)
    }
}

/// A closed ring that fills clockwise from the top to the value, in the tint over the system
/// fill; the current value label (or the label) in its middle.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, isCapacity: true)
    }
}

/// The platform's default: on iOS, the capacity bar.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The linear gauges' body: label, bar between the bounds labels, current value label.
nonisolated struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let barHeight: CGFloat
    let showsMarker: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
            configuration.label
            HStack(spacing: GaugeMetrics.boundsSpacing) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(.caption).foregroundStyle(.secondary)
                }
                GaugeBar(fraction: configuration.value, height: barHeight, showsMarker: showsMarker)
                if let maximum = configuration.maximumValueLabel {
                    maximum.font(.caption).foregroundStyle(.secondary)
                }
            }
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// A linear gauge's bar: the track in the system fill, the part up to the value in the tint
/// (or, with a marker, a white-ringed disc in the tint at the value). A tint that is a
/// `Gradient` runs along the whole track, leading to trailing, as iOS draws it: the part up to
/// the value shows the gradient's colours up to the value's place; with a marker the track is
/// the gradient and the marker the colour under it.
nonisolated struct GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    let showsMarker: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let gradient = tint?.style as? Gradient
            let diameter = GaugeMetrics.markerDiameter
            ZStack(alignment: .leading) {
                if showsMarker, let gradient {
                    Capsule().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                } else {
                    Capsule().fill(Color(uiColor: .systemFill))
                }
                if showsMarker {
                    let x = (width - diameter) * fraction
                    Circle()
                        .fill(gradient.map { AnyShapeStyle(Self.track($0, from: -x / diameter, to: (width - x) / diameter)) } ?? AnyShapeStyle(.tint))
                        .overlay(Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 1.5))
                        .frame(width: diameter, height: diameter)
                        .offset(x: x)
                } else {
                    let filled = max(height, width * fraction)
                    Capsule()
                        .fill(gradient.map { AnyShapeStyle(Self.track($0, from: 0, to: filled > 0 ? width / filled : 1)) } ?? AnyShapeStyle(.tint))
                        .frame(width: filled)
                }
            }
            .frame(height: showsMarker ? GaugeMetrics.markerDiameter : height)
            .frame(maxHeight: .infinity)
        }
        .frame(height: showsMarker ? GaugeMetrics.markerDiameter : height)
    }

    /// The track's gradient in a view whose unit width puts the track's leading end at `start`
    /// and its trailing end at `end`.
    private static func track(_ gradient: Gradient, from start: CGFloat, to end: CGFloat) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: UnitPoint(x: start, y: 0.5), endPoint: UnitPoint(x: end, y: 0.5))
    }
}

/// The circular gauges' body: the ring, the value's label in the middle, and for the open
/// ring the bounds labels under its two ends.
nonisolated struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        ZStack {
            if isCapacity {
                Circle().stroke(Color(uiColor: .systemFill), lineWidth: GaugeMetrics.ringWidth)
                Circle()
                    .trim(from: 0, to: configuration.value)
                    .stroke(.tint, style: StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            } else {
                // The arc starts at the bottom left (135° clockwise from the x axis) and turns
                // 270° clockwise to the bottom right.
                // A tint that is a `Gradient` runs along the arc, as iOS draws it, and the
                // marker takes the colour under it.
                let gradient = tint?.style as? Gradient
                let sweep = Angle.degrees(360 * Double(GaugeMetrics.arcFraction))
                let track = gradient.map { AnyShapeStyle(AngularGradient(gradient: $0, center: .center, startAngle: .zero, endAngle: sweep)) }
                Circle()
                    .trim(from: 0, to: GaugeMetrics.arcFraction)
                    .stroke(track ?? AnyShapeStyle(Color(uiColor: .systemFill)), style: StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round))
                    .rotationEffect(.degrees(135))
                let diameter = GaugeMetrics.ringWidth + 2
                let offset = markerOffset
                let centre = UnitPoint(x: 0.5 - offset.width / diameter, y: 0.5 - offset.height / diameter)
                Circle()
                    .fill(gradient.map {
                        AnyShapeStyle(AngularGradient(gradient: $0, center: centre, startAngle: .degrees(135), endAngle: .degrees(135) + sweep))
                    } ?? AnyShapeStyle(.tint))
                    .overlay(Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 1.5))
                    .frame(width: diameter, height: diameter)
                    .offset(offset)
            }
            Group {
                if let current = configuration.currentValueLabel {
                    current
                } else {
                    configuration.label
                }
            }
            .font(.system(size: 15, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(GaugeMetrics.ringWidth + 2)
            if !isCapacity {
                VStack {
                    Spacer()
                    HStack {
                        configuration.minimumValueLabel
                        Spacer()
                        configuration.maximumValueLabel
                    }
                    .font(.system(size: 10))
                    .foregroundStyle(.secondary)
                }
            }
        }
        .frame(width: GaugeMetrics.circularDiameter, height: GaugeMetrics.circularDiameter)
    }

    /// Where the open ring's marker sits, from the ring's centre: on the ring's middle line
    /// at 135° + 270° × value clockwise from the x axis (y grows downwards).
    var markerOffset: CGSize {
        let radius = (GaugeMetrics.circularDiameter - GaugeMetrics.ringWidth) / 2
        let angle = (135 + 360 * Double(GaugeMetrics.arcFraction) * configuration.value) * .pi / 180
        return CGSize(width: radius * cos(angle), height: radius * sin(angle))
    }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GaugeStyleConfiguration> { AnyStyle(makeBody: DefaultGaugeStyle().makeBody(configuration:)) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the gauges in this view in `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}
