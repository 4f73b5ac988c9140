// `import SwiftUI` on Linux: a package that lists this product for Linux keeps its sources'
// `import SwiftUI` as they are, and its names qualified with the module (`SwiftUI.View`,
// `@SwiftUI.State`) resolve to Cutaway's, since a module's qualified names include what it
// re-exports. Observation comes along as it does with Apple's SwiftUI (Cutaway re-exports it
// too, and Foundation), so `@Observable` needs no import of its own.
@_exported import Cutaway
@_exported import Observation
