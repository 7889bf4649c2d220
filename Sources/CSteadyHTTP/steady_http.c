// steady_http over libmicrohttpd: see include/steady_http.h.
//
// One request's life: libmicrohttpd calls on_request() once when the headers are
// in (the request is then in flight), again for each piece of the body, and a
// last time with no data; that last call hands the whole body to the handler
// and queues its answer. completed() ends the request.
//
// Stopping never calls MHD_quiesce_daemon: with internal threads it races the
// threads for the listening socket (libmicrohttpd panics, "Failed to remove
// listen FD from epoll set", and aborts the process). Instead the accept policy
// closes every connection that arrives once draining has begun, and
// MHD_stop_daemon, which owns the listening socket, closes it.
#include "steady_http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

struct steady_http_server {
    struct MHD_Daemon *daemon;
    steady_http_handler handler;
    void *context;
    size_t max_body_bytes;
    uint16_t port;
    atomic_uint in_flight;
    // When a connection last opened or a request last began or ended (CLOCK_MONOTONIC, ns):
    // a stop waits for a quiet moment, so a connection just accepted has its request read.
    atomic_llong last_activity;
    // Set once stopping begins: new connections are closed at accept, and
    // answers close their connection, so that a client on a kept-alive
    // connection cannot hold the drain open.
    atomic_int draining;
};

struct steady_http_exchange {
    struct MHD_Connection *connection;
    const char *method;
    const char *path;
    const uint8_t *body;
    size_t body_length;
    int body_exceeds_limit;
    const char *protocol_error;
    struct MHD_Response *response;
    unsigned status;
};

// A request between its request line and its end.
typedef struct request_state {
    uint8_t *body;
    size_t length;
    size_t capacity;
    int exceeds_limit;
    // The target as the request line gave it, and its length up to the first NUL.
    const char *target;
    size_t target_length;
    int begun;
} request_state;

// A streamed body's source, freed with its response.
typedef struct stream_source {
    steady_http_reader read;
    void *context;
    void (*release)(void *context);
} stream_source;

// What a streamed answer is written in: the size of each chunk asked for.
static const size_t stream_block_bytes = 64 * 1024;

static long long now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

// Past the limit (or out of memory) the body is not kept: what came is dropped,
// and the rest is read and discarded so the connection stays in step.
static void drop_body(request_state *state) {
    state->exceeds_limit = 1;
    free(state->body);
    state->body = NULL;
    state->length = 0;
    state->capacity = 0;
}

static void append_body(request_state *state, const char *data, size_t size, size_t limit) {
    if (state->exceeds_limit) return;
    if (size > limit - state->length) {
        drop_body(state);
        return;
    }
    if (state->length + size > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 4096;
        while (capacity < state->length + size) capacity *= 2;
        if (capacity > limit) capacity = limit;
        uint8_t *grown = realloc(state->body, capacity);
        if (!grown) {
            drop_body(state);
            return;
        }
        state->body = grown;
        state->capacity = capacity;
    }
    memcpy(state->body + state->length, data, size);
    state->length += size;
}

static enum MHD_Result count_host(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    (void)value;
    if (key && strcasecmp(key, MHD_HTTP_HEADER_HOST) == 0) ++*(unsigned *)cls;
    return MHD_YES;
}

// RFC 9112 §3.2: a 1.1 request has exactly one Host header, a 1.0 one at most
// one; a request line holds no NUL (§2.2).
static const char *protocol_error(struct MHD_Connection *connection, const request_state *state,
                                  const char *version) {
    int is_11 = version && strcmp(version, MHD_HTTP_VERSION_1_1) == 0;
    int is_10 = version && strcmp(version, MHD_HTTP_VERSION_1_0) == 0;
    if (!is_11 && !is_10) return "the request line has no HTTP/1.0 or HTTP/1.1 version";
    // libmicrohttpd 0.9.75 reads a target that holds a raw NUL as the part
    // before it (GET /healthz<NUL>junk is served as /healthz). It parses the
    // line in place and ends the target where the version begins, so a version
    // that begins past the target's end + 1 means a NUL cut the target short.
    if (state->target && version > state->target + state->target_length + 1)
        return "the request line holds a NUL";
    unsigned hosts = 0;
    MHD_get_connection_values(connection, MHD_HEADER_KIND, count_host, &hosts);
    if (hosts > 1) return "more than one Host header";
    if (hosts == 0 && is_11) return "no Host header (HTTP/1.1 requires one)";
    return NULL;
}

