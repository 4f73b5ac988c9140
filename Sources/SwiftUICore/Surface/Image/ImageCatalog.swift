import Foundation

/// Finds the files that named images (`Image("name", bundle:)`) draw, as iOS finds them in an
/// app's asset catalogs and bundle resources, and remembers what it found for its graph.
///
/// Where it looks, in order, in each bundle's resources: asset catalogs (`*.xcassets`, up to
/// three folders deep) for a `name.imageset` whose `Contents.json` lists the file (the one for
/// the colour scheme's appearance if it has one, at the largest scale); then loose files
/// `name.png`, `name@3x.png`, `name@2x.png`, `name.jpg`, `name.jpeg`, or `name` itself when it
/// has an extension. With no bundle given, the main bundle and then every SwiftPM resource
/// bundle beside the executable (`*.resources`, sorted by name: on Linux a package's resources
/// live there, and `Bundle.module` is one of them).
///
/// Why a cache per graph and not per process: no global mutable state; a graph asks for the
/// same names every frame its bodies are evaluated, and the file system answers once.
package final class ImageCatalog {
    private struct Key: Hashable {
        var name: String
        var bundle: URL?
        var colorScheme: ColorScheme
        var displayScale: CGFloat
    }

    private var found: [Key: ImageFile?] = [:]
    /// The colour sets read, by name and bundle (`nil`: none, or one that could not be read).
    var colorSets: [ColorSetKey: ColorSet?] = [:]
    /// The asset catalogs under each folder searched, found once.
    var catalogs: [URL: [URL]] = [:]
    /// What was asked for and not found, each once, in the order it was first asked for.
    package private(set) var notices: [ImageNotice] = []
    /// How many of `notices` `takeNewNotices()` has handed out.
    private var noticesTaken = 0

    package init() {}

    /// The notices added since the last call, to report each once.
    package func takeNewNotices() -> [ImageNotice] {
        defer { noticesTaken = notices.count }
        return Array(notices[noticesTaken...])
    }

    func file(named name: String, bundle: URL?, colorScheme: ColorScheme, displayScale: CGFloat = 2) -> ImageFile? {
        let key = Key(name: name, bundle: bundle, colorScheme: colorScheme, displayScale: displayScale)
        if let known = found[key] { return known }
        // The main bundle's folder on Linux is the executable's (a build folder, perhaps):
        // only its own top level is searched for catalogs; resource bundles three deep.
        let roots = bundle.map { [(Self.resourceDirectory(of: $0), 3)] } ?? Self.defaultRoots()
        var refused: (file: String, reason: ImageFile.Refusal)?
        let file = roots.lazy.compactMap { root, depth in
            self.file(named: name, in: root, catalogDepth: depth, colorScheme: colorScheme, displayScale: displayScale, refused: &refused)
        }.first
        found[key] = file
        if file == nil {
            note(refused.map { .refusedImage(name, file: $0.file, reason: $0.reason) } ?? .missingImage(name))
        }
        return file
    }

    /// Records that no symbol counterpart exists for `name` (drawn as a placeholder).
    func noteMissingSymbol(_ name: String) {
        note(.unmappedSymbol(name))
    }

    func note(_ notice: ImageNotice) {
        if !notices.contains(notice) { notices.append(notice) }
    }

    /// A bundle's resource folder: `Contents/Resources` in a macOS-style bundle, else the
    /// bundle's own folder (SwiftPM's resource bundles on Linux are plain folders).
    static func resourceDirectory(of bundle: URL) -> URL {
        let resources = bundle.appendingPathComponent("Contents/Resources", isDirectory: true)
        return isDirectory(resources) ? resources : bundle
    }

    /// The folders searched without a bundle, each with how deep catalogs are looked for.
    static func defaultRoots() -> [(URL, Int)] {
        let main = Bundle.main.bundleURL
        var roots = [(resourceDirectory(of: main), 0)]
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? []
        for name in siblings.sorted() where name.hasSuffix(".resources") {
            roots.append((main.appendingPathComponent(name, isDirectory: true), 3))
        }
        return roots
    }

    /// `refused` is set to the first file found for the name that is refused, and why.
    func file(
        named name: String, in root: URL, catalogDepth: Int, colorScheme: ColorScheme, displayScale: CGFloat,
        refused: inout (file: String, reason: ImageFile.Refusal)?
    ) -> ImageFile? {
        // A name that would leave the folder (`../x`, `/etc/x`) names nothing in it.
        guard Self.isInside(root.appendingPathComponent(name), root) else { return nil }
        let found = catalogs[root] ?? Self.assetCatalogs(in: root, depth: catalogDepth)
        catalogs[root] = found
        func take(_ url: URL, _ read: Result<ImageFile, ImageFile.Refusal>?) -> ImageFile? {
            switch read {
            case .success(let file)?: return file
            case .failure(let reason)?:
                if refused == nil { refused = (url.lastPathComponent, reason) }
                return nil
            case nil: return nil
            }
        }
        for catalog in found {
            guard let imageSet = Self.assetSet(named: name, kind: "imageset", in: catalog),
                  let (url, scale, template) = Self.imageSetEntry(imageSet, colorScheme: colorScheme) else { continue }
            if let file = take(url, ImageFile.read(contentsOf: url, scale: scale, prefersTemplate: template)) { return file }
        }
        guard (name as NSString).pathExtension.isEmpty else {
            let url = root.appendingPathComponent(name)
            return take(url, ImageFile.read(contentsOf: url, scale: 1))
        }
        // The screen's scale first, as iOS picks, then the larger, then the plain file.
        let own = Int(displayScale.isFinite ? min(3, max(1, displayScale.rounded())) : 2)
        let scales = [own] + [3, 2, 1].filter { $0 != own }
        var candidates = scales.map { ($0 == 1 ? name + ".png" : name + "@\($0)x.png", CGFloat($0)) }
        candidates += [(name + ".jpg", 1), (name + ".jpeg", 1)]
        for (file, scale) in candidates {
            let url = root.appendingPathComponent(file)
            if let image = take(url, ImageFile.read(contentsOf: url, scale: scale)) { return image }
        }
        return nil
    }

    /// Whether `url`, with `..` resolved, lies in `folder`.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let path = url.standardizedFileURL.path, root = folder.standardizedFileURL.path
        return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The asset catalogs in `folder` and its subfolders, `depth` levels down, sorted by path.
    static func assetCatalogs(in folder: URL, depth: Int) -> [URL] {
        guard depth >= 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var catalogs: [URL] = []
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            guard isDirectory(url) else { continue }
            if name.hasSuffix(".xcassets") {
                catalogs.append(url)
            } else if depth > 0, !name.hasSuffix(".imageset"), !name.hasSuffix(".colorset") {
                catalogs += assetCatalogs(in: url, depth: depth - 1)
            }
        }
        return catalogs
    }

    /// What `imageSetFile` reads, before it is read: the file, its scale and whether the set
    /// asks for a template.
    static func imageSetEntry(_ imageSet: URL, colorScheme: ColorScheme) -> (URL, CGFloat, Bool)? {
        var entry: (URL, CGFloat, Bool)?
        _ = imageSetFile(imageSet, colorScheme: colorScheme) { url, scale, template in
            entry = (url, scale, template)
            return nil
        }
        return entry
    }

    /// The folder `name.kind` in a catalog (`kind` is `imageset` or `colorset`): at the
    /// catalog's top, under the folders `name`'s own path names (`"Icons/star"`), or in any
    /// folder of the catalog up to three deep.
    static func assetSet(named name: String, kind: String, in catalog: URL) -> URL? {
        let direct = catalog.appendingPathComponent(name + "." + kind, isDirectory: true)
        if isDirectory(direct) { return direct }
        let last = (name as NSString).lastPathComponent + "." + kind
        func search(_ folder: URL, depth: Int) -> URL? {
            guard depth >= 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
            for entry in names.sorted() {
                let url = folder.appendingPathComponent(entry, isDirectory: true)
                guard isDirectory(url) else { continue }
                if entry == last { return url }
                if !entry.contains("."), let found = search(url, depth: depth - 1) { return found }
            }
            return nil
        }
        return search(catalog, depth: 3)
    }

    /// The file an image set's `Contents.json` lists for the colour scheme (a dark
    /// appearance's file in dark mode, the one without an appearance otherwise), at the
    /// largest scale it has.
    static func imageSetFile(
        _ imageSet: URL, colorScheme: ColorScheme,
        reading read: (URL, CGFloat, Bool) -> ImageFile? = { ImageFile(contentsOf: $0, scale: $1, prefersTemplate: $2) }
    ) -> ImageFile? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                struct Appearance: Decodable {
                    var appearance: String
                    var value: String
                }
                var filename: String?
                var scale: String?
                var appearances: [Appearance]?
            }
            struct Properties: Decodable {
                var templateRenderingIntent: String?
                enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
            }
            var images: [Entry]
            var properties: Properties?
        }
        // An image set's description is a few hundred bytes; one over 1 MiB is not read.
        let url = imageSet.appendingPathComponent("Contents.json")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size <= 1 << 20,
              let data = try? Data(contentsOf: url),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        func isDark(_ entry: Contents.Entry) -> Bool {
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
        }
        // "1x", "2x", "3x"; anything else (or none) counts as 1.
        func scale(_ entry: Contents.Entry) -> CGFloat {
            guard let value = entry.scale.flatMap({ Double($0.dropLast()) }), value.isFinite, value >= 1, value <= 3 else { return 1 }
            return CGFloat(value)
        }
        let files = contents.images.filter { $0.filename != nil }
        let forScheme = files.filter { isDark($0) == (colorScheme == .dark) }
        let chosen = (forScheme.isEmpty ? files.filter { !isDark($0) } : forScheme)
            .max { scale($0) < scale($1) }
        guard let chosen, let filename = chosen.filename, isInside(imageSet.appendingPathComponent(filename), imageSet) else { return nil }
        return read(imageSet.appendingPathComponent(filename), scale(chosen), contents.properties?.templateRenderingIntent == "template")
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// An image a view asked for that Cutaway could not show as asked.
package enum ImageNotice: Hashable, Sendable, CustomStringConvertible {
    /// No file for `Image(name)` in the bundles searched: drawn as nothing, as iOS does.
    case missingImage(String)
    /// No colour set for `Color(name)` in the bundles searched: drawn as nothing (clear).
    case missingColor(String)
    /// A colour set for `Color(name)` that could not be read, and why: drawn as nothing.
    case unreadableColor(String, reason: String)
    /// No counterpart for the SF Symbol name: drawn as a placeholder of the symbol's size.
    case unmappedSymbol(String)
    /// An `AsyncImage`'s URL, which a preview does not load: its placeholder is drawn.
    case unloadedRemoteImage(String)
    /// A file for `Image(name)` that is there but not drawn (`file`, and why): drawn as nothing,
    /// as iOS draws an image it cannot decode.
    case refusedImage(String, file: String, reason: ImageFile.Refusal)

    package var description: String {
        switch self {
        case .missingImage(let name):
            "no image named \"\(name)\" in the app's asset catalogs or resources (drawn as nothing, as iOS does)"
        case .missingColor(let name):
            "no colour set named \"\(name)\" in the app's asset catalogs (drawn as nothing, clear)"
        case .unreadableColor(let name, let reason):
            "the colour set \"\(name)\" cannot be read: \(reason) (drawn as nothing, clear)"
        case .unmappedSymbol(let name):
            "no counterpart for the SF Symbol \"\(name)\" (drawn as a placeholder box; see docs/symbols.md)"
        case .refusedImage(let name, let file, let reason):
            "the image \"\(name)\" (\(file)) is not drawn: \(reason) (drawn as nothing, as iOS does)"
        case .unloadedRemoteImage(let url):
            "AsyncImage does not load \(url) (a preview has no network and draws the same on every machine): its placeholder is drawn"
        }
    }
}
