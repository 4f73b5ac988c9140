import SwiftUI

struct HourlyForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String
    let high: Int
    let low: Int
    let hourly: [HourlyForecast]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(city)
                        .font(.title2.weight(.semibold))
                    Text("\(temperature)°")
                        .font(.system(size: 56, weight: .thin))
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 4) {
                    Image(systemName: "cloud.sun.bolt.fill")
                        .symbolRenderingMode(.multicolor)
                        .font(.system(size: 36))
                    Text(condition)
                        .font(.subheadline.weight(.medium))
                    Text("H:\(high)°  L:\(low)°")
                        .font(.subheadline)
                }
            }

            Divider()
                .overlay(.white.opacity(0.5))

            HStack {
                ForEach(hourly) { item in
                    VStack(spacing: 8) {
                        Text(item.hour)
                            .font(.caption.weight(.semibold))
                        Image(systemName: item.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(height: 24)
                        Text("\(item.temperature)°")
                            .font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(
            LinearGradient(colors: [Color(red: 0.27, green: 0.45, blue: 0.78), Color(red: 0.42, green: 0.62, blue: 0.9)],
                           startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
    }
}

#Preview {
    WeatherCard(
        city: "Cupertino",
        temperature: 72,
        condition: "Thunderstorms",
        high: 78,
        low: 61,
        hourly: [
            HourlyForecast(hour: "Now", symbol: "cloud.sun.bolt.fill", temperature: 72),
            HourlyForecast(hour: "2PM", symbol: "cloud.bolt.rain.fill", temperature: 70),
            HourlyForecast(hour: "3PM", symbol: "cloud.rain.fill", temperature: 68),
            HourlyForecast(hour: "4PM", symbol: "cloud.sun.fill", temperature: 69),
            HourlyForecast(hour: "5PM", symbol: "sun.max.fill", temperature: 71),
            HourlyForecast(hour: "6PM", symbol: "sunset.fill", temperature: 67),
        ]
    )
    .padding()
}
