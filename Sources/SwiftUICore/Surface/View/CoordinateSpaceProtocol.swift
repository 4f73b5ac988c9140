import Foundation

/// A frame of reference for positions and sizes, as a value that names a `CoordinateSpace`
/// (SwiftUI's iOS 17 `CoordinateSpaceProtocol`): what `frame(in: .scrollView)` takes.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space: one a view named, or the nearest scroll view's (`.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The name of the nearest scroll view's space (no user's name equals it: the type is private).
    static var scrollViewName: AnyHashable { AnyHashable(ScrollViewSpaceName()) }
    private struct ScrollViewSpaceName: Hashable {}
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The named coordinate space `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The coordinate space of the nearest scroll view: from its top-leading corner.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: NamedCoordinateSpace.scrollViewName)
    }

    /// The coordinate space of the nearest scroll view along `axis` (the nearest one, here).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        .scrollView
    }
}
