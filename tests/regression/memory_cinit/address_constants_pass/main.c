/* Address constants (C11 6.6p9) in static initialisers, as csmith emits them. */
#include <assert.h>
#include <stdint.h>

struct S { int32_t x; int32_t y; int32_t arr[3]; };
union U { int32_t i; uint8_t b[4]; };

static int32_t g_a[4] = {1, 2, 3, 4};
static int32_t g_m[2][3] = {{1, 2, 3}, {4, 5, 6}};
static struct S g_s = {10, 20, {30, 40, 50}};
static union U g_u = {0x01020304};
static int32_t g_x = 0x11223344;

static int32_t *g_p1 = &g_a[1];
static int32_t *g_p2 = g_a + 2;
static int32_t *g_p3 = &g_s.y;
static int32_t *g_p4 = &g_s.arr[2];
static uint8_t *g_p5 = (uint8_t *)&g_x + 1;
static int32_t *g_p6 = &g_m[1][2];
static int32_t **g_pp = &g_p1;
static int32_t *g_arr[3] = {&g_a[3], g_a + 1, &g_s.arr[0]};
static struct T { int32_t *q; const char *m; int32_t **r; } g_t = {&g_a[0] + 3, "hello" + 2, &g_arr[1]};
static const char *g_str = "world" + 1;
static uint8_t *g_ub = &g_u.b[3];
static int32_t *g_end = &g_a[4];       /* one past the end: a valid address constant */

int main(void) {
  static int32_t *l_p = &g_a[2];
  static int32_t l_local[3] = {7, 8, 9};
  static int32_t *l_q = &l_local[1];
  assert(*g_p1 == 2 && *g_p2 == 3 && *g_p3 == 20 && *g_p4 == 50);
  assert(*g_p5 == 0x33);
  assert(*g_p6 == 6 && **g_pp == 2);
  assert(*g_arr[0] == 4 && *g_arr[1] == 2 && *g_arr[2] == 30);
  assert(*g_t.q == 4 && g_t.m[0] == 'l' && **g_t.r == 2);
  assert(*g_str == 'o' && *l_p == 3 && *l_q == 8);
  assert(*g_ub == 1);
  assert(g_end - g_a == 4 && g_end[-1] == 4);
  g_p1++;
  assert(*g_p1 == 3);
  return 0;
}
