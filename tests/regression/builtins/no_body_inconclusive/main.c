int lookup(int key);
void fatal(int code);
int nondet_int(void);
int main(void) {
  int k = nondet_int();
  if (k < 0)
    fatal(k);                     /* may well never return */
  __CPROVER_assert(k >= 0, "key");
  int v = lookup(k);
  __CPROVER_assert(v != 7, "value");
  return 0;
}
