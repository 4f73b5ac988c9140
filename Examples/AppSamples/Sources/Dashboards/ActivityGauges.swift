import SwiftUI

struct AirQualityGauge: View {
    let aqi: Double

    var body: some View {
        Gauge(value: aqi, in: 0...300) {
            Text("AQI")
        } currentValueLabel: {
            Text("\(Int(aqi))")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("300")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(Gradient(colors: [.green, .yellow, .orange, .red, .purple]))
    }
}

struct SpeedGauge: View {
    let speed: Double

    var body: some View {
        Gauge(value: speed, in: 0...120) {
            Label("Speed", systemImage: "speedometer")
        } currentValueLabel: {
            Text("\(Int(speed)) km/h")
        } markedValueLabels: {
            Text("0").tag(0.0)
            Text("50").tag(50.0)
            Text("100").tag(100.0)
        }
        .tint(.indigo)
    }
}

struct BatteryGauge: View {
    let level: Double

    var body: some View {
        Gauge(value: level) {
            Image(systemName: "battery.75percent")
        } currentValueLabel: {
            Text(level, format: .percent)
        }
        .gaugeStyle(.accessoryLinearCapacity)
        .tint(level < 0.2 ? .red : .green)
    }
}

struct ActivityDashboard: View {
    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 24) {
                AirQualityGauge(aqi: 42)
                AirQualityGauge(aqi: 156)
                AirQualityGauge(aqi: 240)
            }
            SpeedGauge(speed: 68)
            BatteryGauge(level: 0.72)
        }
        .padding()
    }
}

#Preview {
    ActivityDashboard()
}
