/* offsetof / __builtin_offsetof: integer constant expressions, nested members and array
   elements; the container_of idiom built on it. */
#include <assert.h>
#include <stddef.h>

struct point { short x; int y; };
struct node { int key; struct point pts[3]; struct { char tag; long v; } inner; };
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

_Static_assert(offsetof(struct node, pts[2].y) == 24, "nested element member");
static char scratch[offsetof(struct node, inner.v)];

int main(void) {
    struct node n;
    n.key = 7;
    struct point *p = &n.pts[1];
    struct node *back = container_of(p, struct node, pts[1]);
    assert(back == &n && back->key == 7);
    long *pv = &n.inner.v;
    assert(container_of(pv, struct node, inner.v)->key == 7);
    assert(sizeof scratch == 40);
    assert(__builtin_offsetof(struct point, y) == 4 && offsetof(struct node, inner) == 32);
    int i = 2;
    assert(offsetof(struct node, pts[i]) == 20);
    return 0;
}
