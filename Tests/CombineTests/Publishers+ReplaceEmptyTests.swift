import Testing
@testable import Combine

struct ReplaceEmptyTests {
    // Apple's replaceEmpty(with:) example: an Empty publisher replaced with Double.nan
    // publishes nan (developer.apple.com/documentation/combine/publisher/replaceempty(with:)).
    @Test func anEmptyUpstreamSendsTheReplacement() {
        #expect(recorded(Empty<Double, Never>().replaceEmpty(with: Double.nan)) == ["nan", "finished"])
    }

    @Test func anUpstreamWithValuesIsUnchanged() {
        #expect(recorded([1.0].publisher.replaceEmpty(with: Double.nan)) == ["1.0", "finished"])
    }
}
