import Cutaway
import CutawayComponents

/// Builds the views a scene file describes, from its current state.
struct SceneInterpreter {
    let runtime: SceneFileRuntime

    func view(_ spec: ViewSpec, value: ExpressionValue?) -> AnyView {
        var view = content(spec, value: value)
        for modifier in spec.modifiers {
            view = apply(modifier, to: view, spec: spec, value: value)
        }
        if let name = spec.name {
            view = AnyView(view.accessibilityIdentifier(name))
        }
        return view
    }

    private func children(_ specs: [ViewSpec], value: ExpressionValue?) -> some View {
        ForEach(Array(specs.enumerated()), id: \.offset) { _, child in
            view(child, value: value)
        }
    }

    private func content(_ spec: ViewSpec, value: ExpressionValue?) -> AnyView {
        switch spec.kind {
        case .text(let source):
            if case .expression(let expression) = source, case .number(let number)? = runtime.evaluate(expression, value: value, at: spec.path) {
                // Numbers read as numbers: grouped, en_US, integers without a fraction.
                if number.rounded() == number, abs(number) < 1e15 {
                    return AnyView(Text(Int(number), format: .number))
                }
                return AnyView(Text(number, format: .number))
            }
            return AnyView(Text(verbatim: runtime.text(source, value: value, at: spec.path)))
        case .stack(let kind, let spacing, let specs):
            switch kind {
            case .vertical(let alignment):
                return AnyView(VStack(alignment: alignment, spacing: spacing) { children(specs, value: value) })
            case .horizontal(let alignment):
                return AnyView(HStack(alignment: alignment, spacing: spacing) { children(specs, value: value) })
            case .overlay(let alignment):
                return AnyView(ZStack(alignment: alignment) { children(specs, value: value) })
            }
        case .collapsibleStack(let alignment, let spacing, let specs):
            let layout = CollapsibleSpacingVStack(
                alignment: alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center, spacing: spacing)
            return AnyView(layout { children(specs, value: value) })
        case .list(let specs):
            return AnyView(List { children(specs, value: value) })
        case .section(let specs):
            return AnyView(Section { children(specs, value: value) })
        case .button(let title, let actions, let animation):
            let runtime = runtime
            let path = spec.path
            return AnyView(Button(runtime.text(title, value: value, at: spec.path)) {
                if let animation {
                    withAnimation(animation) { runtime.perform(actions, at: path) }
                } else {
                    runtime.perform(actions, at: path)
                }
            })
        case .color(let color):
            return AnyView(color)
        case .shape(let shape, let fill):
            switch shape {
            case .rectangle: return fill.map { AnyView(Rectangle().fill($0)) } ?? AnyView(Rectangle())
            case .roundedRectangle(let radius):
                return fill.map { AnyView(RoundedRectangle(cornerRadius: radius).fill($0)) } ?? AnyView(RoundedRectangle(cornerRadius: radius))
            case .capsule: return fill.map { AnyView(Capsule().fill($0)) } ?? AnyView(Capsule())
            case .circle: return fill.map { AnyView(Circle().fill($0)) } ?? AnyView(Circle())
            case .ellipse: return fill.map { AnyView(Ellipse().fill($0)) } ?? AnyView(Ellipse())
            }
        case .spacer(let minLength):
            return AnyView(Spacer(minLength: minLength))
        case .divider:
            return AnyView(Divider())
        case .conditional(let condition, let then, let otherwise):
            let result = runtime.evaluate(condition, value: value, at: spec.path)
            let isTrue: Bool
            if case .bool(let flag)? = result {
                isTrue = flag
            } else {
                if let result {
                    runtime.record(ExpressionError(expression: "\(condition)", offset: nil, message: "the condition is \(result.kindName), not a boolean"), at: spec.path)
                }
                isTrue = false
            }
            return AnyView(conditional(isTrue, then: then, otherwise: otherwise, value: value))
        case .forEach(let items, let content):
            guard let result = runtime.evaluate(items, value: value, at: spec.path) else { return AnyView(EmptyView()) }
            guard case .array(let elements) = result else {
                runtime.record(ExpressionError(expression: "\(items)", offset: nil, message: "ForEach needs an array, found \(result.kindName)"), at: spec.path)
                return AnyView(EmptyView())
            }
            return AnyView(ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
                view(content, value: element)
            })
        case .animatedPresence(let expression, let animation, let contentTransition, let content):
            let result = runtime.evaluate(expression, value: value, at: spec.path)
            let presented: ExpressionValue? = if case .null? = result { nil } else { result }
            return AnyView(AnimatedPresence(value: presented, animation: animation, contentTransition: contentTransition) { element in
                view(content, value: element)
            })
        }
    }

    @ViewBuilder
    private func conditional(_ isTrue: Bool, then: ViewSpec, otherwise: ViewSpec?, value: ExpressionValue?) -> some View {
        if isTrue {
            view(then, value: value)
        } else if let otherwise {
            view(otherwise, value: value)
        }
    }

    private func apply(_ modifier: ModifierSpec, to view: AnyView, spec: ViewSpec, value: ExpressionValue?) -> AnyView {
        switch modifier {
        case .font(let font): return AnyView(view.font(font))
        case .foregroundStyle(let style): return AnyView(view.foregroundStyle(style))
        case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
        case .multilineTextAlignment(let alignment): return AnyView(view.multilineTextAlignment(alignment))
        case .padding(let insets): return AnyView(view.padding(insets))
        case .frame(let width, let height, let alignment): return AnyView(view.frame(width: width, height: height, alignment: alignment))
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment):
            return AnyView(view.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
        case .fixedSize(let horizontal, let vertical): return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .background(let color): return AnyView(view.background(color))
        case .secondary(let content, let alignment, let isBackground):
            let secondary = self.view(content, value: value)
            return isBackground
                ? AnyView(view.background(alignment: alignment) { secondary })
                : AnyView(view.overlay(alignment: alignment) { secondary })
        case .id(let expression):
            return AnyView(view.id((runtime.evaluate(expression, value: value, at: spec.path) ?? .null).description))
        case .clipped: return AnyView(view.clipped())
        case .opacity(let opacity): return AnyView(view.opacity(opacity))
        case .transition(let transition): return AnyView(view.transition(transition))
        case .contentTransition(let transition): return AnyView(view.contentTransition(transition))
        case .animation(let animation, let watched):
            let current = runtime.evaluate(watched, value: value, at: spec.path) ?? .null
            return AnyView(view.animation(animation, value: current))
        case .ignoredWhenCollapsed: return AnyView(view.ignoredWhenCollapsed())
        case .layoutPriority(let priority): return AnyView(view.layoutPriority(priority))
        }
    }
}