static enum MHD_Result answer(steady_http_server *server, struct MHD_Connection *connection,
                              const char *method, const char *url, request_state *state,
                              const char *problem) {
    steady_http_exchange exchange = {
        .connection = connection,
        .method = method,
        .path = url,
        .body = state->body ? state->body : (const uint8_t *)"",
        .body_length = state->length,
        .body_exceeds_limit = state->exceeds_limit,
        .protocol_error = problem,
        .response = NULL,
        .status = 500,
    };
    server->handler(server->context, &exchange);
    if (!exchange.response) {
        exchange.response = MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
        if (!exchange.response) return MHD_NO;
        exchange.status = 500;
    }
    if (problem || atomic_load(&server->draining)) {
        MHD_add_response_header(exchange.response, MHD_HTTP_HEADER_CONNECTION, "close");
    }
    enum MHD_Result queued = MHD_queue_response(connection, exchange.status, exchange.response);
    MHD_destroy_response(exchange.response);
    return queued;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                                  const char *method, const char *version, const char *upload_data,
                                  size_t *upload_data_size, void **request_cls) {
    steady_http_server *server = cls;
    request_state *state = *request_cls;
    if (!state) return MHD_NO;
    if (!state->begun) {
        state->begun = 1;
        const char *problem = protocol_error(connection, state, version);
        if (problem) return answer(server, connection, method, url, state, problem);
        // A declared length over the limit is answered at once, unread.
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND,
                                                           MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (declared) {
            char *end = NULL;
            unsigned long long length = strtoull(declared, &end, 10);
            if (end != declared && length > server->max_body_bytes) {
                state->exceeds_limit = 1;
                return answer(server, connection, method, url, state, NULL);
            }
        }
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        append_body(state, upload_data, *upload_data_size, server->max_body_bytes);
        *upload_data_size = 0;
        return MHD_YES;
    }
    return answer(server, connection, method, url, state, NULL);
}

// Called with the request line's target before it is parsed: the request
// begins here (it is then in flight), and its state is made.
static void *request_began(void *cls, const char *target, struct MHD_Connection *connection) {
    (void)connection;
    steady_http_server *server = cls;
    request_state *state = calloc(1, sizeof *state);
    if (!state) return NULL;
    state->target = target;
    state->target_length = target ? strlen(target) : 0;
    atomic_fetch_add(&server->in_flight, 1);
    atomic_store(&server->last_activity, now_ns());
    return state;
}

static void completed(void *cls, struct MHD_Connection *connection, void **request_cls,
                      enum MHD_RequestTerminationCode code) {
    (void)connection;
    (void)code;
    steady_http_server *server = cls;
    request_state *state = *request_cls;
    if (!state) return;
    free(state->body);
    free(state);
    *request_cls = NULL;
    atomic_store(&server->last_activity, now_ns());
    atomic_fetch_sub(&server->in_flight, 1);
}

static void connection_event(void *cls, struct MHD_Connection *connection, void **socket_context,
                             enum MHD_ConnectionNotificationCode code) {
    (void)connection;
    (void)socket_context;
    (void)code;
    steady_http_server *server = cls;
    atomic_store(&server->last_activity, now_ns());
}

static enum MHD_Result accept_policy(void *cls, const struct sockaddr *address, socklen_t length) {
    (void)address;
    (void)length;
    steady_http_server *server = cls;
    return atomic_load(&server->draining) ? MHD_NO : MHD_YES;
}

// The path as sent: escapes are the handler's to decode, so that an escaped
// NUL is seen (and refused) instead of cutting the path short.
static size_t keep_escapes(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    return strlen(text);
}

// Binds and listens on host:port. Returns the socket, or -1 with why in `error`.
static int open_listener(const char *host, uint16_t port, char *error, size_t error_size) {
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_ADDRCONFIG;
    struct addrinfo *found = NULL;
    int status = getaddrinfo(host, NULL, &hints, &found);
    if (status != 0 || !found) {
        snprintf(error, error_size, "not an address or a known host name (%s)", gai_strerror(status));
        return -1;
    }
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    memcpy(&address, found->ai_addr, found->ai_addrlen);
    socklen_t length = found->ai_addrlen;
    int family = found->ai_family;
    freeaddrinfo(found);
    if (family == AF_INET) ((struct sockaddr_in *)&address)->sin_port = htons(port);
    else if (family == AF_INET6) ((struct sockaddr_in6 *)&address)->sin6_port = htons(port);
    else {
        snprintf(error, error_size, "not an IPv4 or IPv6 address");
        return -1;
    }
    int listener = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener < 0) {
        snprintf(error, error_size, "socket: %s", strerror(errno));
        return -1;
    }
    // SO_REUSEADDR lets a restart bind past old connections in TIME_WAIT; without
    // SO_REUSEPORT a port that another socket listens on stays refused.
    int on = 1;
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (family == AF_INET6) setsockopt(listener, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on);
    if (bind(listener, (struct sockaddr *)&address, length) != 0 || listen(listener, 511) != 0) {
        int failure = errno;
        close(listener);
        if (failure == EADDRINUSE) snprintf(error, error_size, "the port is in use by another program");
        else if (failure == EADDRNOTAVAIL) snprintf(error, error_size, "the address is not this machine's");
        else snprintf(error, error_size, "%s", strerror(failure));
        return -1;
    }
    return listener;
}

