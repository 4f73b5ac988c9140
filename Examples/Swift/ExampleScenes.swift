import Cutaway

/// The scenes built into the `cutaway` command, written in Swift.
public enum ExampleScenes {
    /// Every built-in scene, the default (the native-vs-AnimatedPresence comparison) first.
    public static func all() -> [RenderScene] {
        [comparison(), settledRow(), nativeToggle()] + previewScenes()
    }

    /// The scene named `name`, if there is one.
    public static func named(_ name: String) -> RenderScene? {
        all().first { $0.name == name }
    }
}
