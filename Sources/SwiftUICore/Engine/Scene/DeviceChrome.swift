import Foundation

/// What iOS draws over an app on a device's screen: the status bar (in portrait; iPhones hide
/// it in landscape) and the home indicator, in the label colour of the colour scheme (black on
/// light, white on dark), as a view the size of the screen laid over the root.
///
/// Measurements: the home indicator is a 134 × 5-point capsule 8 points above the bottom edge
/// (Apple's iPhone X interface guidance, unchanged since); the status bar's time is 17-point
/// semibold on phones with a notch or island, centred in the space beside it, and 12-point
/// semibold centred in the 20-point bar of a phone with a home button; its indicators (cellular
/// bars, Wi-Fi, a full battery) are drawn from their published outlines' sizes. The items'
/// vertical centre is the island's (or the notch's, 25 points down). Cutaway's estimates from
/// iOS 17 screenshots, recorded in docs/fidelity.md.
nonisolated struct DeviceChrome: View {
    let device: DeviceScreen
    let orientation: InterfaceOrientation
    /// Whether the status bar is white whatever the colour scheme: over the black behind a
    /// screen a sheet pushes back, as iOS draws it.
    var hasLightStatusBar = false
    /// Whether a view of the content hid the status bar (`statusBarHidden(_:)`).
    var isStatusBarHidden = false

    static let homeIndicatorSize = CGSize(width: 134, height: 5)
    static let homeIndicatorBottom: CGFloat = 8

    var body: some View {
        let screen = device.size(in: orientation)
        ZStack(alignment: .topLeading) {
            if !orientation.isLandscape, !isStatusBarHidden {
                statusBar(width: screen.width)
                    .foregroundStyle(hasLightStatusBar ? Color.white : Color(uiColor: .label))
            }
            if device.hasHomeIndicator {
                Capsule()
                    .fill(Color(uiColor: .label))
                    .frame(width: Self.homeIndicatorSize.width, height: Self.homeIndicatorSize.height)
                    .position(
                        x: screen.width / 2,
                        y: screen.height - Self.homeIndicatorBottom - Self.homeIndicatorSize.height / 2)
            }
        }
        .frame(width: screen.width, height: screen.height, alignment: .topLeading)
        .foregroundStyle(Color(uiColor: .label))
        .accessibilityIdentifier("statusBar")
    }

    /// The time on the left, the indicators on the right, each centred in its side of the
    /// sensor housing (or, on a phone with a home button, the time centred and the indicators
    /// at the sides).
    @ViewBuilder
    private func statusBar(width: CGFloat) -> some View {
        switch device.topEdge {
        case .statusBar:
            let centreY: CGFloat = 10
            Text("9:41").font(.system(size: 12, weight: .semibold))
                .position(x: width / 2, y: centreY)
            HStack(spacing: 4) { CellularBars(scale: 0.8); Image(systemName: "wifi").font(.system(size: 11, weight: .semibold)) }
                .fixedSize()
                .position(x: 36, y: centreY)
            BatteryIndicator(scale: 0.8)
                .position(x: width - 24, y: centreY)
        case .notch(let housing):
            ears(width: width, housing: housing, centreY: 25)
        case .dynamicIsland(let housing, let height, let inset):
            ears(width: width, housing: housing, centreY: inset + height / 2)
        }
    }

    @ViewBuilder
    private func ears(width: CGFloat, housing: CGFloat, centreY: CGFloat) -> some View {
        let ear = (width - housing) / 2
        Text("9:41").font(.system(size: 17, weight: .semibold))
            .position(x: ear / 2, y: centreY)
        HStack(spacing: 5) {
            CellularBars(scale: 1)
            Image(systemName: "wifi").font(.system(size: 14, weight: .semibold))
            BatteryIndicator(scale: 1)
        }
        .fixedSize()
        .position(x: width - ear / 2, y: centreY)
    }
}

/// Four rounded bars rising left to right, all full: 3 points wide, 1.5 apart, 4 to 11 tall.
nonisolated private struct CellularBars: View {
    let scale: CGFloat

    var body: some View {
        HStack(alignment: .bottom, spacing: 1.5 * scale) {
            ForEach([4.0, 6.3, 8.6, 11.0], id: \.self) { height in
                RoundedRectangle(cornerRadius: 1 * scale)
                    .frame(width: 3 * scale, height: height * scale)
            }
        }
    }
}

/// A full battery: a 25 × 12 rounded outline at a third of the colour's strength, the charge
/// filling it 2 points in, and the terminal's nub on the right.
nonisolated private struct BatteryIndicator: View {
    let scale: CGFloat

    var body: some View {
        HStack(spacing: 1 * scale) {
            ZStack {
                RoundedRectangle(cornerRadius: 4 * scale, style: .continuous)
                    .stroke(lineWidth: 1 * scale)
                    .opacity(0.35)
                RoundedRectangle(cornerRadius: 2.5 * scale, style: .continuous)
                    .padding(2 * scale)
            }
            .frame(width: 25 * scale, height: 12 * scale)
            RoundedRectangle(cornerRadius: 1 * scale)
                .frame(width: 1.5 * scale, height: 4 * scale)
                .opacity(0.4)
        }
    }
}
