nonisolated extension View {
    /// Isolates this view's geometry from its parent's: its position and size are resolved and
    /// animated as one value, and its subviews are placed inside it, relative to it.
    ///
    /// Without a group, every view animates its own frame on the canvas: a subview inserted
    /// while its parent moves appears at once where the parent will end, and subviews whose
    /// frames change in other transactions drift from their parent. In a group, each subview's
    /// frame animates relative to the group's, and follows the group's animated frame: a
    /// subview inserted while the group moves appears inside the group where it is drawn now.
    ///
    /// How it works: the view is an anchor of the geometry animation, as a list cell is
    /// (`ViewGraph.visitWithAnchors`): its subviews' frames are taken relative to its origin,
    /// animated there, and drawn moved by the group's own animated offset.
    public func geometryGroup() -> some View {
        modifier(_TraitWritingModifier { $0.isGeometryGroup = true })
    }
}
