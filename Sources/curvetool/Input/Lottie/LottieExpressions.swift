// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A property that carries an expression (`x`), with what the expression
/// needs to run: the property's keyframes on its own clock, its layer's in
/// and out frames and the composition's frame rate (docs/lottie.md §6).
struct LottieExpressionSite {
  /// Where the property object is.
  var steps: [JSONSpans.Step]
  var path: String
  /// The layer's name (`nm`).
  var layer: String?
  var source: String
  /// The property object itself.
  var node: JSON
  /// Its keyframes (frames on the property's clock), or `nil` for a
  /// property without keyframes (`a: 0`).
  var keyframes: LottieDocument.Property?
  /// The value of a property without keyframes.
  var staticValue: [Double]?
  var frameRate: Double
  /// The layer's in and out frames (`ip`, `op`), on its composition's clock.
  var inFrame: Double
  var outFrame: Double
  var compositionFrames: Double
  /// Why the expression cannot run here, if it cannot.
  var problem: String?

  /// What the expression is, by the names it uses (for the report).
  var kind: String {
    let s = source.filter { !$0.isWhitespace }
    if let r = s.range(of: "loopOut(") ?? s.range(of: "loopIn(") {
      let name = s.contains("loopOut(") ? "loopOut" : "loopIn"
      let type = s[r.upperBound...].prefix { $0 != ")" && $0 != "," }.filter { $0 != "\"" && $0 != "'" }
      return "\(name)(\(type.isEmpty ? "cycle" : String(type)))"
    }
    let sine = s.contains("Math.sin(")
    let decay = s.contains("Math.exp(")
    if s.contains("velocityAtTime("), sine, decay {
      return s.contains("amp=velocityAtTime(") || s.contains("amp=$bm_") ? "overshoot (a decaying sine with the key's velocity)" : "inertial bounce"
    }
    if s.contains("velocityAtTime("), s.contains("while(") { return "bounce (parabolic arcs)" }
    if sine, decay { return "elastic (a decaying sine)" }
    for random in AEExpressionEvaluator.randomNames.sorted() where s.contains(random + "(") { return random }
    return "expression"
  }
}

enum LottieExpressions {
  /// The longest layer whose expression is run over it (`--bake` at 16
  /// points a frame, D14 at 4), in frames.
  static let maximumFrames = 20_000.0
  /// The frames of every expression in a file together: a file of many
  /// expressions is run up to this much, the rest named.
  static let maximumTotalFrames = 40_000.0

  /// Every property with an expression, in file order.
  static func sites(_ json: JSON) -> [LottieExpressionSite] {
    guard let fr = json["fr"]?.doubleValue, fr > 0, let ip = json["ip"]?.doubleValue, let op = json["op"]?.doubleValue else { return [] }
    var out: [LottieExpressionSite] = []
    let composition = op - ip
    func layers(_ list: JSON?, _ steps: [JSONSpans.Step], _ path: String) {
      guard let list = list?.arrayValue else { return }
      for (i, layer) in list.enumerated() {
        let here = steps + [.index(i)]
        let p = "\(path)[\(i)]"
        let frame = (in: layer["ip"]?.doubleValue ?? ip, out: layer["op"]?.doubleValue ?? op)
        var problem: String?
        if let st = layer["st"]?.doubleValue, st != 0 { problem = "the layer starts at st = \(NumberText.text(st, .detail)) frames: the expression's clock there is not modelled" }
        if let sr = layer["sr"]?.doubleValue, sr != 1 { problem = "the layer is stretched (sr = \(NumberText.text(sr, .detail))): the expression's clock there is not modelled" }
        walk(layer, here, p, layer["nm"]?.stringValue, frame, problem)
      }
    }
    func walk(_ node: JSON, _ steps: [JSONSpans.Step], _ path: String, _ name: String?, _ frame: (in: Double, out: Double), _ problem: String?) {
      switch node {
      case .object(let members):
        if let x = node["x"]?.stringValue, let k = node["k"] {
          out.append(site(node, k, x, steps, path, name, frame, problem))
          return
        }
        for (key, value) in members where key != "layers" {
          walk(value, steps + [.key(key)], path + "." + key, name, frame, problem)
        }
      case .array(let items):
        for (i, item) in items.enumerated() { walk(item, steps + [.index(i)], "\(path)[\(i)]", name, frame, problem) }
      default: break
      }
    }
    func site(
      _ node: JSON, _ k: JSON, _ x: String, _ steps: [JSONSpans.Step], _ path: String, _ name: String?,
      _ frame: (in: Double, out: Double), _ problem: String?
    ) -> LottieExpressionSite {
      var s = LottieExpressionSite(
        steps: steps, path: path, layer: name, source: x, node: node, frameRate: fr, inFrame: frame.in, outFrame: frame.out,
        compositionFrames: composition, problem: problem)
      if node["a"]?.doubleValue == 1, let frames = k.arrayValue {
        var walker = LottieReader.Walker(assets: [])
        walker.property(frames, path: path, layer: name, start: 0, stretch: 1, via: [])
        if let note = walker.notes.first {
          s.problem = s.problem ?? note.message
        } else if let p = walker.properties.first {
          s.keyframes = p
        }
      } else if let v = walker(k) {
        s.staticValue = v
      } else {
        s.problem = s.problem ?? "the value is not a number or an array of numbers"
      }
      return s
    }
    func walker(_ k: JSON) -> [Double]? {
      if let v = k.doubleValue { return [v] }
      guard let a = k.arrayValue, !a.isEmpty else { return nil }
      let v = a.compactMap(\.doubleValue)
      return v.count == a.count ? v : nil
    }
    layers(json["layers"], [.key("layers")], "layers")
    for (i, asset) in (json["assets"]?.arrayValue ?? []).enumerated() {
      layers(asset["layers"], [.key("assets"), .index(i), .key("layers")], "assets[\(i)].layers")
    }
    return out
  }
}

extension LottieExpressionSite {
  /// What the expression sees of its property.
  var context: AEPropertyContext {
    let site = self
    let fr = site.frameRate
    let property = site.keyframes
    let still = site.staticValue ?? []
    return AEPropertyContext(
      keys: property?.keyframes.map { (time: $0.frame / fr, value: $0.value) } ?? [],
      value: { t in property?.value(atFrame: t * fr) ?? still },
      velocity: { t in property?.velocity(atFrame: t * fr).map { $0 * fr } ?? still.map { _ in 0 } },
      frameRate: fr, inPoint: site.inFrame / fr, outPoint: site.outFrame / fr, compositionDuration: site.compositionFrames / fr,
      scalar: (property?.keyframes.first?.value.count ?? still.count) == 1)
  }
}
