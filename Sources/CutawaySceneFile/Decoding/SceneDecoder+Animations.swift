import Cutaway

/// Animations a scene file may name, as SwiftUI names them.
let animationNames = [
    "smooth", "snappy", "bouncy", "default", "spring", "linear", "easeIn", "easeOut", "easeInOut", "interactiveSpring",
]

extension SceneDecoder {
    /// An animation: a name, `null` (none), or an object with one key naming it and its
    /// arguments as SwiftUI names them, e.g. `{"spring": {"duration": 0.5, "bounce": 0.2}}`.
    func animation(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Animation? {
        if case .null = node.value { return nil }
        if case .string = node.value {
            return named(try access.choice(node, path, among: animationNames))
        }
        guard case .object(let members) = node.value, members.count == 1, let member = members.first else {
            throw access.mismatch(node, path, expected: "an animation: a name, null, or {\"name\": {arguments}}")
        }
        let names = animationNames + ["timingCurve", "interpolatingSpring"]
        guard names.contains(member.key) else {
            let hint = suggestion(for: member.key, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw SceneFileError(file: access.file, location: member.keyLocation, path: path, message: "unknown animation '\(member.key)'\(hint)")
        }
        let argumentsPath = access.join(path, member.key)
        let keys: [String] = switch member.key {
        case "spring": ["duration", "bounce", "response", "dampingFraction", "blendDuration", "delay", "speed"]
        case "smooth", "snappy", "bouncy": ["duration", "extraBounce", "delay", "speed"]
        case "timingCurve": ["c0", "c1", "duration", "delay", "speed"]
        case "interpolatingSpring": ["mass", "stiffness", "damping", "initialVelocity", "delay", "speed"]
        default: ["duration", "delay", "speed"]
        }
        let arguments = try access.members(member.value, argumentsPath, allowed: keys)
        func number(_ key: String, _ range: ClosedRange<Double> = 0...60) throws(SceneFileError) -> Double? {
            try arguments[key].map { node throws(SceneFileError) in try access.number(node, access.join(argumentsPath, key), in: range) }
        }
        var animation: Animation
        switch member.key {
        case "spring":
            if let response = try number("response") {
                animation = .spring(response: response, dampingFraction: try number("dampingFraction", 0...10) ?? 0.825,
                                    blendDuration: try number("blendDuration") ?? 0)
            } else {
                animation = .spring(duration: try number("duration") ?? 0.5, bounce: try number("bounce", -1...1) ?? 0,
                                    blendDuration: try number("blendDuration") ?? 0)
            }
        case "smooth": animation = .smooth(duration: try number("duration") ?? 0.5, extraBounce: try number("extraBounce", -1...1) ?? 0)
        case "snappy": animation = .snappy(duration: try number("duration") ?? 0.5, extraBounce: try number("extraBounce", -1...1) ?? 0)
        case "bouncy": animation = .bouncy(duration: try number("duration") ?? 0.5, extraBounce: try number("extraBounce", -1...1) ?? 0)
        case "timingCurve":
            func point(_ key: String) throws(SceneFileError) -> (Double, Double) {
                guard let node = arguments[key] else { throw access.error(member.value, argumentsPath, "missing \"\(key)\": [x, y]") }
                let values = try access.array(node, access.join(argumentsPath, key))
                guard values.count == 2 else { throw access.mismatch(node, access.join(argumentsPath, key), expected: "[x, y]") }
                return (try access.number(values[0], access.index(access.join(argumentsPath, key), 0)),
                        try access.number(values[1], access.index(access.join(argumentsPath, key), 1)))
            }
            let c0 = try point("c0"), c1 = try point("c1")
            animation = .timingCurve(c0.0, c0.1, c1.0, c1.1, duration: try number("duration") ?? 0.35)
        case "interpolatingSpring":
            animation = .interpolatingSpring(
                mass: try number("mass", 0.001...1000) ?? 1, stiffness: try number("stiffness", 0...100_000) ?? 170,
                damping: try number("damping", 0...10_000) ?? 15, initialVelocity: try number("initialVelocity", -1000...1000) ?? 0)
        case "linear": animation = .linear(duration: try number("duration") ?? 0.35)
        case "easeIn": animation = .easeIn(duration: try number("duration") ?? 0.35)
        case "easeOut": animation = .easeOut(duration: try number("duration") ?? 0.35)
        case "easeInOut": animation = .easeInOut(duration: try number("duration") ?? 0.35)
        default: animation = named(member.key)
        }
        if let delay = try number("delay") { animation = animation.delay(delay) }
        if let speed = try number("speed", 0.01...100) { animation = animation.speed(speed) }
        return animation
    }

    private func named(_ name: String) -> Animation {
        switch name {
        case "smooth": .smooth
        case "snappy": .snappy
        case "bouncy": .bouncy
        case "spring": .spring
        case "linear": .linear
        case "easeIn": .easeIn
        case "easeOut": .easeOut
        case "easeInOut": .easeInOut
        case "interactiveSpring": .interactiveSpring
        default: .default
        }
    }
}