steady_http_server *steady_http_server_start(const steady_http_config *config,
                                             steady_http_handler handler, void *context,
                                             char *error, size_t error_size) {
    int listener = open_listener(config->host, config->port, error, error_size);
    if (listener < 0) return NULL;
    steady_http_server *server = calloc(1, sizeof *server);
    if (!server) {
        close(listener);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    server->handler = handler;
    server->context = context;
    server->max_body_bytes = config->max_body_bytes;
    atomic_init(&server->in_flight, 0);
    atomic_init(&server->last_activity, now_ns());
    atomic_init(&server->draining, 0);
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_LISTEN_SOCKET, listener, NULL},
        {MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)request_began, server},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, server},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_event, server},
        {MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t)keep_escapes, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, config->idle_timeout_seconds, NULL},
        {MHD_OPTION_CONNECTION_LIMIT, config->max_connections, NULL},
        {MHD_OPTION_END, 0, NULL},
    };
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ITC;
    server->daemon = MHD_start_daemon(flags, 0, accept_policy, server, on_request, server,
                                      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (!server->daemon) {
        snprintf(error, error_size, "the HTTP server did not start");
        close(listener);
        free(server);
        return NULL;
    }
    struct sockaddr_storage bound;
    socklen_t bound_length = sizeof bound;
    getsockname(listener, (struct sockaddr *)&bound, &bound_length);
    server->port = bound.ss_family == AF_INET6 ? ntohs(((struct sockaddr_in6 *)&bound)->sin6_port)
                                               : ntohs(((struct sockaddr_in *)&bound)->sin_port);
    return server;
}

uint16_t steady_http_server_port(const steady_http_server *server) {
    return server->port;
}

void steady_http_server_stop(steady_http_server *server, unsigned grace_seconds) {
    if (!server) return;
    atomic_store(&server->draining, 1);
    // Until the grace runs out: wait for no request in flight and 100 ms with no
    // connection or request starting or ending, so that a request accepted just
    // before draining began is read and answered too.
    const long long quiet = 100LL * 1000 * 1000;
    const long long deadline = now_ns() + (long long)grace_seconds * 1000000000LL;
    struct timespec step = {.tv_sec = 0, .tv_nsec = 5 * 1000 * 1000};
    while (now_ns() < deadline) {
        if (atomic_load(&server->in_flight) == 0 && now_ns() - atomic_load(&server->last_activity) >= quiet) break;
        nanosleep(&step, NULL);
    }
    MHD_stop_daemon(server->daemon);
    free(server);
}

const char *steady_http_exchange_method(const steady_http_exchange *exchange) {
    return exchange->method;
}

const char *steady_http_exchange_path(const steady_http_exchange *exchange) {
    return exchange->path;
}

const char *steady_http_exchange_header(const steady_http_exchange *exchange, const char *name) {
    return MHD_lookup_connection_value(exchange->connection, MHD_HEADER_KIND, name);
}

const uint8_t *steady_http_exchange_body(const steady_http_exchange *exchange, size_t *length) {
    *length = exchange->body_length;
    return exchange->body;
}

int steady_http_exchange_body_exceeds_limit(const steady_http_exchange *exchange) {
    return exchange->body_exceeds_limit;
}

const char *steady_http_exchange_protocol_error(const steady_http_exchange *exchange) {
    return exchange->protocol_error;
}

static void set_response(steady_http_exchange *exchange, unsigned status, const char *content_type,
                         struct MHD_Response *response) {
    if (!response) return;
    if (content_type) MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    if (exchange->response) MHD_destroy_response(exchange->response);
    exchange->response = response;
    exchange->status = status;
}

void steady_http_exchange_respond(steady_http_exchange *exchange, unsigned status,
                                  const char *content_type, const uint8_t *body, size_t length) {
    set_response(exchange, status, content_type,
                 MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY));
}

static ssize_t read_stream(void *cls, uint64_t position, char *buffer, size_t capacity) {
    (void)position;
    stream_source *source = cls;
    ssize_t count = source->read(source->context, (uint8_t *)buffer, capacity);
    if (count > 0) return count;
    return count == 0 ? MHD_CONTENT_READER_END_OF_STREAM : MHD_CONTENT_READER_END_WITH_ERROR;
}

static void release_stream(void *cls) {
    stream_source *source = cls;
    if (source->release) source->release(source->context);
    free(source);
}

void steady_http_exchange_respond_stream(steady_http_exchange *exchange, unsigned status,
                                         const char *content_type, steady_http_reader read,
                                         void *context, void (*release)(void *context)) {
    stream_source *source = malloc(sizeof *source);
    struct MHD_Response *response = source ? MHD_create_response_from_callback(
        MHD_SIZE_UNKNOWN, stream_block_bytes, read_stream, source, release_stream) : NULL;
    if (!response) {
        free(source);
        if (release) release(context);
        return;
    }
    *source = (stream_source){.read = read, .context = context, .release = release};
    set_response(exchange, status, content_type, response);
}

void steady_http_exchange_respond_file(steady_http_exchange *exchange, unsigned status,
                                       const char *content_type, int descriptor, uint64_t size) {
    struct MHD_Response *response = MHD_create_response_from_fd64(size, descriptor);
    if (!response) {
        close(descriptor);
        return;
    }
    set_response(exchange, status, content_type, response);
}

void steady_http_exchange_add_header(steady_http_exchange *exchange, const char *name, const char *value) {
    if (exchange->response && name && value) MHD_add_response_header(exchange->response, name, value);
}

const char *steady_http_library_version(void) {
    return MHD_get_version();
}
