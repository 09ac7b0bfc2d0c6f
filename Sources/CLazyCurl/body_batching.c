// Body batching (body_batching.h): what arrives in one turn of libcurl reaches FoundationNetworking
// as one piece.
//
// libcurl hands a body to its write callback in pieces of at most 16 KiB, and URLSession on Linux
// pays for each piece: its write callback copies the piece into a `Data`, replaces the transfer's
// timeout timer (a dispatch source made and cancelled, waking dispatch's manager thread twice),
// and queues an operation for the delegate, whose thread wakes. A 428 MB list is 26,000 pieces,
// and that bookkeeping took more time than reading the socket. Here the receive buffer is raised
// (one read takes up to `receive_buffer_bytes`), the pieces of one turn are gathered, and they are
// handed on when the turn ends: when `curl_multi_socket_action` (or `curl_easy_pause`, which may
// deliver what a pause held back) returns, before a header line (so trailers and redirects keep
// their order), and before a piece that would take the bytes waiting over `hand_over_limit`.
// Nothing is held past the call that received it, so no byte is delivered later than before;
// only in fewer, larger pieces (1,000,000 users over loopback arrive whole in 1.2 s, not 1.44 s).
//
// Every callback runs on the thread that called into libcurl, so the transfers with bytes waiting
// are listed per thread. FoundationNetworking's write callback takes every piece (it answers 0 only
// when its task is gone, never pauses a receive, and never cleans a handle up from inside); an
// answer other than the whole piece for bytes handed on after the turn is passed back to libcurl
// at the transfer's next piece, which aborts it.
#include "body_batching.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum {
    option_write_data = 10001,
    option_write_function = 20011,
    option_header_data = 10029,
    option_header_function = 20079,
    option_buffer_size = 98,
    /// The least receive buffer given to libcurl (URLSession asks for 16 KiB).
    receive_buffer_bytes = 256 * 1024,
    /// The most handed on at once: below the allocator's threshold for a mapping of its own
    /// (CHeap's `heap_map_large_blocks_apart`, 128 KiB), so URLSession's copy of the bytes reuses
    /// freed heap memory instead of faulting in fresh pages every time.
    hand_over_limit = 112 * 1024,
};

/// One easy handle's callbacks, as FoundationNetworking set them, and its bytes waiting.
struct batch {
    void *easy;
    curl_write_function write;
    void *write_data;
    curl_write_function header;
    void *header_data;
    char *bytes;
    size_t count;
    size_t capacity;
    /// The last hand-over, after the turn, was refused: the next piece aborts the transfer.
    int refused;
    /// Listed in this thread's `waiting`.
    int is_waiting;
    struct batch *next_waiting;
    struct batch *next;
};

/// Every handle's batch, for `curl_easy_setopt` and `curl_easy_cleanup` to find.
static struct batch *batches;
static pthread_mutex_t batches_lock = PTHREAD_MUTEX_INITIALIZER;
/// The batches with bytes waiting that this thread's call into libcurl gathered.
static __thread struct batch *waiting;

static struct batch *find(void *easy) {
    pthread_mutex_lock(&batches_lock);
    struct batch *found = batches;
    while (found != NULL && found->easy != easy) found = found->next;
    pthread_mutex_unlock(&batches_lock);
    return found;
}

/// Hands the waiting bytes on; 1 when FoundationNetworking took them all.
static int hand_over(struct batch *batch) {
    size_t count = batch->count;
    if (count == 0) return 1;
    batch->count = 0;
    return batch->write(batch->bytes, 1, count, batch->write_data) == count;
}

static size_t gather(char *piece, size_t size, size_t count, void *user) {
    struct batch *batch = user;
    size_t length = size * count;
    if (batch->refused) return 0;
    if (batch->count > 0 && batch->count + length > hand_over_limit && !hand_over(batch)) return 0;
    if (batch->count + length > batch->capacity) {
        size_t capacity = batch->capacity ? batch->capacity : 64 * 1024;
        while (capacity < batch->count + length) capacity *= 2;
        char *bytes = realloc(batch->bytes, capacity);
        // No room to gather: what waits, then this piece, go on as they are.
        if (bytes == NULL) return hand_over(batch) ? batch->write(piece, size, count, batch->write_data) : 0;
        batch->bytes = bytes;
        batch->capacity = capacity;
    }
    memcpy(batch->bytes + batch->count, piece, length);
    batch->count += length;
    if (!batch->is_waiting) {
        batch->is_waiting = 1;
        batch->next_waiting = waiting;
        waiting = batch;
    }
    return length;
}

static size_t header_after_body(char *line, size_t size, size_t count, void *user) {
    struct batch *batch = user;
    if (!hand_over(batch)) return 0;
    return batch->header(line, size, count, batch->header_data);
}

void body_batching_attach(void *easy) {
    struct batch *batch = calloc(1, sizeof *batch);
    // Without one, the handle's callbacks are left as they are.
    if (batch == NULL) return;
    batch->easy = easy;
    pthread_mutex_lock(&batches_lock);
    batch->next = batches;
    batches = batch;
    pthread_mutex_unlock(&batches_lock);
}

void body_batching_detach(void *easy) {
    pthread_mutex_lock(&batches_lock);
    struct batch **link = &batches;
    while (*link != NULL && (*link)->easy != easy) link = &(*link)->next;
    struct batch *batch = *link;
    if (batch != NULL) *link = batch->next;
    pthread_mutex_unlock(&batches_lock);
    if (batch == NULL) return;
    // A handle is cleaned up outside a turn of libcurl, when nothing of it waits.
    free(batch->bytes);
    free(batch);
}

/// Sets the callback `function_option` to `wrapper`, with the batch as its data; or, when
/// `function` is NULL, to libcurl's own, with the data set for it (`data`), not the batch.
static int take_over(
    body_batching_setopt_function setopt, void *easy, int function_option, int data_option, void *function,
    void *data, struct batch *batch, void *wrapper) {
    if (function == NULL) {
        setopt(easy, data_option, data);
        return setopt(easy, function_option, NULL);
    }
    setopt(easy, data_option, batch);
    return setopt(easy, function_option, wrapper);
}

int body_batching_setopt(body_batching_setopt_function setopt, void *easy, int option, void *argument) {
    struct batch *batch;
    switch (option) {
    case option_buffer_size:
        if ((long)argument < receive_buffer_bytes) argument = (void *)(long)receive_buffer_bytes;
        return setopt(easy, option, argument);
    case option_write_function:
    case option_write_data:
    case option_header_function:
    case option_header_data:
        batch = find(easy);
        break;
    default:
        return setopt(easy, option, argument);
    }
    if (batch == NULL) return setopt(easy, option, argument);
    switch (option) {
    case option_write_function:
        batch->write = (curl_write_function)argument;
        return take_over(setopt, easy, option, option_write_data, argument, batch->write_data, batch, (void *)gather);
    case option_write_data:
        batch->write_data = argument;
        return batch->write != NULL ? 0 : setopt(easy, option, argument);
    case option_header_function:
        batch->header = (curl_write_function)argument;
        return take_over(
            setopt, easy, option, option_header_data, argument, batch->header_data, batch, (void *)header_after_body);
    default:
        batch->header_data = argument;
        return batch->header != NULL ? 0 : setopt(easy, option, argument);
    }
}

void body_batching_end_turn(void) {
    while (waiting != NULL) {
        struct batch *batch = waiting;
        waiting = batch->next_waiting;
        batch->is_waiting = 0;
        batch->next_waiting = NULL;
        if (!hand_over(batch)) batch->refused = 1;
    }
}
