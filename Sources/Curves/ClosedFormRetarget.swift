// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How Motion and Popmotion (as Framer Motion drove it) take a new target
/// while a spring runs: the running animation stops where its last frame
/// left the value, and a new spring starts there with the velocity the
/// motion value *estimates* from its last two frames; its clock starts at
/// the change, so its first frame shows it one frame interval in.
///
/// The estimate is the backward difference
/// v ≈ (x_k − x_{k−1}) / Δt, value units per second, with Δt the frame
/// interval capped at `maximumDelta`:
/// - Motion 13 (`MotionValue.getVelocity`, motion-dom
///   `src/value/index.ts`): the difference between the last two values the
///   animation set, over the time between their frames capped at 30 ms
///   (`MAX_VELOCITY_DELTA`); 0 when the last update is more than 30 ms old.
/// - Framer Motion 6 driving Popmotion 11 (`MotionValue.getVelocity`,
///   motiondivision/motion v6.5.1 `packages/framer-motion/src/value/index.ts`;
///   framesync's `maxElapsed`, Popmotion `packages/framesync/src/index.ts`):
///   the difference between the
///   current and previous value over framesync's frame delta (capped at
///   40 ms); 0 once a frame has passed without an update.
///
/// Duration springs: Motion's ignore the estimate (they start from rest,
/// motion-dom `generators/spring.ts`, "Time-defined springs should ignore
/// inherited velocity"); Popmotion's pass it to `findSpring`, which gives a
/// different (for a large velocity, a nearly frozen) spring, started from
/// rest (popmotion `generators/spring.ts`, `getSpringOptions`).
struct VelocityEstimateRule: Hashable, Sendable {
  /// The longest interval the difference is divided by, seconds.
  let maximumDelta: Double
  /// How long after its last update the value still reports a velocity,
  /// seconds (Motion: 30 ms; Framer Motion 6: until the next frame).
  let staleAfter: Double

  static let motion = VelocityEstimateRule(maximumDelta: 0.030, staleAfter: 0.030)
  static let framerMotion6 = VelocityEstimateRule(maximumDelta: 0.040, staleAfter: 0)

  /// The velocity the value reports at frame `k`, value units per second;
  /// `lastUpdate` is the last frame (≤ k) at which the animation set it.
  func estimate(values: [Double], times: [Double], lastUpdate: Int, at k: Int) -> Double {
    guard lastUpdate >= 1, times[k] - times[lastUpdate] <= staleAfter else { return 0 }
    let delta = Swift.min(times[lastUpdate] - times[lastUpdate - 1], maximumDelta)
    return delta > 0 ? (values[lastUpdate] - values[lastUpdate - 1]) / delta : 0
  }
}

extension ClosedFormEngine {
  /// Motion's or Popmotion's frames of `s` with its target changed at each
  /// of `retargets` (after the first frame at or after its time), by
  /// ``VelocityEstimateRule``. Frame timestamps are exact (k/f); each
  /// leg's time is the engine's (``AnimationClock``), its rest rule the
  /// engine's for that leg's move.
  static func retargetFrames(
    _ s: Spring, engine: SpringEngine, frameRate: Double, duration: Double, settings: SpringEngineSettings,
    retargets: [SpringRetarget]
  ) -> SpringFrames {
    let estimate: VelocityEstimateRule = engine == .motion ? .motion : .framerMotion6
    let finish = engine.finishTime(settings)
    var leg = s
    var legStart = 0
    var rule = finish == nil ? engine.restRule(for: leg, settings) : nil
    // Motion's animation runs (setting the value each frame) until its
    // time reaches calcGeneratorDuration's 50 ms grid point, or the
    // duration of a duration spring; Popmotion's stops when it is done.
    func completion(_ leg: Spring) -> Double? {
      engine == .motion ? finish ?? leg.motionGeneratorDuration(settings: settings) : nil
    }
    // calcGeneratorDuration counts whole milliseconds, the duration is
    // converted as Motion converts it (seconds × 1000).
    func completionMs(_ seconds: Double) -> Double {
      finish == nil ? (seconds * 1000).rounded() : seconds * 1000
    }
    var completes = completion(leg)
    var pending = retargets[...]
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    // The last frame at which the animation set the value.
    var lastUpdate = -1
    var stopped = false
    var running = true
    let count = Int(checking: duration * frameRate, .down) ?? 0
    let clock: AnimationClock = engine == .motion ? .wholeMilliseconds : .framesync
    var elapsedMs = 0.0
    for k in 0...Swift.max(count, 0) {
      let t = Double(k) / frameRate
      elapsedMs = clock.elapsedMilliseconds(frame: k, start: legStart, frameRate: frameRate, previous: elapsedMs)
      let elapsed = elapsedMs / 1000
      result.times.append(t)
      if stopped {
        result.values.append(leg.to)
        result.velocities.append(0)
      } else {
        let (x, v) = leg.motionValueAndVelocity(at: elapsed)
        let finished = finish.map { elapsedMs >= $0 * 1000 } ?? false
        let rested = rule.map { Swift.abs(v) <= $0.speed && Swift.abs(leg.to - x) <= $0.displacement } ?? false
        stopped = finished || rested
        result.values.append(stopped ? leg.to : x)
        result.velocities.append(stopped ? 0 : v)
      }
      if running {
        lastUpdate = k
        running = completes.map { elapsedMs < completionMs($0) } ?? !stopped
      }
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        let value = result.values[k]
        let estimated = estimate.estimate(values: result.values, times: result.times, lastUpdate: lastUpdate, at: k)
        var start = leg
        // A duration spring of this engine's own form (it has a finish
        // time): Popmotion finds a new spring with the estimate, Motion
        // drops it; both start from rest.
        if finish != nil, engine == .popmotion {
          start = Spring(
            popmotionDuration: finish.flatMap { $0.isFinite ? $0 : nil }, bounce: 1 - leg.dampingRatio,
            velocity: estimated, from: value, to: next.target)
        } else {
          start.from = value
          start.to = next.target
          start.initialVelocity = finish != nil ? 0 : estimated
        }
        result.legStarts.append(
          .init(frameIndex: k, value: value, velocity: result.velocities[k], startVelocity: start.initialVelocity))
        leg = start
        legStart = k
        elapsedMs = 0
        rule = finish == nil ? engine.restRule(for: leg, settings) : nil
        completes = completion(leg)
        stopped = false
        running = true
        continue
      }
      if stopped, pending.isEmpty {
        result.doneTime = t
        break
      }
    }
    return result
  }
}
