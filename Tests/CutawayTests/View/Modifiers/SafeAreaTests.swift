import Foundation
import Testing
@testable import Cutaway

struct SafeAreaTests {
    @Test func onADeviceTheRootIsCentredInTheSafeArea() throws {
        let frame = try layOut(on: .iPhone15, Text("Hi").accessibilityIdentifier("text"))
        // The safe area runs from 59 to 852 − 34 = 818; a 17-point line of body text
        // (ascent + descent of the test engine) is centred in it: 59 + (759 − 17) / 2 = 430.
        #expect(frame.rect("text").minY == 430)
    }

    @Test func aViewThatIgnoresTheSafeAreaFillsTheScreen() throws {
        let ignoring = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill").ignoresSafeArea())
        #expect(ignoring.rect("fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
        let keeping = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill"))
        #expect(keeping.rect("fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let topOnly = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top))
        #expect(topOnly.rect("fill") == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    @Test func aViewThatDoesNotReachTheSafeAreasEdgeIsNotExtended() throws {
        let frame = try layOut(on: .iPhone15, Color.red.frame(width: 100, height: 100).accessibilityIdentifier("fill").ignoresSafeArea())
        // Centred in the safe area: 59 + (759 − 100) / 2 = 388.5, nowhere near its edges.
        #expect(isClose(frame.rect("fill"), CGRect(x: 146.5, y: 388.5, width: 100, height: 100), within: 0.5))
    }

    @Test func aStyleBackgroundRunsIntoTheSafeAreaWhereItsViewReachesIt() throws {
        let frame = try layOut(on: .iPhone15, Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let fills = frame.drawnItems.compactMap { drawn -> CGRect? in
            if case .fill(_, let color, _) = drawn.item, color == blue { return drawn.path?.boundingRect }
            return nil
        }
        #expect(fills == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }

    @Test func onAPlainCanvasIgnoringTheSafeAreaChangesNothing() throws {
        let frame = try layOut(width: 200, height: 100, Color.red.frame(width: 50, height: 50).ignoresSafeArea().accessibilityIdentifier("fill"))
        #expect(frame.rect("fill") == CGRect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func aBottomInsetTakesItsHeightFromTheView() throws {
        let frame = try layOut(width: 200, height: 100, Color.red.accessibilityIdentifier("fill").safeAreaInset(edge: .bottom) {
            Color.blue.frame(height: 30)
        })
        // The inset is 30 tall at the bottom; the view has the 70 points above it.
        #expect(frame.rect("fill") == CGRect(x: 0, y: 0, width: 200, height: 70))
    }
}
