import Foundation

/// A value that a string interpolation into a `LocalizedStringKey` formats with a `printf`-style
/// specifier: SwiftUI's protocol of the same name, with its conformances and their specifiers.
///
/// Why a specifier and not `description`: SwiftUI turns `Text("\(count) items")` into the key
/// `"%lld items"` and formats the count into it with the locale, as
/// `String(format:locale:arguments:)` does. So an integer gets the locale's grouping
/// (`Text("\(1000)")` shows "1,000" in en_US), and a `Double`, formatted with `%lf`, shows six
/// decimals ("0.500000"). The specifiers below are those of SwiftUI's public interface (the
/// `_specifier` of each conformance, e.g. as listed in
/// https://qiita.com/natmark/items/0c260271637e4bec005b).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    /// The value handed to the format, widened to what its specifier reads.
    var _arg: _Arg { get }
    /// The specifier the value is formatted with when the interpolation gives none.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
