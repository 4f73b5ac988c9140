/// Finding the previews the running program was built with.
extension Preview {
    /// Every `#Preview` in the modules linked into the running executable, in file and line
    /// order.
    @MainActor public static func registered() throws -> [Preview] {
        try ExecutableSymbols.functions(withPrefix: "cutaway_preview_").compactMap { _, address in
            let entry = unsafeBitCast(address, to: (@convention(c) () -> UnsafeRawPointer).self)
            guard let registry = unsafeBitCast(entry(), to: Any.Type.self) as? any PreviewRegistry.Type else { return nil }
            var preview = registry.makePreview()
            preview.source = PreviewSource(
                fileID: registry.fileID, filePath: registry.filePath, line: registry.line, column: registry.column)
            return preview
        }
        .sorted { $0.source < $1.source }
    }
}
