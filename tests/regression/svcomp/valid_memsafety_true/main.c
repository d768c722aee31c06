/* An array written one within bounds: memory safe; the assertion does not count. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int buf[4];

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 0;
  for (int i = 0; i <= n; i++)
    buf[i] = i;
  if (n == 1)
    reach_error();
  return buf[0];
}
