// SwiftUI code uses CGFloat, CGPoint, CGSize and CGRect without importing anything else,
// because SwiftUI re-exports them; Cutaway re-exports Foundation for the same reason.
@_exported import Foundation
// `@Observable` and `withObservationTracking` come from the toolchain's Observation module,
// which SwiftUI code reaches through `import SwiftUI` alone.
@_exported import Observation
