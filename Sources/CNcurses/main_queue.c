// The main dispatch queue served by the process's own main thread: libdispatch's run-loop hooks
// (the ones Foundation's RunLoop uses), so a loop that waits in poll(2) can drain the queue itself.
#include "CNcurses.h"

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int cn_main_queue_handle(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void cn_drain_main_queue(void) {
    _dispatch_main_queue_callback_4CF(0);
}
