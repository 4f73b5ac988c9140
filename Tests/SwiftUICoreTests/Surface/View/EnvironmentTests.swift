import Foundation
import Testing
@testable import SwiftUICore

struct EnvironmentTests {
    func textColors(_ frame: Frame) -> [Color.Resolved] {
        frame.displayList.allItems.compactMap { item in
            if case .text(let run, _) = item { return run.color }
            return nil
        }
    }

    @Test func foregroundStyleFlowsDownAndInnerWins() throws {
        let frame = try layOut(VStack {
            Text("a")
            Text("b").foregroundStyle(.tertiary)
        }.foregroundStyle(.secondary))
        let environment = EnvironmentValues()
        #expect(textColors(frame) == [Color.secondaryLabel.resolve(in: environment), Color.tertiaryLabel.resolve(in: environment)])
    }

    @Test func defaultTextIsBodyInTheLabelColour() throws {
        let frame = try layOut(Text("a"))
        guard case .text(let run, _) = frame.displayList.items.last else {
            Issue.record("no text")
            return
        }
        #expect(run.request.font == .body)
        #expect(run.color == Color.Resolved(red: 0, green: 0, blue: 0))
    }

    @Test func darkSchemeResolvesSemanticColours() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(Color.label.resolve(in: environment) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(Color.systemGroupedBackground.resolve(in: environment) == Color.Resolved(red: 0, green: 0, blue: 0))
    }

    @Test func fontLineLimitAndAlignmentReachTheTextRequest() throws {
        let frame = try layOut(Text("a").font(.caption).lineLimit(2).multilineTextAlignment(.center))
        guard case .text(let run, _) = frame.displayList.items.last else {
            Issue.record("no text")
            return
        }
        #expect(run.request.font == .caption)
        #expect(run.request.lineLimit == 2)
        #expect(run.request.alignment == .center)
    }

    @Test func textStylesMatchTheHIG() {
        let expected: [(Font, CGFloat, CGFloat, Font.Weight)] = [
            (.largeTitle, 34, 41, .regular), (.title, 28, 34, .regular), (.title2, 22, 28, .regular),
            (.title3, 20, 25, .regular), (.headline, 17, 22, .semibold), (.body, 17, 22, .regular),
            (.callout, 16, 21, .regular), (.subheadline, 15, 20, .regular), (.footnote, 13, 18, .regular),
            (.caption, 12, 16, .regular), (.caption2, 11, 13, .regular),
        ]
        for (font, size, lineHeight, weight) in expected {
            #expect(font.size == size && font.lineHeight == lineHeight && font.weight == weight, "\(font)")
        }
        #expect(Font.body.bold().weight == .bold)
        #expect(Font.title2.monospacedDigit().usesMonospacedDigits)
    }
}

/// The `@Environment` property wrapper reads the environment of the view that holds it.
struct EnvironmentWrapperTests {
    private struct SchemeLabel: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    @Test func environmentPropertyReadsTheViewsEnvironment() throws {
        let frame = try player(RenderScene("scheme", canvas: RenderCanvas(colorScheme: .dark)) { SchemeLabel() }).at(0)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["dark"])
    }
}
