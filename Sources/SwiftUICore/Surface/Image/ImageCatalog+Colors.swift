import Foundation

/// Named colours (`Color("Brand", bundle:)`), found where named images are: a
/// `Brand.colorset` in the asset catalogs of the same bundles, in the same order
/// (`ImageCatalog`), read once per graph.
extension ImageCatalog {
    struct ColorSetKey: Hashable {
        var name: String
        var bundle: URL?
    }

    /// The colour named `name` in `colorScheme`, or `nil` (noted once) when no colour set has
    /// that name or the one found cannot be read.
    func color(named name: String, bundle: URL?, colorScheme: ColorScheme) -> Color.Resolved? {
        let key = ColorSetKey(name: name, bundle: bundle)
        if let known = colorSets[key] { return known?.resolve(colorScheme) }
        let set = readColorSet(named: name, bundle: bundle)
        colorSets[key] = set
        return set?.resolve(colorScheme)
    }

    private func readColorSet(named name: String, bundle: URL?) -> ColorSet? {
        let roots = bundle.map { [(Self.resourceDirectory(of: $0), 3)] } ?? Self.defaultRoots()
        for (root, depth) in roots where Self.isInside(root.appendingPathComponent(name), root) {
            let found = catalogs[root] ?? Self.assetCatalogs(in: root, depth: depth)
            catalogs[root] = found
            for catalog in found {
                guard let folder = Self.assetSet(named: name, kind: "colorset", in: catalog) else { continue }
                switch ColorSet.read(folder) {
                case .success(let set):
                    return set
                case .failure(let error):
                    note(.unreadableColor(name, reason: error.description))
                    return nil
                }
            }
        }
        note(.missingColor(name))
        return nil
    }
}
