// steady_http: an HTTP/1.1 server over libmicrohttpd, reduced to what a JSON
// service needs: one handler called once per request with the whole body.
//
// Objects:
//   steady_http_server    a listening server. Created by steady_http_server_start,
//                         ended by steady_http_server_stop (which frees it).
//   steady_http_exchange  one request and its response, valid only during the
//                         handler call that receives it.
//
// Every connection has a thread of its own, so a request is never queued
// behind another connection's work: the handler runs on many threads at once
// and must be thread-safe, and how much work runs at once is the handler's to
// bound. The shim keeps no policy: routing, limits on work and the JSON of
// every answer are the handler's. The shim reads bodies up to max_body_bytes,
// says when a body was longer (the handler answers 413), and says when a
// request breaks HTTP/1.1's framing rules the handler must answer 400 for.
#ifndef STEADY_HTTP_H
#define STEADY_HTTP_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct steady_http_server steady_http_server;
typedef struct steady_http_exchange steady_http_exchange;

typedef void (*steady_http_handler)(void *context, steady_http_exchange *exchange);

/// What a server is started with; every field is read once, at start.
typedef struct steady_http_config {
    /// An IPv4 or IPv6 address or a host name ("127.0.0.1", "::1", "localhost")
    /// to listen on; a name listens on the first address it resolves to.
    const char *host;
    /// The TCP port; 0 picks a free one (steady_http_server_port tells which).
    /// A port another socket listens on is refused.
    uint16_t port;
    /// The longest body read; a longer one is not kept (body_exceeds_limit).
    size_t max_body_bytes;
    /// Seconds a connection may stay idle (a slow or silent client) before it is closed.
    unsigned idle_timeout_seconds;
    /// Connections open at once (each with its thread); more are refused at accept.
    unsigned max_connections;
} steady_http_config;

/// Starts listening. Returns NULL and writes why into `error` (at most
/// `error_size` bytes, NUL-terminated) when the address is bad or taken.
steady_http_server *steady_http_server_start(const steady_http_config *config,
                                             steady_http_handler handler, void *context,
                                             char *error, size_t error_size);

/// The port the server listens on (the picked one when started with port 0).
uint16_t steady_http_server_port(const steady_http_server *server);

/// Stops taking connections (one that arrives now is closed at once), waits up
/// to `grace_seconds` for the requests being read or answered to be answered
/// (and for 100 ms in which no connection or request starts or ends, so that a
/// connection accepted just before is read too), then closes every connection,
/// stops the threads and frees the server. NULL is harmless.
void steady_http_server_stop(steady_http_server *server, unsigned grace_seconds);

/// The request's method ("GET", "POST", ...), NUL-terminated.
const char *steady_http_exchange_method(const steady_http_exchange *exchange);
/// The request's path as sent, percent escapes not decoded, without the query
/// string; NUL-terminated.
const char *steady_http_exchange_path(const steady_http_exchange *exchange);
/// A request header's value (the first, when sent more than once), or NULL.
const char *steady_http_exchange_header(const steady_http_exchange *exchange, const char *name);
/// The body's bytes (not NUL-terminated) and their count in *length.
const uint8_t *steady_http_exchange_body(const steady_http_exchange *exchange, size_t *length);
/// 1 when the body was longer than max_body_bytes (the body is then empty).
int steady_http_exchange_body_exceeds_limit(const steady_http_exchange *exchange);
/// Why the request breaks HTTP/1.1's rules (RFC 9112: no Host header, more
/// than one, a version other than 1.0 or 1.1), or NULL when it does not. Such
/// a request has no body read, and its connection closes after the answer.
const char *steady_http_exchange_protocol_error(const steady_http_exchange *exchange);

/// Sets the response. `body` is copied. The last call wins; without one the
/// answer is 500.
void steady_http_exchange_respond(steady_http_exchange *exchange, unsigned status,
                                  const char *content_type, const uint8_t *body, size_t length);

/// Writes up to `capacity` bytes of a streamed body into `buffer` and returns
/// how many (at least 1), 0 when the body is complete, or -1 to break the
/// connection off. Called on the connection's thread as the client reads.
typedef ssize_t (*steady_http_reader)(void *context, uint8_t *buffer, size_t capacity);

/// Sets a response whose body is produced as it is sent (chunked), so that
/// an answer is never held whole: `read` is called until it returns 0 or -1,
/// then `release(context)` once, also when the answer is never sent.
void steady_http_exchange_respond_stream(steady_http_exchange *exchange, unsigned status,
                                         const char *content_type, steady_http_reader read,
                                         void *context, void (*release)(void *context));

/// Sets a response whose body is the `size` bytes of the regular file open as
/// `descriptor`, sent from the file. The descriptor is the response's: it is
/// closed when the answer is done, also when it is never sent.
void steady_http_exchange_respond_file(steady_http_exchange *exchange, unsigned status,
                                       const char *content_type, int descriptor, uint64_t size);

/// Adds a header to the response set last (`Allow` for a 405, CORS headers).
/// Both strings are copied. Without a response it does nothing.
void steady_http_exchange_add_header(steady_http_exchange *exchange, const char *name, const char *value);

/// libmicrohttpd's version as it reports itself at run time ("0.9.75").
const char *steady_http_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
