#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

// <graphviz/...> resolves with or without pkg-config's -I/usr/include/graphviz.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Graphviz 2.42 declares names and values as `char *` although it only copies them into its
// string pool (agstrdup). Swift bridges String only to const pointers, so these wrappers take
// `const char *`; newer Graphviz made the same parameters const, so the casts stay correct.

// Graphviz's default ID discipline uses the address of each interned name as the object's ID,
// and keeps subgraphs ordered by ID: cluster order in the DOT output and in the layout then
// depends on where malloc put the strings, which changes from run to run. This discipline numbers
// objects in creation order instead (odd IDs, as the default gives anonymous objects) and keeps the
// names itself, so every object is ordered by creation and the same spec gives the same bytes.
// It keeps the names rather than leaving them to cgraph's internal map because the neato family
// of layouts (neato, fdp, sfdp, twopi) loses the root graph's entry there: the drawing's title
// became "%1".
typedef struct {
    Agraph_t *graph;       // the root graph, whose string pool holds the names
    IDTYPE next;
    char **names;          // by (id - 1) / 2; NULL for anonymous objects
    size_t count, capacity;
    size_t *slots;         // open addressing: 1 + index into names, 0 = empty
    size_t slotCount;
} cgv_id_state;

static inline size_t cgv_name_hash(const char *name) {
    size_t hash = 1469598103934665603ULL;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) hash = (hash ^ *p) * 1099511628211ULL;
    return hash;
}

static inline int cgv_id_grow(cgv_id_state *state) {
    size_t slotCount = state->slotCount ? state->slotCount * 2 : 64;
    size_t *slots = (size_t *)calloc(slotCount, sizeof(size_t));
    if (!slots) return 0;
    for (size_t index = 0; index < state->count; index++) {
        if (!state->names[index]) continue;
        size_t slot = cgv_name_hash(state->names[index]) & (slotCount - 1);
        while (slots[slot]) slot = (slot + 1) & (slotCount - 1);
        slots[slot] = index + 1;
    }
    free(state->slots);
    state->slots = slots;
    state->slotCount = slotCount;
    return 1;
}

static inline void *cgv_id_open(Agraph_t *graph, Agdisc_t *discipline) {
    (void)discipline;
    cgv_id_state *state = (cgv_id_state *)calloc(1, sizeof(cgv_id_state));
    if (state) { state->next = 1; state->graph = graph; }
    return state;
}

static inline long cgv_id_map(void *closure, int kind, char *name, IDTYPE *id, int create) {
    (void)kind;
    cgv_id_state *state = (cgv_id_state *)closure;
    if (!state) return 0;
    if (name && state->slotCount) {
        size_t slot = cgv_name_hash(name) & (state->slotCount - 1);
        while (state->slots[slot]) {
            size_t index = state->slots[slot] - 1;
            if (strcmp(state->names[index], name) == 0) { *id = 2 * (IDTYPE)index + 1; return 1; }
            slot = (slot + 1) & (state->slotCount - 1);
        }
    }
    if (!create) return 0;
    if (state->count == state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 64;
        char **names = (char **)realloc(state->names, capacity * sizeof(char *));
        if (!names) return 0;
        state->names = names;
        state->capacity = capacity;
    }
    if (name && 2 * (state->count + 1) > state->slotCount && !cgv_id_grow(state)) return 0;
    // Interned in the graph's string pool, as the default discipline does: cgraph reads a header
    // before each name it gets back (whether it is HTML), which a plain copy does not have.
    char *copy = NULL;
    if (name && !(copy = agstrdup(state->graph, name))) return 0;
    size_t index = state->count++;
    state->names[index] = copy;
    if (copy) {
        size_t slot = cgv_name_hash(copy) & (state->slotCount - 1);
        while (state->slots[slot]) slot = (slot + 1) & (state->slotCount - 1);
        state->slots[slot] = index + 1;
    }
    *id = 2 * (IDTYPE)index + 1;
    return 1;
}

static inline long cgv_id_alloc(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; return 0; }
static inline void cgv_id_free(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; }

static inline char *cgv_id_print(void *closure, int kind, IDTYPE id) {
    (void)kind;
    cgv_id_state *state = (cgv_id_state *)closure;
    if (!state || id % 2 == 0 || (id - 1) / 2 >= state->count) return NULL;
    return state->names[(id - 1) / 2];
}

static inline void cgv_id_close(void *closure) {
    cgv_id_state *state = (cgv_id_state *)closure;
    if (!state) return;
    // The names go with the graph's string pool, which agclose frees after this.
    free(state->names);
    free(state->slots);
    free(state);
}

static inline void cgv_id_register(void *state, int kind, void *object) { (void)state; (void)kind; (void)object; }

