// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What a Lottie file animates (the Lottie specification,
/// https://lottiefiles.github.io/lottie-docs/ and its JSON schema): every
/// animated property (an object `{"a": 1, "k": [keyframes]}`) anywhere in
/// the file, its keyframes and each segment's easing per dimension, on the
/// composition's clock; and what it does not read, each with its JSON path.
///
/// A keyframe is `{"t": frame, "s": value, "o": out-handle, "i":
/// in-handle, "h": 1 for hold}`; the segment from keyframe k to k + 1 eases
/// along `cubic-bezier(o.x, o.y, i.x, i.y)` of keyframe k, per dimension
/// where the handles are arrays. Files from Bodymovin before 5.5 give the
/// segment's end value as `"e"` (read too). A layer's own properties play
/// on its composition's clock; the layers of a precomposition at the
/// parent's frame `st + sr·f` for their frame f (the precomposition layer's
/// start time and time stretch, as the Lottie specification's schema gives
/// them, https://lottie.github.io/lottie-spec/; docs/lottie.md §1); time
/// remapping (`tm`) is not modelled and is named.
struct LottieDocument {
  struct Keyframe {
    /// Frame on the composition's clock.
    var frame: Double
    var value: [Double]
    var hold: Bool
  }

  struct Segment {
    var fromFrame: Double
    var toFrame: Double
    /// One Bézier per dimension (`nil` for a hold).
    var easing: [CubicBezier]?
    /// A curved path between the two positions (``LottieSpatialPath``),
    /// travelled at the easing by distance; `nil` for a straight one.
    var path: LottieSpatialPath.Polyline? = nil
  }

  struct Property {
    /// The JSON path, e.g. `layers[0].ks.p`.
    var path: String
    /// The layer's name (`nm`), when it has one.
    var layer: String?
    /// The precomposition layers it plays through, outermost first
    /// (`layers[1] → assets[0].layers[2]`), or `nil` at the top: an asset
    /// used twice is reported once per use.
    var via: String?
    var keyframes: [Keyframe]
    var segments: [Segment]
    /// Whether a segment moves along a curved path (spatial tangents
    /// `to`/`ti` that leave the straight line between two positions).
    var spatial: Bool
    /// Under time remapping (``LottieTimeRemap``): the frames on the
    /// composition's clock where the keyframes' timing applies; outside,
    /// the value at the nearer end holds (or the window repeats).
    var window: ClosedRange<Double>? = nil
    /// Under `loopOut("cycle")` time remapping: the window repeats every
    /// this many frames after it ends.
    var cycle: Double? = nil
  }

  struct Note {
    var path: String
    var message: String
  }

  var frameRate: Double
  var inPoint: Double
  var outPoint: Double
  var properties: [Property] = []
  var notes: [Note] = []
}

enum LottieReader {
  /// Reads `json`, the whole file.
  static func read(_ json: JSON) throws(LottieError) -> LottieDocument {
    guard case .object = json else { throw LottieError(path: "$", message: "a Lottie file is a JSON object") }
    guard let fr = json["fr"]?.doubleValue, fr > 0, fr <= 1000 else {
      throw LottieError(path: "fr", message: "the frame rate is missing or not in (0, 1000]")
    }
    guard let ip = json["ip"]?.doubleValue, let op = json["op"]?.doubleValue, op > ip else {
      throw LottieError(path: "ip", message: "ip and op must be numbers with op > ip")
    }
    var doc = LottieDocument(frameRate: fr, inPoint: ip, outPoint: op)
    let assets = json["assets"]?.arrayValue ?? []
    guard let layers = json["layers"]?.arrayValue else { throw LottieError(path: "layers", message: "the layers are missing") }
    var walker = Walker(assets: assets)
    walker.frameRate = fr
    walker.shown = ip...op
    walker.layers(layers, path: "layers", start: 0, stretch: 1, via: [])
    doc.properties = walker.properties
    doc.notes = walker.notes
    return doc
  }

  /// A walk over layers and everything they hold.
  struct Walker {
    let assets: [JSON]
    var properties: [LottieDocument.Property] = []
    var notes: [LottieDocument.Note] = []
    /// The composition's frame rate (time remapping is in seconds).
    var frameRate = 0.0
    /// The composition's frames ip…op, to name a layer shown on fewer.
    var shown: ClosedRange<Double>?
    /// The time remapping the layers being walked play under: window and
    /// cycle on the composition's clock.
    var remap: (window: ClosedRange<Double>, cycle: Double?)?

