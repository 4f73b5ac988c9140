import Cutaway

/// The modifiers a scene file may use.
let modifierNames = [
    "font", "foregroundStyle", "lineLimit", "multilineTextAlignment", "padding", "frame", "fixedSize", "background",
    "overlay", "clipped", "opacity", "transition", "contentTransition", "animation", "ignoredWhenCollapsed",
    "layoutPriority", "id",
]

/// Modifiers written as a bare string: those without arguments, or with a default.
private let bareModifiers = ["clipped", "ignoredWhenCollapsed", "fixedSize", "padding"]

extension SceneDecoder {
    /// A modifier: a string (no arguments) or an object with one key.
    mutating func modifier(_ node: JSONNode, _ path: String, knownNames: [String]) throws(SceneFileError) -> ModifierSpec {
        if case .string(let name) = node.value {
            switch try access.choice(node, path, among: bareModifiers + modifierNames.filter { !bareModifiers.contains($0) }) {
            case "clipped": return .clipped
            case "ignoredWhenCollapsed": return .ignoredWhenCollapsed
            case "fixedSize": return .fixedSize(horizontal: true, vertical: true)
            case "padding": return .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
            default: throw access.error(node, path, "'\(name)' needs an argument: {\"\(name)\": …}")
            }
        }
        guard case .object(let members) = node.value, members.count == 1, let member = members.first else {
            throw access.mismatch(node, path, expected: "a modifier: a string or an object with one key")
        }
        guard modifierNames.contains(member.key) else {
            let hint = suggestion(for: member.key, among: modifierNames).map { "; did you mean '\($0)'?" } ?? ""
            throw SceneFileError(file: access.file, location: member.keyLocation, path: path, message: "unknown modifier '\(member.key)'\(hint)")
        }
        let value = member.value
        let valuePath = access.join(path, member.key)
        switch member.key {
        case "font": return .font(try font(value, valuePath))
        case "foregroundStyle": return .foregroundStyle(try style(value, valuePath))
        case "lineLimit":
            if case .null = value.value { return .lineLimit(nil) }
            return .lineLimit(try access.integer(value, valuePath, in: 1...1000))
        case "multilineTextAlignment":
            let alignment = try access.choice(value, valuePath, among: ["leading", "center", "trailing"])
            return .multilineTextAlignment(alignment == "leading" ? .leading : alignment == "center" ? .center : .trailing)
        case "padding": return .padding(try padding(value, valuePath))
        case "frame": return try frame(value, valuePath)
        case "fixedSize":
            let members = try access.members(value, valuePath, allowed: ["horizontal", "vertical"])
            return .fixedSize(
                horizontal: try members["horizontal"].map { node throws(SceneFileError) in try access.bool(node, access.join(valuePath, "horizontal")) } ?? false,
                vertical: try members["vertical"].map { node throws(SceneFileError) in try access.bool(node, access.join(valuePath, "vertical")) } ?? false)
        case "background", "overlay":
            // A colour, a view, or {"content": view, "alignment": ...}.
            let isBackground = member.key == "background"
            if case .string = value.value {
                let fill = try color(value, valuePath)
                return isBackground ? .background(fill) : .secondary(ViewSpec(kind: .color(fill), modifiers: [], name: nil, place: SourcePlace(path: valuePath, location: value.location)), alignment: .center, isBackground: false)
            }
            if case .object(let members) = value.value, members.contains(where: { $0.key == "content" }) {
                let arguments = try access.members(value, valuePath, allowed: ["content", "alignment"])
                let alignment = try self.alignment(
                    try arguments["alignment"].map { node throws(SceneFileError) in try access.string(node, access.join(valuePath, "alignment")) },
                    arguments["alignment"], access.join(valuePath, "alignment"))
                let content = try view(arguments["content"]!, access.join(valuePath, "content"), knownNames: knownNames)
                return .secondary(content, alignment: alignment, isBackground: isBackground)
            }
            return .secondary(try view(value, valuePath, knownNames: knownNames), alignment: .center, isBackground: isBackground)
        case "id":
            let text = try access.string(value, valuePath)
            return .id(try expression(text, value, valuePath, knownNames: knownNames))
        case "opacity": return .opacity(try access.number(value, valuePath, in: 0...1))
        case "transition": return .transition(try transition(value, valuePath))
        case "contentTransition": return .contentTransition(try contentTransition(value, valuePath))
        case "animation":
            let members = try access.members(value, valuePath, allowed: ["animation", "value"])
            let animation = try members["animation"].map { node throws(SceneFileError) in try self.animation(node, access.join(valuePath, "animation")) } ?? nil
            let watched = try required(members, "value", in: value, valuePath) { node, path throws(SceneFileError) in try access.string(node, path) }
            return .animation(animation, value: try expression(watched, members["value"]!, access.join(valuePath, "value"), knownNames: knownNames))
        case "layoutPriority": return .layoutPriority(try access.number(value, valuePath, in: -1000...1000))
        default:
            throw access.error(value, valuePath, "'\(member.key)' takes no argument: write it as the string \"\(member.key)\"")
        }
    }

