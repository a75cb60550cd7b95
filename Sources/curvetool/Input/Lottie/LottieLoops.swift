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
      guard let first = p.keyframes.first else { continue }
      // Time remapping is modelled on the layers it remaps; the remap
      // itself shows nothing.
      if p.path.hasSuffix(".tm") { continue }
      let dims = first.value.count
      if p.keyframes.contains(where: { $0.value.count != dims }) {
        let why = "keyframes with different numbers of dimensions"
        notes.append((p.path, "\(why): not diagnosed"))
        unread.append((name, why))
        continue
      }
      // Each dimension over ip…op: cut exactly where the composition (or a
      // time remapping window) cuts it.
      var dimensions: [[LottiePieces.Piece]] = []
      do throws(LottiePieces.Uncut) {
        for d in 0..<dims { dimensions.append(try LottiePieces.pieces(p, dimension: d, from: doc.inPoint, to: doc.outPoint)) }
      } catch {
        let why = error.reason
        notes.append((p.path, "\(why): not diagnosed"))
        unread.append((name, why))
        continue
      }
      for (d, pieces) in dimensions.enumerated() {
        guard let start = pieces.first else { continue }
        let keyPath = dims > 1 ? "\(name)[\(d)]" : name
        initial.append((keyPath, .number(start.startValue)))
        tracks.append(.object([("keyPath", .string(keyPath)), ("keyframes", .array(LottiePieces.keyframes(pieces, fr: fr)))]))
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
