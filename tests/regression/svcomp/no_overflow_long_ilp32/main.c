extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);

int main() {
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x > 2000000000L);
  long y = x + 200000000L;
  return (int)(y & 1);
}
