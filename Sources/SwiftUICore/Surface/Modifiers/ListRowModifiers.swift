import Foundation

/// What a row tells the list it is in: its insets, its background, its separators. These are
/// traits of the row's node (as in SwiftUI, where they are preferences to the containing
/// list), so they apply where the modified view is a row, and do nothing elsewhere.
///
/// The row's insets are read while laying out (`ListCellLayout`); its background and
/// separators when the list makes its cells (`ResolveContext.listSection(rows:spacing:)`), so
/// a row whose own state changes them shows the change when the list is made again.
nonisolated extension View {
    /// Sets the insets of this row's content in its cell (`nil`: the list's default, 11 pt
    /// above and below, 20 pt at the sides).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitWritingModifier { traits in
            let key = ObjectIdentifier(ListRowInsetsKey.self)
            if let insets { traits.layoutValues[key] = insets } else { traits.layoutValues[key] = nil }
        })
    }

    /// Draws `view` behind this row, filling its cell, inside the section's rounded card
    /// (`nil`: the card alone).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_TraitWritingModifier { $0.listRowBackground = view.map { $0 as any View } })
    }

    /// Shows or hides the separators at `edges` of this row: its bottom separator is the one
    /// below it, its top separator the one above it (the previous row's bottom one).
    /// `.automatic` and `.visible` leave them to the list, which draws one between rows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier { traits in
            if visibility == .hidden {
                traits.hiddenListRowSeparators.formUnion(edges)
            } else {
                traits.hiddenListRowSeparators.subtract(edges)
            }
        })
    }
}
