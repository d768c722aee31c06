/* A static pointer initialised from another pointer's value: not a constant (C11 6.7.9p4). */
static int g_x = 1;
static int *g_p = &g_x;
static int *g_q = g_p + 1;

int main(void) {
  return g_q != 0;
}
