import SwiftUI

struct OnboardingStep: Identifiable, Hashable {
    let id: Int
    var imageName: String
    var title: String
    var message: String

    static let samples: [OnboardingStep] = [
        OnboardingStep(id: 0, imageName: "onboarding-welcome", title: "Welcome to Trails",
                       message: "Find walks near you, with maps that work offline."),
        OnboardingStep(id: 1, imageName: "onboarding-offline", title: "Save maps for later",
                       message: "Download a region before you go; no signal needed on the trail."),
        OnboardingStep(id: 2, imageName: "onboarding-share", title: "Walk together",
                       message: "Share your route so friends can follow along."),
    ]
}

struct OnboardingPage: View {
    let steps: [OnboardingStep]
    @State private var currentIndex = 0

    var body: some View {
        let step = steps[currentIndex]
        VStack(spacing: 24) {
            Spacer()

            Image(step.imageName)
                .resizable()
                .frame(width: 240, height: 240)

            VStack(spacing: 12) {
                Text(step.title)
                    .font(.title.bold())
                    .multilineTextAlignment(.center)
                Text(step.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 32)

            Spacer()

            PageDots(count: steps.count, current: currentIndex)

            Text(currentIndex == steps.count - 1 ? "Get started" : "Continue")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                .padding(.horizontal, 24)
                .onTapGesture {
                    if currentIndex < steps.count - 1 { currentIndex += 1 }
                }

            Text("Skip")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.bottom, 16)
                .opacity(currentIndex == steps.count - 1 ? 0 : 1)
        }
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.accentColor : Color.gray.opacity(0.35))
                    .frame(width: index == current ? 20 : 8, height: 8)
            }
        }
        .animation(.spring, value: current)
    }
}
