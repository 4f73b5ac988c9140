import Foundation

/// A way to make a screen for a pushed value: `navigationDestination(for:destination:)`.
struct NavigationDestination {
    /// The screen for `value`, if it is of the type this destination is for.
    let make: (AnyHashable) -> AnyView?
}

/// The destinations a screen's views declare, in order; a pushed value takes the first that
/// makes a screen for it.
struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: [NavigationDestination] { [] }
    static func reduce(value: inout [NavigationDestination], nextValue: () -> [NavigationDestination]) {
        value += nextValue()
    }
}

nonisolated extension View {
    /// The screen a navigation stack pushes for a value of type `data` (from a
    /// `NavigationLink(value:)` or the stack's path).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let made = NavigationDestination { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
        return preference(key: NavigationDestinationsKey.self, value: [made])
    }

    /// Pushes `destination` while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        preference(key: NavigationPresentedDestinationKey.self, value: isPresented.wrappedValue ? [AnyView(destination())] : [])
    }
}

/// Screens pushed by `navigationDestination(isPresented:destination:)` while their binding is true.
struct NavigationPresentedDestinationKey: PreferenceKey {
    static var defaultValue: [AnyView] { [] }
    static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) {
        value += nextValue()
    }
}