    init(assets: [JSON]) { self.assets = assets }

    mutating func layers(_ layers: [JSON], path: String, start: Double, stretch: Double, via: [String]) {
      for (i, layer) in layers.enumerated() {
        let p = "\(path)[\(i)]"
        let name = layer["nm"]?.stringValue
        // A layer drawn on part of the loop only (its ip…op on the
        // composition's clock inside the composition's).
        if let shown, remap == nil, let lip = layer["ip"]?.doubleValue, let lop = layer["op"]?.doubleValue {
          let (a, b) = (start + stretch * lip, start + stretch * lop)
          if a > shown.lowerBound || b < shown.upperBound {
            let from = NumberText.text(Swift.max(a, shown.lowerBound), .detail)
            let to = NumberText.text(Swift.min(b, shown.upperBound), .detail)
            notes.append(.init(path: p + ".ip", message: "the layer is drawn on frames \(from) to \(to) only: its properties are read over the whole composition, as if it were always drawn"))
          }
        }
        // A layer's own properties play on its composition's clock; a
        // precomposition's layers at st + sr·f of it (its start time and
        // time stretch, which the specification gives precomposition
        // layers).
        walk(layer, path: p, layer: name, start: start, stretch: stretch, via: via)
        let st = layer["st"]?.doubleValue ?? 0
        let sr = layer["sr"]?.doubleValue ?? 1
        var childStart = start + stretch * st
        var childStretch = stretch * sr
        let outer = remap
        defer { remap = outer }
        if let tm = layer["tm"], layer["ty"]?.doubleValue == 0 {
          // Time remapping: the precomposition's second v(f) = v₀ + b·(f −
          // t₀) at the layer's frame f = F − st, so its frame c = v·fr
          // plays at F = st + t₀ + (c/fr − v₀)/b. The stretch sr does not
          // apply (lottie-web's ICompElement.prepareFrame uses the remap's
          // value alone, and evaluates the remap at F − st).
          switch LottieTimeRemap.read(tm) {
          case .success(let r) where outer == nil && frameRate > 0:
            let b = (r.toSeconds - r.fromSeconds) / (r.toFrame - r.fromFrame)
            childStart = start + stretch * (st + r.fromFrame - r.fromSeconds / b)
            childStretch = stretch / (b * frameRate)
            let window = (start + stretch * (st + r.fromFrame))...(start + stretch * (st + r.toFrame))
            remap = (window, r.cycled ? stretch * (r.toFrame - r.fromFrame) : nil)
          case .success:
            notes.append(.init(path: p + ".tm", message: "time remapping inside a remapped precomposition is not modelled: its layers are not read"))
            continue
          case .failure(let e):
            notes.append(.init(path: p + ".tm", message: "\(e.message): the precomposition's layers are not read"))
            continue
          }
        }
        if layer["ty"]?.doubleValue == 0, let ref = layer["refId"]?.stringValue {
          guard via.count < 16 else {
            notes.append(.init(path: p + ".refId", message: "precompositions nest deeper than 16: not read"))
            continue
          }
          if let (k, asset) = assets.enumerated().first(where: { $0.element["id"]?.stringValue == ref }), let inner = asset["layers"]?.arrayValue {
            self.layers(inner, path: "assets[\(k)].layers", start: childStart, stretch: childStretch, via: via + [p])
          } else {
            notes.append(.init(path: p + ".refId", message: "precomposition '\(ref)' is not among the assets"))
          }
        }
      }
    }

