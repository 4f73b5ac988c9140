/// The previews a `PreviewProvider`'s `previews` makes: the views it lists, each with the
/// settings written on it (`previewDisplayName(_:)`, `previewLayout(_:)`, ...).
///
/// Xcode's canvas shows one preview per view of `previews`: a `Group`'s views, a block's views
/// and a `ForEach`'s views each, nested ones flattened, with a modifier written around a
/// `Group` applied to each of its views (as a `Group`'s modifiers apply to each child when it
/// is laid out). The split is made from the view values, before anything is resolved, so
/// `--list` names every preview without drawing one.
enum PreviewProviderViews {
    /// The views `view` lists, in order (itself, where it lists none).
    static func split(_ view: any View) -> [any View] {
        (view as? any PreviewListing)?.previewViews() ?? [view]
    }

    /// The settings written on `view` and on the modifiers it is wrapped in, outermost first.
    /// The one nearest the view wins (the last of each kind here), as an environment value
    /// does: a setting written around a `Group` is its views' default, and one written on a
    /// view inside it overrides it for that view.
    static func settings(of view: any View) -> [_PreviewSettingModifier.Setting] {
        var settings: [_PreviewSettingModifier.Setting] = []
        var current: any View = view
        // A chain of modifiers is as long as the source writes it; the bound only keeps a
        // pathological value finite.
        for _ in 0..<10_000 {
            if let erased = current as? AnyView {
                current = erased.view
            } else if let modified = current as? any PreviewSettingCarrying {
                if let setting = modified.previewSetting { settings.append(setting) }
                current = modified.previewContent
            } else {
                break
            }
        }
        return settings
    }
}

/// A view that lists several previews' views (`Group`, a block, `ForEach`).
protocol PreviewListing {
    func previewViews() -> [any View]
}

/// A modified view, seen from outside: its content and, if it is one, its preview setting.
protocol PreviewSettingCarrying {
    var previewSetting: _PreviewSettingModifier.Setting? { get }
    var previewContent: any View { get }
}

nonisolated extension Group: PreviewListing {
    func previewViews() -> [any View] {
        PreviewProviderViews.split(content)
    }
}

nonisolated extension TupleView: PreviewListing {
    func previewViews() -> [any View] {
        children.flatMap(PreviewProviderViews.split)
    }
}

nonisolated extension ForEach: PreviewListing {
    func previewViews() -> [any View] {
        data.flatMap { PreviewProviderViews.split(content($0)) }
    }
}

extension ModifiedContent: PreviewListing where Content: View, Modifier: ViewModifier {
    /// A modifier around several views applies to each; around one, the view is as written.
    func previewViews() -> [any View] {
        let inner = PreviewProviderViews.split(content)
        guard inner.count != 1 else { return [self] }
        return inner.map { ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: $0), modifier: modifier) }
    }
}

extension ModifiedContent: PreviewSettingCarrying where Content: View, Modifier: ViewModifier {
    var previewSetting: _PreviewSettingModifier.Setting? {
        (modifier as? _PreviewSettingModifier)?.setting
    }

    var previewContent: any View { content }
}
