import Foundation

/// A view that shows a bitmap from the app's resources or a system symbol.
///
/// `Image("name", bundle:)` draws a PNG or JPEG found as iOS finds it, in asset catalogs and
/// bundle resources (`ImageCatalog`), at its size in points (pixels over the file's scale)
/// unless it is made `resizable()`. `Image(systemName:)` draws an SF Symbol's counterpart from
/// an open icon font (`SymbolCatalog`), sized by the font around it like a symbol; a name
/// with no counterpart draws a placeholder of the symbol's size, and is reported once.
///
/// A missing named image is what iOS makes of it: nothing, of no size (and reported once).
nonisolated public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    enum Source: Hashable, Sendable {
        case named(String, bundle: URL?)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var interpolation = Interpolation.high
    var isAntialiased = true
    var symbolRenderingMode: SymbolRenderingMode?
    /// The accessibility label (not drawn).
    let label: Text?

    /// The image named `name` in `bundle` (`nil`: the main bundle and the package's resources),
    /// labelled with its name.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle?.bundleURL)
        label = Text(verbatim: name)
    }

    /// The image named `name` in `bundle`, with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, bundle: bundle?.bundleURL)
        self.label = label
    }

    /// The image named `name` in `bundle`, ignored by accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle?.bundleURL)
        label = nil
    }

    /// The system symbol `systemName` (an SF Symbols name).
    public init(systemName: String) {
        source = .system(systemName)
        label = Text(verbatim: systemName)
    }

    /// The system symbol `systemName`; the variable value is accepted and not drawn (the icon
    /// font has no variable layers).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.image(ResolvedImage(self, in: context)), typeName: "Image")]
    }
}

extension Image {
    /// How a resizable image fills the part between its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    /// Whether an image draws its own colours or the foreground style through its opacity.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// How a scaled bitmap's pixels are sampled: `.none` keeps them square.
    public enum Interpolation: Hashable, Sendable {
        case none
        case low
        case medium
        case high
    }

    /// The size of symbols relative to the font around them (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    /// An image that stretches to the frame it is offered (a symbol's outline scales with it).
    /// Cap insets keep the edges they name at their size and stretch the middle.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// Draws the image in its own colours (`.original`) or in the foreground style through
    /// its opacity (`.template`); `nil` is the default: original for bitmaps, template for
    /// symbols.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// The symbol's rendering mode; every mode draws in one colour here (the icon font has
    /// no layers), the foreground style's (a palette's first), or in `.multicolor` the
    /// symbol's own where it has one (`SymbolCatalog.multicolor`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}

/// How a symbol is coloured. The icon font has no layers: every mode draws in one colour
/// (`.multicolor` a symbol's own colour where SF Symbols fixes one).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The variant of a symbol to show (`symbolVariant(_:)`): `.fill`, `.circle.fill`, `.slash`...
/// As in SwiftUI, a variant is a suffix of the symbol's name ("heart" with `.fill` is
/// "heart.fill"), dropped where the symbol has no such variant.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with { $0.shape = .circle } }
    public var square: SymbolVariants { with { $0.shape = .square } }
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }

    /// The names to try for `name` with these variants, most specific first: SF Symbols
    /// spells variants as suffixes in the order shape, slash, fill ("bell.slash.fill",
    /// "heart.circle.fill"); a suffix the name already has is not added again.
    func names(for name: String) -> [String] {
        // A name that is a fill variant already takes the shape before its fill
        // ("heart.fill" with `.circle` is "heart.circle.fill").
        if name.hasSuffix(".fill"), shape != nil || isSlashed {
            var variants = self
            variants.isFilled = true
            return variants.names(for: String(name.dropLast(5)))
        }
        var suffixes: [String] = []
        if let shape, !name.contains("." + shape.rawValue) { suffixes.append(shape.rawValue) }
        if isSlashed, !name.contains(".slash") { suffixes.append("slash") }
        if isFilled, !name.hasSuffix(".fill") { suffixes.append("fill") }
        var names: [String] = []
        // Every subset of the suffixes, in order, from all of them down to none.
        for mask in stride(from: (1 << suffixes.count) - 1, through: 0, by: -1) {
            let chosen = suffixes.indices.filter { mask & (1 << $0) != 0 }.map { suffixes[$0] }
            names.append(([name] + chosen).joined(separator: "."))
        }
        return names
    }
}
