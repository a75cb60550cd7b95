// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files being written, removed if the process is ended by a
/// signal whose default action ends it (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF) or its standard output's
/// reader goes away (SIGPIPE) before they are renamed into place.
///
/// SIGXFSZ (a write past `ulimit -f`) is ignored instead, so the write fails
/// with EFBIG and the command reports it like any other failed write: the
/// temporary removed, one line naming the option, exit 74 (docs/cli.md
/// §Output files).
///
/// The signal handler only calls `unlink`, which is async-signal-safe, on
/// paths kept as C strings in a fixed table; then it restores the default
/// action and raises the signal again, so the exit status is the usual one
/// (130 for SIGINT, 143 for SIGTERM, 141 for SIGPIPE, 138 for SIGUSR1). The handlers are
/// installed whatever the parent left: a SIGPIPE it ignored would have
/// turned `| head` into an error and exit 74.
enum TemporaryFiles {
  private static let capacity = 64
  nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let t = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    t.initialize(repeating: nil, count: capacity)
    return t
  }()
  nonisolated(unsafe) private static var lock = pthread_mutex_t()
  nonisolated(unsafe) private static var serial = 0
  private static let lockReady: Bool = {
    pthread_mutex_init(&lock, nil)
    return true
  }()

  /// A number unique within this process, for temporary names.
  static func nextSerial() -> Int {
    locked {
      serial += 1
      return serial
    }
  }

  static func register(_ path: String) {
    locked {
      for i in 0..<capacity where table[i] == nil {
        table[i] = strdup(path)
        return
      }
    }
  }

  static func unregister(_ path: String) {
    locked {
      for i in 0..<capacity {
        if let p = table[i], String(cString: p) == path {
          table[i] = nil
          free(p)
          return
        }
      }
    }
  }

  /// The signals that end the process by default and are caught to remove
  /// the temporaries first.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
  ]

  /// Installs the handlers; called once by the process entry point.
  static func installSignalHandlers() {
    _ = table
    // A parent may have left them blocked (threads of test runners do);
    // they must reach the handler.
    var set = sigset_t()
    sigemptyset(&set)
    for sig in endingSignals { sigaddset(&set, sig) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    signal(SIGXFSZ, SIG_IGN)
    for sig in endingSignals {
      signal(sig) { received in
        for i in 0..<TemporaryFiles.capacity {
          if let p = TemporaryFiles.table[i] { unlink(p) }
        }
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  private static func locked<T>(_ body: () -> T) -> T {
    _ = lockReady
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return body()
  }
}
