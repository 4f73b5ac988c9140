import Foundation
import Testing
@testable import Cutaway

struct DisplayListBuilderTests {
    @Test func clipAndOpacityAreRecordedInGeometryAndDisplayList() throws {
        let frame = try layOut(width: 100, height: 100, Color.red.frame(width: 40, height: 40).accessibilityIdentifier("inner")
            .frame(width: 20, height: 20).clipped().opacity(0.5).accessibilityIdentifier("outer"))
        let outer = frame.geometry(named: "outer")!
        #expect(outer.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(outer.clip == outer.frame)
        #expect(outer.opacity == 0.5)
        let inner = frame.geometry(named: "inner")!
        #expect(inner.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(inner.clip == outer.frame)
        #expect(inner.opacity == 0.5)
        // Opacity was applied last, so it wraps the clip.
        func structure(_ items: [DisplayItem]) -> [String] {
            items.map { item in
                switch item {
                case .group(.opacity, let children, _): "opacity(" + structure(children).joined(separator: ", ") + ")"
                case .group(.clip, let children, _): "clip(" + structure(children).joined(separator: ", ") + ")"
                case .fill: "fill"
                default: "other"
                }
            }
        }
        #expect(structure(frame.displayList.items) == ["fill", "opacity(clip(fill))"])
    }

    @Test func unclippedViewsHaveNoClip() throws {
        let frame = try layOut(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c"))
        #expect(frame.geometry(named: "c")?.clip == nil)
        #expect(frame.geometry(named: "c")?.opacity == 1)
    }

    @Test func dividerIsAHairlineAcrossItsStack() throws {
        let frame = try layOut(width: 100, height: 100, scale: 2, VStack(spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Divider().accessibilityIdentifier("divider")
        })
        // Like SwiftUI's, a divider is flexible along its length: it fills the proposal.
        #expect(frame.rect("divider").width == 100)
        #expect(frame.rect("divider").height == 0.5)
        let across = try layOut(width: 100, height: 100, scale: 1, HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Divider().accessibilityIdentifier("divider")
        })
        #expect(across.rect("divider").size == CGSize(width: 1, height: 100))
    }

    @Test func canvasBackgroundComesFirst() throws {
        let frame = try layOut(width: 10, height: 10, EmptyView())
        guard case .fill(let path, _, let element) = frame.displayList.items.first else {
            Issue.record("no background")
            return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(element == ElementID("canvas"))
    }

    @Test func sectionOutsideAListIsAGroup() throws {
        let frame = try layOut(VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
        }.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack").height == 20)
        #expect(!frame.geometry.contains { $0.typeName == "Section" })
    }
}
