import Foundation

/// A child in its own process group, registered with `ProcessCleanup`: the one way pin-bench starts
/// one; stopping it stops its group.
package final class ChildProcess {
    /// The child's stdin: /dev/null, or a pipe this process writes (`input`).
    package enum Input { case nothing, pipe }
    /// One of the child's output streams: this process's own, /dev/null, or a pipe this process reads.
    package enum Output { case inherited, discarded, pipe }

    /// How long a child has between SIGTERM and SIGKILL.
    package static let gracePeriod = Duration.seconds(5)

    package let pid: pid_t
    /// This process's ends of the piped streams.
    package private(set) var input: Int32?
    package let output: Int32?
    package let errors: Int32?
    private var end: End?

    /// Starts `executable`; throws when it cannot start.
    package init(_ executable: String, _ arguments: [String], environment: [String: String],
         input: Input = .nothing, output: Output = .inherited, errors: Output = .inherited) throws(ChildStartError) {
        var spawned: Result<Spawned, ChildStartError>?
        ProcessCleanup.add {
            spawned = Self.spawn(executable, arguments, environment, input, output, errors)
            return (try? spawned?.get()).map { .group($0.pid) }
        }
        let child = try spawned!.get()
        pid = child.pid
        self.input = child.input
        self.output = child.output
        self.errors = child.errors
    }

    deinit {
        if end == nil { _ = stop() }
        [input, output, errors].compactMap { $0 }.forEach { close($0) }
    }

    /// Closes this process's end of the child's stdin: the child reads the end of its input.
    package func closeInput() {
        if let input { close(input) }
        input = nil
    }

    /// Waits until `deadline` (nil: forever), calling `idle` between looks.
    package func wait(until deadline: ContinuousClock.Instant?, idle: (Duration) -> Void = { ChildProcess.sleep($0) }) -> End? {
        var pause = Duration.milliseconds(1)
        while true {
            if let end = reap() { return end }
            let now = ContinuousClock.now
            if let deadline, now >= deadline { return nil }
            idle(deadline.map { min(pause, $0 - now) } ?? pause)
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    /// Stops the child's group: SIGTERM, then SIGKILL after `gracePeriod`; the child's end.
    package func stop() -> End {
        if let end { return end }
        Self.terminate(pid)
        if let end = wait(until: .now + Self.gracePeriod) { return end }
        killpg(pid, SIGKILL)
        return wait(until: nil)!
    }

    /// Stops several groups: SIGTERM, then SIGKILL after `gracePeriod` or once leaders end.
    static func stopGroups(_ leaders: [pid_t]) {
        leaders.forEach(terminate)
        let deadline = ContinuousClock.now + gracePeriod
        var running = leaders
        while !running.isEmpty && ContinuousClock.now < deadline {
            // Reaped here, or (-1, ECHILD) by the thread that waits for it.
            running.removeAll { waitpid($0, nil, WNOHANG) != 0 }
            if !running.isEmpty { sleep(.milliseconds(10)) }
        }
        for leader in leaders { killpg(leader, SIGKILL) }
        for leader in running { while waitpid(leader, nil, 0) < 0 && errno == EINTR {} }
    }

    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&time, &left) < 0 && errno == EINTR { time = left }
    }

    /// SIGTERM to the group, and SIGCONT so that a stopped member gets it.
    private static func terminate(_ leader: pid_t) {
        killpg(leader, SIGTERM)
        killpg(leader, SIGCONT)
    }

    /// The child's end if it has ended, reaping it and killing what of its group outlived it.
    private func reap() -> End? {
        if let end { return end }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == 0 || (reaped < 0 && errno == EINTR) { return nil }
        guard reaped == pid else {
            ProcessCleanup.waitIfEnding()  // the cleanup reaped it
            preconditionFailure("child \(pid) was reaped elsewhere: \(String(cString: strerror(errno)))")
        }
        killpg(pid, SIGKILL)
        ProcessCleanup.remove(.group(pid))
        ProcessCleanup.waitIfEnding()
        let ended = End(waitStatus: status)
        end = ended
        return ended
    }

    private struct Spawned {
        var pid: pid_t
        var input, output, errors: Int32?
    }

    private static func spawn(_ executable: String, _ arguments: [String], _ environment: [String: String],
                              _ input: Input, _ output: Output, _ errors: Output) -> Result<Spawned, ChildStartError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var childEnds: [Int32] = []
        defer { childEnds.forEach { close($0) } }
        var spawned = Spawned(pid: 0)
        switch input {
        case .nothing:
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        case .pipe:
            guard let (read, write) = pipeEnds() else { return .failure(ChildStartError(executable, errno)) }
            posix_spawn_file_actions_adddup2(&actions, read, STDIN_FILENO)
            childEnds.append(read)
            spawned.input = write
        }
        for (stream, descriptor) in [(output, STDOUT_FILENO), (errors, STDERR_FILENO)] {
            switch stream {
            case .inherited:
                break
            case .discarded:
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .pipe:
                guard let (read, write) = pipeEnds() else { return .failure(ChildStartError(executable, errno)) }
                posix_spawn_file_actions_adddup2(&actions, write, descriptor)
                childEnds.append(write)
                if descriptor == STDOUT_FILENO { spawned.output = read } else { spawned.errors = read }
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = ParentWatch.naming(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let failure = posix_spawn(&spawned.pid, executable, &actions, &attributes, argv, envp)
        guard failure == 0 else {
            [spawned.input, spawned.output, spawned.errors].compactMap { $0 }.forEach { close($0) }
            return .failure(ChildStartError(executable, failure))
        }
        return .success(spawned)
    }

    /// A pipe whose ends are closed on exec (the child gets only the end duplicated onto its stream).
    private static func pipeEnds() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}

/// A child process could not be started; the text says why.
package struct ChildStartError: Error, CustomStringConvertible {
    package let executable: String
    /// strerror's text: "No such file or directory".
    package let reason: String

    init(_ executable: String, _ code: Int32) {
        self.executable = executable
        reason = String(cString: strerror(code))
    }

    package var description: String { "cannot start \(executable): \(reason)" }
}
