#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

/// Atomically swaps the directory entries `first` and `second` (both must exist): Linux's
/// renameat2(2) with RENAME_EXCHANGE, macOS's renamex_np(2) with RENAME_SWAP.
/// Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel cannot).
int cfs_exchange(const char *first, const char *second);

/// Resolves every symbolic link of `path` in one walk of the kernel (Linux: `open(O_PATH)`, then
/// the descriptor's name in /proc/self/fd), writing the result, without a terminating NUL, into
/// `resolved`. Returns its length; -1 with errno set when `path` cannot be opened (ENOENT,
/// ENOTDIR, ELOOP…); -2 when this way is not available (no /proc, not Linux, `size` too small),
/// for the caller to use realpath(3).
long cfs_resolve(const char *path, char *resolved, unsigned long size);

/// The path of the file open at `descriptor`, as the kernel knows it (Linux: its name in
/// /proc/self/fd), written as `cfs_resolve` writes; -2 when this way is not available.
long cfs_descriptor_path(int descriptor, char *resolved, unsigned long size);

#endif
