"""Running one child at a time from the benchmark scripts, and stopping it cleanly: on Ctrl-C or
SIGTERM the running child gets SIGINT (pin-bench ends its own children and temporary files on it),
then SIGKILL, before the script gives up; a child that fails ends the script with its command."""
import shlex, signal, subprocess, sys


def run(command, script, cwd=None):
    """Runs `command` in the foreground, in `cwd`; exits with `script`'s name and the command when it fails."""
    print("$ " + shlex.join(command), file=sys.stderr, flush=True)
    child = subprocess.Popen(command, cwd=cwd)
    try:
        status = child.wait()
    except BaseException:
        stop(child)
        raise
    if status != 0:
        sys.exit(f"{script}: {shlex.join(command)} exited {status}")


def stop(child):
    """Ends `child` (SIGINT first, as a terminal's Ctrl-C, then SIGKILL) and waits for it."""
    for sig, seconds in ((signal.SIGINT, 30), (signal.SIGKILL, 10)):
        if child.poll() is not None:
            return
        child.send_signal(sig)
        try:
            child.wait(seconds)
        except subprocess.TimeoutExpired:
            pass


def stop_on_sigterm():
    """Makes SIGTERM end the script as Ctrl-C does, so that `run` stops its child first."""
    def interrupted(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, interrupted)
