// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A value bound to the calling thread for the duration of a body, as the
/// fit's progress handler and iteration budget are: fits that run at the
/// same time on other threads (``ModelSelection``'s candidates, parallel
/// tests) see their own binding or none. A task-local value would serve
/// tasks, but pushing one on a thread outside any task, as the command
/// line's main thread is, crashes.
struct ThreadBinding<Value>: Sendable {
  /// The thread dictionary's key, unique per binding.
  let key: String

  /// A value (or an explicit `nil`) as the thread's dictionary holds it.
  private final class Box {
    let value: Value?
    init(_ value: Value?) { self.value = value }
  }

  /// The value bound on this thread; `nil` when none is (or `nil` is).
  var current: Value? { (Thread.current.threadDictionary[key] as? Box)?.value }

  /// Runs `body` with `value` bound on this thread, `nil` included (which
  /// hides any binding around it), then restores what was there.
  func bound<R, E: Error>(_ value: Value?, _ body: () throws(E) -> R) throws(E) -> R {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[key]
    dictionary[key] = Box(value)
    defer {
      if let previous { dictionary[key] = previous } else { dictionary.removeObject(forKey: key) }
    }
    return try body()
  }
}
