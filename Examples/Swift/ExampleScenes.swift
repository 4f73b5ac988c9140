import Cutaway

/// The scenes built into the `cutaway` command, written in Swift.
public enum ExampleScenes {
    /// Every built-in scene, the default first.
    public static func all() -> [Scene] {
        [settledRow(), nativeToggle()] + previewScenes()
    }

    /// The scene named `name`, if there is one.
    public static func named(_ name: String) -> Scene? {
        all().first { $0.name == name }
    }
}
