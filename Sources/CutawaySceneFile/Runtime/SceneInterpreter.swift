import Cutaway
import CutawayComponents

/// Builds the views a scene file describes, from its current state, counting them against the
/// scene's budget as it goes (see `SceneBudget`).
///
/// Content closures (a `ForEach`'s, an `AnimatedPresence`'s) run later, when the engine resolves
/// the view; each takes with it the `Context` it was made in.
///
/// It builds on the main actor, as a view's body does: inside `RenderScene`'s content, and
/// inside the bodies of the views it makes.
@MainActor struct SceneInterpreter {
    let runtime: SceneFileRuntime

    /// What a view is built in: the current element, and how many times at the least it is
    /// still to be built in this pass.
    struct Context {
        /// What `value` names, inside the content of a `ForEach` or an `AnimatedPresence`.
        var value: ExpressionValue?
        /// The product, over the `ForEach` views around this one, of the elements each still has
        /// to build (this one's included): what a `ForEach` multiplies its own count by.
        var repetitions = 1

        /// The scene's body: no element, built once.
        static let body = Context()
    }

    func view(_ spec: ViewSpec, in context: Context) -> AnyView {
        guard runtime.admitView(at: spec.place, modifiers: spec.modifiers.count) else { return AnyView(EmptyView()) }
        var view = content(spec, in: context)
        for modifier in spec.modifiers {
            view = apply(modifier, to: view, spec: spec, in: context)
        }
        if let name = spec.name {
            view = AnyView(view.accessibilityIdentifier(name))
        }
        return view
    }

    private func children(_ specs: [ViewSpec], in context: Context) -> some View {
        ForEach(Array(specs.enumerated()), id: \.offset) { _, child in
            view(child, in: context)
        }
    }

