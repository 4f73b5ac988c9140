import SwiftUI

/// A photo scaled and turned by two fingers: a `MagnifyGesture` and a `RotateGesture`
/// recognized together (`simultaneously(with:)`), each writing a `@GestureState` while the
/// fingers move; when they lift, the photo keeps its new scale and angle (`@State`), and a
/// double tap springs it back. The preview's script pinches and turns it
/// (`PinchAndRotate.cutaway.json`).
struct PinchAndRotate: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist: Angle = .zero

    var body: some View {
        photo
            .scaleEffect(scale * pinch)
            .rotationEffect(.degrees(angle.degrees + twist.degrees))
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in scale *= value.magnification }
                    .simultaneously(with: RotateGesture()
                        .updating($twist) { value, state, _ in state = value.rotation }
                        .onEnded { value in angle = .degrees(angle.degrees + value.rotation.degrees) }))
            .onTapGesture(count: 2) {
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                    scale = 1
                    angle = .zero
                }
            }
            .accessibilityIdentifier("photo")
            .frame(width: 390, height: 400)
            .background(Color(uiColor: .systemGroupedBackground))
    }

    private var photo: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image("Mountains", bundle: .module)
                .resizable()
                .scaledToFill()
                .frame(width: 200, height: 130)
                .clipped()
            VStack(alignment: .leading, spacing: 2) {
                Text("Lake Louise")
                    .font(.headline)
                Text("Pinch to zoom, twist to turn")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(12)
        }
        .frame(width: 200, alignment: .leading)
        .background(Color(uiColor: .secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.18), radius: 10, y: 4)
    }
}

#Preview("Pinch and rotate", traits: .sizeThatFitsLayout) {
    PinchAndRotate()
}
