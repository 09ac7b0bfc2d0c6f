// The main dispatch queue served by the process's own main thread: libdispatch's run-loop hooks
// (the ones Foundation's RunLoop uses), so a loop that waits in poll(2) can drain the queue itself.
//
// These hooks are libdispatch's on Linux, where the main queue's handle is an eventfd that poll(2)
// can wait on. Darwin's libdispatch offers a Mach port instead, which poll(2) cannot wait on, so
// the package builds on Linux only (README, Platforms) and says so here rather than at link time.
#include "CNcurses.h"

#if !defined(__linux__)
#error "users-tui builds on Linux only: MainThreadLoop needs libdispatch's Linux main-queue hooks (an eventfd to poll)"
#endif

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int cn_main_queue_handle(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void cn_drain_main_queue(void) {
    _dispatch_main_queue_callback_4CF(0);
}
