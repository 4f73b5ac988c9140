import SwiftUI

/// Shapes stroked with SwiftUI's stroke styles: widths, caps, joins, dashes and borders.
#Preview("Strokes", traits: .sizeThatFitsLayout) {
    VStack(spacing: 20) {
        HStack(spacing: 20) {
            Circle().stroke(lineWidth: 4)
            RoundedRectangle(cornerRadius: 12).strokeBorder(Color.green, lineWidth: 6)
            Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
            Ellipse().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 5, dash: [1, 7], dashPhase: 0))
        }
        .frame(height: 60)
        HStack(spacing: 20) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 50))
                path.addLine(to: CGPoint(x: 25, y: 5))
                path.addLine(to: CGPoint(x: 50, y: 50))
            }
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
            Path { path in
                path.move(to: CGPoint(x: 0, y: 50))
                path.addLine(to: CGPoint(x: 25, y: 5))
                path.addLine(to: CGPoint(x: 50, y: 50))
            }
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .butt, lineJoin: .bevel))
            Path { path in
                path.addArc(center: CGPoint(x: 25, y: 30), radius: 22, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            }
            .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .square))
            Text("border").padding(8).border(Color.gray, width: 2)
        }
        .frame(height: 56)
    }
    .padding(20)
}

/// Clips and masks: a shape, a corner radius, a moved shape, a trimmed shape filled, a
/// gradient seen through text, and a view faded out by a gradient mask.
#Preview("Clips and masks", traits: .sizeThatFitsLayout) {
    VStack(spacing: 20) {
        HStack(spacing: 20) {
            Color.teal.frame(width: 70, height: 70).clipShape(Circle())
            Color.indigo.frame(width: 70, height: 70).cornerRadius(16)
            Color.pink.frame(width: 70, height: 70).clipShape(Capsule().offset(x: 0, y: 20))
            Circle().trim(from: 0, to: 0.75).fill(Color.yellow).frame(width: 70, height: 70)
        }
        HStack(spacing: 20) {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(width: 170, height: 50)
                .mask(Text("Masked").font(.largeTitle.bold()))
            Color.blue
                .frame(width: 170, height: 50)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        }
    }
    .padding(20)
}
