// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// rebound-js `__tests__/reboundSpec.js` (facebookarchive/rebound-js,
/// 6e6e9a9) translated where it states a motion, on curvetool's Rebound
/// engine: the default spring (Origami tension 40, friction 7) from 0 to 1,
/// advanced in 16.667 ms steps as its SimulationLooper does
/// (docs/platforms.md §4).
@Suite("rebound-js reboundSpec")
struct UpstreamReboundTests {
  static func run(_ settings: SpringEngineSettings) -> SpringFrames {
    let spring = Spring(origamiTension: 40, origamiFriction: 7, from: 0, to: 1)
    var s = settings
    s.reboundStepping = .constant
    return SpringEngine.rebound.frames(of: spring, frameRate: 1000 / 16.667, duration: 10, settings: s)
  }

  @Test("'should not oscillate if overshoot clamping is enabled': values never fall, and the spring stops at 1")
  func overshootClamping() throws {
    let clamped = Self.run(SpringEngineSettings(overshootClamping: true))
    #expect(zip(clamped.values, clamped.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(clamped.values.last == 1 && clamped.velocities.last == 0 && clamped.doneTime != nil)
    // The same spring without clamping does oscillate, and ends later.
    let free = Self.run(SpringEngineSettings())
    #expect(!zip(free.values, free.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(try #require(free.doneTime) > (try #require(clamped.doneTime)))
  }

  @Test("setRestSpeedThreshold / setRestDisplacementThreshold: looser thresholds end sooner, at the thresholds' frame")
  func restThresholds() throws {
    let strict = Self.run(SpringEngineSettings())
    let loose = Self.run(SpringEngineSettings(restSpeed: 0.5, restDelta: 0.01))
    let looseEnd = try #require(loose.doneTime)
    #expect(looseEnd < (try #require(strict.doneTime)))
    // The frame before the end is outside the loose rule, in the free run.
    let i = try #require(strict.times.firstIndex(of: looseEnd))
    #expect(abs(strict.velocities[i]) < 0.5 && abs(1 - strict.values[i]) <= 0.01)
    #expect(!(abs(strict.velocities[i - 1]) < 0.5 && abs(1 - strict.values[i - 1]) <= 0.01))
  }

  /// The Jest snapshot `__tests__/__snapshots__/reboundSpec.js.snap`
  /// (rebound-js a912035): 'performs the expected numerical integration',
  /// the current value and velocity at each `onSpringUpdate` of the default
  /// spring from 0 to 1 under `SimulationLooper` (16.667 ms a frame, the
  /// first 1 ms): 55 updates, the last at rest on 1 with velocity 0.
  static let snapshotValues: [Double] = [
    0.00011425836769833332, 0.02826894887325712, 0.09786685539023218, 0.1906494054868597, 0.29365843980608936,
    0.40474896134789684, 0.5107172515563908, 0.6074646735059072, 0.6981529338231078, 0.7754777086457709,
    0.839707819077817, 0.8948595531478145, 0.9379716344919623, 0.9707479956875202, 0.9962428035545625,
    1.0139342469614867, 1.0254911376885876, 1.0326752603538492, 1.0359769203762703, 1.0365293261033242,
    1.0350922763323542, 1.0323542266285861, 1.0289066506717395, 1.0249225975602652, 1.0209434111787616,
    1.0171866123097923, 1.0135669403763488, 1.0104047123230713, 1.0077191568237913, 1.0053619452157372,
    1.0034760195970387, 1.0020056186933401, 1.0008270224418958, 0.9999766409388905, 0.9993901328804057,
    0.9989911526141649, 0.9987676456533224, 0.9986724777596906, 0.9986697290588868, 0.9987342814912026,
    0.9988397756522094, 0.9989756166030785, 0.9991200309747728, 0.9992621551645858, 0.9994035221256672,
    0.9995303572870538, 0.9996405939737665, 0.9997394992090661, 0.9998204037171646, 0.9998849475545486,
    0.9999380421221211, 0.9999775818502517, 1.0000059803454007, 1.0000264835439028, 1,
  ]
  static let snapshotVelocities: [Double] = [
    0.2276775324800067, 3.1774598721505054, 5.1793267330810915, 6.295509849377661, 6.764476633590014,
    6.76742694258232, 6.431820383696734, 5.890780309158667, 5.1974947091126475, 4.462143087776778,
    3.7394582582521605, 3.021424291526861, 2.3776517513733193, 1.8184393728184831, 1.3169969453548693,
    0.906988991160123, 0.5800273047791344, 0.31119327922524626, 0.11108882863895153, -0.03254366218086566,
    -0.1361569165953432, -0.2004956653386716, -0.23531870559388396, -0.24897437017600185, -0.24591942995283073,
    -0.2319823912240368, -0.2100747888822411, -0.18454561286117094, -0.1580280108075904, -0.13062975758538428,
    -0.10529753257479642, -0.08272714732814185, -0.062017752864186065, -0.044703645341229135, -0.030588635672438014,
    -0.01870387489501671, -0.009611048353110578, -0.0028653747019518534, 0.002221614953962866, 0.005602663755134356,
    0.0076693990836953, 0.008796769142543886, 0.009131171230224182, 0.008922837011801944, 0.00832006031857832,
    0.007490584515806349, 0.006556941548531174, 0.00554210142341889, 0.004568554860624362, 0.0036759782316913665,
    0.002836575672722143, 0.0021186451259753557, 0.0015206065620057547, 0.0010057481768040006, 0,
  ]

  @Test("'performs the expected numerical integration': the snapshot's 55 values and velocities, bit for bit")
  func snapshot() {
    let spring = Spring(origamiTension: 40, origamiFriction: 7, from: 0, to: 1)
    let frames = SpringEngine.rebound.frames(of: spring, frameRate: 1000 / 16.667, duration: 10, settings: SpringEngineSettings())
    // The engine's first frame is the first update (1 ms in), as Rebound's.
    #expect(frames.values == Self.snapshotValues)
    #expect(frames.velocities == Self.snapshotVelocities)
    #expect(frames.doneTime == frames.times.last)
  }
}

