// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A Lottie file as one looping kfloop/1 timeline (docs/lottie.md §3): the
/// composition plays from `ip` to `op` at `fr` frames per second and loops,
/// so its period is (op − ip)/fr. Each dimension of each animated property
/// (``LottieReader``) is a track: held at its first value until its first
/// keyframe, each segment eased by its Bézier for that dimension (a hold
/// keyframe holds, then jumps), held at its last value until `op`.
enum LottieLoops {
  struct Result {
    /// The timeline, or `nil` when no property could be read.
    var timeline: JSON?
    /// What was not read, each with its JSON path.
    var notes: [(path: String, what: String)]
    /// The properties read (JSON paths) and those left out, for the
    /// model's accounting.
    var read: [String]
    var unread: [(path: String, why: String)]
  }

  static func timeline(_ doc: LottieDocument, id: String) -> Result {
    var notes = doc.notes.map { (path: $0.path, what: $0.message) }
    var tracks: [JSON] = []
    var initial: [(String, JSON)] = []
    var read: [String] = []
    var unread: [(String, String)] = []
    let fr = doc.frameRate
    for p in doc.properties {
      let name = (p.via.map { "\($0) → " } ?? "") + p.path
      guard let first = p.keyframes.first, let last = p.keyframes.last else { continue }
      let dims = first.value.count
      if p.keyframes.contains(where: { $0.value.count != dims }) {
        let why = "keyframes with different numbers of dimensions"
        notes.append((p.path, "\(why): not diagnosed"))
        unread.append((name, why))
        continue
      }
      if first.frame < doc.inPoint || last.frame > doc.outPoint {
        let why = "keyframes outside the composition's ip…op (\(NumberText.significant(doc.inPoint))…\(NumberText.significant(doc.outPoint))): the part outside never plays, and a motion cut at ip or op is not modelled"
        notes.append((p.path, "\(why): not diagnosed"))
        unread.append((name, why))
        continue
      }
      if p.spatial {
        notes.append((p.path, "spatial tangents: each dimension is diagnosed along its own easing, not along the curved path"))
      }
      for d in 0..<dims {
        let keyPath = dims > 1 ? "\(name)[\(d)]" : name
        var keyframes: [JSON] = []
        func hold(_ value: Double, _ frames: Double) {
          guard frames > 0 else { return }
          keyframes.append(.object([("type", .string("linear")), ("to", .number(value)), ("duration", .number(frames / fr))]))
        }
        hold(first.value[d], first.frame - doc.inPoint)
        for (k, s) in p.segments.enumerated() {
          let v0 = p.keyframes[k].value[d]
          let v1 = p.keyframes[k + 1].value[d]
          let frames = s.toFrame - s.fromFrame
          if let easing = s.easing {
            keyframes += KfloopSegments.segment(v0, v1, frames / fr, .bezier(easing[d]), reversed: false)
          } else {
            hold(v0, frames)
            keyframes.append(.object([("type", .string("move")), ("to", .number(v1))]))
          }
        }
        hold(last.value[d], doc.outPoint - last.frame)
        initial.append((keyPath, .number(first.value[d])))
        tracks.append(.object([("keyPath", .string(keyPath)), ("keyframes", .array(keyframes))]))
      }
      read.append(name)
    }
    guard !tracks.isEmpty else { return Result(timeline: nil, notes: notes, read: read, unread: unread) }
    let timeline = JSON.object([
      ("id", .string(id)), ("initialValue", .object(initial)), ("tracks", .array(tracks)),
      ("playback", .object([("mode", .string("repeating"))])),
    ])
    return Result(timeline: timeline, notes: notes, read: read, unread: unread)
  }
}