    private func content(_ spec: ViewSpec, in context: Context) -> AnyView {
        let value = context.value
        switch spec.kind {
        case .text(let source):
            if case .expression(let expression) = source, case .number(let number)? = runtime.evaluate(expression, value: value, at: spec.place) {
                // Numbers read as numbers: grouped, en_US, integers without a fraction.
                if number.rounded() == number, abs(number) < 1e15 {
                    return AnyView(Text(Int(number), format: .number))
                }
                return AnyView(Text(number, format: .number))
            }
            guard let text = runtime.text(source, value: value, at: spec.place), runtime.admitText(text, at: spec.place) else {
                return AnyView(EmptyView())
            }
            return AnyView(Text(verbatim: text))
        case .stack(let kind, let spacing, let specs):
            switch kind {
            case .vertical(let alignment):
                return AnyView(VStack(alignment: alignment, spacing: spacing) { children(specs, in: context) })
            case .horizontal(let alignment):
                return AnyView(HStack(alignment: alignment, spacing: spacing) { children(specs, in: context) })
            case .overlay(let alignment):
                return AnyView(ZStack(alignment: alignment) { children(specs, in: context) })
            }
        case .collapsibleStack(let alignment, let spacing, let specs):
            let layout = CollapsibleSpacingVStack(
                alignment: alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center, spacing: spacing)
            return AnyView(layout { children(specs, in: context) })
        case .list(let specs):
            return AnyView(List { children(specs, in: context) })
        case .scrollView(let axes, let specs):
            return AnyView(ScrollView(axes) { children(specs, in: context) })
        case .section(let specs, let header, let footer):
            return AnyView(Section {
                children(specs, in: context)
            } header: {
                header.map { self.view($0, in: context) } ?? AnyView(EmptyView())
            } footer: {
                footer.map { self.view($0, in: context) } ?? AnyView(EmptyView())
            })
        case .button(let titleSource, let actions, let animation):
            guard let title = runtime.text(titleSource, value: value, at: spec.place), runtime.admitText(title, at: spec.place) else {
                return AnyView(EmptyView())
            }
            let runtime = runtime
            return AnyView(Button(title) {
                if let animation {
                    withAnimation(animation) { runtime.perform(actions) }
                } else {
                    runtime.perform(actions)
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
            let result = runtime.evaluate(condition, value: value, at: spec.place)
            let isTrue: Bool
            if case .bool(let flag)? = result {
                isTrue = flag
            } else {
                if let result {
                    runtime.record(ExpressionError(expression: "\(condition)", offset: nil, message: "the condition is \(result.kindName), not a boolean"), at: spec.place)
                }
                isTrue = false
            }
            return AnyView(conditional(isTrue, then: then, otherwise: otherwise, in: context))
        case .forEach(let items, let idExpression, let content):
            guard let result = runtime.evaluate(items, value: value, at: spec.place) else { return AnyView(EmptyView()) }
            guard case .array(let elements) = result else {
                runtime.record(ExpressionError(expression: "\(items)", offset: nil, message: "ForEach needs an array, found \(result.kindName)"), at: spec.place)
                return AnyView(EmptyView())
            }
            // Checked before any element is built: nested ForEach views fail at the first inner
            // one, with the product of the counts.
            guard runtime.admitViews(
                forEachAt: spec.place, items: elements.count, viewsPerItem: content.minimumViewCount, repetitions: context.repetitions)
            else { return AnyView(EmptyView()) }
            let count = elements.count
            guard let idExpression else {
                return AnyView(ForEach(Array(elements.enumerated()), id: \.offset) { offset, element in
                    view(content, in: Context(value: element, repetitions: context.repetitions.saturatingMultiplied(by: count - offset)))
                })
            }
            // Keyed by the id, as `ForEach(_:id:)` keys its views: an element that moves keeps
            // its views, and one that goes takes its own with it.
            var keyed: [(id: String, offset: Int, element: ExpressionValue)] = []
            var seen = Set<String>()
            for (offset, element) in elements.enumerated() {
                guard let id = runtime.evaluate(idExpression, value: element, at: spec.place)?.description else { return AnyView(EmptyView()) }
                guard seen.insert(id).inserted else {
                    runtime.record(
                        ExpressionError(expression: "\(idExpression)", offset: nil, message: "ForEach ids must be unique: \(id) is the id of two elements"),
                        at: spec.place)
                    return AnyView(EmptyView())
                }
                keyed.append((id, offset, element))
            }
            return AnyView(ForEach(keyed, id: \.id) { key in
                view(content, in: Context(value: key.element, repetitions: context.repetitions.saturatingMultiplied(by: count - key.offset)))
            })
        case .animatedPresence(let expression, let animation, let contentTransition, let content):
            let result = runtime.evaluate(expression, value: value, at: spec.place)
            let presented: ExpressionValue? = if case .null? = result { nil } else { result }
            return AnyView(AnimatedPresence(value: presented, animation: animation, contentTransition: contentTransition) { element in
                view(content, in: Context(value: element, repetitions: context.repetitions))
            })
        }
    }

    @ViewBuilder
    private func conditional(_ isTrue: Bool, then: ViewSpec, otherwise: ViewSpec?, in context: Context) -> some View {
        if isTrue {
            view(then, in: context)
        } else if let otherwise {
            view(otherwise, in: context)
        }
    }

    private func apply(_ modifier: ModifierSpec, to view: AnyView, spec: ViewSpec, in context: Context) -> AnyView {
        let value = context.value
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
            let secondary = self.view(content, in: context)
            return isBackground
                ? AnyView(view.background(alignment: alignment) { secondary })
                : AnyView(view.overlay(alignment: alignment) { secondary })
        case .id(let expression):
            let identity = runtime.evaluate(expression, value: value, at: spec.place).flatMap { result in
                runtime.describe(result, in: expression, at: spec.place)
            }
            return AnyView(view.id(identity ?? "null"))
        case .clipped: return AnyView(view.clipped())
        case .opacity(let opacity): return AnyView(view.opacity(opacity))
        case .transition(let transition): return AnyView(view.transition(transition))
        case .contentTransition(let transition): return AnyView(view.contentTransition(transition))
        case .animation(let animation, let watched):
            let current = runtime.evaluate(watched, value: value, at: spec.place) ?? .null
            return AnyView(view.animation(animation, value: current))
        case .ignoredWhenCollapsed: return AnyView(view.ignoredWhenCollapsed())
        case .layoutPriority(let priority): return AnyView(view.layoutPriority(priority))
        }
    }
}
