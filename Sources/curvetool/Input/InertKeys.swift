// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Keys a platform's call takes that do not shape one uninterrupted run of
/// its curve: the interpreter reads them (a number is checked, so garbage
/// is still refused) and every command names them in a warning when they
/// are given a value that would matter on the platform (docs/curves.md,
/// What it reads). Each platform lists its own in its code file; the
/// interpreter's calls and the warning both read them here.
enum InertKeys {
  /// One such key: its call, its label, whether its value is a time or
  /// duration (checked ≥ 0 and noted when not 0) or a name (always noted),
  /// and why it does not change the curve.
  struct Key: Sendable {
    let call: String
    let label: String
    let isTime: Bool
    let reason: String
  }

  /// Every platform's (``PlatformCode/inertKeys``).
  static let all: [Key] = PlatformCodes.all.flatMap { $0.inertKeys }

  /// The labels of `call`'s inert keys.
  static func labels(of call: String) -> [String] { all.filter { $0.call == call }.map(\.label) }

  /// Takes `call`'s inert keys out of `a`, checking that a time is a
  /// number ≥ 0.
  static func take(_ call: String, _ a: inout CallArguments) throws(ExpressionError) {
    for key in all where key.call == call {
      guard let e = a.labeled(key.label), key.isTime else { continue }
      _ = try CurveInterpreter.number(e, key.label, { $0 >= 0 }, "must be ≥ 0")
    }
  }

  /// The warnings for the inert keys an expression gives (a time only
  /// when it is not 0), anywhere in it.
  static func notes(_ e: CurveExpression) -> [String] {
    var out: [String] = []
    func walk(_ e: CurveExpression) {
      switch e {
      case .call(let raw, _, let arguments, _):
        let name = CurveInterpreter.unprefixed(raw)
        func note(_ key: Key, _ label: String, _ value: CurveExpression) {
          var written = label
          if case .number(let v, _) = value {
            if key.isTime, v == 0 { return }
            written += ": \(NumberText.text(v, .detail))"
          } else if case .name(let n, _) = value, n == "true" || n == "false" {
            written += ": \(n)"
          }
          out.append("'\(written)' does not change this curve: \(key.reason)")
        }
        for a in arguments {
          if let label = a.label, let key = all.first(where: { $0.call == name && $0.label == label }) {
            note(key, label, a.value)
          } else if a.label == nil, case .object(let members, _) = a.value, all.contains(where: { $0.call == name }) {
            // A config object's members (React Native's Animated.spring).
            for m in members {
              if let key = all.first(where: { $0.call == name && $0.label == m.key }) { note(key, m.key, m.value) } else { walk(m.value) }
            }
          } else {
            walk(a.value)
          }
        }
      case .chain(let base, _, _): walk(base)
      case .object(let members, _): members.forEach { walk($0.value) }
      case .array(let items, _): items.forEach(walk)
      default: break
      }
    }
    walk(e)
    return out
  }
}