    /// Every animated property under `node` (not descending into nested
    /// layers, which `layers` walks with their own clocks).
    mutating func walk(_ node: JSON, path: String, layer: String?, start: Double, stretch: Double, via: [String]) {
      switch node {
      case .object(let members):
        if let x = node["x"]?.stringValue, node["k"] != nil {
          notes.append(.init(path: path + ".x", message: "an expression (\(x.count) characters): lottie-ios and lottie-android do not run it (diagnose weighs it, D14; lottie --bake turns it into keyframes)"))
        }
        if node["a"]?.doubleValue == 1, let frames = node["k"]?.arrayValue {
          property(frames, path: path, layer: layer, start: start, stretch: stretch, via: via)
          return
        }
        for (key, value) in members where key != "layers" {
          walk(value, path: path + "." + key, layer: layer, start: start, stretch: stretch, via: via)
        }
      case .array(let items):
        for (i, item) in items.enumerated() { walk(item, path: "\(path)[\(i)]", layer: layer, start: start, stretch: stretch, via: via) }
      default:
        break
      }
    }

    mutating func property(_ frames: [JSON], path: String, layer: String?, start: Double, stretch: Double, via: [String]) {
      var keyframes: [LottieDocument.Keyframe] = []
      var segments: [LottieDocument.Segment] = []
      var spatial = false
      for (k, f) in frames.enumerated() {
        let p = "\(path).k[\(k)]"
        guard let t = f["t"]?.doubleValue else {
          notes.append(.init(path: p, message: "a keyframe without a time (t): the property is not read"))
          return
        }
        // The value: s, or (Bodymovin before 5.5) the previous keyframe's e.
        let previousEnd = k > 0 ? numbers(frames[k - 1]["e"]) : nil
        guard let value = numbers(f["s"]) ?? previousEnd else {
          notes.append(.init(path: p + ".s", message: "a keyframe without a numeric value: the property is not read (colours, paths and text are not)"))
          return
        }
        let hold = f["h"]?.doubleValue == 1
        keyframes.append(.init(frame: start + stretch * t, value: value, hold: hold))
        if k + 1 < frames.count {
          var easing: [CubicBezier]?
          if !hold {
            guard let o = f["o"], let i = f["i"] else {
              notes.append(.init(path: p, message: "a keyframe without easing handles (o, i): the property is not read"))
              return
            }
            var list: [CubicBezier] = []
            for d in 0..<value.count {
              guard let b = bezier(o, i, d) else {
                notes.append(.init(path: p, message: "easing handles without numeric x and y, or with x outside [0, 1]: the property is not read"))
                return
              }
              list.append(b)
            }
            easing = list
          }
          let next = frames[k + 1]["t"]?.doubleValue ?? t
          var segment = LottieDocument.Segment(fromFrame: start + stretch * t, toFrame: start + stretch * next, easing: easing)
          // The next position: its s, or (before Bodymovin 5.5) this e.
          if easing != nil, let out = numbers(f["to"]), let inward = numbers(f["ti"]),
            let end = numbers(frames[k + 1]["s"]) ?? numbers(f["e"]),
            let path = LottieSpatialPath.polyline(value, end, out: out, in: inward)
          {
            segment.path = path
            spatial = true
          }
          segments.append(segment)
        }
      }
      properties.append(
        .init(
          path: path, layer: layer, via: via.isEmpty ? nil : via.joined(separator: " → "), keyframes: keyframes, segments: segments, spatial: spatial,
          window: remap?.window, cycle: remap?.cycle))
    }

    /// A number or an array of numbers.
    func numbers(_ j: JSON?) -> [Double]? {
      if let v = j?.doubleValue { return [v] }
      guard let a = j?.arrayValue, !a.isEmpty else { return nil }
      let v = a.compactMap(\.doubleValue)
      return v.count == a.count ? v : nil
    }

    /// Dimension `d`'s easing: each handle's x and y, arrays indexed by
    /// dimension (the last entry for the rest), or numbers for all; `nil`
    /// where one is missing or an x is outside [0, 1].
    func bezier(_ o: JSON, _ i: JSON, _ d: Int) -> CubicBezier? {
      func component(_ h: JSON, _ key: String) -> Double? {
        if let v = h[key]?.doubleValue { return v }
        guard let a = h[key]?.arrayValue?.compactMap(\.doubleValue), !a.isEmpty else { return nil }
        return a[Swift.min(d, a.count - 1)]
      }
      guard let x1 = component(o, "x"), let y1 = component(o, "y"), let x2 = component(i, "x"), let y2 = component(i, "y"),
        (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite
      else { return nil }
      return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }
  }
}

/// A Lottie file that cannot be read, and where.
struct LottieError: Error {
  var path: String
  var message: String
}
