import Foundation
import Testing
@testable import SwiftUICore

private struct Item: Identifiable {
    let id: String
}

private struct Conditional: View {
    let flag: Bool
    var body: some View {
        if flag {
            Text("yes")
        } else {
            Color.red
        }
    }
}

struct ViewBuilderTests {
    func types(_ frame: Frame) -> [String] {
        frame.geometry.map(\.typeName)
    }

    @Test func emptyAndOptionalContentMakeNoNodes() throws {
        let absent: String? = nil
        let frame = try layOut(VStack {
            EmptyView()
            if let absent { Text(absent) }
        })
        #expect(types(frame) == ["VStackLayout"])
    }

    @Test func ifElseChoosesABranchWithItsOwnIdentity() throws {
        let yes = try layOut(Conditional(flag: true))
        let no = try layOut(Conditional(flag: false))
        #expect(types(yes) == ["Text"])
        #expect(types(no) == ["Color"])
        #expect(yes.geometry[0].identity != no.geometry[0].identity)
        #expect(yes.geometry[0].identity.path.hasSuffix("/T"))
    }

    @Test func groupAndForEachFlattenIntoTheStack() throws {
        let frame = try layOut(VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
            ForEach([Item(id: "a"), Item(id: "b")]) { _ in
                Color.blue.frame(width: 10, height: 10)
            }
        }.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack").height == 40)
    }

    @Test func forEachIdentityFollowsTheElementID() throws {
        let frame = try layOut(VStack {
            ForEach([Item(id: "first"), Item(id: "second")]) { item in
                Text(item.id)
            }
        })
        let texts = frame.geometry.filter { $0.typeName == "Text" }.map(\.identity.path)
        #expect(texts.count == 2)
        #expect(texts[0].contains("#String:first") && texts[1].contains("#String:second"))
    }

    @Test func explicitIDChangesIdentity() throws {
        let one = try layOut(Text("x").id(1))
        let two = try layOut(Text("x").id(2))
        #expect(one.geometry[0].identity != two.geometry[0].identity)
    }

    @Test func modifierOnAGroupAppliesToEachChild() throws {
        let frame = try layOut(VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
            .padding(5)
        }.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack").height == 40)
    }

    @Test func anyViewErasesTheType() throws {
        let frame = try layOut(AnyView(Color.red.frame(width: 12, height: 12).accessibilityIdentifier("c")))
        #expect(frame.rect("c").size == CGSize(width: 12, height: 12))
    }

    @Test func userViewModifierWrapsItsContent() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(4).background(Color.white)
            }
        }
        let frame = try layOut(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
            .modifier(Card()).accessibilityIdentifier("card"))
        #expect(frame.rect("card").size == CGSize(width: 18, height: 18))
        #expect(frame.rect("content").minX - frame.rect("card").minX == 4)
    }
}
