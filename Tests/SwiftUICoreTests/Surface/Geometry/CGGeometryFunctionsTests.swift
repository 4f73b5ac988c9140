import Foundation
import Testing
@testable import SwiftUICore

/// The CoreGraphics constructors make the values their Swift initializers make.
struct CGGeometryFunctionsTests {
    @Test func theConstructorsMakeWhatTheInitializersMake() {
        #expect(CGPointMake(1.5, -2) == CGPoint(x: 1.5, y: -2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        // A negative size stays as given, as CoreGraphics keeps it (not standardized).
        #expect(CGRectMake(0, 0, -3, 4).size.width == -3)
    }
}
