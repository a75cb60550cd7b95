// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A spring as a platform builds it from one parameterisation: the spring
/// (0 → 1; the caller moves it), the engine options the parameterisation
/// implies, and what the user may not expect.
public struct PlatformSpring: Hashable, Sendable {
  /// The spring from 0 to 1 at rest.
  public var spring: Spring
  /// Engine options implied (Motion's and Popmotion's finish time of a
  /// duration spring).
  public var engine: SpringEngineSettings
  /// True when the platform starts this form from rest whatever velocity is
  /// inherited (Motion's and Popmotion's duration springs).
  public var startsFromRest: Bool
  /// What the platform does that a user may not expect, or `nil`.
  public var note: String?

  public init(_ spring: Spring, engine: SpringEngineSettings = .init(), startsFromRest: Bool = false, note: String? = nil) {
    self.spring = spring
    self.engine = engine
    self.engine.startsFromRest = engine.startsFromRest || startsFromRest
    self.startsFromRest = startsFromRest
    self.note = note
  }

  /// The spring moved from `from` to `to` with `velocity` (value units per
  /// second), unless the form starts from rest.
  public func spring(from: Double, to: Double, velocity: Double) -> Spring {
    var s = spring
    s.from = from
    s.to = to
    s.initialVelocity = startsFromRest ? 0 : velocity
    return s
  }
}

/// How a parameterisation's parameters were given: every value in
/// parameter order (defaults filled in) and which were given.
public struct SpringArguments: Hashable, Sendable {
  /// One value per parameter, in the parameterisation's order.
  public var values: [Double]
  /// Whether each parameter was given (not defaulted).
  public var given: [Bool]

  /// The value of parameter `k`.
  public subscript(_ k: Int) -> Double { values[k] }
}

/// Why arguments do not make a spring of a parameterisation.
public enum SpringParameterError: Error, Hashable, Sendable {
  /// A parameter the form does not have; `suggestion` is the closest it has.
  case unknown(name: String)
  /// A value outside the parameter's ``ParameterRange``.
  case outOfRange(parameter: SpringParameter, value: Double)
}

/// One way a platform lets its users describe a spring, as data: its
/// parameters (names, flags, units, defaults, ranges and what the platform
/// applies), the exact map to a ``Spring`` and the inverse map back to the
/// parameters, and its source.
///
/// The map is the platform's own, clamps, floors and Float rounding
/// included; every surface (`spring` flags, curve expressions, kfloop
/// fields, snippets, JSON) goes through it (docs/platforms.md §2).
public struct SpringParameterisation: Sendable {
  /// The form's typed name.
  public let id: SpringFormID
  /// How the platform writes it (`SpringForce(stiffness, dampingRatio)`).
  public let title: String
  /// The parameters in the platform's order.
  public let parameters: [SpringParameter]
  /// The parameters (by name) that must be given to choose this form on
  /// the command line (expressions choose by their labels; missing
  /// parameters there take their defaults).
  public let selectors: [String]
  /// Whether the `curvetool spring` flags reach this form (forms with the
  /// same flags as another, such as Compose's, are reached through
  /// expressions only).
  public let onCommandLine: Bool
  /// The upstream source of the map (repository path or URL).
  public let source: String
  let build: @Sendable (SpringArguments) -> PlatformSpring
  let invert: @Sendable (Spring) -> [Double]?

  init(
    _ id: SpringFormID, _ title: String, parameters: [SpringParameter], selectors: [String], onCommandLine: Bool = true,
    source: String, build: @escaping @Sendable (SpringArguments) -> PlatformSpring,
    invert: @escaping @Sendable (Spring) -> [Double]?
  ) {
    self.id = id
    self.title = title
    self.parameters = parameters
    self.selectors = selectors
    self.onCommandLine = onCommandLine
    self.source = source
    self.build = build
    self.invert = invert
  }

  /// The platform whose entry lists this form.
  public var platform: PlatformID {
    PlatformID.allCases.first { $0.platform.forms.contains { $0.id == id } } ?? .swiftUI
  }

  /// The spring for `given` parameter values (by the platform's names);
  /// missing ones take their defaults. Values outside a parameter's range
  /// and unknown names are refused.
  public func spring(_ given: [String: Double]) throws(SpringParameterError) -> PlatformSpring {
    for name in given.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
      throw .unknown(name: name)
    }
    var arguments = SpringArguments(values: [], given: [])
    for p in parameters {
      if let v = given[p.name] {
        guard p.valid.contains(v) else { throw .outOfRange(parameter: p, value: v) }
        arguments.values.append(v)
        arguments.given.append(true)
      } else {
        arguments.values.append(p.defaultValue)
        arguments.given.append(false)
      }
    }
    return build(arguments)
  }

  /// The parameter values (platform's names) that give `spring`'s
  /// stiffness, damping and mass through this form, or `nil` when the form
  /// cannot express it (over-damping in Motion's duration form).
  public func values(of spring: Spring) -> [String: Double]? {
    guard let v = invert(spring) else { return nil }
    return Dictionary(uniqueKeysWithValues: zip(parameters.map(\.name), v))
  }

  /// The inverse map as an ordered list, in parameter order.
  public func orderedValues(of spring: Spring) -> [(name: String, value: Double)]? {
    guard let v = invert(spring) else { return nil }
    return zip(parameters.map(\.name), v).map { ($0, $1) }
  }
}
