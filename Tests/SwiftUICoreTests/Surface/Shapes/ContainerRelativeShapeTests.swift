import Foundation
import Testing
@testable import SwiftUICore

struct ContainerRelativeShapeTests {
    private func drawnPath(_ frame: Frame) -> Path? {
        frame.drawnItems.last?.path
    }

    @Test func withNoContainerShapeItIsARectangle() throws {
        // SwiftUI's fallback: the view's frame, (180, 190) on the 400-pt canvas.
        let frame = try layOut(ContainerRelativeShape().fill(.red).frame(width: 40, height: 20))
        #expect(drawnPath(frame) == Path(CGRect(x: 180, y: 190, width: 40, height: 20)))
    }

    @Test func itTakesTheShapeContainerShapeSets() throws {
        let frame = try layOut(
            ContainerRelativeShape().fill(.red).frame(width: 40, height: 20).containerShape(RoundedRectangle(cornerRadius: 6)))
        #expect(drawnPath(frame) == RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 180, y: 190, width: 40, height: 20)))
    }

    @Test func anInsetContainerShapeIsTheContainerShapeInset() throws {
        let frame = try layOut(
            ContainerRelativeShape().inset(by: 2).fill(.red).frame(width: 40, height: 20).containerShape(Capsule()))
        // Made in the view's own 40 × 20 space, then placed at its frame (180, 190).
        #expect(drawnPath(frame) == Capsule().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).offsetBy(dx: 180, dy: 190))
    }
}
