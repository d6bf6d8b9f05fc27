#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

// <graphviz/...> resolves with or without pkg-config's -I/usr/include/graphviz.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdlib.h>

// Graphviz 2.42 declares names and values as `char *` although it only copies them into its
// string pool (agstrdup). Swift bridges String only to const pointers, so these wrappers take
// `const char *`; newer Graphviz made the same parameters const, so the casts stay correct.

// Swift 6 rejects reading the mutable C global `Agdirected`; a function hands out a copy.
static inline Agdesc_t cgv_directed(void) { return Agdirected; }

// Graphviz's default ID discipline uses the address of each interned name as the object's ID,
// and keeps subgraphs ordered by ID: cluster order in the DOT output and in the layout then
// depends on where malloc put the strings, which changes from run to run. Declining to map
// names makes cgraph keep them in its own table and take IDs from this counter, so every
// object is ordered by creation and the same spec gives the same bytes.
typedef struct { IDTYPE next; } cgv_id_state;

static inline void *cgv_id_open(Agraph_t *graph, Agdisc_t *discipline) {
    (void)graph; (void)discipline;
    cgv_id_state *state = (cgv_id_state *)malloc(sizeof(cgv_id_state));
    if (state) state->next = 1;
    return state;
}

static inline long cgv_id_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    (void)kind; (void)create;
    if (name || !state) return 0;
    cgv_id_state *counter = (cgv_id_state *)state;
    *id = counter->next;
    counter->next += 2;
    return 1;
}

static inline long cgv_id_alloc(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; return 0; }
static inline void cgv_id_free(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; }
static inline char *cgv_id_print(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; return NULL; }
static inline void cgv_id_close(void *state) { free(state); }
static inline void cgv_id_register(void *state, int kind, void *object) { (void)state; (void)kind; (void)object; }

static inline Agraph_t *cgv_open(const char *name, Agdesc_t kind) {
    static Agiddisc_t ids = { cgv_id_open, cgv_id_map, cgv_id_alloc, cgv_id_free,
                              cgv_id_print, cgv_id_close, cgv_id_register };
    static Agdisc_t discipline;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    return agopen((char *)name, kind, &discipline);
}

static inline Agraph_t *cgv_subgraph(Agraph_t *parent, const char *name) {
    return agsubg(parent, (char *)name, 1);
}

static inline Agnode_t *cgv_node(Agraph_t *graph, const char *name) {
    return agnode(graph, (char *)name, 1);
}

// A NULL name makes the edge anonymous, so parallel edges stay distinct in a non-strict graph.
static inline Agedge_t *cgv_edge(Agraph_t *graph, Agnode_t *tail, Agnode_t *head) {
    return agedge(graph, tail, head, NULL, 1);
}

// Sets an attribute on a graph, subgraph, node or edge, declaring it (default "") if it is new.
static inline int cgv_set(void *object, const char *name, const char *value) {
    return agsafeset(object, (char *)name, (char *)value, (char *)"");
}

// Sets an attribute to Graphviz HTML-like markup (what DOT writes as `label=<...>`).
static inline int cgv_set_html(Agraph_t *graph, void *object, const char *name, const char *markup) {
    return agsafeset(object, (char *)name, agstrdup_html(graph, (char *)markup), (char *)"");
}

// Declares the default of an attribute for every object of `kind` (AGRAPH, AGNODE, AGEDGE).
static inline void cgv_default(Agraph_t *graph, int kind, const char *name, const char *value) {
    agattr(graph, kind, (char *)name, (char *)value);
}

// Reads an attribute; NULL if it was never declared. The string belongs to the graph.
static inline const char *cgv_get(void *object, const char *name) {
    return agget(object, (char *)name);
}

#endif
