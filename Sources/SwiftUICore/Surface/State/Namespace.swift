/// A dynamic property that names a namespace for the views of one view: the identifiers of
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` are matched within it.
///
/// How it works: like `@State`, a `Namespace` keeps a small reference cell that the runtime
/// binds before the body runs; binding gives it an identifier made of the view's identity
/// and the property's name. So the identifier is the same in every pass and every run (no
/// counter, no global table), and two views of the same type in different places get
/// different namespaces, as in SwiftUI.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    let cell = NamespaceCell()

    public init() {}

    /// The namespace's identifier. Read outside a body (before the runtime bound it), every
    /// namespace reads the same unbound identifier, as SwiftUI warns and gives an unmatched one.
    public var wrappedValue: Namespace.ID {
        cell.id ?? ID(owner: "", label: "")
    }

    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        /// The identity path of the view that owns the namespace.
        let owner: String
        /// The property's name in that view.
        let label: String
    }
}

/// The reference a `Namespace` keeps: its identifier once bound. Written only while the owning
/// body is bound, on the graph's thread.
final class NamespaceCell: @unchecked Sendable {
    var id: Namespace.ID?
}

extension Namespace: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.id = ID(owner: context.node.identity.path, label: label)
    }
}
