#include "termination_signals.h"
#include <errno.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t forwarding_descriptor = -1;

static void forward_signal(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    (void)write(forwarding_descriptor, &byte, 1);
    errno = saved;
}

int pin_forward_termination_signals(int descriptor) {
    forwarding_descriptor = descriptor;
    struct sigaction action = {0};
    action.sa_handler = forward_signal;
    action.sa_flags = SA_RESTART;
    sigfillset(&action.sa_mask);
    const int numbers[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned index = 0; index < sizeof numbers / sizeof numbers[0]; index++) {
        if (sigaction(numbers[index], &action, NULL) != 0) return -1;
    }
    struct sigaction ignore = {0};
    ignore.sa_handler = SIG_IGN;
    return sigaction(SIGPIPE, &ignore, NULL);
}
