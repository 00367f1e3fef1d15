import SwiftUI

/// A settings row in the style of the Settings app: a white symbol on a coloured square, a title,
/// an optional value, and a chevron.
struct SettingsRow: View {
    let title: String
    let systemImage: String
    var tint: Color = .blue
    var value: String? = nil
    var showsChevron = true

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 14, weight: .medium))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))

            Text(title)

            Spacer()

            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
            if showsChevron {
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}

/// A stack of settings rows on a grouped background, for screens that do not use `List`.
struct SettingsGroup: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Wi-Fi", systemImage: "wifi", value: "Home")
            Divider().padding(.leading, 57)
            SettingsRow(title: "Bluetooth", systemImage: "wave.3.right", value: "On")
            Divider().padding(.leading, 57)
            SettingsRow(title: "Battery", systemImage: "battery.100", tint: .green)
        }
        .background(Color("GroupedRowBackground"), in: RoundedRectangle(cornerRadius: 10))
        .padding()
    }
}
