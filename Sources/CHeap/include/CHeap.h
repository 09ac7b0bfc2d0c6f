// CHeap: the process's settings of the C allocator (glibc malloc).
#ifndef CHEAP_H
#define CHEAP_H

/// Gives every allocation of 128 KiB or more its own mapping, returned to the system when it is
/// freed. glibc would otherwise raise that threshold after the first such block is freed (up to
/// 32 MiB), and the large blocks freed after it would stay in the heap, counted in the process's
/// memory, whenever smaller blocks still in use lie above them.
void heap_map_large_blocks_apart(void);

#endif
