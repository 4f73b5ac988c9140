/// One attribute's value in every frame of an animation, written as a SMIL `<animate>`.
///
/// Every track is discrete: the frames are the truth (each must look like its PNG), and
/// interpolating between them would show in-between states that no frame has. A value may be
/// `nil` where nothing can see it (the element or an ancestor is absent in that frame); such
/// frames take the value before them (or, at the start, the first known one), which lengthens
/// runs instead of starting new ones.
struct SVGValueTrack {
    let attribute: String
    /// The value SVG assumes when the attribute is not written; the base attribute is left out
    /// when frame 0 has it.
    let defaultValue: String?
    private(set) var values: [String]

    init(attribute: String, defaultValue: String? = nil, values: [String?]) {
        self.attribute = attribute
        self.defaultValue = defaultValue
        let first = values.lazy.compactMap { $0 }.first ?? defaultValue ?? ""
        var filled: [String] = []
        filled.reserveCapacity(values.count)
        for value in values {
            filled.append(value ?? filled.last ?? first)
        }
        self.values = filled
    }

    var isConstant: Bool { values.allSatisfy { $0 == values.first } }

    /// ` attribute="value at frame 0"`, or "" when that is the default.
    var baseAttribute: String {
        guard let first = values.first, first != defaultValue else { return "" }
        return " \(attribute)=\"\(Markup.escaped(first))\""
    }

    /// The runs of equal values: each value with the frame it starts at.
    var runs: [(frame: Int, value: String)] {
        var runs: [(frame: Int, value: String)] = []
        for (frame, value) in values.enumerated() where runs.last?.value != value {
            runs.append((frame, value))
        }
        return runs
    }
}

/// The timing shared by every track of one animation.
struct SVGAnimationTiming {
    let frameCount: Int
    let fps: Int
    let loops: Bool

    /// ` dur="…s" repeatCount="indefinite"` (or ` fill="freeze"` when not looping).
    var timingAttributes: String {
        let duration = SVGFormat.number(Double(frameCount) / Double(fps), decimals: 6)
        return " dur=\"\(duration)s\"" + (loops ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    }

    /// The decimals of key times: enough that frame starts k/N stay distinct (4 up to 1000
    /// frames, one more per tenfold).
    private var keyTimeDecimals: Int {
        var decimals = 4
        var resolution = 1000
        while resolution < frameCount {
            decimals += 1
            resolution *= 10
        }
        return decimals
    }

    /// The key time of frame `frame`'s start, k/N rounded *down*, so that at t = k/fps exactly
    /// frame k is already showing (rounding up would still show frame k − 1 there).
    func keyTime(_ frame: Int) -> String {
        var scale = 1
        for _ in 0..<keyTimeDecimals { scale *= 10 }
        let units = frame * scale / frameCount
        return SVGFormat.number(Double(units) / Double(scale), decimals: keyTimeDecimals)
    }

    /// `<animate>` for `track`, or `nil` when its value never changes.
    func animate(_ track: SVGValueTrack) -> String? {
        guard !track.isConstant else { return nil }
        return element("animate", attribute: " attributeName=\"\(track.attribute)\"", runs: track.runs)
    }

    /// `<animateTransform>` of `type` with one value per frame (`nil` where unseen).
    func animateTransform(type: String, values: [String?], isAdditive: Bool) -> String {
        let track = SVGValueTrack(attribute: "transform", values: values)
        let attributes = " attributeName=\"transform\" type=\"\(type)\"" + (isAdditive ? " additive=\"sum\"" : "")
        return element("animateTransform", attribute: attributes, runs: track.runs)
    }

    private func element(_ name: String, attribute: String, runs: [(frame: Int, value: String)]) -> String {
        let values = runs.map { Markup.escaped($0.value) }.joined(separator: ";")
        let keyTimes = runs.map { keyTime($0.frame) }.joined(separator: ";")
        return "<\(name)\(attribute)\(timingAttributes) calcMode=\"discrete\" values=\"\(values)\" keyTimes=\"\(keyTimes)\"/>"
    }
}
