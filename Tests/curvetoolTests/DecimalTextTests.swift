// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

@testable import curvetool

/// The byte-level decimal reader against the C library's `strtod`: where it
/// decides, it gives strtod's double bit for bit; where it cannot, it says
/// so (and the sample reader asks strtod).
@Suite("Decimal text read without the C library")
struct DecimalTextTests {
  static func strtodBits(_ s: String) -> UInt64? {
    s.withCString { p -> UInt64? in
      var end: UnsafeMutablePointer<CChar>?
      let v = strtod(p, &end)
      guard let end else { return nil }
      return UnsafePointer(end) == p + strlen(p) ? v.bitPattern : nil
    }
  }

  static func read(_ s: String) -> Double? {
    let bytes = Array(s.utf8)
    return bytes.withUnsafeBufferPointer { DecimalText.double($0, 0, $0.count) }
  }

  /// Checks `spellings` against strtod; returns how many were decided.
  static func compare(_ spellings: [String]) -> (decided: Int, mismatches: [String]) {
    var decided = 0
    var mismatches: [String] = []
    for s in spellings {
      guard let x = read(s) else { continue }
      decided += 1
      if x.bitPattern != strtodBits(s), mismatches.count < 10 { mismatches.append("\(s): \(x) vs strtod") }
    }
    return (decided, mismatches)
  }

  @Test("The 128-bit powers of ten match exact arithmetic and the upstream table")
  func table() {
    let table = PowersOfTen.shared.table
    func entry(_ q: Int) -> (high: UInt64, low: UInt64) { table[q - PowersOfTen.smallest] }
    #expect(table.count == PowersOfTen.largest - PowersOfTen.smallest + 1)
    // Exact: 5^q for q ≤ 27 fits 64 bits, so its entry is 5^q shifted to the top.
    var five: UInt64 = 1
    for q in 0...27 {
      #expect(entry(q).high == five << UInt64(five.leadingZeroBitCount), "q = \(q)")
      #expect(entry(q).low == 0, "q = \(q)")
      five &*= 5  // 5²⁸ overflows after the last use
    }
    // golang/go src/strconv/eisel_lemire.go lists 1e43 as
    // 0xE596B7B0_C643C719_6D9CCD05_D0000000 and 1e-342 as
    // 0xEEF453D6923BD65A_113FAA2906A13B3F (both rounded down).
    #expect(entry(43) == (0xE596_B7B0_C643_C719, 0x6D9C_CD05_D000_0000))
    #expect(entry(-342) == (0xEEF4_53D6_923B_D65A, 0x113F_AA29_06A1_3B3F))
    // Every entry has its top bit set.
    #expect(table.allSatisfy { $0.high >> 63 == 1 })
  }

  @Test("Random doubles in every spelling: strtod's bits wherever it decides", arguments: TestTier.cases([71], exhaustive: [71, 72, 73] as [UInt64]))
  func random(seed: UInt64) {
    var g = SeededRandom(seed: seed)
    var spellings: [String] = []
    for i in 0..<60_000 {
      let x: Double
      switch i % 3 {
      case 0: x = Double(bitPattern: g.next() & ~(1 << 63))
      case 1: x = g.gauss() * pow(10, g.uniform(-30...30))
      default: x = g.uniform(0...2)
      }
      guard x.isFinite else { continue }
      spellings.append("\(x)")
      spellings.append(String(format: "%.16e", x))
      spellings.append(String(format: "%.18e", x))
      spellings.append(String(format: "%.\(Int(g.uniform(1...19.99)))g", -x))
      spellings.append(String(format: "%.19f", x))
    }
    let (decided, mismatches) = Self.compare(spellings)
    #expect(mismatches.isEmpty, "\(mismatches)")
    // The fast paths must carry the load, or this test would prove nothing
    // (%.19f of large values has more than 19 digits, and some random bit
    // patterns are subnormal: those go to strtod by design).
    #expect(decided > spellings.count * 4 / 5, "decided \(decided) of \(spellings.count)")
  }

  @Test("Near the midpoint between two doubles: right, or left to strtod")
  func halfway() {
    var g = SeededRandom(seed: 74)
    var spellings: [String] = []
    for _ in 0..<40_000 {
      let x = g.gauss() * pow(10, g.uniform(-300...300))
      guard x.isFinite, x != 0 else { continue }
      let mid = (Float80(x) + Float80(x.nextUp)) / 2
      spellings.append(String(format: "%.18Le", mid))
      spellings.append(String(format: "%.17Le", mid))
      spellings.append(String(format: "%.16Le", mid))
    }
    // Exact halfway points with few digits: 2^53 + 1, and ties at 1e23.
    spellings += ["9007199254740993", "9007199254740995", "1e23", "8.9884656743115795e307", "1.00000000000000011102230246251565404e0"]
    let (decided, mismatches) = Self.compare(spellings)
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(decided > spellings.count / 2)
  }

  @Test("Runs of digits read eight at a time: zeros before the first significant digit, the 19-digit limit, every offset")
  func eightAtATime() {
    var g = SeededRandom(seed: 75)
    var spellings: [String] = []
    for _ in 0..<20_000 {
      // 1…19 significant digits after 0…24 zeros, split by a point anywhere.
      let zeros = String(repeating: "0", count: Int(g.next() % 25))
      let count = 1 + Int(g.next() % 19)
      var digits = String(1 + g.next() % 9)
      for _ in 1..<count { digits += String(g.next() % 10) }
      let text = zeros + digits
      let point = Int(g.next() % UInt64(text.count + 1))
      var spelled = String(text.prefix(point)) + "." + String(text.dropFirst(point))
      if spelled.hasPrefix(".") { spelled = "0" + spelled }
      if spelled.hasSuffix(".") { spelled += "0" }
      spellings.append(spelled)
      spellings.append("-" + spelled + "e" + String(Int(g.next() % 41) - 20))
    }
    let (decided, mismatches) = Self.compare(spellings)
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(decided > spellings.count * 9 / 10, "decided \(decided) of \(spellings.count)")
    // Twenty significant digits are strtod's, however the zeros fall.
    for s in ["12345678901234567890", "0.00000000000000000000012345678901234567890", "1234567890.1234567890", "00000000000000000000001"] {
      #expect((Self.read(s) == nil) == (s.filter(\.isNumber).drop { $0 == "0" }.count > 19), "\(s)")
    }
    #expect(Self.read("00000000000000000000001") == 1)
    #expect(Self.read("0.0000000000000000000000000000000") == 0)
    #expect(Self.read("1234567890123456789")?.bitPattern == Self.strtodBits("1234567890123456789"))
  }

  @Test("What it leaves to strtod: long digits, other spellings, subnormals, overflow")
  func refusals() {
    for s in ["12345678901234567890", "+1", "0x1p3", "inf", "nan", "1e", "e5", "-", ".", "1.5.2", "1e99999", "4.9e-324", "1e309", "2.5e-310"] {
      #expect(Self.read(s) == nil, "\(s)")
    }
    #expect(Self.read("-0")?.bitPattern == (-0.0).bitPattern)
    #expect(Self.read("0e500") == 0)
  }
}
