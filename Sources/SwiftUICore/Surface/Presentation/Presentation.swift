import Foundation

/// A view presented over everything else: a sheet, a full-screen cover, an alert or a
/// confirmation dialog, as the presenting modifier describes it.
///
/// Why a preference and not a view in place: on iOS a presentation is drawn over the whole
/// window, over the presenter's navigation bars, and pushes the presenter back; a view in place
/// can only draw inside its parent. So the modifier (`_PresentationModifier`) resolves the view
/// it modifies and, while presented, adds a `Presentation` to its nodes' preferences; the root
/// (`ViewGraph.resolveRoot()`) reads them after resolving its content and hands them to
/// `PresentationStage`, which resolves each at the root, between the app's content and the
/// device's status bar.
///
/// Design boundaries: the presented view inherits the presenter's environment as it was where
/// the modifier sits (SwiftUI does the same), with its own safe area, `dismiss` and
/// `isPresented`. Its state lives at an identity made from the presenter's, so presenting again
/// from the same place starts with fresh state only if it was dismissed in between (it was
/// removed from the tree).
struct Presentation {
    /// What is presented and how it looks.
    enum Style {
        case sheet(AnyView)
        case fullScreenCover(AnyView)
        case alert(title: Text, actions: AnyView, message: AnyView?)
        case confirmationDialog(title: Text, isTitleVisible: Bool, actions: AnyView, message: AnyView?)

        /// How the presentation comes and goes.
        var animation: Animation {
            switch self {
            case .alert: PresentationMetrics.alertAnimation
            case .sheet, .fullScreenCover, .confirmationDialog: PresentationMetrics.sheetAnimation
            }
        }
    }

    /// Tells presentations apart, and keys their identities at the root: the presenting
    /// modifier's identity, and for `sheet(item:)` the item's id.
    let key: String
    let style: Style
    /// The environment where the modifier sits.
    let environment: EnvironmentValues
    /// The transaction the presenter was resolved in: the time of the change that presented.
    let transaction: Transaction
    /// Ends the presentation: sets the binding false (or the item nil).
    let dismiss: () -> Void
}

/// The presentations a subtree shows, in tree order.
struct PresentationsKey: PreferenceKey {
    static var defaultValue: [Presentation] { [] }
    static func reduce(value: inout [Presentation], nextValue: () -> [Presentation]) {
        value += nextValue()
    }
}

/// Resolves the view it modifies and, while `isPresented`, adds what `makeStyle` makes to the
/// presentations of its first node (with the presentations below it, since a node that sets a
/// preference speaks for its subtree).
nonisolated struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Bool
    /// Tells apart two presentations of one modifier (a `sheet(item:)`'s items).
    let itemKey: String?
    let makeStyle: () -> Presentation.Style
    let dismiss: () -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        guard isPresented, let first = nodes.first else { return nodes }
        var key = context.modifierKey("presentation").description
        if let itemKey { key += "#" + itemKey }
        let presentation = Presentation(
            key: key, style: makeStyle(), environment: context.environment, transaction: context.transaction, dismiss: dismiss)
        let below = first.preferenceValue(PresentationsKey.self)
        first.decorate(.preference(PreferenceValue(key: ObjectIdentifier(PresentationsKey.self), value: below + [presentation])))
        return nodes
    }
}
