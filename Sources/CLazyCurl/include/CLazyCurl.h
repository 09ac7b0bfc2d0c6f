// CLazyCurl: the libcurl functions FoundationNetworking calls, defined here so the binary does not
// load libcurl (and the thirty libraries it needs) at start-up. The first call loads libcurl.so.4
// with dlopen and forwards every call to it from then on.
#ifndef CLAZYCURL_H
#define CLAZYCURL_H

/// Whether libcurl has been loaded yet (1) or not (0); nothing is loaded by asking.
int lazy_curl_is_loaded(void);

#endif
