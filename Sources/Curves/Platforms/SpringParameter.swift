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
