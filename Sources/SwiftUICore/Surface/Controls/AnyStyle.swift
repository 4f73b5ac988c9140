import Foundation

/// A control style, type-erased, as the environment holds it: the style's `makeBody` from its
/// configuration to a view. One type for every kind of style (labels, toggles, progress
/// views…); each style protocol adds an initializer in its own file.
struct AnyStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView

    init<Body: View>(makeBody: @escaping (Configuration) -> Body) {
        self.makeBody = { AnyView(makeBody($0)) }
    }
}
