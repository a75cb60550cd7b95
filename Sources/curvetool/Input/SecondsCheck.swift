// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Times given in seconds that look like milliseconds: a duration, a
/// response or a settling time longer than
/// ``TimeUnitCheck/longestPlausibleSeconds`` (10 s), on the command line
/// (`--duration 300`, `spring --response 500`) or in an expression
/// (`.easeIn(duration: 300)`, `{ type: 'spring', visualDuration: 400 }`).
/// The number is read as given; the warning names the millisecond reading
/// (docs/cli.md, Conventions).
enum SecondsCheck {
  /// The names of times in seconds: every spring parameter in seconds in
  /// the platform registry (`response`, `settlingDuration`,
  /// `visualDuration`, …) and an easing's `duration`. Expressions use the
  /// parameter's name, flags its flag.
  static let parameterNames: Set<String> = Set(
    Platform.allForms.flatMap(\.parameters).filter { $0.unit == "s" }.map(\.name)
  ).union(["duration"])
  static let flags: Set<String> = Set(
    Platform.allForms.flatMap(\.parameters).filter { $0.unit == "s" }.map(\.flag)
  ).union(["duration"])

  /// The warning for `seconds` given as `written` (`--response 500`,
  /// `duration: 300`), or `nil` when it is plausible.
  static func note(_ seconds: Double, written: String, milliseconds: String) -> String? {
    guard seconds > TimeUnitCheck.longestPlausibleSeconds else { return nil }
    return "\(written) is \(NumberText.text(seconds, .detail)) s (\(minutes(seconds))), read in seconds; for \(NumberText.text(seconds, .detail)) ms write \(milliseconds)"
  }

  private static func minutes(_ seconds: Double) -> String {
    seconds < 60 ? "longer than \(Int(TimeUnitCheck.longestPlausibleSeconds)) s" : "\(NumberText.text(seconds / 60, .brief)) min"
  }

  /// The warnings for the times in seconds of an expression: labelled
  /// arguments and object keys named in ``parameterNames`` with a number.
  static func notes(_ e: CurveExpression) -> [String] {
    var out: [String] = []
    func labelled(_ label: String, _ value: CurveExpression) {
      guard parameterNames.contains(label), case .number(let x, _) = value else { return }
      if let n = note(x, written: "'\(label): \(NumberText.text(x, .detail))'", milliseconds: "'\(label): \(NumberText.text(x / 1000, .detail))'") {
        out.append(n)
      }
    }
    func walk(_ e: CurveExpression) {
      switch e {
      case .call(let name, _, let arguments, _):
        // Popmotion's spring({ duration }) is in milliseconds.
        if name == "spring", arguments.count == 1, arguments[0].label == nil, case .object(let members, _) = arguments[0].value {
          for m in members where m.key != "duration" {
            labelled(m.key, m.value)
            walk(m.value)
          }
          return
        }
        for a in arguments {
          if let label = a.label { labelled(label, a.value) }
          walk(a.value)
        }
      case .object(let members, _):
        for m in members {
          labelled(m.key, m.value)
          walk(m.value)
        }
      case .array(let items, _): items.forEach(walk)
      case .chain(let base, let calls, _):
        walk(base)
        for c in calls {
          for a in c.arguments {
            if let label = a.label { labelled(label, a.value) }
            walk(a.value)
          }
        }
      case .number, .percentage, .name, .string, .raw: break
      }
    }
    walk(e)
    return out
  }

  /// The warnings for the flags of times in seconds on a command line.
  static func notes(_ arguments: ParsedArguments) -> [String] {
    flags.sorted().compactMap { flag in
      guard let text = arguments.string(flag), let x = Double(text) else { return nil }
      return note(x, written: "--\(flag) \(text)", milliseconds: "--\(flag) \(NumberText.text(x / 1000, .detail))")
    }
  }
}
