import Foundation

// The CoreGraphics constructors that Swift code on iOS still calls (`CGPointMake(0, 0)`), which
// `import SwiftUI` brings there and Linux's Foundation does not have. Each makes the value its
// initializer makes.

/// `CGPoint(x: x, y: y)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// `CGSize(width: width, height: height)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// `CGRect(x: x, y: y, width: width, height: height)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
