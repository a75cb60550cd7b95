// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Number text")
struct NumberTextTests {
  @Test("Significant digits without noise")
  func significant() {
    #expect(NumberText.significant(0.1) == "0.1")
    #expect(NumberText.significant(4.605170185988092) == "4.60517")
    #expect(NumberText.significant(1.5e-7) == "1.5e-7")
    #expect(NumberText.significant(-0.0) == "0")
    #expect(NumberText.significant(300.0042, digits: 7) == "300.0042")
    #expect(NumberText.significant(.nan) == "nan")
  }

  @Test("Fixed decimals")
  func fixed() {
    #expect(NumberText.fixed(0.5, decimals: 3) == "0.500")
    #expect(NumberText.fixed(-0.0001, decimals: 2) == "0.00")
  }

  /// The text as it was made before the C library was called directly:
  /// Foundation's `String(format:)`, then the trimming on `String`s.
  static func reference(_ text: String) -> String {
    var mantissa = text
    var exponent = ""
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = String(text[..<e])
      var exp = String(text[text.index(after: e)...])
      var sign = ""
      if exp.hasPrefix("+") { exp.removeFirst() } else if exp.hasPrefix("-") {
        sign = "-"
        exp.removeFirst()
      }
      while exp.count > 1, exp.hasPrefix("0") { exp.removeFirst() }
      exponent = "e" + sign + exp
    }
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    if mantissa == "-0" { mantissa = "0" }
    return mantissa + exponent
  }

  @Test("significant and fixed give String(format:)'s text (glibc's printf), trimmed as before, for every magnitude and precision, made without it")
  func sameAsFoundation() {
    var rng = SeededRandom(seed: 41)
    // Ties of rounding, the edges of %g's exponent rule, the extremes.
    var values: [Double] = [0.5, 1.5, 2.5, -2.5, 0.125, 0.0625, 9.5, 99.5, 999.5, 1e-4, 9.9995e-5, 1e6, 999_999.5, 1e21, 1e22]
    values += [Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 0.1, 123_456_789.0, -0.0]
    values += [Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1.0 / 3, 2.0 / 3]
    // Where the shortest digits are not enough: powers of ten, a double
    // just below one (1e23), exact halves at every place, integers past
    // 2^53, subnormals.
    values += (-30...30).map { Double("1e\($0)")! } + [1e23, 5e-324, 2.5e-323, 9007199254740993, 1.0e17 + 8, 4.35, 0.045, 1e15 + 0.5]
    values += (1...40).map { Double($0) / 8 } + (1...20).map { Double($0) * 0.05 } + (1...20).map { Double($0) + 0.5 }
    for _ in 0..<20_000 {
      let x = rng.logUniform(1e-300, 1e300) * (rng.next() % 2 == 0 ? 1 : -1)
      values.append(rng.next() % 4 == 0 ? (x * 1000).rounded() / 1000 : x)
    }
    // Every precision on the hard cases and on report-sized numbers.
    let hard = values.prefix(160) + (0..<300).map { _ in rng.logUniform(1e-6, 1e6) }
    for x in hard where x != 0 {
      for digits in 1...20 {
        #expect(NumberText.significant(x, digits: digits) == Self.reference(String(format: "%.\(digits)g", x)), "\(x) to \(digits) digits")
      }
      for decimals in 0...20 where abs(x) < 1e30 {
        let text = String(format: "%.\(decimals)f", x)
        let expected = text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
        #expect(NumberText.fixed(x, decimals: decimals) == expected, "\(x) to \(decimals) decimals")
      }
    }
    for (i, x) in values.enumerated() {
      let digits = 1 + i % 17
      if x != 0 {
        #expect(NumberText.significant(x, digits: digits) == Self.reference(String(format: "%.\(digits)g", x)), "\(x) to \(digits) digits")
      }
      if abs(x) < 1e30 {
        let decimals = i % 12
        let text = String(format: "%.\(decimals)f", x)
        let expected = text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
        #expect(NumberText.fixed(x, decimals: decimals) == expected, "\(x) to \(decimals) decimals")
      }
    }
    // Longer than the first buffer.
    #expect(NumberText.fixed(1e300, decimals: 3) == String(format: "%.3f", 1e300))
    #expect(NumberText.fixed(-1e-300, decimals: 320) == String(format: "%.320f", -1e-300))
    for text in ["1.500e+07", "-0.000", "1e-05", "-1.0E+100", "100", "0.0", "-0", "12.340", "7e+00"] {
      #expect(NumberText.tidy(text) == Self.reference(text), "\(text)")
    }
  }
}

@Suite("Durations in code")
struct DurationTextTests {
  @Test("Arithmetic noise disappears; the text stays within 1e-14 of the value", arguments: [
    (0.3 - 0.2, "0.1"), (0.1 + 0.2, "0.3"), (1.0 / 60, "0.0166666666666667"), (0.5, "0.5"), (2.0, "2.0"), (1e-5 * 3, "3e-5"),
    (0.8187467173831134, "0.81874671738311"),
  ] as [(Double, String)])
  func duration(_ x: Double, _ text: String) throws {
    #expect(NumberText.duration(x) == text)
    let back = try #require(Double(NumberText.duration(x)))
    #expect(abs(back - x) <= 1e-14 * abs(x))
  }
}
