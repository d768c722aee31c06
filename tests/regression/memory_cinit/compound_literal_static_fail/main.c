/* The file-scope compound literal (int[]){[2] = 5} has three elements: g_v[3] is out of
   bounds. */
struct p { int x, y; };
static int *g_v = (int[]){[2] = 5};
static struct p g_q = (struct p){.y = 4};

int main(void) {
  int s = g_q.x + g_q.y;      /* 0 + 4 */
  for (int i = 0; i <= 3; i++)
    s += g_v[i];
  return s;
}
