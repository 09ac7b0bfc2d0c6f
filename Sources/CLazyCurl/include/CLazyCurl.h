// CLazyCurl: the libcurl functions FoundationNetworking calls, defined here so the binary does not
// load libcurl (and the thirty libraries it needs) at start-up. The first call loads libcurl.so.4
// with dlopen and forwards every call to it from then on.
#ifndef CLAZYCURL_H
#define CLAZYCURL_H

// Nothing to declare: the definitions replace libcurl's own, which FoundationNetworking calls.

#endif
