import Foundation

/// A control that picks one of a set of options, drawn by the environment's picker style
/// (`pickerStyle(_:)`): by default iOS 17's menu button (the selected option and
/// `chevron.up.chevron.down`). Each option is a view of the content tagged with its value
/// (`Text("Red").tag(Flavor.red)`); the option whose tag equals the selection is selected.
///
/// How it works: `Picker` resolves its content to find the options (each node's tag, and the
/// text it shows as its title), then resolves the style's body from those titles. So an
/// option is drawn by its text alone (an option's image is not drawn), and an untagged option
/// cannot be selected. The options a `ForEach` makes are tagged with their ids, unless tagged
/// otherwise, as in SwiftUI; an id matches only a selection of its own type. Scene scripts tap
/// a segment of a segmented picker, or a row of an inline one, by its title.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The older form, with the label given as a view before the content
    /// (`Picker(selection: $x, label: Text("Flavor")) { ... }`): deprecated in SwiftUI in
    /// favour of `init(selection:content:label:)`, and the same picker.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // The options are read from the content's nodes; the nodes themselves are not drawn.
        let optionNodes = context.resolve(content, component: .part("options"))
        let selection = selection
        let selected = AnyHashable(selection.wrappedValue)
        let options = optionNodes.map { node in
            let tag = node.traits.tag
            return PickerStyleConfiguration.Option(
                title: node.textContent.joined(separator: " "),
                isSelected: tag == selected,
                select: {
                    guard let value = tag?.base as? SelectionValue else { return }
                    selection.wrappedValue = value
                })
        }
        let configuration = PickerStyleConfiguration(label: AnyView(label), options: options)
        return context.resolve(context.environment.pickerStyle.makeBody(configuration), component: .type("Picker"))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's parts, as its style receives them: the label and the options in order. (SwiftUI
/// offers no custom picker styles, so this stays internal.)
struct PickerStyleConfiguration {
    struct Option {
        let title: String
        let isSelected: Bool
        /// Makes this option the selection.
        let select: () -> Void
    }

    let label: AnyView
    let options: [Option]

    /// The position of the selected option, if one is.
    var selectedIndex: Int? { options.firstIndex(where: \.isSelected) }
    /// The selected option's title ("" when none is selected).
    var selectedTitle: String { selectedIndex.map { options[$0].title } ?? "" }
}
