import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The system calls an example may not make, as the classic BPF program bubblewrap loads (`--seccomp FD`):
/// they fail with `EPERM`, every other one is allowed.
///
/// Denied: mounting and namespaces (`mount`, `umount2`, `pivot_root`, the new mount API, `unshare`,
/// `setns`, and `clone` with a namespace flag), `ptrace`, the kernel keyring, `bpf`, `perf_event_open`,
/// `userfaultfd`, `io_uring` (it makes system calls of its own), modules, `kexec`, `reboot`, swap, clocks,
/// host names, `open_by_handle_at`, `fanotify_init`, and `socket(AF_UNIX, …)`: a Unix socket file the jail
/// shows (in the project, say) would reach a host process through the network namespace; `socketpair`
/// stays allowed. `clone3` fails with `ENOSYS`, so that the C library falls back to `clone`, whose flags
/// the filter can see. A system call of another architecture (x86_64's i386 and x32 ones) fails too.
enum SeccompFilter {
    /// A machine's system call numbers.
    struct Architecture {
        /// `AUDIT_ARCH_…`, as in `seccomp_data.arch`.
        var audit: UInt32
        var denied: [UInt32]
        var socket: UInt32
        var clone: UInt32
        var clone3: UInt32
        /// Numbers at or above this one are another ABI's (x86_64's x32).
        var foreignFrom: UInt32?
    }

    static let x86_64 = Architecture(
        audit: 0xC000_003E,
        denied: [
            101, 103, 134, 153, 155, 159, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 175, 176, 179, 180,
            212, 227, 246, 248, 249, 250, 272, 298, 300, 304, 305, 308, 313, 320, 321, 323, 425, 426, 427, 428, 429,
            430, 431, 432, 433, 442,
        ], socket: 41, clone: 56, clone3: 435, foreignFrom: 0x4000_0000)

    static let aarch64 = Architecture(
        audit: 0xC000_00B7,
        denied: [
            18, 39, 40, 41, 42, 58, 60, 89, 97, 104, 105, 106, 112, 116, 117, 142, 161, 162, 170, 171, 217, 218, 219,
            224, 225, 241, 262, 265, 266, 268, 273, 280, 282, 294, 425, 426, 427, 428, 429, 430, 431, 432, 433, 442,
        ], socket: 198, clone: 220, clone3: 435, foreignFrom: nil)

    /// This machine's, or nil where the filter is not written for it.
    static var native: Architecture? {
        #if arch(x86_64)
            return x86_64
        #elseif arch(arm64)
            return aarch64
        #else
            return nil
        #endif
    }

    /// `CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |
    /// CLONE_NEWNET`.
    static let namespaceFlags: UInt32 = 0x7E02_0000
    static let allow: UInt32 = 0x7FFF_0000
    static func error(_ code: Int32) -> UInt32 { 0x0005_0000 | UInt32(code) }

    /// One instruction; a jump's targets are labels, nil for the next instruction.
    private enum Instruction {
        case load(UInt32)
        case jump(UInt16, UInt32, then: String?, else: String?)
        case ret(UInt32)
        case label(String)
    }

    /// The program, as the bytes of its `struct sock_filter` array.
    static func program(for architecture: Architecture) -> [UInt8] {
        let (equal, atLeast, anyBit): (UInt16, UInt16, UInt16) = (0x15, 0x35, 0x45)
        // seccomp_data: nr at 0, arch at 4, the arguments' low 32 bits (little-endian) at 16 + 8 × n.
        var code: [Instruction] = [.load(4), .jump(equal, architecture.audit, then: nil, else: "deny"), .load(0)]
        if let foreign = architecture.foreignFrom { code.append(.jump(atLeast, foreign, then: "deny", else: nil)) }
        code += architecture.denied.map { .jump(equal, $0, then: "deny", else: nil) }
        code += [
            .jump(equal, architecture.clone3, then: "nosys", else: nil),
            .jump(equal, architecture.socket, then: "socket", else: nil),
            .jump(equal, architecture.clone, then: "clone", else: "allow"),
            .label("socket"), .load(16), .jump(equal, UInt32(AF_UNIX), then: "deny", else: "allow"),
            .label("clone"), .load(16), .jump(anyBit, namespaceFlags, then: "deny", else: "allow"),
            .label("allow"), .ret(allow),
            .label("deny"), .ret(error(EPERM)),
            .label("nosys"), .ret(error(ENOSYS)),
        ]
        var labels: [String: Int] = [:]
        var index = 0
        for instruction in code {
            if case .label(let name) = instruction { labels[name] = index } else { index += 1 }
        }
        var bytes: [UInt8] = []
        func emit(_ op: UInt16, _ jt: Int, _ jf: Int, _ k: UInt32) {
            bytes += [UInt8(op & 0xff), UInt8(op >> 8), UInt8(jt), UInt8(jf)]
            bytes += (0..<4).map { UInt8((k >> (8 * $0)) & 0xff) }
        }
        index = 0
        for instruction in code {
            func offset(_ label: String?) -> Int { label.map { labels[$0]! - index - 1 } ?? 0 }
            switch instruction {
            case .label: continue
            case .load(let at): emit(0x20, 0, 0, at)
            case .jump(let op, let k, let then, let otherwise): emit(op, offset(then), offset(otherwise), k)
            case .ret(let value): emit(0x06, 0, 0, value)
            }
            index += 1
        }
        return bytes
    }

    /// The read end of a pipe holding this machine's program (bwrap reads it to its end), or nil where
    /// there is no program for this machine.
    static func descriptor() throws -> Int32? {
        guard let architecture = native else { return nil }
        let program = Self.program(for: architecture)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Subprocess.LaunchError(command: "bwrap", code: errno) }
        defer { close(ends[1]) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        // A few hundred bytes: far less than a pipe holds, so the write does not wait for a reader.
        let written = program.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        guard written == program.count else {
            close(ends[0])
            throw Subprocess.LaunchError(command: "bwrap", code: EIO)
        }
        return ends[0]
    }
}
