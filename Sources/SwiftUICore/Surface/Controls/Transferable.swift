import Foundation

/// A value that can be handed to another app, as `ShareLink` shares it. SwiftUI re-exports
/// it from Core Transferable, where a type says how it is exported; Cutaway shares nothing
/// (a still frame shows no share sheet), so the protocol is a marker, with the conformances
/// of the types iOS code shares most: strings, URLs, data and images.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Foundation.Data: Transferable {}
nonisolated extension Image: Transferable {}
nonisolated extension Never: Transferable {}
