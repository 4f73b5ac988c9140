import Cutaway

/// The views a scene file may use, by the key that names them.
let viewNames = [
    "Text", "VStack", "HStack", "ZStack", "CollapsibleSpacingVStack", "List", "Section", "ScrollView", "Button", "Color",
    "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "Spacer", "Divider", "If", "ForEach", "AnimatedPresence",
]

extension SceneDecoder {
    /// A view: an object with exactly one key naming its type, plus optional "modifiers" and
    /// "name". A string is the type's single obvious argument (`{"Text": "Footer"}`).
    mutating func view(_ node: JSONNode, _ path: String, knownNames: [String] = []) throws(SceneFileError) -> ViewSpec {
        try countView(node, path)
        guard case .object(let members) = node.value else { throw access.mismatch(node, path, expected: "a view object such as {\"Text\": \"Hello\"}") }
        let typeMembers = members.filter { $0.key != "modifiers" && $0.key != "name" }
        guard typeMembers.count == 1, let type = typeMembers.first else {
            let found = typeMembers.map { "'\($0.key)'" }.joined(separator: ", ")
            throw access.error(node, path, typeMembers.isEmpty
                ? "a view needs one key naming its type (\(viewNames.joined(separator: ", ")))"
                : "a view has one key naming its type; found \(found)")
        }
        guard viewNames.contains(type.key) else {
            let hint = suggestion(for: type.key, among: viewNames).map { "; did you mean '\($0)'?" } ?? ""
            throw SceneFileError(file: access.file, location: type.keyLocation, path: path, message: "unknown view '\(type.key)'\(hint)")
        }
        let typePath = access.join(path, type.key)
        let known = knownNames
        let kind = try self.kind(type.key, type.value, typePath, knownNames: known)
        var modifiers: [ModifierSpec] = []
        if let modifierList = members.first(where: { $0.key == "modifiers" })?.value {
            let modifiersPath = access.join(path, "modifiers")
            let list = try access.array(modifierList, modifiersPath)
            guard list.count <= SceneFileLimits.modifiersPerView else {
                throw access.error(modifierList, modifiersPath, "\(list.count.groupedText) modifiers on one view, more than the \(SceneFileLimits.modifiersPerView) a view may have")
            }
            try countModifiers(list.count, modifierList, modifiersPath)
            for (index, modifier) in list.enumerated() {
                modifiers.append(try self.modifier(modifier, access.index(modifiersPath, index), knownNames: known))
            }
        }
        let name = try members.first(where: { $0.key == "name" }).map { member throws(SceneFileError) in
            try access.string(member.value, access.join(path, "name"))
        }
        return ViewSpec(kind: kind, modifiers: modifiers, name: name, place: SourcePlace(path: path, location: node.location))
    }

