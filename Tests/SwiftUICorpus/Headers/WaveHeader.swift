import SwiftUI

/// A wave along the bottom edge of a header.
struct Wave: Shape {
    var amplitude: CGFloat = 16
    var crests: Int = 2

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - amplitude))

        let segments = max(crests * 2, 1)
        let step = rect.width / CGFloat(segments)
        for index in 0..<segments {
            let x = rect.maxX - step * CGFloat(index + 1)
            let controlY = index.isMultiple(of: 2) ? rect.maxY : rect.maxY - amplitude * 2
            path.addQuadCurve(to: CGPoint(x: x, y: rect.maxY - amplitude),
                              control: CGPoint(x: x + step / 2, y: controlY))
        }
        path.closeSubpath()
        return path
    }
}

struct WaveHeader: View {
    let greeting: String
    let subtitle: String

    var body: some View {
        ZStack(alignment: .topLeading) {
            Wave()
                .fill(Color("BrandPrimary"))
                .frame(height: 200)

            VStack(alignment: .leading, spacing: 6) {
                Text(greeting)
                    .font(.largeTitle.bold())
                Text(subtitle)
                    .font(.headline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.top, 48)
        }
    }
}
