// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

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
}

@Suite("Durations in code")
struct DurationTextTests {
  @Test("Arithmetic noise disappears; the text stays within 1e-14 of the value", arguments: [
    (0.3 - 0.2, "0.1"), (0.1 + 0.2, "0.3"), (1.0 / 60, "0.0166666666666667"), (0.5, "0.5"), (2.0, "2.0"), (1e-5 * 3, "3e-5"),
    (0.8187467173831134, "0.81874671738311"),
  ])
  func duration(_ x: Double, _ text: String) throws {
    #expect(NumberText.duration(x) == text)
    let back = try #require(Double(NumberText.duration(x)))
    #expect(abs(back - x) <= 1e-14 * abs(x))
  }
}
