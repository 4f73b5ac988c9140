import Foundation

/// A preview of a view, as `#Preview` declares it: its name, traits and body, and the place in
/// the source where it is written.
public struct Preview {
    /// The traits of a view preview (`PreviewTrait<Preview.ViewTraits>`), as in SwiftUI.
    public enum ViewTraits {}

    /// The name given with `#Preview("Name")`, if any.
    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View
    /// Where `#Preview` is written (set once it is registered).
    package internal(set) var source = PreviewSource(fileID: "", filePath: "", line: 0, column: 0)

    public init(
        _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [],
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        makeBody = body
    }

    /// A preview made by a `PreviewProvider` (see `Preview.registered()`).
    init(providedNamed name: String, traits: [PreviewTrait<ViewTraits>], source: PreviewSource, body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.source = source
        makeBody = body
    }

    /// The preview's view.
    @MainActor public func makeView() -> any View {
        makeBody()
    }

    /// The name the preview is listed and filtered by: its own, or the file's name and line
    /// (`Card.swift:12`), as Xcode labels an unnamed preview by its place.
    public var displayName: String {
        name ?? "\((source.fileID as NSString).lastPathComponent):\(source.line)"
    }
}

/// Where a `#Preview` is written, or the `PreviewProvider` that makes a preview is declared.
package struct PreviewSource: Hashable, Sendable, Comparable {
    /// `Module/File.swift`, as `#fileID`.
    package let fileID: String
    /// The file's path when it was compiled, as `#filePath` (empty for a provider whose
    /// declaration was not found: see `Preview.providerSourceFolders`).
    package let filePath: String
    package let line: Int
    package let column: Int
    /// The preview's position among those its declaration makes, from 0: a `#Preview` makes
    /// one, a `PreviewProvider` one per view its `previews` lists.
    package internal(set) var index = 0

    /// A `PreviewSource` is made by `Preview.registered()`, or for a test.
    package init(fileID: String, filePath: String, line: Int, column: Int, index: Int = 0) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.index = index
    }

    package static func < (lhs: PreviewSource, rhs: PreviewSource) -> Bool {
        (lhs.fileID, lhs.line, lhs.column, lhs.index) < (rhs.fileID, rhs.line, rhs.column, rhs.index)
    }
}

/// What `#Preview` expands to: a type that makes the preview, and says where it is written.
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var filePath: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static func makePreview() -> Preview
}

/// Declares a preview of the view `body` makes, found by `cutaway previews` and
/// `Preview.registered()`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "CutawayMacros", type: "PreviewMacro")

/// Declares a preview with traits (its layout, orientation).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CutawayMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body (`@Previewable @State var isOn = false`) as a
/// property of the preview's view, so that the preview can change it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CutawayMacros", type: "PreviewableMacro")
