/* A byte known to lie in [248, 255]: one more wraps to 0 (the sum may wrap, so its
   adder keeps every bit); one less cannot wrap. */
unsigned char nondet_uchar(void);
int main(void) {
  unsigned char x = nondet_uchar() & 7;
  unsigned char y = x + 248;
  unsigned char z = y + 1;
  unsigned char w = y - 1;
  __CPROVER_assert(y >= 248, "y in range");
  __CPROVER_assert(z >= 249 || z == 0, "z wraps only to 0");
  __CPROVER_assert(w >= 247 && w <= 254, "w in range");
  return 0;
}
