// SwiftUI code uses CGFloat, CGPoint, CGSize and CGRect without importing anything else,
// because SwiftUI re-exports them; Cutaway re-exports Foundation for the same reason.
@_exported import Foundation
// `@Observable` and `withObservationTracking` come from the toolchain's Observation module,
// which SwiftUI code reaches through `import SwiftUI` alone.
@_exported import Observation
// Combine comes along with SwiftUI on Apple's platforms (`ObservableObject`, `@Published`,
// `AnyCancellable`, `Timer.publish`); Cutaway re-exports its own Combine the same way.
@_exported import Combine
