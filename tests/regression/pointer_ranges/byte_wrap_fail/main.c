/* A byte known to lie in [248, 255]: one more is 0 when it was 255. */
unsigned char nondet_uchar(void);
int main(void) {
  unsigned char x = nondet_uchar() & 7;
  unsigned char y = x + 248;
  unsigned char z = y + 1;
  __CPROVER_assert(z != 0, "z does not wrap");
  return 0;
}
