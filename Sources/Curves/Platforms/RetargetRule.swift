// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a platform does when an animation's target changes while it runs
/// (docs/springs.md §8): the rule each engine's
/// ``SpringEngine/frames(of:frameRate:duration:settings:retargets:)`` and
/// ``CSSTransitionRule`` apply, named once for every report.
public enum RetargetRule: String, CaseIterable, Hashable, Codable, Sendable {
  /// SwiftUI: the interrupting spring takes over the running one's value
  /// and velocity.
  case continuous
  /// UIKit and Core Animation: a spring of the change is added to the
  /// running one (additive animations).
  case additive
  /// Android `animateToFinalPosition`: the new position is applied half way
  /// through the next frame.
  case halfFrame
  /// Compose `Animatable.animateTo`: a new animation from the last frame's
  /// value and velocity, its clock from that frame.
  case frameHandover
  /// Motion: a new spring with the velocity estimated from the last two
  /// frames; duration springs from rest.
  case estimatedVelocity
  /// Framer Motion 6 with Popmotion: the same estimate over framesync's
  /// delta; a duration spring found again with it.
  case estimatedVelocityFindSpring
  /// react-spring `start({ to })`: the integrator's velocity carried, the
  /// precision taken from the new start.
  case integratorCarried
  /// Rebound `setEndValue`: the whole state carried.
  case stateCarried
  /// React Native: a new `Animated.spring` from the last frame's value and
  /// velocity.
  case lastFrameHandover
  /// CSS transitions: a new transition from the current value, without
  /// its velocity; a reversal shortened.
  case cssTransition

  /// One line for a report.
  public var summary: String {
    switch self {
    case .continuous: "keeps the value and velocity at the change"
    case .additive: "adds a spring of the change to the running one (with the same spring, SwiftUI's motion)"
    case .halfFrame: "applies the new target half way through the next frame"
    case .frameHandover: "starts a new animation from the last frame's value and velocity, its clock from that frame"
    case .estimatedVelocity: "starts a new spring with the velocity estimated from the last two frames (duration springs from rest)"
    case .estimatedVelocityFindSpring:
      "starts a new spring with the velocity estimated from the last two frames (a duration spring is found again with it)"
    case .integratorCarried: "carries its integrator's velocity and takes its precision from the new start"
    case .stateCarried: "carries its whole state"
    case .lastFrameHandover: "starts a new spring from the last frame's value and velocity"
    case .cssTransition: "starts a new transition from the current value without its velocity, shortening a reversal"
    }
  }
}

extension SpringEngine {
  /// The rule this engine applies (`exact`: SwiftUI's continuous rule).
  public var retargetRule: RetargetRule { platform?.platform.retargetRule ?? .continuous }
}