    private mutating func kind(_ type: String, _ node: JSONNode, _ path: String, knownNames: [String]) throws(SceneFileError) -> ViewSpec.Kind {
        switch type {
        case "Text":
            if case .string(let text) = node.value { return .text(try textSource(text, node, path, knownNames: knownNames)) }
            let members = try access.members(node, path, allowed: ["value", "format"])
            let value = try required(members, "value", in: node, path) { node, path throws(SceneFileError) in try access.string(node, path) }
            _ = try members["format"].map { node throws(SceneFileError) in try access.choice(node, access.join(path, "format"), among: ["number"]) }
            return .text(.expression(try expression(value, members["value"]!, access.join(path, "value"), knownNames: knownNames)))
        case "VStack", "HStack", "ZStack", "CollapsibleSpacingVStack", "List", "Section", "ScrollView":
            return try container(type, node, path, knownNames: knownNames)
        case "Button":
            let members = try access.members(node, path, allowed: ["title", "action", "animation"])
            let title = try required(members, "title", in: node, path) { node, path throws(SceneFileError) in try access.string(node, path) }
            let titleSource = try textSource(title, members["title"]!, access.join(path, "title"), knownNames: knownNames)
            var actions: [ActionSpec] = []
            if let list = members["action"] {
                for (index, action) in try access.array(list, access.join(path, "action")).enumerated() {
                    let actionPath = access.index(access.join(path, "action"), index)
                    let actionMembers = try access.members(action, actionPath, allowed: ["set", "toggle", "increment", "by", "modulo"])
                    actions.append(try self.action(action, actionMembers, actionPath))
                }
            }
            let animation = try members["animation"].map { node throws(SceneFileError) in try self.animation(node, access.join(path, "animation")) } ?? nil
            return .button(title: titleSource, actions: actions, animation: animation)
        case "Color":
            return .color(try color(node, path))
        case "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse":
            let members = try access.members(node, path, allowed: type == "RoundedRectangle" ? ["cornerRadius", "fill"] : ["fill"])
            let fill = try members["fill"].map { node throws(SceneFileError) in try color(node, access.join(path, "fill")) }
            let shape: ShapeKind = switch type {
            case "Rectangle": .rectangle
            case "Capsule": .capsule
            case "Circle": .circle
            case "Ellipse": .ellipse
            default: .roundedRectangle(cornerRadius: CGFloat(try required(members, "cornerRadius", in: node, path) { node, path throws(SceneFileError) in
                try access.number(node, path, in: 0...10_000) }))
            }
            return .shape(shape, fill: fill)
        case "Spacer":
            let members = try access.members(node, path, allowed: ["minLength"])
            return .spacer(minLength: try members["minLength"].map { node throws(SceneFileError) in
                CGFloat(try access.number(node, access.join(path, "minLength"), in: 0...10_000)) })
        case "Divider":
            _ = try access.members(node, path, allowed: [])
            return .divider
        case "If":
            let members = try access.members(node, path, allowed: ["condition", "then", "else"])
            let condition = try required(members, "condition", in: node, path) { node, path throws(SceneFileError) in try access.string(node, path) }
            let conditionExpression = try expression(condition, members["condition"]!, access.join(path, "condition"), knownNames: knownNames)
            guard let then = members["then"] else { throw access.error(node, path, "missing \"then\"") }
            let thenView = try view(then, access.join(path, "then"), knownNames: knownNames)
            let elseView = try members["else"].map { node throws(SceneFileError) in try view(node, access.join(path, "else"), knownNames: knownNames) }
            return .conditional(conditionExpression, then: thenView, otherwise: elseView)
        case "ForEach":
            let members = try access.members(node, path, allowed: ["items", "id", "content"])
            let items = try required(members, "items", in: node, path) { node, path throws(SceneFileError) in try access.string(node, path) }
            let itemsExpression = try expression(items, members["items"]!, access.join(path, "items"), knownNames: knownNames)
            let idExpression = try members["id"].map { node throws(SceneFileError) in
                try expression(try access.string(node, access.join(path, "id")), node, access.join(path, "id"), knownNames: knownNames + ["value"])
            }
            guard let content = members["content"] else { throw access.error(node, path, "missing \"content\"") }
            return .forEach(
                itemsExpression, id: idExpression, content: try view(content, access.join(path, "content"), knownNames: knownNames + ["value"]))
        default:  // AnimatedPresence
            let members = try access.members(node, path, allowed: ["value", "animation", "contentTransition", "content"])
            let value = try required(members, "value", in: node, path) { node, path throws(SceneFileError) in try access.string(node, path) }
            let valueExpression = try expression(value, members["value"]!, access.join(path, "value"), knownNames: knownNames)
            let animation = try members["animation"].map { node throws(SceneFileError) in try self.animation(node, access.join(path, "animation")) } ?? nil
            let transition = try members["contentTransition"].map { node throws(SceneFileError) in
                try contentTransition(node, access.join(path, "contentTransition"))
            } ?? .identity
            guard let content = members["content"] else { throw access.error(node, path, "missing \"content\"") }
            return .animatedPresence(
                value: valueExpression, animation: animation, contentTransition: transition,
                content: try view(content, access.join(path, "content"), knownNames: knownNames + ["value"]))
        }
    }

