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

  /// Every command holds a bounce expression to the bounce command's rules,
  /// once --from/--to/--duration are applied: the intended curve needs the
  /// residual below the move, SKBounce's values do not, and neither takes a
  /// residual below 1e-30 of the move. (sample, analyze and the rest drew
  /// a growing "bounce" for stiffness 5 and NaN for 1e-320.)
  @Test("Every command refuses the bounces the bounce command refuses", arguments: ["sample", "analyze", "export", "plot", "convert"])
  func sameRules(_ command: String) {
    for (expression, flags) in [("bounce(stiffness: light)", [String]()), ("bounce(stiffness: 0.5)", ["--to", "0.1"])] {
      let r = cli([command, expression] + flags)
      #expect(r.code == 64, "\(command) \(expression)")
      #expect(r.err.hasPrefix("Error: '\(expression)': stiffness ") && r.err.contains("is not below the distance |to − from|"), "\(r.err)")
      #expect(cli(["bounce", expression] + flags).code == 64)
    }
    let tiny = cli([command, "bounce(stiffness: 1e-320)"])
    #expect(tiny.code == 64 && tiny.err.contains("is below the smallest residual, 1e-30 × max(1, |to − from|) = 1e-30"), "\(tiny.err)")
    #expect(cli([command, "bounce(stiffness: light, compat: skbounce)"]).code == 0)
    #expect(cli([command, "bounce(stiffness: 1e-30)"]).code == 0)
  }
}
