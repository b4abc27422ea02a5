// glibc's allocator settings for the server and the test processes. A password hash (scrypt,
// apps/server/src/sessions/passwords.ts) takes 32 MiB. By default glibc maps so large a block
// fresh from the kernel and returns it after each hash, so every hash faults its 8,192 pages in
// again: on a virtual machine with slow page faults that was 40 % of a hash (about 370 → 185 ms,
// and a third of the server test suite). With these, the block stays in the heap and is reused.
// The memory is kept (about 64-100 MiB per process), not leaked. Settings the user made win.
export const MALLOC_ENV = {
  MALLOC_MMAP_THRESHOLD_: String(64 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(256 * 1024 * 1024),
  MALLOC_TOP_PAD_: String(64 * 1024 * 1024),
};

/** `env` with the allocator settings it does not set already. */
export function withMallocEnv(env) {
  return { ...MALLOC_ENV, ...env };
}
