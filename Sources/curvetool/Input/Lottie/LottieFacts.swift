// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension LottieLoops {
  /// Every fact of `doc` (read from `json`) for the timeline `id`.
  static func facts(_ doc: LottieDocument, json: JSON, id: String) -> [LottieFact] {
    var out: [LottieFact] = []
    let fr = doc.frameRate
    func whole(_ f: Double) -> Bool { Swift.abs(f - f.rounded()) <= 1e-9 * Swift.max(1, Swift.abs(f)) }
    for p in doc.properties {
      let name = (p.via.map { "\($0) → " } ?? "") + p.path
      guard let first = p.keyframes.first, let last = p.keyframes.last, p.keyframes.allSatisfy({ $0.value.count == first.value.count }),
        first.frame >= doc.inPoint, last.frame <= doc.outPoint
      else { continue }
      let dims = first.value.count
      func key(_ d: Int) -> String { dims > 1 ? "\(name)[\(d)]" : name }
      if p.keyframes.count > 1, last.frame < doc.outPoint {
        // A dimension that moves at all stands still from the last key.
        for d in 0..<dims where p.keyframes.contains(where: { $0.value[d] != first.value[d] }) {
          out.append(LottieFact(
            timeline: id, keyPath: key(d), path: p.path,
            kind: .endHold(lastFrame: last.frame, outFrame: doc.outPoint, seconds: (doc.outPoint - last.frame) / fr)))
        }
      }
      // The seam: the motion's direction through it, and its speed at each side.
      if p.keyframes.count > 2, first.frame == doc.inPoint, last.frame == doc.outPoint,
        let s0 = p.segments.first, let s1 = p.segments.last, let e0 = s0.easing, let e1 = s1.easing, s0.path == nil, s1.path == nil
      {
        for d in 0..<dims {
          let a = p.keyframes[0].value[d]
          let b = p.keyframes[1].value[d]
          let y = p.keyframes[p.keyframes.count - 2].value[d]
          let z = last.value[d]
          let rotation = RotationKeyPath.isLottieRotation(p.path)
          var seam = z - a
          if rotation { seam -= 360 * (seam / 360).rounded() }
          let span = Swift.max(Swift.abs(b - a), Swift.abs(z - y))
          guard span > 0, Swift.abs(seam) <= 1e-9 * span, (b - a) * (z - y) > 0 else { continue }
          // Speeds at the seam, per second: the easing's slope at its end.
          let endSpeed = Swift.abs((z - y) * e1[d].slope(at: 1) / ((s1.toFrame - s1.fromFrame) / fr))
          let startSpeed = Swift.abs((b - a) * e0[d].slope(at: 0) / ((s0.toFrame - s0.fromFrame) / fr))
          let mean = (Swift.abs(z - y) / ((s1.toFrame - s1.fromFrame) / fr) + Swift.abs(b - a) / ((s0.toFrame - s0.fromFrame) / fr)) / 2
          if endSpeed < 0.1 * mean, startSpeed < 0.1 * mean {
            out.append(LottieFact(timeline: id, keyPath: key(d), path: p.path, kind: .easedSeam(speed: mean)))
          }
        }
      }
      let between = p.keyframes.map(\.frame).filter { !whole($0) }
      if !between.isEmpty {
        for d in 0..<dims {
          var speed = 0.0
          for f in between { speed = Swift.max(speed, Swift.abs(p.velocity(atFrame: f)[d] * fr), Swift.abs(p.velocity(atFrame: f - 1e-6)[d] * fr)) }
          let offset = between.map { Swift.abs($0 - $0.rounded()) / fr }.max() ?? 0
          out.append(LottieFact(timeline: id, keyPath: key(d), path: p.path, kind: .subframe(frames: between, speed: speed, offset: offset)))
        }
      }
    }
    // Expressions: their motion against the keyframes', over the loop
    // (as long as the file's expressions together stay within the bake's
    // budget of frames).
    var framesLeft = LottieExpressions.maximumTotalFrames
    for site in LottieExpressions.sites(json) {
      let property = doc.properties.first { $0.path == site.path }
      let dims = property?.keyframes.first?.value.count ?? site.staticValue?.count ?? 1
      var reason = site.problem
      if reason == nil, property?.via != nil { reason = "in a precomposition, on its own clock: not measured" }
      if reason == nil, doc.outPoint - doc.inPoint > LottieExpressions.maximumFrames {
        reason = "the composition is longer than \(NumberText.text(LottieExpressions.maximumFrames, .detail)) frames: not measured"
      }
      if reason == nil {
        if doc.outPoint - doc.inPoint > framesLeft {
          reason = "the file's expressions together run past \(NumberText.text(LottieExpressions.maximumTotalFrames, .detail)) frames: not measured"
        } else {
          framesLeft -= doc.outPoint - doc.inPoint
        }
      }
      var deviation = [Double](repeating: 0, count: dims)
      if reason == nil {
        do throws(AEExpressionError) {
          let program = try AEExpressionParser.parse(site.source)
          let context = site.context
          var f = doc.inPoint
          while f <= doc.outPoint {
            let v = try AEExpressionEvaluator.evaluate(program, context: context, time: f / fr)
            let k = property?.value(atFrame: f) ?? site.staticValue ?? []
            for d in 0..<Swift.min(dims, v.count, k.count) { deviation[d] = Swift.max(deviation[d], Swift.abs(v[d] - k[d])) }
            f += 0.25
          }
        } catch {
          reason = error.message
        }
      }
      for d in 0..<dims where reason != nil ? d == 0 : deviation[d] > 0 {
        out.append(LottieFact(
          timeline: id, keyPath: dims > 1 && reason == nil ? "\(site.path)[\(d)]" : site.path, path: site.path,
          kind: .expression(kind: site.kind, deviation: reason == nil ? deviation[d] : nil, reason: reason)))
      }
    }
    return out
  }
}