    func font(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Font {
        let styles: [(String, Font.TextStyle)] = Font.TextStyle.allCases.map { ("\($0)", $0) }
        if case .string = node.value {
            let name = try access.choice(node, path, among: styles.map(\.0))
            return .system(styles.first { $0.0 == name }!.1)
        }
        let members = try access.members(node, path, allowed: ["style", "size", "weight", "design", "monospacedDigit"])
        var font: Font
        if let style = members["style"] {
            let name = try access.choice(style, access.join(path, "style"), among: styles.map(\.0))
            font = .system(styles.first { $0.0 == name }!.1)
        } else if let size = members["size"] {
            font = .system(size: CGFloat(try access.number(size, access.join(path, "size"), in: 1...1000)))
        } else {
            throw access.error(node, path, "a font needs \"style\" (a text style) or \"size\" (points)")
        }
        if let weight = members["weight"] {
            let weights: [(String, Font.Weight)] = [
                ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
                ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
            ]
            let name = try access.choice(weight, access.join(path, "weight"), among: weights.map(\.0))
            font = font.weight(weights.first { $0.0 == name }!.1)
        }
        if let design = members["design"] {
            let name = try access.choice(design, access.join(path, "design"), among: ["default", "serif", "rounded", "monospaced"])
            font.design = name == "serif" ? .serif : name == "rounded" ? .rounded : name == "monospaced" ? .monospaced : .default
        }
        if let digits = members["monospacedDigit"], try access.bool(digits, access.join(path, "monospacedDigit")) {
            font = font.monospacedDigit()
        }
        return font
    }

    func style(_ node: JSONNode, _ path: String) throws(SceneFileError) -> AnyShapeStyle {
        if case .string(let name) = node.value {
            switch name {
            case "primary": return AnyShapeStyle(.primary)
            case "secondary": return AnyShapeStyle(.secondary)
            case "tertiary": return AnyShapeStyle(.tertiary)
            case "quaternary": return AnyShapeStyle(.quaternary)
            default: break
            }
        }
        return AnyShapeStyle(try color(node, path))
    }

    /// A colour: a system or semantic colour's name, or `#RRGGBB` / `#RRGGBBAA`.
    func color(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Color {
        let name = try access.string(node, path)
        if name.hasPrefix("#") {
            let hex = name.dropFirst()
            guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
                throw access.error(node, path, "expected a colour as #RRGGBB or #RRGGBBAA, found '\(name)'")
            }
            let channels = hex.count == 6 ? (value << 8) | 0xFF : value
            func channel(_ shift: UInt64) -> Double { Double((channels >> shift) & 0xFF) / 255 }
            return Color(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
        }
        guard let color = namedColors.first(where: { $0.0 == name })?.1 else {
            let hint = suggestion(for: name, among: namedColors.map(\.0)).map { "; did you mean '\($0)'?" } ?? " (or #RRGGBB)"
            throw access.error(node, path, "unknown colour '\(name)'\(hint)")
        }
        return color
    }

    func padding(_ node: JSONNode, _ path: String) throws(SceneFileError) -> EdgeInsets {
        if case .number = node.value {
            let length = CGFloat(try access.number(node, path, in: 0...10_000))
            return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        }
        let members = try access.members(node, path, allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"])
        func length(_ key: String) throws(SceneFileError) -> CGFloat? {
            try members[key].map { node throws(SceneFileError) in CGFloat(try access.number(node, access.join(path, key), in: 0...10_000)) }
        }
        let all = try length("all") ?? 0
        let horizontal = try length("horizontal") ?? all, vertical = try length("vertical") ?? all
        return EdgeInsets(
            top: try length("top") ?? vertical, leading: try length("leading") ?? horizontal,
            bottom: try length("bottom") ?? vertical, trailing: try length("trailing") ?? horizontal)
    }

    func frame(_ node: JSONNode, _ path: String) throws(SceneFileError) -> ModifierSpec {
        let members = try access.members(node, path, allowed: ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"])
        func length(_ key: String) throws(SceneFileError) -> CGFloat? {
            guard let node = members[key] else { return nil }
            if case .string(let text) = node.value, text == "infinity" { return .infinity }
            return CGFloat(try access.number(node, access.join(path, key), in: 0...100_000))
        }
        let alignment = try self.alignment(
            try members["alignment"].map { node throws(SceneFileError) in try access.string(node, access.join(path, "alignment")) },
            members["alignment"], access.join(path, "alignment"))
        let flexible = ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains { members[$0] != nil }
        if flexible {
            if members["width"] != nil || members["height"] != nil {
                throw access.error(node, path, "a frame is fixed (width, height) or flexible (min…/max…), not both")
            }
            return .flexibleFrame(
                minWidth: try length("minWidth"), maxWidth: try length("maxWidth"),
                minHeight: try length("minHeight"), maxHeight: try length("maxHeight"), alignment: alignment)
        }
        return .frame(width: try length("width"), height: try length("height"), alignment: alignment)
    }

    func alignment(_ name: String?, _ node: JSONNode?, _ path: String) throws(SceneFileError) -> Alignment {
        guard let name, let node else { return .center }
        let choices: [(String, Alignment)] = [
            ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
            ("bottomTrailing", .bottomTrailing),
        ]
        let chosen = try access.choice(node, path, among: choices.map(\.0))
        _ = name
        return choices.first { $0.0 == chosen }!.1
    }

    func horizontalAlignment(_ name: String?, _ node: JSONNode?, _ path: String) throws(SceneFileError) -> HorizontalAlignment {
        guard name != nil, let node else { return .center }
        let chosen = try access.choice(node, path, among: ["leading", "center", "trailing"])
        return chosen == "leading" ? .leading : chosen == "trailing" ? .trailing : .center
    }

    func verticalAlignment(_ name: String?, _ node: JSONNode?, _ path: String) throws(SceneFileError) -> VerticalAlignment {
        guard name != nil, let node else { return .center }
        let choices: [(String, VerticalAlignment)] = [
            ("top", .top), ("center", .center), ("bottom", .bottom),
            ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
        ]
        let chosen = try access.choice(node, path, among: choices.map(\.0))
        return choices.first { $0.0 == chosen }!.1
    }

    func transition(_ node: JSONNode, _ path: String) throws(SceneFileError) -> AnyTransition {
        if case .string = node.value {
            switch try access.choice(node, path, among: ["identity", "opacity", "scale"]) {
            case "identity": return .identity
            case "scale": return .scale
            default: return .opacity
            }
        }
        let members = try access.members(node, path, allowed: ["move", "push", "offset", "combined", "asymmetric"])
        let edges: [(String, Edge)] = [("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]
        func edge(_ key: String) throws(SceneFileError) -> Edge? {
            try members[key].map { node throws(SceneFileError) in
                let name = try access.choice(node, access.join(path, key), among: edges.map(\.0))
                return edges.first { $0.0 == name }!.1
            }
        }
        if let move = try edge("move") { return .move(edge: move) }
        if let push = try edge("push") { return .push(from: push) }
        if let offset = members["offset"] {
            let values = try access.members(offset, access.join(path, "offset"), allowed: ["x", "y"])
            let x = try values["x"].map { node throws(SceneFileError) in CGFloat(try access.number(node, access.join(path, "offset.x"))) } ?? 0
            let y = try values["y"].map { node throws(SceneFileError) in CGFloat(try access.number(node, access.join(path, "offset.y"))) } ?? 0
            return .offset(x: x, y: y)
        }
        if let combined = members["combined"] {
            let parts = try access.array(combined, access.join(path, "combined"))
            var result = AnyTransition.identity
            for (index, part) in parts.enumerated() {
                result = result.combined(with: try transition(part, access.index(access.join(path, "combined"), index)))
            }
            return result
        }
        guard let asymmetric = members["asymmetric"] else {
            throw access.mismatch(node, path, expected: "a transition: identity, opacity, scale, or {\"move\" | \"push\" | \"offset\" | \"combined\" | \"asymmetric\": …}")
        }
        let sides = try access.members(asymmetric, access.join(path, "asymmetric"), allowed: ["insertion", "removal"])
        let insertion = try sides["insertion"].map { node throws(SceneFileError) in try transition(node, access.join(path, "asymmetric.insertion")) } ?? .opacity
        let removal = try sides["removal"].map { node throws(SceneFileError) in try transition(node, access.join(path, "asymmetric.removal")) } ?? .opacity
        return .asymmetric(insertion: insertion, removal: removal)
    }

    func contentTransition(_ node: JSONNode, _ path: String) throws(SceneFileError) -> ContentTransition {
        switch try access.choice(node, path, among: ["identity", "opacity", "interpolate", "numericText", "numericTextCountingDown"]) {
        case "identity": return .identity
        case "opacity": return .opacity
        case "numericText": return .numericText()
        case "numericTextCountingDown": return .numericText(countsDown: true)
        default: return .interpolate
        }
    }
}

/// Colours a scene file may name: SwiftUI's and UIKit's semantic names.
let namedColors: [(String, Color)] = [
    ("clear", .clear), ("black", .black), ("white", .white), ("red", .red), ("orange", .orange), ("yellow", .yellow),
    ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo),
    ("purple", .purple), ("pink", .pink), ("brown", .brown), ("gray", .gray), ("primary", .primary),
    ("secondary", .secondary), ("accentColor", .accentColor), ("label", .label), ("secondaryLabel", .secondaryLabel),
    ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("systemBackground", .systemBackground),
    ("secondarySystemBackground", .secondarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground), ("separator", .separator),
    ("opaqueSeparator", .opaqueSeparator),
]
