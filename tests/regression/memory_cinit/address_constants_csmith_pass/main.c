/* csmith-style globals: volatile and const pointers to elements and members, pointers to pointers, arrays of them. */
#include <stdint.h>
#include <assert.h>
struct S0 { int8_t f0; volatile int32_t f1; uint16_t f2; };
union U0 { int8_t f0; uint32_t f1; };
static volatile int32_t g_3 = 1;
static volatile int32_t *g_4 = &g_3;
static int32_t g_1[4][2] = {{1,2},{3,4},{5,6},{7,8}};
static int32_t *g_2 = &g_1[1][1];
static int32_t ** volatile g_5 = &g_2;
static union U0 g_6 = {0x1L};
static int8_t *g_7 = &g_6.f0;
static const struct S0 g_9 = {1, 2, 3};
static const struct S0 *g_8[2][1] = {{&g_9}, {&g_9}};
static int32_t *g_10 = (void*)0;
static struct S0 g_11 = {1, 2, 3};
static volatile int32_t *g_12 = &g_11.f1;
static uint8_t g_14[2][2][3] = {{{1,2,3},{4,5,6}},{{7,8,9},{10,11,12}}};
static uint8_t *g_13 = &g_14[1][0][1];
static int32_t **g_15[3] = {&g_2, &g_2, (int32_t **)0};
static struct S0 *g_16 = &g_11;
static struct S0 **g_17 = &g_16;
int main(void) {
  assert(*g_4 == 1 && *g_2 == 4 && **g_5 == 4 && *g_7 == 1 && g_8[1][0]->f2 == 3);
  assert(g_10 == 0 && *g_12 == 2 && *g_13 == 8 && **g_15[1] == 4 && g_15[2] == 0);
  assert((*g_17)->f0 == 1);
  return 0;
}
