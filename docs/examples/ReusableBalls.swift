// The bouncing balls of the first seed written as one reusable view used
// three times, each with its own duration (1.0, 1.2, 1.4 s), toggled by a 3 s
// timer. `curvetool diagnose docs/examples/ReusableBalls.swift` (docs/diagnose.md §11).
import SwiftUI

struct BouncingButtonView: View {
    @State private var isBouncing: Bool = true
    @State private var isDoneLoading: Bool = false

    let sampleLoadingTimer = Timer.publish(every: 3.0, on: .main, in: .common).autoconnect()

    let fullDuration = 2.0

    var body: some View {
        VStack(alignment: isDoneLoading ? .trailing : .leading) {
            HStack {
                if isDoneLoading {
                    BouncingCircle(color: Color.pink.opacity(0.5), duration: 1.0, repeats: false)
                    BouncingCircle(color: Color.green.opacity(0.09), duration: 1.2, repeats: false)
                    BouncingCircle(color: Color.cyan, duration: 1.4, repeats: false)
                } else {
                    BouncingCircle(color: Color.pink.opacity(0.5), duration: 1.0)
                    BouncingCircle(color: Color.green.opacity(0.09), duration: 1.2)
                    BouncingCircle(color: Color.cyan, duration: 1.4)
                }
            }
            .onReceive(sampleLoadingTimer) { val in
                self.isDoneLoading.toggle()
            }
        }
    }
}

struct BouncingCircle: View {
    var diameter: CGFloat = 50
    var color: Color = .accentColor
    var duration: Double = 1.0
    var repeats: Bool = true

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: diameter, height: diameter)
            .keyframeAnimator(initialValue: BouncingAnimationProperties(), repeating: repeats) { content, value in
                content
                    .scaleEffect(y: value.verticalStretch, anchor: .bottom)
                    .offset(y: value.yTranslation)
            } keyframes: { _ in
                // Stretch / squish track
                KeyframeTrack(\.verticalStretch) {
                    SpringKeyframe(0.7, duration: duration * 0.3)
                    CubicKeyframe(1.0, duration: duration * 0.4)
                    SpringKeyframe(1.0, duration: duration * 0.3)
                }
                // Up-and-down track
                KeyframeTrack(\.yTranslation) {
                    CubicKeyframe(-100, duration: duration * 0.5)
                    CubicKeyframe(0, duration: duration * 0.5)
                }
            }
    }
}

struct BouncingAnimationProperties {
    var yTranslation = 0.0
    var verticalStretch = 1.0
    var xTranslation = 0.0
}
