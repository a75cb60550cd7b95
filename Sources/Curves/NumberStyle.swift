// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A named way of writing a number as text: the one formatter of curvetool
/// is ``NumberText/text(_:_:)`` with one of these styles (docs/architecture.md
/// §4). Reports and messages use the significant-digit styles; code uses
/// ``shortest`` or ``duration`` inside its language's literal syntax; JSON and
/// CSV write the shortest round-trip text byte by byte (the same digits as
/// ``shortest``).
public enum NumberStyle: Sendable, Hashable {
  /// `digits` significant digits (1…1000), trailing zeros removed; an
  /// exponent only below 1e-4 or from 10^digits up (`1.5e-7`); `∞`, `-∞`
  /// and `nan` for the non-finite values. As C's `%.<digits>g`, tidied.
  case significant(Int)
  /// Exactly `decimals` digits after the point (0…1000), `-0` as `0`.
  case fixed(Int)
  /// At most `decimals` digits after the point (0…1000), trailing zeros
  /// and a bare point removed (`0.8`, `1.25`, `3`).
  case trimmed(Int)
  /// The shortest text that reads back to the same double, its exponent
  /// tidied (`1e-5`, not `1e-05`).
  case shortest
  /// A duration or other human-facing number in code: the shortest decimal
  /// (at most 15 significant digits) within 1e-14 of the value, relative,
  /// always with a point or an exponent (`0.1`, `2.0`).
  case duration

  /// Reports: four significant digits (`0.3501`).
  public static let report = NumberStyle.significant(4)
  /// Short figures in findings and notes: three significant digits.
  public static let brief = NumberStyle.significant(3)
  /// Fitted values, sample rows and measured errors: six significant digits.
  public static let detail = NumberStyle.significant(6)
}

extension NumberText {
  /// `x` written in `style`: the one number formatter (``NumberStyle``).
  public static func text(_ x: Double, _ style: NumberStyle) -> String {
    switch style {
    case .significant(let digits): significant(x, digits: digits)
    case .fixed(let decimals): fixed(x, decimals: decimals)
    case .trimmed(let decimals): x.isFinite ? tidy(fixed(x, decimals: decimals)) : fixed(x, decimals: decimals)
    case .shortest: x.isFinite ? tidy(x.description) : significant(x)
    case .duration: duration(x)
    }
  }
}
