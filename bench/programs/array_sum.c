/* An array written and read at symbolic indices inside a loop. */
int __VERIFIER_nondet_int(void);

int a[16];

int main(void) {
  for (int i = 0; i < 16; i++)
    a[i] = i;
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k < 16) {
    a[k] = a[k] + 1;
    int s = 0;
    for (int j = 0; j < 16; j++)
      s += a[j];
    __CPROVER_assert(s == 121, "sum is 121");
  }
  return 0;
}
