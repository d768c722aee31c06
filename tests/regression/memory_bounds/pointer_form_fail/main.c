/* *(s.name + i) with i one past the member array: C defines a[i] as *(a + i), so this is
   the same out-of-bounds access as s.name[i]. */
int __VERIFIER_nondet_int(void);
struct buf { char name[8]; int len; };

int main(void) {
  struct buf b;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 8)
    return 0;
  return *(b.name + i);
}
