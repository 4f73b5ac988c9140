import SwiftUI

/// Previews at the engine's edges (issue 40): each must be written, or fail alone with a clear
/// message, never take the others with it.
#Preview("Too many frames") {
    // Its script plays 600 s at 240 fps: 144,001 frames, past the 20,000 a scene may have.
    Text("long")
}

#Preview("Empty that fits", traits: .sizeThatFitsLayout) {
    EmptyView()
}

#Preview("Huge frame", traits: .fixedLayout(width: 100, height: 100)) {
    Color.red.frame(width: 1e6, height: 1e6)
}

#Preview("NaN frame", traits: .fixedLayout(width: 100, height: 100)) {
    Color.green.frame(width: .nan, height: .infinity)
}

#Preview("Huge font", traits: .fixedLayout(width: 100, height: 100)) {
    Text("A").font(.system(size: 1e6))
}

/// A view nested `depth` times in padding and a stack.
struct Nested: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Text("core")
        } else {
            VStack { Nested(depth: depth - 1) }.padding(0.1)
        }
    }
}

#Preview("Deep nesting", traits: .fixedLayout(width: 120, height: 60)) {
    Nested(depth: 150)
}

#Preview("Font sizes out of range", traits: .fixedLayout(width: 100, height: 100)) {
    VStack {
        Text("A").font(.system(size: 1e7))
        Text("B").font(.system(size: .infinity))
        Text("C").font(.system(size: .nan))
        Text("D").font(.system(size: -5))
        Text("E").font(.system(size: 0))
    }
}

#Preview("Deeper nesting", traits: .fixedLayout(width: 120, height: 60)) {
    Nested(depth: 1000)
}

#Preview("Infinite padding", traits: .fixedLayout(width: 100, height: 100)) {
    Text("padded").padding(.infinity)
}

#Preview("NaN padding and offset", traits: .fixedLayout(width: 100, height: 100)) {
    Text("moved").padding(.nan).offset(x: .nan, y: .infinity)
}

#Preview("NaN position", traits: .fixedLayout(width: 100, height: 100)) {
    Circle().frame(width: 10, height: 10).position(x: .nan, y: -.infinity)
}

#Preview("Frames out of range", traits: .fixedLayout(width: 100, height: 100)) {
    VStack(spacing: .nan) {
        Color.red.frame(minWidth: .nan, idealWidth: .infinity, maxWidth: -5, minHeight: .infinity, maxHeight: .nan)
        Color.blue.frame(width: -10, height: .infinity)
        Color.green.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview("Effects out of range", traits: .fixedLayout(width: 100, height: 100)) {
    RoundedRectangle(cornerRadius: .infinity)
        .fill(Color.orange)
        .frame(width: 50, height: 50)
        .scaleEffect(.nan)
        .rotationEffect(.degrees(.infinity))
        .opacity(.nan)
        .blur(radius: .infinity)
        .shadow(radius: .nan)
}

/// A view that widens itself each time its width changes (issue 45): SwiftUI logs that the
/// action tried to update more than once a frame; here the preview fails alone, as the user's
/// bad input (exit 65), naming the view whose state keeps changing.
private struct GrowsWithItsOwnWidth: View {
    @State private var width: CGFloat = 10

    var body: some View {
        Color.orange
            .frame(width: width, height: 20)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
    }
}

#Preview("Geometry feedback loop", traits: .fixedLayout(width: 100, height: 40)) {
    GrowsWithItsOwnWidth()
}
