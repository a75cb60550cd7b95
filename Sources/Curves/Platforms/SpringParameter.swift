// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One parameter of a platform's spring parameterisation, as data: the
/// platform's own name for it, the command-line flag that gives it, its
/// unit, its default, the values accepted, and what the platform itself
/// does to it before use (clamps, floors, Float rounding).
public struct SpringParameter: Hashable, Sendable {
  /// The platform's label (`dampingRatio`, `visualDuration`, `tension`).
  public var name: String
  /// The `curvetool spring` flag without dashes (`damping-ratio`).
  public var flag: String
  /// The unit in words (`s`, `1`, `kg`, `N/m`, `N·s/m`).
  public var unit: String
  /// The platform's default when the parameter is left out.
  public var defaultValue: Double
  /// The values accepted; others are refused with ``ParameterRange/requirement``.
  public var valid: ParameterRange
  /// What the platform does to the value before use, in words (`nil`:
  /// taken as given).
  public var applied: String?

  /// Whether the parameter is a Boolean, given as 0 (false) or 1 (true).
  public var isBoolean: Bool { unit == "bool" }

  public init(
    _ name: String, flag: String, unit: String, default defaultValue: Double, valid: ParameterRange, applied: String? = nil
  ) {
    self.name = name
    self.flag = flag
    self.unit = unit
    self.defaultValue = defaultValue
    self.valid = valid
    self.applied = applied
  }
}

extension SpringParameter {
  /// Mass in kg, default 1, > 0.
  static let mass = SpringParameter("mass", flag: "mass", unit: "kg", default: 1, valid: .positive)
  /// Stiffness in N/m, default 100, > 0.
  static let stiffness = SpringParameter("stiffness", flag: "stiffness", unit: "N/m", default: 100, valid: .positive)
  /// Motion's and Popmotion's `bounce`, −1 < b ≤ 1, the damping ratio
  /// 1 − b clamped to 0.05…1 (findSpring and visualDuration alike).
  static func clampedBounce(default value: Double) -> SpringParameter {
    SpringParameter(
      "bounce", flag: "bounce", unit: "1", default: value, valid: .any,
      applied: "damping ratio 1 − bounce clamped to 0.05…1, as Motion and Popmotion clamp any bounce")
  }

  /// Damping in N·s/m, default 10, ≥ 0.
  static let damping = SpringParameter("damping", flag: "damping", unit: "N·s/m", default: 10, valid: .nonNegative)
}

extension SpringParameterisation {
  /// A form that takes mass, stiffness and damping as given (Core
  /// Animation, Flutter, Motion, Popmotion), its parameters in `order`.
  static func physical(
    _ id: SpringFormID, _ title: String, order: [SpringParameter] = [.mass, .stiffness, .damping],
    selectors: [String] = [], onCommandLine: Bool = false, source: String
  ) -> SpringParameterisation {
    let names = order.map(\.name)
    let m = names.firstIndex(of: "mass")!, k = names.firstIndex(of: "stiffness")!, c = names.firstIndex(of: "damping")!
    return SpringParameterisation(
      id, title, parameters: order, selectors: selectors, onCommandLine: onCommandLine, source: source,
      build: { a in PlatformSpring(Spring(mass: a[m], stiffness: a[k], damping: a[c])) },
      invert: { s in
        var v = [Double](repeating: 0, count: 3)
        v[m] = s.mass
        v[k] = s.stiffness
        v[c] = s.damping
        return v
      })
  }
}
