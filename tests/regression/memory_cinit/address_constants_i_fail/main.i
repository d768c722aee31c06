# 1 "main.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "main.c"
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
typedef unsigned char uint8_t;
typedef int int32_t;
# 10 "main.c"
static int32_t g_1[5] = {0L, 1L, 2L, 3L, 4L};
static int32_t g_2 = 0x0A0B0C0DL;
static struct S0 { int32_t f0; int32_t f1[2]; } g_3 = {7L, {8L, 9L}};
static int32_t *g_4 = &g_1[0] + 2;
static int32_t *g_5 = (int32_t *)((uint8_t *)&g_2 + 0);
static uint8_t *g_6 = (uint8_t *)&g_3.f1[1] - 4;
static int32_t *g_7[2][2] = {{&g_1[4], &g_3.f0}, {(&g_3.f1[0] + 1), ((void *)0)}};
static int32_t **g_8 = &g_7[1][0];
int main(void) {
  ((*g_4 == 3) ? (void) (0) : __assert_fail ("*g_4 == 3", "main.c", 19, __extension__ __PRETTY_FUNCTION__));
  ((*g_5 == 0x0A0B0C0D) ? (void) (0) : __assert_fail ("*g_5 == 0x0A0B0C0D", "main.c", 20, __extension__ __PRETTY_FUNCTION__));
  ((*(int32_t *)g_6 == 8) ? (void) (0) : __assert_fail ("*(int32_t *)g_6 == 8", "main.c", 21, __extension__ __PRETTY_FUNCTION__));
  ((**g_8 == 9 && *g_7[0][1] == 7 && g_7[1][1] == 0) ? (void) (0) : __assert_fail ("**g_8 == 9", "main.c", 22, __extension__ __PRETTY_FUNCTION__));
  return 0;
}
