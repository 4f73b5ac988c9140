// `import SwiftUI` on Linux: a package that lists this product for Linux keeps its sources'
// `import SwiftUI` as they are, and its names qualified with the module (`SwiftUI.View`,
// `@SwiftUI.State`) resolve to Cutaway's, since a module's qualified names include what it
// re-exports. It re-exports SwiftUICore, Cutaway's SwiftUI surface and engine, as Apple's SwiftUI
// re-exports its SwiftUICore, and not the `Cutaway` module, whose engine names (`Player`,
// `Frame`, `RenderScene`…) a user's own types may share. Observation comes along as it does with
// Apple's SwiftUI (SwiftUICore re-exports it too, and Foundation), so `@Observable` needs no
// import of its own.
@_exported import SwiftUICore
@_exported import Observation