// A graph's own memory (its objects, their layout records, attributes, names and dictionaries) in
// large zeroed blocks, handed out in order and freed all at once when the graph is closed. A layout
// reads the records of nodes and edges over and over: made one after another they lie side by side,
// as they do in a fresh `dot` process, instead of wherever a heap that already served the lint
// has room (the dot layout ran about 4% slower in process than in the `dot` binary).
typedef struct cgv_block {
    struct cgv_block *next;
    size_t used, size;
    _Alignas(16) unsigned char bytes[];
} cgv_block;

static inline void *cgv_mem_open(Agdisc_t *discipline) {
    (void)discipline;
    return calloc(1, sizeof(cgv_block *));
}

static inline void *cgv_mem_alloc(void *closure, size_t request) {
    cgv_block **blocks = (cgv_block **)closure;
    size_t size = (request + 15) & ~(size_t)15;
    cgv_block *block = *blocks;
    if (!block || block->size - block->used < size) {
        size_t capacity = size > ((size_t)1 << 20) ? size : ((size_t)1 << 20);
        // calloc: cgraph expects zeroed memory, and a block's bytes are never handed out twice.
        block = (cgv_block *)calloc(1, sizeof(cgv_block) + capacity);
        if (!block) return NULL;
        block->size = capacity;
        block->next = *blocks;
        *blocks = block;
    }
    void *memory = block->bytes + block->used;
    block->used += size;
    return memory;
}

static inline void *cgv_mem_resize(void *closure, void *memory, size_t old, size_t request) {
    if (memory && request <= old) return memory;
    void *grown = cgv_mem_alloc(closure, request);
    if (grown && memory) memcpy(grown, memory, old);
    return grown;
}

static inline void cgv_mem_free(void *closure, void *memory) { (void)closure; (void)memory; }

static inline void cgv_mem_close(void *closure) {
    cgv_block **blocks = (cgv_block **)closure;
    if (!blocks) return;
    for (cgv_block *block = *blocks, *next; block; block = next) {
        next = block->next;
        free(block);
    }
    free(blocks);
}

static inline Agdisc_t *cgv_discipline(void) {
    static Agiddisc_t ids = { cgv_id_open, cgv_id_map, cgv_id_alloc, cgv_id_free,
                              cgv_id_print, cgv_id_close, cgv_id_register };
    static Agmemdisc_t memory = { cgv_mem_open, cgv_mem_alloc, cgv_mem_resize, cgv_mem_free, cgv_mem_close };
    static Agdisc_t discipline;
    discipline.mem = &memory;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    return &discipline;
}

// Reads an attribute; NULL if it was never declared. The string belongs to the graph.
static inline const char *cgv_get(void *object, const char *name) {
    return agget(object, (char *)name);
}

// Building a graph call for call as Graphviz's DOT reader builds it from text (cgraph's grammar.y):
// a graph made from a spec this way is the graph `dot` reads from `dilint graph --format dot`, without
// writing and scanning the text.

static inline Agraph_t *cgv_open(const char *name) {
    return agopen((char *)name, Agdirected, cgv_discipline());
}

static inline Agraph_t *cgv_subgraph(Agraph_t *graph, const char *name) {
    return agsubg(graph, (char *)name, 1);
}

static inline Agnode_t *cgv_node(Agraph_t *graph, const char *name) {
    return agnode(graph, (char *)name, 1);
}

static inline Agedge_t *cgv_edge(Agraph_t *graph, Agnode_t *tail, Agnode_t *head, const char *key) {
    return agedge(graph, tail, agsubnode(graph, head, 0), (char *)key, 1);
}

// An attribute name as a statement binds it: as `graph` sees it, else declared with an empty default.
static inline Agsym_t *cgv_bind(Agraph_t *graph, int kind, const char *name) {
    Agsym_t *symbol = agattr(graph, kind, (char *)name, NULL);
    return symbol ? symbol : agattr(agroot(graph), kind, (char *)name, "");
}

// A value as the reader's scanner interns it (as HTML when written in <...>), for the caller to release
// with agstrfree once set, as the reader does.
static inline char *cgv_intern(Agraph_t *graph, const char *value, int html) {
    return html ? agstrdup_html(agroot(graph), (char *)value) : agstrdup(agroot(graph), (char *)value);
}

// An attribute statement's default; at the root it is also one to print, as the reader marks it.
static inline void cgv_default(Agraph_t *graph, int kind, const char *name, char *value) {
    Agsym_t *symbol = agattr(graph, kind, (char *)name, value);
    if (symbol && graph == agroot(graph)) symbol->print = 1;
}

static inline void cgv_release(Agraph_t *graph, char *value) {
    agstrfree(agroot(graph), value);
}

static inline int cgv_graph_kind(void) { return AGRAPH; }
static inline int cgv_node_kind(void) { return AGNODE; }
static inline int cgv_edge_kind(void) { return AGEDGE; }

#endif
