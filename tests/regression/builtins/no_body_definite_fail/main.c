int lookup(int key);
int nondet_int(void);
int main(void) {
  int k = nondet_int();
  __CPROVER_assert(k != 3, "key");     /* fails before any call of lookup */
  int v = lookup(k);
  return v;
}
