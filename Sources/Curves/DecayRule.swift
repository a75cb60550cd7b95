// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A library's coasting motion (``Decay``): its own parameters, the rate λ
/// they give, and the frame at which the library stops the motion. Each
/// library's rule is made in its platform's file
/// (``reactSpring(decay:precision:)`` in `Platform+ReactSpring.swift`,
/// ``rebound(friction:restSpeed:)`` in `Platform+Rebound.swift`).
public struct DecayRule: Hashable, Sendable {
  /// The library whose rule this is.
  public let platform: PlatformID
  /// The library's parameters, by their names in its code
  /// (`decay`, `precision`): with the platform, what tells two rules apart.
  public let parameters: [String: Double]
  /// λ, 1/s.
  public let rate: Double
  let draw: @Sendable (_ motion: Decay, _ frameRate: Double, _ duration: Double) -> SpringFrames

  init(
    _ platform: PlatformID, _ parameters: [String: Double], rate: Double,
    draw: @escaping @Sendable (_ motion: Decay, _ frameRate: Double, _ duration: Double) -> SpringFrames
  ) {
    self.platform = platform
    self.parameters = parameters
    self.rate = rate
    self.draw = draw
  }

  public static func == (a: DecayRule, b: DecayRule) -> Bool { a.platform == b.platform && a.parameters == b.parameters }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(platform)
    hasher.combine(parameters)
  }

  /// The frame rate at which a decay's stop is found, Hz: 60, the rate
  /// the libraries' own tests run at (react-spring's `frameLength` of
  /// 1000/60 ms, Rebound's `SimulationLooper` default of 16.667 ms).
  public static let frameRate = 60.0

  /// The library's frames of `motion` (its from and start velocity; its
  /// stop is ignored) at `frameRate` Hz for at most `duration` seconds, and
  /// the frame time it is done at.
  public func frames(_ motion: Decay, frameRate: Double, duration: Double) -> SpringFrames {
    draw(motion, frameRate, duration)
  }

  /// `motion` stopped where this library stops it at `frameRate` Hz (its
  /// ``Decay/stopTime``; `nil` if not within `duration` seconds), with this
  /// rule's rate.
  public func stopped(from: Double, initialVelocity: Double, frameRate: Double, duration: Double) -> Decay {
    let free = Decay(from: from, initialVelocity: initialVelocity, rate: rate)
    var d = free
    d.stopTime = frames(free, frameRate: frameRate, duration: duration).doneTime
    return d
  }
}
