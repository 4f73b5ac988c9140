import SwiftUI

struct ThumbShape: Shape {
    func path(in rect: CGRect) -> Path {
        // A rounded "pill" with a little pointer at the bottom, like a map pin.
        var path = Path(roundedRect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height * 0.8), cornerRadius: rect.width / 2)
        path.move(to: CGPoint(x: rect.width * 0.35, y: rect.height * 0.78))
        path.addLine(to: CGPoint(x: rect.width / 2, y: rect.height))
        path.addLine(to: CGPoint(x: rect.width * 0.65, y: rect.height * 0.78))
        path.closeSubpath()
        return path
    }
}

struct VolumeSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...100

    private let thumbSize = CGSize(width: 28, height: 34)

    var body: some View {
        GeometryReader { geometry in
            let trackWidth = geometry.size.width - thumbSize.width
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.25))
                    .frame(height: 6)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: thumbSize.width / 2 + trackWidth * fraction, height: 6)
                ThumbShape()
                    .fill(.white)
                    .shadow(color: .black.opacity(0.25), radius: 3, y: 1)
                    .overlay(
                        Text("\(Int(value))")
                            .font(.caption2.bold())
                            .foregroundStyle(Color.accentColor)
                            .offset(y: -3)
                    )
                    .frame(width: thumbSize.width, height: thumbSize.height)
                    .offset(x: trackWidth * fraction, y: -12)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                let location = min(max(drag.location.x - thumbSize.width / 2, 0), trackWidth)
                                value = range.lowerBound + Double(location / trackWidth) * (range.upperBound - range.lowerBound)
                            }
                    )
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: 60)
    }
}

#Preview {
    @Previewable @State var volume = 40.0
    VStack(alignment: .leading) {
        Label("Volume", systemImage: "speaker.wave.2.fill")
        VolumeSlider(value: $volume)
    }
    .padding(24)
}
