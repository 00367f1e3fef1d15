import SwiftUI

struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String
    let high: Int
    let low: Int
    let hours: [ForecastHour]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(city)
                        .font(.title3.weight(.semibold))
                    Text("\(temperature)°")
                        .font(.system(size: 56, weight: .thin))
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 4) {
                    Image(systemName: "cloud.sun.fill")
                        .symbolRenderingMode(.multicolor)
                        .font(.title)
                    Text(condition)
                        .font(.subheadline)
                    Text("H:\(high)° L:\(low)°")
                        .font(.subheadline)
                }
            }

            Divider()
                .overlay(Color.white.opacity(0.4))

            HStack {
                ForEach(hours) { hour in
                    VStack(spacing: 8) {
                        Text(hour.hour == 12 ? "12PM" : "\(hour.hour % 12)\(hour.hour < 12 ? "AM" : "PM")")
                            .font(.caption)
                        Image(systemName: hour.symbolName)
                            .symbolRenderingMode(.multicolor)
                        Text("\(hour.temperature)°")
                            .font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .foregroundStyle(.white)
        .padding()
        .background(Color("SkyBlue"), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

extension WeatherCard {
    static let sample = WeatherCard(city: "Lisbon", temperature: 17, condition: "Partly Cloudy", high: 19, low: 11,
                                    hours: ForecastHour.samples)
}
