// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The body of a CSS `linear(…)` easing, by CSS Easing Level 2.
///
/// Stops are separated by commas; a stop is one `<number>` with zero, one or
/// two `<percentage>`s before or after it (`0.5`, `0.5 25%`, `25% 0.5`,
/// `0.5 25% 75%`, `25% 75% 0.5`), never split around the number. Numbers use
/// the CSS grammar (`.5`, `+1`, `1e-3`; not `1.`); `calc()` of numbers or of
/// percentages is evaluated; `/* comments */` are whitespace. At least two
/// stops are required, as in Chromium 156 (the working group has since
/// resolved to allow one).
///
/// Source: https://drafts.csswg.org/css-easing-2/#linear-easing-function-parsing;
///.
struct CSSLinearParser {
  enum Item: Equatable {
    case number(Double)
    case percentage(Double)
    case comma
    case end
  }

  let text: [Character]
  let offset: Int
  var index = 0
  private var nesting = NestingGuard()

  /// Parses the body (between the parentheses) of `linear(…)`.
  static func parse(_ body: String, offset: Int) throws(ExpressionError) -> LinearEasing {
    var parser = CSSLinearParser(text: Array(body), offset: offset)
    var stops: [LinearEasing.Stop] = []
    var items: [(Item, Range<Int>)] = []
    while true {
      let (item, range) = try parser.next()
      if item != .comma && item != .end {
        items.append((item, range))
        continue
      }
      // One stop: N, N P, N P P, P N or P P N.
      let kinds = items.map { if case .number = $0.0 { "N" } else { "P" } }.joined()
      let whole = (items.first?.1.lowerBound ?? range.lowerBound)..<(items.last?.1.upperBound ?? range.upperBound)
      guard ["N", "NP", "NPP", "PN", "PPN"].contains(kinds) else {
        let message = kinds.isEmpty ? "an empty linear() stop"
          : (!kinds.contains("N") ? "a linear() stop needs a number"
            : (kinds.filter { $0 == "N" }.count > 1 ? "a linear() stop takes one number"
              : "a linear() stop takes at most two percentages, together before or after its number"))
        throw ExpressionError(message: message, range: whole.isEmpty ? range : whole)
      }
      var output = 0.0
      var percents: [Double] = []
      for (i, _) in items {
        switch i {
        case .number(let v): output = v
        case .percentage(let p): percents.append(p)
        default: break
        }
      }
      stops.append(LinearEasing.Stop(output: output, first: percents.first, second: percents.count > 1 ? percents[1] : nil))
      items.removeAll()
      if item == .end { break }
    }
    guard stops.count >= 2 else {
      throw ExpressionError(message: "linear() needs at least two stops (Chromium rejects one)", range: Swift.max(0, offset - 7)..<(offset + parser.text.count + 1))
    }
    return LinearEasing(stops: stops)
  }

  private mutating func skipSpace() throws(ExpressionError) {
    while index < text.count {
      if text[index].isWhitespace {
        index += 1
      } else if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
        let start = index
        index += 2
        while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
        guard index + 1 < text.count else { throw ExpressionError(message: "unterminated comment", range: (offset + start)..<(offset + start + 2)) }
        index += 2
      } else {
        return
      }
    }
  }

  /// The next number, percentage, comma or end, with its source range.
  mutating func next() throws(ExpressionError) -> (Item, Range<Int>) {
    try skipSpace()
    let start = index
    guard index < text.count else { return (.end, (offset + start)..<(offset + start)) }
    if text[index] == "," {
      index += 1
      return (.comma, (offset + start)..<(offset + index))
    }
    if hasPrefix("calc(") {
      index += 5
      let (value, percent) = try calcSum()
      try skipSpace()
      guard index < text.count, text[index] == ")" else {
        throw ExpressionError(message: "expected ')' to close calc()", range: (offset + start)..<(offset + index))
      }
      index += 1
      return (percent ? .percentage(value) : .number(value), (offset + start)..<(offset + index))
    }
    guard let (value, percent) = number() else {
      throw ExpressionError(message: "expected a number or a percentage in linear()", range: (offset + start)..<(offset + start + 1))
    }
    return (percent ? .percentage(value) : .number(value), (offset + start)..<(offset + index))
  }

  /// Whether the text at `index` starts with `word` (ASCII, any case),
  /// without copying the rest: the reader stays linear in its input.
  private func hasPrefix(_ word: String) -> Bool {
    var k = index
    for w in word {
      guard k < text.count, text[k].lowercased() == String(w) else { return false }
      k += 1
    }
    return true
  }

  /// A CSS number (sign, digits, fraction with digits after the point,
  /// exponent), optionally followed by `%`.
  private mutating func number() -> (Double, Bool)? {
    guard let (s, end) = CSSNumber.scan(text, from: index) else { return nil }
    var k = end
    guard let v = Double(s), v.isFinite else { return nil }
    var percent = false
    if k < text.count, text[k] == "%" {
      percent = true
      k += 1
    }
    // A number must not run into a name (`1px`, `1.`).
    if k < text.count, text[k].isLetter || text[k] == "." { return nil }
    index = k
    return (v, percent)
  }

  // calc(): sum = product {(+|−) product}; product = factor {(*|/) factor};
  // factor = number | percentage | "(" sum ")". Percentages may be added to
  // percentages and scaled by numbers.
  private mutating func calcSum() throws(ExpressionError) -> (Double, Bool) {
    var (value, percent) = try calcProduct()
    while true {
      try skipSpace()
      guard index < text.count, text[index] == "+" || text[index] == "-" else { return (value, percent) }
      let op = text[index]
      index += 1
      let (rhs, rp) = try calcProduct()
      guard rp == percent else { throw ExpressionError(message: "calc() cannot add a number and a percentage", range: (offset + index - 1)..<(offset + index)) }
      value = op == "+" ? value + rhs : value - rhs
    }
  }

  private mutating func calcProduct() throws(ExpressionError) -> (Double, Bool) {
    var (value, percent) = try calcFactor()
    while true {
      try skipSpace()
      guard index < text.count, text[index] == "*" || text[index] == "/" else { return (value, percent) }
      let op = text[index]
      index += 1
      let (rhs, rp) = try calcFactor()
      if op == "*" {
        guard !(percent && rp) else { throw ExpressionError(message: "calc() cannot multiply two percentages", range: (offset + index - 1)..<(offset + index)) }
        value *= rhs
        percent = percent || rp
      } else {
        guard !rp, rhs != 0 else { throw ExpressionError(message: "calc() can only divide by a non-zero number", range: (offset + index - 1)..<(offset + index)) }
        value /= rhs
      }
    }
  }

  private mutating func calcFactor() throws(ExpressionError) -> (Double, Bool) {
    try skipSpace()
    if index < text.count, text[index] == "(" {
      guard nesting.enter() else { throw ExpressionError(message: "calc() " + NestingGuard.message, range: (offset + index)..<(offset + index + 1)) }
      defer { nesting.leave() }
      index += 1
      let v = try calcSum()
      try skipSpace()
      guard index < text.count, text[index] == ")" else { throw ExpressionError(message: "expected ')' in calc()", range: (offset + index)..<(offset + index + 1)) }
      index += 1
      return v
    }
    guard let v = number() else { throw ExpressionError(message: "expected a number in calc()", range: (offset + index)..<(offset + index + 1)) }
    return v
  }
}
