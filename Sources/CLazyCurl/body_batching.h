// Body batching: the pieces of a response body libcurl receives in one turn handed to
// FoundationNetworking as one (body_batching.c). Called by the forwarding definitions of
// lazy_curl.c; private to the CLazyCurl target.
#ifndef BODY_BATCHING_H
#define BODY_BATCHING_H

#include <stddef.h>

/// A write or header callback, as libcurl calls it.
typedef size_t (*curl_write_function)(char *piece, size_t size, size_t count, void *user);
/// libcurl's `curl_easy_setopt`.
typedef int (*body_batching_setopt_function)(void *easy, int option, ...);

/// Starts batching for `easy`, a handle `curl_easy_init` has just made.
void body_batching_attach(void *easy);

/// Ends batching for `easy`, before `curl_easy_cleanup` frees it.
void body_batching_detach(void *easy);

/// `curl_easy_setopt` through `setopt`, with the write and header callbacks (and their data)
/// taken over and the receive buffer raised.
int body_batching_setopt(body_batching_setopt_function setopt, void *easy, int option, void *argument);

/// Hands on the bytes gathered on this thread; called when a call into libcurl that may receive
/// them returns.
void body_batching_end_turn(void);

#endif
