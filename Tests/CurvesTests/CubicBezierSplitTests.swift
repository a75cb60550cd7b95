// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing
import TestSupport

@testable import Curves

/// ``CubicBezier/split(atX:)``: the two parts are the same motion as the
/// whole, compared at many times.
@Suite("Cubic Bézier split")
struct CubicBezierSplitTests {
  @Test("Each part, scaled back, is the whole easing: 200 random easings (overshooting ones too), cut at 5 times each; most parts are cubic-bezier easings")
  func parts() {
    var random = SeededRandom(seed: 37)
    var afterParts = 0
    for _ in 0..<200 {
      let b = CubicBezier(
        x1: Double.random(in: 0...1, using: &random), y1: Double.random(in: -1...2, using: &random),
        x2: Double.random(in: 0...1, using: &random), y2: Double.random(in: -1...2, using: &random))
      for cut in [0.05, 0.3, 0.5, 0.77, 0.95] {
        let (before, after) = b.split(atX: cut)
        let y = before.progressAtCut
        #expect(Swift.abs(y - b.progress(at: cut)) <= 1e-12)
        for k in 0...20 {
          let t = Double(k) / 20
          if k == 0, before.easing != nil { afterParts += 1 }
          if let e = before.easing {
            #expect([e.x1, e.x2].allSatisfy { (0...1).contains($0) }, "\(b) at \(cut)")
            let got = y * e.progress(at: t)
            #expect(Swift.abs(got - b.progress(at: t * cut)) <= 1e-9, "\(b) before \(cut) at \(t)")
          }
          if k == 0, after.easing != nil { afterParts += 1 }
          if let e = after.easing {
            #expect([e.x1, e.x2].allSatisfy { (0...1).contains($0) }, "\(b) at \(cut)")
            let got = y + (1 - y) * e.progress(at: t)
            #expect(Swift.abs(got - b.progress(at: cut + t * (1 - cut))) <= 1e-9, "\(b) after \(cut) at \(t)")
          }
        }
      }
    }
    // Most parts after a cut are easings too.
    #expect(afterParts > 1600, "\(afterParts) of 2000")
  }
}
