import Foundation
import Testing
@testable import SwiftUICore

/// `MatchedTransitionSourceConfiguration`: the look a configuration closure builds.
struct MatchedTransitionSourceConfigurationTests {
    @Test func anEmptyConfigurationHasNoLook() {
        #expect(EmptyMatchedTransitionSourceConfiguration().style == MatchedTransitionSourceStyle())
    }

    @Test func eachMethodAddsItsPart() {
        let style = EmptyMatchedTransitionSourceConfiguration()
            .background(.red)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .circular))
            .shadow(color: .blue, radius: 3, x: 1, y: 2)
            .style
        #expect(style.background == .red)
        #expect(style.clipShape == .init(size: CGSize(width: 8, height: 8), style: .circular))
        #expect(style.shadow == .init(color: .blue, radius: 3, offset: CGSize(width: 1, height: 2)))
    }

    @Test func theShadowsDefaultsAreSwiftUIs() {
        // SwiftUI's declaration: `color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33)`,
        // `x: CGFloat = 0`, `y: CGFloat = 0`.
        let shadow = EmptyMatchedTransitionSourceConfiguration().shadow(radius: 5).style.shadow
        #expect(shadow == .init(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 5, offset: .zero))
    }

    @Test func aLaterCallReplacesAnEarlierOne() {
        let style = EmptyMatchedTransitionSourceConfiguration().background(.red).background(.green).style
        #expect(style.background == .green)
    }
}
