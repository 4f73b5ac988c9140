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
public final class ImageCatalog {
    private struct Key: Hashable {
        var name: String
        var bundle: URL?
        var colorScheme: ColorScheme
    }

    private var found: [Key: ImageFile?] = [:]
    /// What was asked for and not found, each once, in the order it was first asked for.
    public private(set) var notices: [ImageNotice] = []
    /// How many of `notices` `takeNewNotices()` has handed out.
    private var noticesTaken = 0

    public init() {}

    /// The notices added since the last call, to report each once.
    public func takeNewNotices() -> [ImageNotice] {
        defer { noticesTaken = notices.count }
        return Array(notices[noticesTaken...])
    }

    func file(named name: String, bundle: URL?, colorScheme: ColorScheme) -> ImageFile? {
        let key = Key(name: name, bundle: bundle, colorScheme: colorScheme)
        if let known = found[key] { return known }
        let roots = bundle.map { [Self.resourceDirectory(of: $0)] } ?? Self.defaultRoots()
        let file = roots.lazy.compactMap { Self.file(named: name, in: $0, colorScheme: colorScheme) }.first
        found[key] = file
        if file == nil { note(.missingImage(name)) }
        return file
    }

    /// Records that no symbol counterpart exists for `name` (drawn as a placeholder).
    func noteMissingSymbol(_ name: String) {
        note(.unmappedSymbol(name))
    }

    private func note(_ notice: ImageNotice) {
        if !notices.contains(notice) { notices.append(notice) }
    }

    /// A bundle's resource folder: `Contents/Resources` in a macOS-style bundle, else the
    /// bundle's own folder (SwiftPM's resource bundles on Linux are plain folders).
    static func resourceDirectory(of bundle: URL) -> URL {
        let resources = bundle.appendingPathComponent("Contents/Resources", isDirectory: true)
        return isDirectory(resources) ? resources : bundle
    }

    static func defaultRoots() -> [URL] {
        let main = Bundle.main.bundleURL
        var roots = [resourceDirectory(of: main)]
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? []
        for name in siblings.sorted() where name.hasSuffix(".resources") {
            roots.append(main.appendingPathComponent(name, isDirectory: true))
        }
        return roots
    }

    static func file(named name: String, in root: URL, colorScheme: ColorScheme) -> ImageFile? {
        for catalog in assetCatalogs(in: root, depth: 3) {
            if let file = imageSet(named: name, in: catalog, colorScheme: colorScheme) { return file }
        }
        let candidates: [(String, CGFloat)] = (name as NSString).pathExtension.isEmpty
            ? [(name + ".png", 1), (name + "@3x.png", 3), (name + "@2x.png", 2), (name + ".jpg", 1), (name + ".jpeg", 1)]
            : [(name, 1)]
        for (file, scale) in candidates {
            if let image = ImageFile(contentsOf: root.appendingPathComponent(file), scale: scale) { return image }
        }
        return nil
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

    /// `name.imageset` in a catalog: at the catalog's top, under the folders `name`'s own
    /// path names (`"Icons/star"`), or in any folder of the catalog up to three deep.
    static func imageSet(named name: String, in catalog: URL, colorScheme: ColorScheme) -> ImageFile? {
        let direct = catalog.appendingPathComponent(name + ".imageset", isDirectory: true)
        if isDirectory(direct) { return imageSetFile(direct, colorScheme: colorScheme) }
        let last = (name as NSString).lastPathComponent + ".imageset"
        func search(_ folder: URL, depth: Int) -> ImageFile? {
            guard depth >= 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
            for entry in names.sorted() {
                let url = folder.appendingPathComponent(entry, isDirectory: true)
                guard isDirectory(url) else { continue }
                if entry == last { return imageSetFile(url, colorScheme: colorScheme) }
                if !entry.contains("."), let file = search(url, depth: depth - 1) { return file }
            }
            return nil
        }
        return search(catalog, depth: 3)
    }

    /// The file an image set's `Contents.json` lists for the colour scheme (a dark
    /// appearance's file in dark mode, the one without an appearance otherwise), at the
    /// largest scale it has.
    static func imageSetFile(_ imageSet: URL, colorScheme: ColorScheme) -> ImageFile? {
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
            var images: [Entry]
        }
        guard let data = try? Data(contentsOf: imageSet.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        func isDark(_ entry: Contents.Entry) -> Bool {
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
        }
        func scale(_ entry: Contents.Entry) -> CGFloat {
            entry.scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
        }
        let files = contents.images.filter { $0.filename != nil }
        let forScheme = files.filter { isDark($0) == (colorScheme == .dark) }
        let chosen = (forScheme.isEmpty ? files.filter { !isDark($0) } : forScheme)
            .max { scale($0) < scale($1) }
        guard let chosen, let filename = chosen.filename else { return nil }
        return ImageFile(contentsOf: imageSet.appendingPathComponent(filename), scale: scale(chosen))
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// An image a view asked for that Cutaway could not show as asked.
public enum ImageNotice: Hashable, Sendable, CustomStringConvertible {
    /// No file for `Image(name)` in the bundles searched: drawn as nothing, as iOS does.
    case missingImage(String)
    /// No counterpart for the SF Symbol name: drawn as a placeholder of the symbol's size.
    case unmappedSymbol(String)

    public var description: String {
        switch self {
        case .missingImage(let name):
            "no image named \"\(name)\" in the app's asset catalogs or resources (drawn as nothing, as iOS does)"
        case .unmappedSymbol(let name):
            "no counterpart for the SF Symbol \"\(name)\" (drawn as a placeholder box; see docs/symbols.md)"
        }
    }
}
