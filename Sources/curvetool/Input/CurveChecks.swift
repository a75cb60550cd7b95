// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Whether a curve read from an expression can be drawn: a spring's
/// parameters as ``Spring/init(validatingMass:stiffness:damping:initialVelocity:from:to:)``
/// holds them, a bounce's as its drawing mode needs (docs/curves.md).
enum CurveChecks {
  /// Refuses a spring its library would not accept, naming the parameter.
  static func validate(_ spring: Spring) throws(UsageError) {
    do {
      _ = try Spring(
        validatingMass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: spring.initialVelocity, from: spring.from, to: spring.to)
    } catch {
      throw .invalid("these parameters do not make a valid spring: \(describe(error))")
    }
  }

  /// A spring's refusal in words: "mass 0 must be > 0".
  static func describe(_ error: SpringError) -> String {
    switch error {
    case .nonFinite(let field): "\(field) is not finite"
    case .notPositive(let field, let v): "\(field) \(NumberText.text(v, .detail)) must be > 0"
    case .negative(let field, let v): "\(field) \(NumberText.text(v, .detail)) must be ≥ 0"
    case .outOfRange(let field, let v, let range): "\(field) \(NumberText.text(v, .detail)) must be in \(range)"
    }
  }

  /// Refuses a bounce expression `text` that ``Bounce/validate()``
  /// (SKBounce's values) or ``Bounce/validateExact()`` (the intended curve)
  /// does not accept, once its move and length are final: "'bounce(stiffness:
  /// 5)': stiffness 5 is not below the distance …".
  static func check(_ bounce: Bounce, _ mode: BounceMode, _ text: String) throws(UsageError) {
    do {
      if mode == .skbounce { try bounce.validate() } else { try bounce.validateExact() }
    } catch {
      switch error {
      case .stiffnessNotBelowDistance(let residual, let distance):
        throw .invalid("'\(text)': stiffness " + BounceError.notBelowDistance(residual, distance, bounce, compat: "compat: skbounce"))
      case .stiffnessTooSmall(let residual, let smallest):
        throw .invalid("'\(text)': stiffness " + BounceError.belowSmallest(residual, smallest))
      case .nonFinite(let field):
        throw .invalid("'\(text)': \(field) must be finite")
      case .durationNotPositive, .bouncesOutOfRange, .stiffnessNotPositive:
        // The expression reader refuses these with the culprit underlined.
        throw .invalid("'\(text)': not a valid bounce")
      }
    }
  }
}

extension BounceError {
  /// What is wrong with a stiffness not below the distance, after its name:
  /// "5 is not below the distance |to − from| = 1: nothing would decay; use
  /// …", naming a preset with its residual, and `compat`, the way to ask for
  /// SKBounce's values.
  static func notBelowDistance(_ residual: Double, _ distance: Double, _ bounce: Bounce, compat: String) -> String {
    let shown = bounce.stiffness.name.map { "\($0) (\(NumberText.text(residual, .detail)))" } ?? NumberText.text(residual, .detail)
    return "\(shown) is not below the distance |to − from| = \(NumberText.text(distance, .detail)): nothing would decay; "
      + "use a smaller residual, a longer move, or \(compat) to see what SKBounce draws"
  }

  /// What is wrong with a residual below ``Bounce/smallestResidual``,
  /// after the stiffness's name.
  static func belowSmallest(_ residual: Double, _ smallest: Double) -> String {
    "\(NumberText.text(residual, .detail)) is below the smallest residual, "
      + "\(NumberText.text(Bounce.smallestResidualFraction, .detail)) × max(1, |to − from|) = \(NumberText.text(smallest, .detail)): "
      + "the envelope may fall by 30 orders of magnitude at most"
  }
}
