// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Every spring parameterisation of every platform, by one typed name.
/// The data of each is its ``SpringParameterisation`` in the platform's
/// ``Platform`` entry.
public enum SpringFormID: String, CaseIterable, Hashable, Codable, Sendable {
  case swiftUIDurationBounce, swiftUIResponse, swiftUISettlingDuration, swiftUIPhysical
  case coreAnimationPhysical
  case uiKitDampingDuration
  case androidSpringForce
  case composeSpring
  case flutterPhysical, flutterDampingRatio, flutterDurationBounce
  case motionPhysical, motionDurationBounce, motionVisualDuration
  case popmotionPhysical, popmotionDurationBounce
  case reactSpringTensionFriction, reactSpringFrequency
  case reboundTensionFriction, reboundOrigami, reboundBouncinessSpeed
  case reactNativePhysical, reactNativeOrigami, reactNativeBouncinessSpeed
  case reanimatedPhysical, reanimatedDuration

  /// The parameterisation's data.
  public var form: SpringParameterisation {
    for id in PlatformID.allCases {
      if let f = id.platform.forms.first(where: { $0.id == self }) { return f }
    }
    preconditionFailure("\(self) is in no platform entry")  // RegistryTests checks every form is in exactly one
  }
}
