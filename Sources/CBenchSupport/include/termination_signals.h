#ifndef PIN_TERMINATION_SIGNALS_H
#define PIN_TERMINATION_SIGNALS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Installs a handler for SIGINT, SIGTERM and SIGHUP that only writes the signal's number, one byte,
/// to `descriptor` (the write end of a pipe that a thread reads: the handler itself does nothing else,
/// so it stays async-signal-safe), and ignores SIGPIPE, so that a write to a closed pipe returns EPIPE.
/// Handlers are reset to the default in an exec'ed child; an ignored SIGPIPE is not (children are
/// spawned with it reset). Returns 0, or -1 with errno when a handler cannot be installed.
int pin_forward_termination_signals(int descriptor);

#ifdef __cplusplus
}
#endif

#endif
