// steady_http over libmicrohttpd: see include/steady_http.h.
//
// One request's life: libmicrohttpd calls on_request() once when the headers are
// in (the request is then in flight), again for each piece of the body, and a
// last time with no data; that last call hands the whole body to the handler
// and queues its answer. completed() ends the request.
#include "steady_http.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    // Set once stopping begins: answers then close their connection, so that a
    // client on a kept-alive connection cannot hold the drain open.
    atomic_int draining;
};

struct steady_http_exchange {
    const char *method;
    const char *path;
    const uint8_t *body;
    size_t body_length;
    int body_exceeds_limit;
    struct MHD_Response *response;
    unsigned status;
};

// A request between its headers and its end.
typedef struct request_state {
    uint8_t *body;
    size_t length;
    size_t capacity;
    int exceeds_limit;
} request_state;

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

static enum MHD_Result answer(steady_http_server *server, struct MHD_Connection *connection,
                              const char *method, const char *url, request_state *state) {
    steady_http_exchange exchange = {
        .method = method,
        .path = url,
        .body = state->body ? state->body : (const uint8_t *)"",
        .body_length = state->length,
        .body_exceeds_limit = state->exceeds_limit,
        .response = NULL,
        .status = 500,
    };
    server->handler(server->context, &exchange);
    if (!exchange.response) {
        exchange.response = MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
        if (!exchange.response) return MHD_NO;
        exchange.status = 500;
    }
    if (atomic_load(&server->draining)) {
        MHD_add_response_header(exchange.response, MHD_HTTP_HEADER_CONNECTION, "close");
    }
    enum MHD_Result queued = MHD_queue_response(connection, exchange.status, exchange.response);
    MHD_destroy_response(exchange.response);
    return queued;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **request_cls) {
    (void)version;
    steady_http_server *server = cls;
    request_state *state = *request_cls;
    if (!state) {
        state = calloc(1, sizeof *state);
        if (!state) return MHD_NO;
        *request_cls = state;
        atomic_fetch_add(&server->in_flight, 1);
        atomic_store(&server->last_activity, now_ns());
        // A declared length over the limit is answered at once, unread.
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND,
                                                           MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (declared) {
            char *end = NULL;
            unsigned long long length = strtoull(declared, &end, 10);
            if (end != declared && length > server->max_body_bytes) {
                state->exceeds_limit = 1;
                return answer(server, connection, method, url, state);
            }
        }
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        append_body(state, upload_data, *upload_data_size, server->max_body_bytes);
        *upload_data_size = 0;
        return MHD_YES;
    }
    return answer(server, connection, method, url, state);
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

steady_http_server *steady_http_server_start(const steady_http_config *config,
                                             steady_http_handler handler, void *context,
                                             char *error, size_t error_size) {
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&address;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&address;
    if (inet_pton(AF_INET, config->host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(config->port);
    } else if (inet_pton(AF_INET6, config->host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(config->port);
        flags |= MHD_USE_IPv6;
    } else {
        snprintf(error, error_size, "not a numeric IPv4 or IPv6 address");
        return NULL;
    }
    steady_http_server *server = calloc(1, sizeof *server);
    if (!server) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    server->handler = handler;
    server->context = context;
    server->max_body_bytes = config->max_body_bytes;
    atomic_init(&server->in_flight, 0);
    atomic_init(&server->last_activity, now_ns());
    atomic_init(&server->draining, 0);
    unsigned threads = config->threads ? config->threads : 1;
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_SOCK_ADDR, 0, &address},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, server},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_event, server},
        {MHD_OPTION_THREAD_POOL_SIZE, threads, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, config->idle_timeout_seconds, NULL},
        {MHD_OPTION_CONNECTION_LIMIT, config->max_connections, NULL},
        {MHD_OPTION_LISTENING_ADDRESS_REUSE, 1, NULL},
        {MHD_OPTION_END, 0, NULL},
    };
    server->daemon = MHD_start_daemon(flags, config->port, NULL, NULL, on_request, server,
                                      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (!server->daemon) {
        snprintf(error, error_size, "cannot listen (the address is not this machine's, or the port is taken)");
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    server->port = info ? info->port : config->port;
    return server;
}

uint16_t steady_http_server_port(const steady_http_server *server) {
    return server->port;
}

void steady_http_server_stop(steady_http_server *server, unsigned grace_seconds) {
    if (!server) return;
    atomic_store(&server->draining, 1);
    MHD_socket listener = MHD_quiesce_daemon(server->daemon);
    if (listener != MHD_INVALID_SOCKET) close(listener);
    // Until the grace runs out: wait for no request in flight and 100 ms with no
    // connection or request starting or ending, so that a request accepted just
    // before the listener closed is read and answered too.
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

const uint8_t *steady_http_exchange_body(const steady_http_exchange *exchange, size_t *length) {
    *length = exchange->body_length;
    return exchange->body;
}

int steady_http_exchange_body_exceeds_limit(const steady_http_exchange *exchange) {
    return exchange->body_exceeds_limit;
}

void steady_http_exchange_respond(steady_http_exchange *exchange, unsigned status,
                                  const char *content_type, const uint8_t *body, size_t length) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (!response) return;
    if (content_type) MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    if (exchange->response) MHD_destroy_response(exchange->response);
    exchange->response = response;
    exchange->status = status;
}

void steady_http_exchange_add_header(steady_http_exchange *exchange, const char *name, const char *value) {
    if (exchange->response && name && value) MHD_add_response_header(exchange->response, name, value);
}
