#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#endif
#include <errno.h>
#include "CFileSystem.h"

long cfs_descriptor_path(int descriptor, char *resolved, unsigned long size) {
#if defined(__linux__)
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
    ssize_t length = readlink(link, resolved, size);
    if (length <= 0 || (unsigned long)length >= size || resolved[0] != '/') return -2;
    return (long)length;
#else
    (void)descriptor; (void)resolved; (void)size;
    return -2;
#endif
}

long cfs_resolve(const char *path, char *resolved, unsigned long size) {
#if defined(__linux__) && defined(O_PATH)
    int descriptor = open(path, O_PATH | O_CLOEXEC);
    if (descriptor < 0) return -1;
    long length = cfs_descriptor_path(descriptor, resolved, size);
    close(descriptor);
    return length;
#else
    (void)path; (void)resolved; (void)size;
    return -2;
#endif
}
