/* A table built by a constant loop, read at a symbolic index (a constant table: the SAT
   back end reads it through index-equality implications, not a chain of muxes). */
extern unsigned char nondet_uchar(void);
static unsigned char sq[16];
static int tri[10] = {0, 1, 3, 6, 10, 15, 21, 28, 36, 45};
int main(void) {
  for (int i = 0; i < 16; i++) sq[i] = (unsigned char)(i * i + 1);
  sq[3] = 0;                           /* an overwrite, and the default value stored */
  unsigned char x = nondet_uchar();
  __CPROVER_assume(x < 16);
  unsigned char y = sq[x];
  __CPROVER_assert(x == 3 ? y == 0 : y == (unsigned char)(x * x + 1), "table value");
  __CPROVER_assert(y != 37 || x == 6, "37 = 6*6+1 only at x = 6");
  unsigned char k = nondet_uchar();
  __CPROVER_assume(k < 10);
  __CPROVER_assert(tri[k] == k * (k + 1) / 2, "initialised table");
  return 0;
}
