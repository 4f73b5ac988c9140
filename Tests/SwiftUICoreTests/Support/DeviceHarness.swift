import Cutaway
import Foundation

/// Lays `view` out on `device`'s screen at scale 1 with the test text engine.
func layOut<V: View>(on device: DeviceScreen, orientation: InterfaceOrientation = .portrait, _ view: V) throws -> Frame {
    try ViewGraph(
        root: view, canvas: RenderCanvas(device: device, orientation: orientation, scale: 1), textEngine: MonospacedTestTextEngine()
    ).makeFrame()
}

extension Frame {
    /// The frame of the first drawn text that reads `string`.
    func textFrame(_ string: String) -> CGRect? {
        drawnTexts.first { $0.string == string }?.frame
    }
}
