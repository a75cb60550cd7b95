// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SKBounceAnimation's snippets (`SKBounceAnimation *bounce = …`, then its
/// properties), read as the `bounce(…)` they stand for: SKBounce, the
/// library curvetool started from, is read through `bounce(…, compat:
/// skbounce)` rather than as a registry platform.
extension SnippetReader {
  /// SKBounceAnimation's properties (`bounce.fromValue = @(0)`,
  /// `bounce.stiffness = SKBounceAnimationStiffnessMedium`,
  /// `bounce.shouldOvershoot = YES`) as `bounce(…)` arguments.
  static func skbounceProperty(_ name: String, _ raw: String, _ r: inout SnippetReading) throws(ExpressionError) {
    var value = raw.trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("@("), value.hasSuffix(")") { value = String(value.dropFirst(2).dropLast()) }
    let flag = ["YES": "true", "NO": "false"]
    let keys = ["fromValue": "from", "toValue": "to", "duration": "duration", "numberOfBounces": "bounces", "stiffness": "stiffness",
                "shouldOvershoot": "overshoot", "shake": "shake"]
    guard let key = keys[name] else {
      throw ExpressionError(message: "SKBounceAnimation has no property '\(name)' curvetool reads", range: 0..<raw.count)
    }
    if key == "stiffness", value.hasPrefix("SKBounceAnimationStiffness") {
      value = String(value.dropFirst("SKBounceAnimationStiffness".count)).lowercased()
    }
    r.skbounce?[key] = flag[value] ?? value
  }
}
