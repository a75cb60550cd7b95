// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

@Suite("bounce takes an expression")
struct BounceExpressionTests {
  @Test("An expression gives exactly what the same flags give; flags beside it and other curves are refused")
  func expression() throws {
    let pairs: [(String, [String])] = [
      ("bounce(bounces: 3, to: 300)", ["--bounces", "3", "--to", "300"]),
      ("bounce(from: 100, to: 0, duration: 0.8, bounces: 1, stiffness: heavy)", ["--from", "100", "--to", "0", "--duration", "0.8", "--bounces", "1", "--stiffness", "heavy"]),
    ]
    for (expression, flags) in pairs {
      for format in ["json", "csv"] {
        let a = cli(["bounce", expression, "--format", format])
        let b = cli(["bounce"] + flags + ["--format", format])
        #expect(a.code == 0 && a.out == b.out, "\(expression) \(format)")
      }
    }
    let both = cli(["bounce", "bounce(bounces: 3)", "--bounces", "2"])
    #expect(both.code == 64 && both.err.contains("--bounces and a bounce expression"))
    let spring = cli(["bounce", ".bouncy"])
    #expect(spring.code == 64 && spring.err.contains("a spring, not a bounce"))
    // Bounce.validate's refusals keep naming the flag.
    #expect(cli(["bounce", "--bounces", "5000"]).err.contains("--bounces <count>"))
    #expect(cli(["bounce", "--stiffness", "light", "--to", "3"]).err.contains("--stiffness light (5) is not below the distance"))
  }
}