    private mutating func container(_ type: String, _ node: JSONNode, _ path: String, knownNames: [String]) throws(SceneFileError) -> ViewSpec.Kind {
        let allowed = switch type {
        case "List": ["content"]
        case "ScrollView": ["axes", "content"]
        case "Section": ["content", "header", "footer"]
        case "ZStack": ["alignment", "content"]
        default: ["alignment", "spacing", "content"]
        }
        let members = try access.members(node, path, allowed: allowed)
        let contentPath = access.join(path, "content")
        var children: [ViewSpec] = []
        if let content = members["content"] {
            for (index, child) in try access.array(content, contentPath).enumerated() {
                children.append(try view(child, access.index(contentPath, index), knownNames: knownNames))
            }
        }
        let spacing = try members["spacing"].map { node throws(SceneFileError) in CGFloat(try access.number(node, access.join(path, "spacing"), in: 0...10_000)) }
        let alignment = try members["alignment"].map { node throws(SceneFileError) in
            try access.string(node, access.join(path, "alignment")) }
        let alignmentPath = access.join(path, "alignment")
        switch type {
        case "VStack":
            return .stack(.vertical(try horizontalAlignment(alignment, members["alignment"], alignmentPath)), spacing: spacing, children: children)
        case "HStack":
            return .stack(.horizontal(try verticalAlignment(alignment, members["alignment"], alignmentPath)), spacing: spacing, children: children)
        case "ZStack":
            return .stack(.overlay(try self.alignment(alignment, members["alignment"], alignmentPath)), spacing: nil, children: children)
        case "CollapsibleSpacingVStack":
            let value = try alignment.map { _ throws(SceneFileError) in
                try access.choice(members["alignment"]!, alignmentPath, among: ["leading", "center", "trailing"]) } ?? "center"
            let collapsible: CollapsibleSpacingAlignment = value == "leading" ? .leading : value == "trailing" ? .trailing : .center
            return .collapsibleStack(collapsible, spacing: spacing, children: children)
        case "List":
            return .list(children)
        case "ScrollView":
            let axes = try members["axes"].map { node throws(SceneFileError) in
                try access.choice(node, access.join(path, "axes"), among: ["vertical", "horizontal", "both"]) } ?? "vertical"
            return .scrollView(axes == "vertical" ? .vertical : axes == "horizontal" ? .horizontal : [.vertical, .horizontal], children)
        default:
            // A header or footer is a view, as SwiftUI's `Section { } header: { } footer: { }` takes.
            let header = try members["header"].map { node throws(SceneFileError) in
                try view(node, access.join(path, "header"), knownNames: knownNames) }
            let footer = try members["footer"].map { node throws(SceneFileError) in
                try view(node, access.join(path, "footer"), knownNames: knownNames) }
            return .section(children, header: header, footer: footer)
        }
    }

    /// A string shown by a view: a whole expression when it starts with `$`, else text with
    /// `{expression}` interpolations.
    func textSource(_ text: String, _ node: JSONNode, _ path: String, knownNames: [String]) throws(SceneFileError) -> TextSource {
        if InterpolatedString.isPureExpression(text) {
            return .expression(try expression(text, node, path, knownNames: knownNames))
        }
        do {
            let interpolated = try InterpolatedString.parse(text, knownNames: knownNames)
            for name in interpolated.stateReads where !stateNames.contains(name) {
                let hint = suggestion(for: name, among: stateNames).map { "; did you mean '$\($0)'?" } ?? ""
                throw access.error(node, path, "'\(text)' reads unknown state '$\(name)'\(hint)")
            }
            return .interpolated(interpolated)
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw access.error(node, path, "\(error)")
        }
    }
}
