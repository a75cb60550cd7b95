// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import curvetool

/// The byte writer gives exactly the text curvetool wrote before it:
/// Swift's `description` (shortest round-trip digits) with the exponent
/// tidied, zero as 0.0, non-finite as null.
@Suite("Number text written as bytes")
struct NumberBytesTests {
  /// The reference: `description`, then the exponent tidied.
  static func reference(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    if x == 0 { return "0.0" }
    return JSON.tidyExponent(x.description)
  }

  @Test("Random bit patterns, decimals and integers: bit-identical to description", arguments: [91, 92, 93] as [UInt64])
  func random(seed: UInt64) {
    var g = SeededRandom(seed: seed)
    var mismatches: [String] = []
    for i in 0..<100_000 {
      let x: Double
      switch i % 4 {
      case 0: x = Double(bitPattern: g.next())
      case 1: x = g.uniform(-1000...1000)
      case 2: x = Double(Int(g.uniform(-1e6...1e6))) / [1, 10, 100, 1000, 1e4, 1e6][i % 6]
      default: x = g.gauss() * pow(10, g.uniform(-30...30))
      }
      let text = NumberBytes.text(x)
      if text != Self.reference(x), mismatches.count < 10 { mismatches.append("\(x.bitPattern): \(text) vs \(Self.reference(x))") }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("Edges: the decimal/exponent switch, subnormals, extremes, powers of ten and two, ties")
  func edges() {
    var values: [Double] = [
      0, -0.0, .nan, .infinity, -.infinity, 1, -1, 0.1, 0.2, 0.3, 1e-4, 1e-4.nextDown, 1e-4.nextUp, 9_007_199_254_740_992,
      9_007_199_254_740_992.0.nextUp, 9_007_199_254_740_992.0.nextDown, .leastNonzeroMagnitude, .leastNormalMagnitude,
      .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, Double("5e-324")!, 1e23, 8.41e21, Double("5e-310")!, 2.2250738585072014e-308,
    ]
    for k in -325...308 {
      let p = pow(10.0, Double(k))
      values += [p, p.nextUp, p.nextDown, -p]
    }
    for k in -1074...1023 { values.append(pow(2.0, Double(k))) }
    for x in values {
      #expect(NumberBytes.text(x) == Self.reference(x), "\(x.bitPattern)")
    }
  }

  @Test("Every text reads back to the same Double")
  func roundTrip() {
    var g = SeededRandom(seed: 94)
    for _ in 0..<20_000 {
      let x = Double(bitPattern: g.next())
      guard x.isFinite, x != 0 else { continue }
      #expect(Double(NumberBytes.text(x))?.bitPattern == x.bitPattern)
    }
  }

  @Test("No text is longer than NumberBytes.longest, and the longest forms reach it")
  func longest() {
    // The longest form: a sign, 17 digits and a negative three-digit
    // exponent; the longest plain one: a sign, "0.000" and 17 digits.
    #expect(Self.reference(-1.2345678901234567e-300).utf8.count == NumberBytes.longest)
    #expect(Self.reference(-0.00012345678901234567).utf8.count == NumberBytes.longest - 1)
    for x in [-1.2345678901234567e-300, -0.00012345678901234567] {
      #expect(NumberBytes.text(x) == Self.reference(x))
    }
    var g = SeededRandom(seed: 95)
    var longest = 0
    for _ in 0..<100_000 {
      let x = Double(bitPattern: g.next())
      longest = Swift.max(longest, Self.reference(x).utf8.count)
    }
    #expect(longest <= NumberBytes.longest)
  }

  @Test("Rows written through ByteRow in chunks match the row-by-row text")
  func rows() {
    var g = SeededRandom(seed: 96)
    let values = (0..<50_000).map { _ in Double(bitPattern: g.next()) }
    let sink = OutputSink()
    SampleWriter.stream(count: values.count / 3, numbers: 3, to: sink) { i, out in
      out.number(values[3 * i])
      out.byte(UInt8(ascii: ","))
      out.number(values[3 * i + 1])
      out.byte(UInt8(ascii: ","))
      out.number(values[3 * i + 2])
      out.byte(UInt8(ascii: "\n"))
    }
    let expected = (0..<(values.count / 3)).map { i in
      (0..<3).map { Self.reference(values[3 * i + $0]) }.joined(separator: ",") + "\n"
    }.joined()
    #expect(sink.text == expected)
  }

  @Test("digitCount is the length of the decimal digits up to 10^17")
  func digitCount() {
    var values: [UInt64] = [0]
    var p: UInt64 = 1
    for _ in 0...16 {
      values += [p - 1, p, p + 1, p * 5]
      p *= 10
    }
    var g = SeededRandom(seed: 97)
    for _ in 0..<10_000 { values.append(g.next() % 100_000_000_000_000_000) }
    for v in values where v < 100_000_000_000_000_000 {
      #expect(NumberBytes.digitCount(v) == String(v).count, "\(v)")
    }
  }
}
