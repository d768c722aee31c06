/* File-scope compound literals have static storage: their addresses are address constants;
   GNU C also initialises a static object from a compound literal of its type. Designated
   initialisers inside compound literals in expressions. */
#include <assert.h>

struct p { int x, y; };
struct line { struct p a, b; };

static int *g_v = (int[]){[2] = 5, [0] = 1};
static struct p *g_pt = &(struct p){.y = 2, .x = 1};
static struct p g_q = (struct p){.x = 3, .y = 4};
static struct line g_l = {(struct p){.x = 5}, {.y = 6}};
static int g_arr[] = (int[]){7, 8, 9};
static const char *g_names[] = {"zero", "one", (char[]){"two"}};

static int sum(struct p q) { return q.x + q.y; }

int main(void) {
  static struct line l_l = {(struct p){1, 2}, (struct p){.y = 3}};
  static struct p l_p = (struct p){.x = 4};
  assert(l_l.a.x == 1 && l_l.a.y == 2 && l_l.b.x == 0 && l_l.b.y == 3 && l_p.x == 4);
  assert(g_v[0] == 1 && g_v[1] == 0 && g_v[2] == 5);
  assert(g_pt->x == 1 && g_pt->y == 2);
  assert(g_q.x == 3 && g_q.y == 4);
  assert(g_l.a.x == 5 && g_l.a.y == 0 && g_l.b.y == 6);
  assert(sizeof g_arr == 3 * sizeof(int) && g_arr[2] == 9);
  assert(g_names[2][1] == 'w');
  assert(sum((struct p){.x = 1, .y = 2}) == 3);
  int *a = (int[]){[2] = 5};
  assert(a[2] == 5 && a[0] == 0);
  g_v[1] = 4;                 /* compound literals are modifiable */
  assert(g_v[1] == 4);
  return 0;
}
