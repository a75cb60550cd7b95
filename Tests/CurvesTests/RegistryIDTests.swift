// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// The ids platforms declare in their own files (an engine, a spring form):
/// one spelling each, written and read as that string, unknown ones refused.
@Suite("Engine and form ids")
struct RegistryIDTests {
  @Test("An engine is its id in JSON, both ways; an unknown id is refused")
  func engineCoding() throws {
    let data = try JSONEncoder().encode([SpringEngine.rebound, .exact, .uiKitAdditive])
    #expect(String(decoding: data, as: UTF8.self) == #"["rebound","exact","uiKitAdditive"]"#)
    #expect(try JSONDecoder().decode([SpringEngine].self, from: data) == [.rebound, .exact, .uiKitAdditive])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([SpringEngine].self, from: Data(#"["rebounce"]"#.utf8)) }
  }

  @Test("A spring form is its id in JSON, both ways; an unknown id is refused")
  func formCoding() throws {
    let data = try JSONEncoder().encode([SpringFormID.reboundOrigami])
    #expect(String(decoding: data, as: UTF8.self) == #"["reboundOrigami"]"#)
    #expect(try JSONDecoder().decode([SpringFormID].self, from: data) == [.reboundOrigami])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([SpringFormID].self, from: Data(#"["origami"]"#.utf8)) }
  }

  @Test("Ids are unique, each engine is its platform's, and every engine is listed once, exact first and UIKit's additive last")
  func idsAreOne() {
    let engines = SpringEngine.allCases.map(\.rawValue)
    #expect(Set(engines).count == engines.count)
    #expect(engines.first == "exact" && engines.last == "uiKitAdditive")
    for platform in Platform.all {
      if let engine = platform.engine { #expect(engine.platform == platform.id && engine.rawValue == platform.id.rawValue, "\(platform.id)") }
    }
    let forms = SpringFormID.allCases.map(\.rawValue)
    #expect(Set(forms).count == forms.count && forms.count == Platform.allForms.count)
    for id in SpringFormID.allCases { #expect(SpringFormID(rawValue: id.rawValue) == id) }
    #expect(SpringEngine(rawValue: "motion") == .motion && SpringEngine(rawValue: "Motion") == nil)
  }
}
