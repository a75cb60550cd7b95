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
