import SwiftUI

struct Track: Identifiable, Hashable {
    let id: Int
    var number: Int
    var title: String
    var artist: String
    var duration: Int
    var isExplicit: Bool
    var isPlaying: Bool

    static let samples: [Track] = [
        Track(id: 1, number: 1, title: "Harbour Lights", artist: "The Quiet Ones", duration: 214, isExplicit: false, isPlaying: true),
        Track(id: 2, number: 2, title: "Paper Boats", artist: "The Quiet Ones", duration: 187, isExplicit: true, isPlaying: false),
    ]
}

struct TrackRow: View {
    let track: Track

    var body: some View {
        HStack(spacing: 12) {
            Group {
                if track.isPlaying {
                    Image(systemName: "speaker.wave.2.fill")
                        .foregroundStyle(.tint)
                } else {
                    Text("\(track.number)")
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 24)

            VStack(alignment: .leading, spacing: 2) {
                Text(track.title)
                    .foregroundStyle(track.isPlaying ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                HStack(spacing: 4) {
                    if track.isExplicit {
                        ExplicitBadge()
                    }
                    Text(track.artist)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }

            Spacer()

            Text(formattedDuration)
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }

    private var formattedDuration: String {
        String(format: "%d:%02d", track.duration / 60, track.duration % 60)
    }
}

struct ExplicitBadge: View {
    var body: some View {
        Text("E")
            .font(.system(size: 9, weight: .bold))
            .foregroundStyle(.background)
            .frame(width: 14, height: 14)
            .background(.secondary, in: RoundedRectangle(cornerRadius: 2))
            .accessibilityLabel("Explicit")
    }
}
