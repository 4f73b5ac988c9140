import Foundation

/// A proposal for the size of a view, as a parent offers it to a child during layout.
///
/// Each dimension is `nil` ("tell me your ideal size"), a finite value ("you have this much"),
/// `0` ("how small can you get") or `.infinity` ("how large can you get"). This is SwiftUI's
/// `ProposedViewSize`, with the same named values.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions `0`: asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions `nil`: asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions `.infinity`: asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s. SwiftUI's default is 10×10,
    /// the size a flexible view such as `Color` takes when asked for its ideal size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String {
            guard let value else { return "nil" }
            return value == .infinity ? "inf" : "\(Double(value))"
        }
        return "(\(text(width)) × \(text(height)))"
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal
            ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
