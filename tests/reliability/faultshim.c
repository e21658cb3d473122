/*
 * An I/O fault injector for the reliability suite, loaded with LD_PRELOAD into a child.
 *
 * It wraps the calls SQLite makes on its files (write, pwrite64, read, pread64, fdatasync,
 * fsync, ftruncate64) and, once armed, makes the n-th call of one kind on a file whose path
 * contains a given text fail with a given errno: once (transient) or from then on
 * (persistent), as SQLite's own ioerr tests do. Other files (pipes, the terminal, Python's
 * own) are never touched. The test drives it through ctypes:
 *
 *   faultshim_arm(kind, nth, errno, persistent, path_part)   kind: 1 write, 2 sync, 3 read,
 *                                                             4 truncate
 *   faultshim_disarm()
 *   faultshim_tripped()   how many calls failed since arming
 *   faultshim_calls(kind) how many calls of that kind were seen on matching files
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

enum { KIND_WRITE = 1, KIND_SYNC = 2, KIND_READ = 3, KIND_TRUNCATE = 4, KINDS = 5 };

static int armed_kind;
static long countdown;
static int fault_errno;
static int persistent;
static long tripped;
static char path_part[512];
static long calls[KINDS];

void faultshim_arm(int kind, long nth, int err, int keep_failing, const char *part) {
    armed_kind = kind;
    countdown = nth;
    fault_errno = err;
    persistent = keep_failing;
    tripped = 0;
    snprintf(path_part, sizeof path_part, "%s", part);
    memset(calls, 0, sizeof calls);
}

void faultshim_disarm(void) { armed_kind = 0; }

long faultshim_tripped(void) { return tripped; }

long faultshim_calls(int kind) { return kind > 0 && kind < KINDS ? calls[kind] : -1; }

static int watched(int fd) {
    char link[64], path[1024];
    ssize_t length;
    if (!path_part[0]) return 0;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    length = readlink(link, path, sizeof path - 1);
    if (length < 0) return 0;
    path[length] = '\0';
    return strstr(path, path_part) != NULL;
}

/* Whether this call fails; sets errno when it does. */
static int fail(int kind, int fd) {
    if (!armed_kind || !watched(fd)) return 0;
    calls[kind]++;
    if (kind != armed_kind) return 0;
    if (tripped && !persistent) return 0;
    if (!tripped && --countdown > 0) return 0;
    tripped++;
    errno = fault_errno;
    return 1;
}

#define REAL(name, type) static type real_##name; if (!real_##name) real_##name = (type)dlsym(RTLD_NEXT, #name)

typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*pwrite_fn)(int, const void *, size_t, off_t);
typedef ssize_t (*read_fn)(int, void *, size_t);
typedef ssize_t (*pread_fn)(int, void *, size_t, off_t);
typedef int (*sync_fn)(int);
typedef int (*truncate_fn)(int, off_t);

ssize_t write(int fd, const void *buf, size_t count) {
    REAL(write, write_fn);
    if (fail(KIND_WRITE, fd)) return -1;
    return real_write(fd, buf, count);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset) {
    REAL(pwrite64, pwrite_fn);
    if (fail(KIND_WRITE, fd)) return -1;
    return real_pwrite64(fd, buf, count, offset);
}

ssize_t read(int fd, void *buf, size_t count) {
    REAL(read, read_fn);
    if (fail(KIND_READ, fd)) return -1;
    return real_read(fd, buf, count);
}

ssize_t pread64(int fd, void *buf, size_t count, off_t offset) {
    REAL(pread64, pread_fn);
    if (fail(KIND_READ, fd)) return -1;
    return real_pread64(fd, buf, count, offset);
}

int fdatasync(int fd) {
    REAL(fdatasync, sync_fn);
    if (fail(KIND_SYNC, fd)) return -1;
    return real_fdatasync(fd);
}

int fsync(int fd) {
    REAL(fsync, sync_fn);
    if (fail(KIND_SYNC, fd)) return -1;
    return real_fsync(fd);
}

int ftruncate64(int fd, off_t length) {
    REAL(ftruncate64, truncate_fn);
    if (fail(KIND_TRUNCATE, fd)) return -1;
    return real_ftruncate64(fd, length);
}
