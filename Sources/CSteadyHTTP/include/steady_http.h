// steady_http: an HTTP/1.1 server over libmicrohttpd, reduced to what a JSON
// service needs: one handler called once per request with the whole body.
//
// Objects:
//   steady_http_server    a listening server with its own thread pool. Created
//                         by steady_http_server_start, ended by
//                         steady_http_server_stop (which frees it).
//   steady_http_exchange  one request and its response, valid only during the
//                         handler call that receives it.
//
// The handler runs on the server's threads, several at once: it must be
// thread-safe. The shim keeps no policy: routing, limits on messages and the
// JSON of every answer are the handler's. The shim only reads bodies up to
// max_body_bytes and says when a body was longer (the handler answers 413).
#ifndef STEADY_HTTP_H
#define STEADY_HTTP_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct steady_http_server steady_http_server;
typedef struct steady_http_exchange steady_http_exchange;

typedef void (*steady_http_handler)(void *context, steady_http_exchange *exchange);

/// What a server is started with; every field is read once, at start.
typedef struct steady_http_config {
    /// A numeric IPv4 or IPv6 address to listen on ("127.0.0.1", "::1", "0.0.0.0").
    const char *host;
    /// The TCP port; 0 picks a free one (steady_http_server_port tells which).
    uint16_t port;
    /// Threads that accept, read and handle requests (at least 1).
    unsigned threads;
    /// The longest body read; a longer one is not kept (body_exceeds_limit).
    size_t max_body_bytes;
    /// Seconds a connection may stay idle (a slow or silent client) before it is closed.
    unsigned idle_timeout_seconds;
    /// Connections open at once; more are refused at accept.
    unsigned max_connections;
} steady_http_config;

/// Starts listening. Returns NULL and writes why into `error` (at most
/// `error_size` bytes, NUL-terminated) when the address is bad or taken.
steady_http_server *steady_http_server_start(const steady_http_config *config,
                                             steady_http_handler handler, void *context,
                                             char *error, size_t error_size);

/// The port the server listens on (the picked one when started with port 0).
uint16_t steady_http_server_port(const steady_http_server *server);

/// Stops accepting connections, waits up to `grace_seconds` for the requests
/// being read or handled to be answered (and for 100 ms in which no connection
/// or request starts or ends, so that a connection accepted just before is
/// read too), then closes every connection, stops the threads and frees the
/// server. NULL is harmless.
void steady_http_server_stop(steady_http_server *server, unsigned grace_seconds);

/// The request's method ("GET", "POST", ...), NUL-terminated.
const char *steady_http_exchange_method(const steady_http_exchange *exchange);
/// The request's path, without the query string, NUL-terminated.
const char *steady_http_exchange_path(const steady_http_exchange *exchange);
/// The body's bytes (not NUL-terminated) and their count in *length.
const uint8_t *steady_http_exchange_body(const steady_http_exchange *exchange, size_t *length);
/// 1 when the body was longer than max_body_bytes (the body is then empty).
int steady_http_exchange_body_exceeds_limit(const steady_http_exchange *exchange);

/// Sets the response. `body` is copied. The last call wins; without one the
/// answer is 500.
void steady_http_exchange_respond(steady_http_exchange *exchange, unsigned status,
                                  const char *content_type, const uint8_t *body, size_t length);

/// Adds a header to the response set last (`Allow` for a 405, `Warning`).
/// Both strings are copied. Without a response it does nothing.
void steady_http_exchange_add_header(steady_http_exchange *exchange, const char *name, const char *value);

#ifdef __cplusplus
}
#endif

#endif
