// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one folder the tests of a run write their files in: a fresh folder
/// under the system's temporary folder, made on first use and removed with
/// everything in it when the test process exits, so that no run leaves
/// files behind (a test that stops half-way, a file a suite shares). Names
/// in it are unique, so tests running in parallel never meet.
enum Scratch {
  /// The folder, made on first use.
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curvetool-tests-\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { Scratch.removeFolder() }
    return url
  }()

  /// A unique name in the folder ending in `name`: `UUID-name`.
  static func url(_ name: String) -> URL {
    folder.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  /// The path of ``url(_:)``.
  static func path(_ name: String) -> String { url(name).path }

  private static func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }
}
