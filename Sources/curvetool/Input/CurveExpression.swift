// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The syntax of curve expressions, one language for every command.
///
/// It reads what users paste from their platforms: CSS (`ease-in-out`,
/// `cubic-bezier(…)`, `steps(4, jump-end)`, `linear(0, 0.25 40%, 1)`), SwiftUI
/// (`.spring(response: 0.5, dampingFraction: 0.8)`, `.bouncy`), Android and
/// Compose (`SpringForce(1500, 0.5)`, `spring(dampingRatio = 0.5f, stiffness
/// = Spring.StiffnessLow)`), react-spring and Framer Motion objects
/// (`{ tension: 170, friction: 26 }`, `{ type: "spring", bounce: 0.25 }`) and
/// curvetool's own (`spring(…)`, `bounce(…)`, `damped-cosine(…)`).
///
/// Grammar: expression = call | object | name | number | string;
/// call = name "(" [argument {"," argument}] ")"; argument = [name (":" | "=")]
/// expression; object = "{" [name ":" expression {"," …}] [","] "}".
/// Names may contain letters, digits, `.`, `-`, `_`, `$` and start with `.`;
/// numbers follow CSS (`.5`, `1e-3`, `+2`) and may end in `f` (Kotlin: read as the
/// nearest Float, as the platform stores it) or `%`.
/// `/* comments */` are skipped.
indirect enum CurveExpression: Equatable, Sendable {
  case number(Double, Range<Int>)
  case percentage(Double, Range<Int>)
  case name(String, Range<Int>)
  case string(String, Range<Int>)
  case call(String, nameRange: Range<Int>, arguments: [Argument], Range<Int>)
  case object([(key: String, keyRange: Range<Int>, value: CurveExpression)], Range<Int>)
  case array([CurveExpression], Range<Int>)
  /// A function whose body has its own syntax (CSS `linear(…)`): the body
  /// text and where it starts in the source.
  case raw(String, body: String, bodyStart: Int, Range<Int>)
  /// Method calls on a call, as Android writes a spring:
  /// `SpringForce(300f).setStiffness(200f).setDampingRatio(0.5f)`.
  case chain(CurveExpression, [(name: String, nameRange: Range<Int>, arguments: [Argument])], Range<Int>)

  struct Argument: Equatable, Sendable {
    var label: String?
    var labelRange: Range<Int>?
    var value: CurveExpression
    /// Whether the value is a Kotlin or Java float literal (`0.5f`): a
    /// positional `spring(0.5f, 200f)` is Compose's, `spring(0.5, 0.2)`
    /// Motion's.
    var isFloatLiteral = false
    /// Whether the label was written `label =` (Kotlin's named argument),
    /// not `label:`: `spring(stiffness = …)` is Compose's.
    var isKotlinLabel = false
  }

  static func == (a: CurveExpression, b: CurveExpression) -> Bool {
    switch (a, b) {
    case (.number(let x, _), .number(let y, _)), (.percentage(let x, _), .percentage(let y, _)): x == y
    case (.name(let x, _), .name(let y, _)), (.string(let x, _), .string(let y, _)): x == y
    case (.call(let n, _, let x, _), .call(let m, _, let y, _)): n == m && x == y
    case (.object(let x, _), .object(let y, _)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    case (.array(let x, _), .array(let y, _)): x == y
    case (.raw(let n, let x, _, _), .raw(let m, let y, _, _)): n == m && x == y
    case (.chain(let a, let x, _), .chain(let b, let y, _)): a == b && x.map(\.name) == y.map(\.name) && x.map(\.arguments) == y.map(\.arguments)
    default: false
    }
  }

  /// Where the expression stands in the source, in characters.
  var range: Range<Int> {
    switch self {
    case .number(_, let r), .percentage(_, let r), .name(_, let r), .string(_, let r), .call(_, _, _, let r),
      .object(_, let r), .array(_, let r), .raw(_, _, _, let r), .chain(_, _, let r):
      r
    }
  }

  /// The numeric value of a number (or a percentage / 100 is not implied).
  var number: Double? {
    if case .number(let v, _) = self { return v }
    return nil
  }
}

/// A syntax or meaning error at a place in an expression.
struct ExpressionError: Error, Equatable, Sendable {
  var message: String
  /// Character range of the culprit.
  var range: Range<Int>
}
