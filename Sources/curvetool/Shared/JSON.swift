// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A JSON value with ordered objects, written with stable key order.
///
/// Numbers are written as the shortest text that reads back to the same
/// `Double` (or `Float`, for values that are floats); NaN and infinities
/// become `null`, as JSON has no spelling for them.
enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case float(Float)
  case int(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y || (x.isNaN && y.isNaN)
    case (.float(let x), .float(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
    default: false
    }
  }

  /// An optional number: `null` when absent.
  static func number(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }

  /// Text: objects one key per line, arrays of scalars on one line.
  func text(indent: Int = 0) -> String {
    var out = ""
    write(into: &out, indent: indent)
    return out
  }

  /// Text on one line, without spaces (an edit inside a compact file).
  var compactText: String {
    switch self {
    case .array(let items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { key, value in
        var k = ""
        JSON.quote(key, into: &k)
        return k + ":" + value.compactText
      }.joined(separator: ",") + "}"
    default: text()
    }
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let x): out += JSON.numberText(x)
    case .float(let x): out += x.isFinite ? JSON.tidyExponent(x.description) : "null"
    case .int(let i): out += String(i)
    case .string(let s): JSON.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
      } else if items.allSatisfy(\.isScalar) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          item.write(into: &out, indent: indent)
        }
        out += "]"
      } else {
        let pad = String(repeating: "  ", count: indent + 1)
        out += "[\n"
        for (i, item) in items.enumerated() {
          out += pad
          item.write(into: &out, indent: indent + 1)
          out += i == items.count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: "  ", count: indent) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      let pad = String(repeating: "  ", count: indent + 1)
      out += "{\n"
      for (i, (key, value)) in members.enumerated() {
        out += pad
        JSON.quote(key, into: &out)
        out += ": "
        value.write(into: &out, indent: indent + 1)
        out += i == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// The shortest round-trip text of a double; `null` if not finite.
  /// Whole numbers keep their `.0` so readers see a double.
  static func numberText(_ x: Double) -> String { NumberBytes.text(x) }

  /// `1e-05` → `1e-5`, `1e+20` → `1e20`: valid JSON either way, shorter.
  static func tidyExponent(_ text: String) -> String {
    guard let e = text.firstIndex(of: "e") else { return text }
    var exponent = text[text.index(after: e)...]
    var sign = ""
    if exponent.first == "+" { exponent = exponent.dropFirst() } else if exponent.first == "-" {
      sign = "-"
      exponent = exponent.dropFirst()
    }
    while exponent.count > 1, exponent.first == "0" { exponent = exponent.dropFirst() }
    return String(text[..<e]) + "e" + sign + exponent
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    // Most strings need no escape: appended whole, not scalar by scalar.
    if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
