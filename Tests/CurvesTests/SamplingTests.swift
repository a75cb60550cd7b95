// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

@Suite("Sampling")
struct SamplingTests {
  @Test("Whole number of frames: k/fps ending exactly on the duration")
  func wholeFrames() {
    let t = Sampling.frameTimes(duration: 0.5, fps: 60)
    #expect(t.count == 31)
    #expect(t.last == 0.5)
    for (k, x) in t.enumerated() { #expect(x == Double(k) / 60) }
    #expect(Sampling.frameCount(duration: 0.5, fps: 60) == 31)
  }

  @Test("Fractional frames: the duration is appended")
  func fractionalFrames() {
    let t = Sampling.frameTimes(duration: 0.51, fps: 60)
    #expect(t.count == 32)
    #expect(t[30] == 0.5)
    #expect(t.last == 0.51)
    #expect(Sampling.frameCount(duration: 0.51, fps: 60) == 32)
  }

  @Test("Rounding noise in duration × fps does not add a sliver frame")
  func nearlyWhole() {
    let t = Sampling.frameTimes(duration: 0.1 * 3, fps: 60)  // 0.30000000000000004
    #expect(t.count == 19)
    #expect(t.last == 0.1 * 3)
  }
}
