// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Springs in the curve language go through the platform registry: a
/// call's or object's arguments are read as the form's parameters (their
/// ranges from the registry), and the form's own map builds the spring, so
/// an expression and the `spring` flags agree to the bit (docs/platforms.md §2).
extension CurveInterpreter {
  /// The parameters of form `id` given in a call: each by its platform
  /// name (or the label in `labels`, keyed by parameter name), or by
  /// position when `positional`. Arguments not read are left for `finish`.
  static func formArguments(
    _ id: SpringFormID, _ a: inout CallArguments, labels: [String: String] = [:], positional: Bool = false
  ) throws(ExpressionError) -> [String: Double] {
    var given: [String: Double] = [:]
    for (k, p) in id.form.parameters.enumerated() {
      let label = labels[p.name] ?? p.name
      guard let e = a.labeled(label) ?? (positional ? a.positional(k) : nil) else { continue }
      given[p.name] = try formValue(p, e, label)
    }
    return given
  }

  /// One parameter's value: a number (or `true`/`false` for a 0-or-1
  /// parameter) inside the registry's range.
  static func formValue(_ p: SpringParameter, _ e: CurveExpression, _ label: String) throws(ExpressionError) -> Double {
    if p.isBoolean {
      return try bool(e, label) ? 1 : 0
    }
    return try number(e, label, { p.valid.contains($0) }, p.valid.requirement)
  }

  /// The spring of form `id` from `given` parameter values; with
  /// `noting`, the form's note (what the platform does that a user may not
  /// expect) follows the origin in parentheses.
  static func formSpring(
    _ id: SpringFormID, _ given: [String: Double], origin: String, velocity: InitialVelocity = .zero,
    noting: Bool = false, range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    let built: PlatformSpring
    do {
      built = try id.form.spring(given)
    } catch {
      switch error {
      case .unknown(let name): throw ExpressionError(message: "\(id.form.title) has no parameter '\(name)'", range: range)
      case .outOfRange(let p, let v):
        throw ExpressionError(message: "\(p.name) \(NumberText.text(v, .detail)) \(p.valid.requirement)", range: range)
      }
    }
    let described = origin + (noting ? built.note.map { " (\($0))" } ?? "" : "")
    return .spring(built.spring, velocity: built.startsFromRest ? .zero : velocity, origin: described, engine: built.engine)
  }
}
