extern char nondet_char(void);
#ifndef L
#define L 6
#endif
#ifndef D
#define D 4
#endif
static char buf[L + 1];
static int pos;
static int err;
static int expr(int depth);
static int factor(int depth) {
  char c = buf[pos];
  if (c == '(') {
    pos++;
    if (depth == 0) { err = 1; return 0; }
    int v = expr(depth - 1);
    if (buf[pos] != ')') { err = 1; return v; }
    pos++;
    return v;
  }
  if (c == '-') { pos++; if (depth == 0) { err = 1; return 0; } return -factor(depth - 1); }
  if (c >= '0' && c <= '9') { pos++; return c - '0'; }
  err = 1;
  return 0;
}
static int term(int depth) {
  int v = factor(depth);
  while (!err && buf[pos] == '*') { pos++; v = v * factor(depth); }
  return v;
}
static int expr(int depth) {
  int v = term(depth);
  while (!err && (buf[pos] == '+' || buf[pos] == '-')) {
    char op = buf[pos];
    pos++;
    int w = term(depth);
    v = op == '+' ? v + w : v - w;
  }
  return v;
}
int main(void) {
  for (int i = 0; i < L; i++) buf[i] = nondet_char();
  buf[L] = '\0';
  pos = 0; err = 0;
  int v = expr(D);
  if (!err && buf[pos] == '\0') {
    __CPROVER_assert(pos <= L, "parse stays in the buffer");
#ifdef BUG
    __CPROVER_assert(v != 42, "forty-two is not reachable");   /* planted: "6*7" reaches it */
#else
    __CPROVER_assert(v > -1000 && v < 1000, "value in range");
#endif
  }
  return 0;
}
