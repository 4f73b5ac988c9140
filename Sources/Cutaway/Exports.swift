// SwiftUI code uses CGFloat, CGPoint, CGSize and CGRect without importing anything else,
// because SwiftUI re-exports them; Cutaway re-exports Foundation for the same reason.
@_exported import Foundation
