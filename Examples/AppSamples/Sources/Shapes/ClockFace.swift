//
//  ClockFace.swift
//  WorldClock
//

import SwiftUI

struct ClockHand: Shape {
    var lengthRatio: CGFloat
    var width: CGFloat

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let length = min(rect.width, rect.height) / 2 * lengthRatio
        var path = Path()
        path.addRoundedRect(
            in: CGRect(x: center.x - width / 2, y: center.y - length, width: width, height: length),
            cornerSize: CGSize(width: width / 2, height: width / 2)
        )
        return path
    }
}

struct TickMarks: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for tick in 0..<60 {
            let angle = Angle.degrees(Double(tick) * 6)
            let inner = tick % 5 == 0 ? radius * 0.82 : radius * 0.9
            let outer = radius * 0.96
            let dx = CGFloat(sin(angle.radians))
            let dy = CGFloat(-cos(angle.radians))
            path.move(to: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner))
            path.addLine(to: CGPoint(x: center.x + dx * outer, y: center.y + dy * outer))
        }
        return path
    }
}

struct ClockFace: View {
    let hour: Int
    let minute: Int
    let second: Int

    private var hourAngle: Angle {
        Angle.degrees(Double(hour % 12) * 30) + .degrees(Double(minute) / 2)
    }
    private var minuteAngle: Angle { .degrees(Double(minute) * 6) }
    private var secondAngle: Angle { .degrees(Double(second) * 6) }

    var body: some View {
        ZStack {
            Circle()
                .fill(.background)
                .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
            TickMarks()
                .stroke(.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            ForEach(1...12, id: \.self) { number in
                Text("\(number)")
                    .font(.system(size: 15, weight: .semibold, design: .rounded))
                    .rotationEffect(-.degrees(Double(number) * 30))
                    .offset(y: -68)
                    .rotationEffect(.degrees(Double(number) * 30))
            }
            ClockHand(lengthRatio: 0.5, width: 6)
                .fill(.primary)
                .rotationEffect(hourAngle)
            ClockHand(lengthRatio: 0.75, width: 4)
                .fill(.primary)
                .rotationEffect(minuteAngle)
            ClockHand(lengthRatio: 0.85, width: 1.5)
                .fill(.orange)
                .rotationEffect(secondAngle)
            Circle()
                .fill(.orange)
                .frame(width: 8, height: 8)
        }
        .frame(width: 200, height: 200)
    }
}

#Preview {
    ClockFace(hour: 10, minute: 9, second: 30)
        .padding()
}
