import Foundation

/// Finding the previews the running program was built with.
extension Preview {
    /// Every preview in the modules linked into the running executable, in file and line
    /// order: each `#Preview`, and the previews of each `PreviewProvider` (one per view its
    /// `previews` lists, in their order; see `PreviewProvider`).
    ///
    /// A `#Preview` says where it is written. A provider is found by its conformance, which
    /// says nothing of where: its place is the declaration that names `PreviewProvider` in a
    /// Swift file under `providerSourceFolders`, matched by the type's name (then, where names
    /// repeat, by its enclosing types' names and by a folder named as its module). A provider
    /// whose declaration is not found still makes its previews, placed at
    /// `Module/TypeName`, line 0, with no file beside which to find a script.
    @MainActor public static func registered() throws -> [Preview] {
        let macros = try ExecutableSymbols.functions(withPrefix: "cutaway_preview_").compactMap { _, address -> Preview? in
            let entry = unsafeBitCast(address, to: (@convention(c) () -> UnsafeRawPointer).self)
            guard let registry = unsafeBitCast(entry(), to: Any.Type.self) as? any PreviewRegistry.Type else { return nil }
            var preview = registry.makePreview()
            preview.source = PreviewSource(
                fileID: registry.fileID, filePath: registry.filePath, line: registry.line, column: registry.column)
            return preview
        }
        return (macros + (try providerPreviews())).sorted { $0.source < $1.source }
    }

    /// The folders whose Swift files are read for the places of `PreviewProvider`s: by
    /// default, the package the running executable was built in (the folder above the
    /// outermost `.build` in its path: a package's test executable, and the runner
    /// `cutaway previews` builds inside the package's `.build`, which sets it outright).
    @MainActor public static var providerSourceFolders: [URL] = defaultProviderSourceFolders()

    /// The package folder above the outermost `.build` in the executable's path, if any.
    static func defaultProviderSourceFolders() -> [URL] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let components = executable.pathComponents
        guard let build = components.firstIndex(of: ".build"), build > 0 else { return [] }
        return [URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<build])), isDirectory: true)]
    }

    /// The previews of the `PreviewProvider`s linked into the running executable.
    @MainActor static func providerPreviews() throws -> [Preview] {
        let providers = try ProtocolConformances.types(conformingTo: "PreviewProvider", inModule: "SwiftUICore")
            .filter { $0.type is any PreviewProvider.Type }
            // One order for every run of one build, whatever the order of the records.
            .sorted { ($0.module, $0.qualifiedName) < ($1.module, $1.qualifiedName) }
        guard !providers.isEmpty else { return [] }
        let declarations = PreviewProviderDeclarations.find(inFolders: providerSourceFolders)
        var taken: Set<Int> = []
        return providers.flatMap { provider -> [Preview] in
            let place = declarations.indices.filter { !taken.contains($0) }
                .bestMatch(for: provider, in: declarations)
            if let place { taken.insert(place) }
            let source = place.map { declarations[$0] }.map {
                PreviewSource(
                    fileID: "\(provider.module)/\(($0.filePath as NSString).lastPathComponent)", filePath: $0.filePath,
                    line: $0.line, column: $0.column)
            } ?? PreviewSource(fileID: "\(provider.module)/\(provider.qualifiedName)", filePath: "", line: 0, column: 0)
            return previews(of: provider.type as! any PreviewProvider.Type, named: provider.qualifiedName, at: source)
        }
    }

    /// One preview per view `provider.previews` lists, named as `PreviewProvider` says.
    @MainActor static func previews(of provider: any PreviewProvider.Type, named typeName: String, at source: PreviewSource) -> [Preview] {
        let views = PreviewProviderViews.split(listedPreviews(of: provider))
        return views.indices.map { index in
            var name: String?
            var traits: [PreviewTrait<ViewTraits>] = []
            // Outermost first, so the last of each kind (the one nearest the view) wins, as the
            // last trait of a `#Preview` wins.
            for setting in PreviewProviderViews.settings(of: views[index]) {
                switch setting {
                case .displayName(let value): name = value
                case .trait(let value): traits.append(PreviewTrait(value: value))
                case .device(let device): if let device { traits.append(PreviewTrait(value: .device(device.rawValue))) }
                }
            }
            var place = source
            place.index = index
            let fallback = views.count == 1 ? typeName : "\(typeName) \(index + 1)"
            return Preview(providedNamed: name ?? fallback, traits: traits, source: place) {
                // The body is made afresh for each scene, as a `#Preview`'s is.
                let views = PreviewProviderViews.split(listedPreviews(of: provider))
                return index < views.count ? views[index] : EmptyView()
            }
        }
    }

    /// `previews`, through the protocol.
    @MainActor private static func listedPreviews(of provider: any PreviewProvider.Type) -> any View {
        func previews<P: PreviewProvider>(_ type: P.Type) -> any View { P.previews }
        return previews(provider)
    }
}

extension [Int] {
    /// The declaration (among those at these indices) that places `provider`: of those with its
    /// name, the ones written in its enclosing types, then the ones in a folder named as its
    /// module, then the first by path and line.
    fileprivate func bestMatch(for provider: ProtocolConformances.ConformingType, in declarations: [PreviewProviderDeclaration]) -> Int? {
        let simpleName = provider.qualifiedName.split(separator: ".").last.map(String.init) ?? provider.qualifiedName
        var candidates = filter { declarations[$0].names.last == simpleName }
        func narrow(_ keep: (PreviewProviderDeclaration) -> Bool) {
            let kept = candidates.filter { keep(declarations[$0]) }
            if !kept.isEmpty { candidates = kept }
        }
        narrow { $0.names.joined(separator: ".") == provider.qualifiedName }
        narrow { URL(fileURLWithPath: $0.filePath).pathComponents.contains(provider.module) }
        return candidates.first
    }
}
