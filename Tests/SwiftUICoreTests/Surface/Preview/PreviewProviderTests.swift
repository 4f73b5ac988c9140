import Foundation
import Testing
@testable import SwiftUICore

// Previews written the older way, as a SwiftUI file writes them; the tests below find them in
// the test executable. Each declaration's line is noted just above it, so that the expected
// places are not hand-counted.

private let singleLine = #line + 1
struct ProviderTestsSingle_Previews: PreviewProvider {
    static var previews: some View {
        Rectangle().frame(width: 120, height: 30)
    }
}

private let groupLine = #line + 1
struct ProviderTestsGroup_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 80, height: 10)
                .previewDisplayName("Provider wide")
                .preferredColorScheme(.dark)
            Rectangle().frame(width: 30.5, height: 12)
                .previewLayout(.sizeThatFits)
        }
        .previewLayout(.fixed(width: 200, height: 100))
        .previewInterfaceOrientation(.landscapeLeft)
    }
}

// A block of views (no `Group`), a `ForEach`, and a private type: each is found.
private let listLine = #line + 1
private struct ProviderTestsList_Previews: PreviewProvider {
    static var previews: some View {
        Text("First").previewDevice(PreviewDevice(rawValue: "iPhone 14"))
        ForEach(["Provider A", "Provider B"], id: \.self) { name in
            Text(name).previewDisplayName(name)
        }
    }
}

// Named as a `#Preview` is, on another line: the two are told apart by their lines.
private let macroTwinLine = #line + 1
#Preview("Provider twin") { Text("Macro") }

private let twinLine = #line + 1
enum ProviderTestsTwin_Previews: PreviewProvider {
    static var previews: some View {
        Text("Provider").previewDisplayName("Provider twin")
        Text("Provider").previewDisplayName("Provider twin")
    }
}

@MainActor
struct PreviewProviderTests {
    private let fileID = "SwiftUICoreTests/PreviewProviderTests.swift"

    private func previews(_ typeName: String) throws -> [Preview] {
        try Preview.registered().filter { $0.source.fileID == fileID && $0.displayName.hasPrefix(typeName) }
    }

    private func preview(_ name: String) throws -> Preview {
        try #require(try Preview.registered().first { $0.displayName == name && $0.source.fileID == fileID })
    }

    @Test func aProvidersPreviewIsFoundAtItsDeclarationAndNamedByItsType() throws {
        let found = try previews("ProviderTestsSingle_Previews")
        #expect(found.map(\.displayName) == ["ProviderTestsSingle_Previews"])
        #expect(found.first?.name == "ProviderTestsSingle_Previews")
        #expect(found.first?.source == PreviewSource(fileID: fileID, filePath: #filePath, line: singleLine, column: 1))
        #expect(found.first?.layout == .device)
    }

    @Test func aGroupSplitsIntoOnePreviewPerViewNamedByItsDisplayNameOrTheTypeAndPosition() throws {
        let here = try Preview.registered().filter { $0.source.fileID == fileID && $0.source.line == groupLine }
        #expect(here.map(\.displayName) == ["ProviderTestsGroup_Previews 1", "Provider wide", "ProviderTestsGroup_Previews 3"])
        #expect(here.map(\.source.index) == [0, 1, 2])
        #expect(here.map(\.source.column) == [1, 1, 1])
    }

    @Test func aBlockAndAForEachSplitAndAPrivateProviderIsFound() throws {
        let here = try Preview.registered().filter { $0.source.fileID == fileID && $0.source.line == listLine }
        // "private " is 8 characters: the keyword starts at column 9.
        #expect(here.map(\.source.column) == [9, 9, 9])
        #expect(here.map(\.displayName) == ["ProviderTestsList_Previews 1", "Provider A", "Provider B"])
    }

    @Test func everyPreviewIsInFileThenLineOrderAmongTheMacros() throws {
        let here = try Preview.registered().filter { $0.source.fileID == fileID }
        #expect(here.map(\.source) == here.map(\.source).sorted())
        #expect(Set(here.map(\.source.line)) == [singleLine, groupLine, listLine, macroTwinLine, twinLine])
    }

    @Test func previewLayoutAndOrientationMapToTheTraitsAndTheNearestSettingWins() throws {
        // The group's fixed layout and orientation are its views' defaults; the third's own
        // layout overrides the group's.
        #expect(try preview("ProviderTestsGroup_Previews 1").layout == .fixed(width: 200, height: 100))
        #expect(try preview("ProviderTestsGroup_Previews 1").orientation == .landscapeLeft)
        #expect(try preview("ProviderTestsGroup_Previews 3").layout == .sizeThatFits)
        #expect(try preview("ProviderTestsGroup_Previews 3").orientation == .landscapeLeft)
        #expect(try preview("Provider A").layout == .device)
    }

    @Test func aFixedLayoutIsTheCanvasAndSizeThatFitsIsTheViewsSize() throws {
        let engine = MonospacedTestTextEngine()
        #expect(try preview("ProviderTestsGroup_Previews 1").scene(textEngine: engine).canvas.size == CGSize(width: 200, height: 100))
        // 30.5 × 12, rounded up to whole points.
        #expect(try preview("ProviderTestsGroup_Previews 3").scene(textEngine: engine).canvas.size == CGSize(width: 31, height: 12))
    }

    @Test func eachPreviewShowsItsOwnViewOfTheGroup() throws {
        let scene = try preview("Provider wide").scene(textEngine: MonospacedTestTextEngine())
        let frame = try scene.makeGraph(textEngine: MonospacedTestTextEngine()).makeFrame()
        // The second view, 80 × 10, centred on the group's 200 × 100: origin (60, 45).
        #expect(frame.geometry.first { $0.depth == 0 }?.frame == CGRect(x: 60, y: 45, width: 80, height: 10))
    }

    @Test func preferredColorSchemeDrawsThePreviewInThatSchemeWhateverIsAsked() throws {
        let engine = MonospacedTestTextEngine()
        #expect(try preview("Provider wide").preferredColorScheme == .dark)
        #expect(try preview("Provider wide").scene(colorScheme: .light, textEngine: engine).canvas.colorScheme == .dark)
        #expect(try preview("ProviderTestsGroup_Previews 1").preferredColorScheme == nil)
        #expect(try preview("ProviderTestsGroup_Previews 1").scene(colorScheme: .dark, textEngine: engine).canvas.colorScheme == .dark)
    }

    @Test func aProviderViewNamedAsAMacroPreviewIsToldApartByItsPlace() throws {
        let twins = try Preview.registered().filter { $0.source.fileID == fileID && $0.displayName == "Provider twin" }
        #expect(twins.map(\.source.line) == [macroTwinLine, twinLine, twinLine])
        #expect(twins.map(\.source.index) == [0, 0, 1])
    }
}
