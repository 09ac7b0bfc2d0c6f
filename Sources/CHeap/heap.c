// The allocator's settings (CHeap.h).
#include "CHeap.h"

#include <malloc.h>

void heap_map_large_blocks_apart(void) {
    // Setting the threshold also turns its raising off.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

void heap_share_one_arena(void) {
    mallopt(M_ARENA_MAX, 1);
}

void heap_release_free_memory(void) {
    malloc_trim(0);
}
