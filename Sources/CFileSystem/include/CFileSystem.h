#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

/// Atomically swaps the directory entries `first` and `second` (both must exist): Linux's
/// renameat2(2) with RENAME_EXCHANGE, macOS's renamex_np(2) with RENAME_SWAP.
/// Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel cannot).
int cfs_exchange(const char *first, const char *second);

#endif
