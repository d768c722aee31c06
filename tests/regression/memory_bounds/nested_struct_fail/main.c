/* s.inner.arr[i]: the bound is that of the innermost array. */
int __VERIFIER_nondet_int(void);
struct inner { int arr[2]; int guard; };
struct outer { int head; struct inner in; };

int main(void) {
  struct outer o;
  o.in.guard = 5;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2)
    return 0;
  o.in.arr[i] = 0;
  return o.in.guard;
}
