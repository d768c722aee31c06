/* 0.1f is not the decimal 0.1: its bits round up */
union f { float f; unsigned int u; };
int main(void) {
  union f a;
  a.f = 0.1f;
  unsigned int bits = a.u;
  __CPROVER_assert(bits == 0x3dcccccc, "bits");
  return 0;
}
