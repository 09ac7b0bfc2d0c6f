// CHeap: the process's settings of the C allocator (glibc malloc).
#ifndef CHEAP_H
#define CHEAP_H

/// Gives every allocation of 128 KiB or more its own mapping, returned to the system when it is
/// freed. glibc would otherwise raise that threshold after the first such block is freed (up to
/// 32 MiB), and the large blocks freed after it would stay in the heap, counted in the process's
/// memory, whenever smaller blocks still in use lie above them.
void heap_map_large_blocks_apart(void);

/// Makes every thread allocate from the one main heap. glibc otherwise gives threads heaps of
/// their own (up to eight per core), and a block freed on another thread goes back to the heap it
/// came from: a list download's pieces, made on the network's thread and freed once written, would
/// leave that heap full of free space that only the network's thread (idle once the list is in)
/// could reuse, while the decoded list grows the decoding threads' heaps (about 100 MB of 1,000,000
/// users' 430 MB). The heap's lock is the price: a handful of threads allocate at once at most.
void heap_share_one_arena(void);

/// Gives the pages of the heap that hold no block in use back to the system.
void heap_release_free_memory(void);

#endif
