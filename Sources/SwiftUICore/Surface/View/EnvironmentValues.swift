import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: font, foreground style, line limit, colour scheme, locale.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:] {
        didSet { revision = Revision() }
    }
    /// Shared by copies until one of them is written to: copies that share it hold the same
    /// values, which `isEqual(to:)` then knows without comparing them one by one.
    private var revision = Revision()

    private final class Revision {}

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// Whether both hold the same values (see `structurallyEqual`).
    func isEqual(to other: EnvironmentValues) -> Bool {
        revision === other.revision || storage.count == other.storage.count && storage.allSatisfy { key, value in
            other.storage[key].map { structurallyEqual(value, $0) } ?? false
        }
    }
}

private enum FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}
private enum ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}
private enum LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}
private enum MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}
private enum TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}
private enum TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}
private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}
private enum DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}
private enum AccentColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}
private enum TintKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}
private enum BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}
private enum ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeValue? { nil }
}
private enum ImageCatalogKey: EnvironmentKey {
    static var defaultValue: ImageCatalog? { nil }
}
enum LocaleKey: EnvironmentKey {
    // en_US, not the machine's locale, so that what a scene shows never depends on where it is
    // rendered (iOS's default is the user's locale).
    static let defaultValue = Locale(identifier: "en_US")
}

extension EnvironmentValues {
    /// The font for text, or `nil` for `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The style that text and shapes without their own colour are drawn in
    /// (`nil`: the primary label colour).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The most lines a text may use.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The case texts are shown in (`nil`: as written). An inset-grouped list's headers are
    /// uppercased so.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The accent colour set with `accentColor(_:)` (`nil`: iOS's system blue).
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// The tint set with `tint(_:)`, which `.tint` paints with (`nil`: the accent colour).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style `.background` paints with, set with `backgroundStyle(_:)` (`nil`: the system
    /// background colour).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The shape set with `containerShape(_:)`, which `ContainerRelativeShape` takes.
    var containerShape: ContainerShapeValue? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }

    /// Pixels per point of the canvas being drawn.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The locale numbers in text are formatted in: `en_US` unless set, e.g. with
    /// `.environment(\.locale, Locale(identifier: "de_DE"))`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

extension EnvironmentValues {
    /// The graph's catalogue of images and colour sets, so that a named colour resolves
    /// wherever a colour does (the graph puts it at the root; `nil` elsewhere: nothing found).
    var imageCatalog: ImageCatalog? {
        get { self[ImageCatalogKey.self] }
        set { self[ImageCatalogKey.self] = newValue }
    }
}
