import SwiftUI

/// Gauges in each of iOS's styles: the capacity bar (the default), the accessory bar with
/// its marker, and the two circular ones.
#Preview("Gauges", traits: .sizeThatFitsLayout) {
    VStack(spacing: 24) {
        Gauge(value: 0.62) {
            Text("Storage")
        } currentValueLabel: {
            Text("62 GB of 100 GB")
        }
        Gauge(value: 38, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("38 %")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .gaugeStyle(.linearCapacity)
        .tint(.green)
        Gauge(value: 21.0, in: 10...30) {
            Text("Temperature")
        } currentValueLabel: {
            Text("21°")
        } minimumValueLabel: {
            Text("10")
        } maximumValueLabel: {
            Text("30")
        }
        .gaugeStyle(.accessoryLinear)
        .tint(.orange)
        HStack(spacing: 32) {
            Gauge(value: 21.0, in: 10...30) {
                Text("Temp")
            } currentValueLabel: {
                Text("21")
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("30")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: 0.75) {
                Text("Rings")
            } currentValueLabel: {
                Text("75")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.pink)
        }
    }
    .padding(20)
    .frame(width: 390)
    .background(Color(uiColor: .systemBackground))
}
