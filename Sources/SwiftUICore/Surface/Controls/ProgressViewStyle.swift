import Foundation

/// A progress view's parts, as a `ProgressViewStyle` receives them.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label that says the current value, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// How far the task has come, 0...1; `nil` when its length is unknown.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// How the progress views in a view look.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's bar (UIProgressView's default style): the label, a 4 pt tall capsule track in the
/// system fill with the part done in the tint, then the current value's label in the
/// secondary colour, 4 pt apart (Cutaway's choice of spacing).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label {
                label
            }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, styleTint: tint)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// iOS's spinner (UIActivityIndicatorView's medium style: eight spokes in a 20 pt square,
/// darkest at twelve o'clock and fading counterclockwise), with its label below in the secondary
/// colour. It turns on the scene's clock, a spoke at a time (see `Spinner`).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner(styleTint: tint)
            if let label = configuration.label {
                label.foregroundStyle(.secondary)
            }
        }
    }
}

/// The platform's default: a bar for a value, a spinner for a task of unknown length.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The bar's measurements: UIProgressView's default style is 4 pt tall.
enum ProgressBarMetrics {
    static let height: CGFloat = 4
}

/// The bar: as wide as offered, the done part in the tint (the style's, else the
/// environment's).
nonisolated struct ProgressBar: View {
    let fraction: Double
    let styleTint: Color?

    var body: some View {
        let done: AnyShapeStyle = styleTint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint)
        Capsule()
            .fill(Color(uiColor: .systemFill))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(done).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: ProgressBarMetrics.height)
    }
}

/// The spinner's measurements (UIActivityIndicatorView, medium: a 20 pt square; each spoke a
/// 2.5 × 6 pt capsule from 4 pt off the centre; the spokes' opacities step down from 1).
enum SpinnerMetrics {
    static let size: CGFloat = 20
    static let spokes = 8
    static let spokeWidth: CGFloat = 2.5
    static let spokeLength: CGFloat = 6
    /// One turn a second, a spoke at a time: 1/8 s a step. Apple documents no rate for
    /// UIActivityIndicatorView; about a turn a second is an estimate, not a measurement.
    static let stepInterval: Double = 1.0 / 8
}

/// The spinner: the spokes stand still and the darkest one steps clockwise, one spoke every
/// `SpinnerMetrics.stepInterval`, as UIActivityIndicatorView's does (its frames are whole
/// turns of the spoke pattern by 45°; it never turns smoothly). Steps count from the scene's
/// start, on the scene's clock (a `TimelineView`), so the spinner at time zero is the still one.
nonisolated struct Spinner: View {
    let styleTint: Color?
    @Environment(\.tint) private var tint

    var body: some View {
        TimelineView(.periodic(from: SceneClock.startDate, by: SpinnerMetrics.stepInterval)) { timeline in
            spokes.rotationEffect(.degrees(Double(step(at: timeline.date)) * 360 / Double(SpinnerMetrics.spokes)))
        }
    }

    /// The number of steps taken by `date`, modulo the spokes: the timeline's dates are whole
    /// steps from the scene's start (to within `Date`'s precision, hence the rounding).
    func step(at date: Date) -> Int {
        let steps = Int((date.timeIntervalSince(SceneClock.startDate) / SpinnerMetrics.stepInterval).rounded())
        return steps % SpinnerMetrics.spokes
    }

    private var spokes: some View {
        // A tint set on the view colours the spokes, as on iOS 16 and later; without one they
        // are grey, not the accent colour.
        let color: AnyShapeStyle = styleTint.map { AnyShapeStyle($0) } ?? tint ?? AnyShapeStyle(.secondary)
        return ZStack {
            ForEach(0..<SpinnerMetrics.spokes, id: \.self) { index in
                Capsule()
                    .fill(color)
                    .frame(width: SpinnerMetrics.spokeWidth, height: SpinnerMetrics.spokeLength)
                    .offset(y: -(SpinnerMetrics.size - SpinnerMetrics.spokeLength) / 2)
                    // Fading counterclockwise: the trail of a spinner that turns clockwise.
                    .rotationEffect(.degrees(-Double(index) * 360 / Double(SpinnerMetrics.spokes)))
                    .opacity(1 - Double(index) / Double(SpinnerMetrics.spokes) * 0.75)
            }
        }
        .frame(width: SpinnerMetrics.size, height: SpinnerMetrics.size)
    }
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) {
        self.init(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } })
    }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ProgressViewStyleConfiguration> { AnyStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the progress views in this view in `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyStyle(style))
    }
}
