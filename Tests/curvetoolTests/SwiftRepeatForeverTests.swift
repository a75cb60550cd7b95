// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Loops diagnose does not read yet (`repeatForever`) are named with their
/// place, never left out of a diagnosis in silence (docs/diagnose.md §11).
@Suite("SwiftUI sources: repeatForever loops are listed, not dropped")
struct SwiftRepeatForeverTests {
  static let pulses = """
    import SwiftUI

    struct Pulses: View {
      @State private var on = false
      var body: some View {
        HStack {
          Circle().scaleEffect(on ? 1.2 : 1)
            .animation(.easeInOut(duration: 1.0).repeatForever(autoreverses: true), value: on)
          Circle().opacity(on ? 0.2 : 1)
            .animation(.linear(duration: 0.9).repeatForever(autoreverses: false), value: on)
        }
        .onAppear { on = true }
      }
    }

    """

  @Test("A file of repeatForever loops only: each listed with its place, then 65")
  func only() throws {
    let path = try SwiftSourceTests.temporary("Pulses.swift", Self.pulses)
    let r = cli(["diagnose", path])
    #expect(r.code == 65)
    let lines = r.err.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0] == "\(path):8:46: warning: `repeatForever` is not read yet: diagnose reads keyframeAnimator and phaseAnimator loops; describe this one in kfloop/1 (docs/diagnose.md §6)")
    #expect(lines[1].hasPrefix("\(path):10:43: warning: `repeatForever` is not read yet"))
    #expect(lines[2] == "Error: \(path): no SwiftUI view with a keyframeAnimator or phaseAnimator was found")
    // Without its name and its import, the source is still known as Swift.
    let piped = cli(["diagnose", "-"], stdin: Self.pulses.replacingOccurrences(of: "import SwiftUI\n", with: ""))
    #expect(piped.code == 65 && piped.err.hasPrefix("-:7:46: warning: `repeatForever` is not read yet"))
  }

  @Test("Beside keyframeAnimator loops, a repeatForever one is diagnosed without, and said so")
  func beside() throws {
    let seed = try String(contentsOfFile: SwiftSourceTests.seed, encoding: .utf8)
    let plain = cli(["diagnose", try SwiftSourceTests.temporary("BouncingBalls.swift", seed)])
    let path = try SwiftSourceTests.temporary("BouncingBalls.swift", seed + Self.pulses.replacingOccurrences(of: "import SwiftUI\n", with: ""))
    let r = cli(["diagnose", path])
    #expect(r.code == plain.code && r.code == 0)
    #expect(r.err.contains("warning: `repeatForever` is not read yet"))
    // The report is the seed's, but for the file's name.
    #expect(r.out.replacingOccurrences(of: path, with: "FILE").split(separator: "\n").dropFirst(2) == plain.out.split(separator: "\n").dropFirst(2))
  }
}
