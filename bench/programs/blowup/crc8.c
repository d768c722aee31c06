extern unsigned char nondet_uchar(void);
#ifndef L
#define L 8
#endif
#ifdef NIBBLE
#define TABLE 16          /* a byte in two 4-bit steps: c = (c << 4) ^ table[c >> 4] */
#define SHIFT 4
#else
#define TABLE 256
#define SHIFT 8
#endif
static unsigned char table[TABLE];
static void make_table(void) {
  for (int i = 0; i < TABLE; i++) {
    unsigned char c = (unsigned char)(i << (8 - SHIFT));
    for (int b = 0; b < SHIFT; b++)
      c = (c & 0x80) ? (unsigned char)((c << 1) ^ 0x07) : (unsigned char)(c << 1);
    table[i] = c;
  }
}
static unsigned char crc_bitwise(const unsigned char *buf, int n) {
  unsigned char c = 0;
  for (int k = 0; k < n; k++) {
    c ^= buf[k];
    for (int b = 0; b < 8; b++)
      c = (c & 0x80) ? (unsigned char)((c << 1) ^ 0x07) : (unsigned char)(c << 1);
  }
  return c;
}
static unsigned char crc_table(const unsigned char *buf, int n) {
  unsigned char c = 0;
  for (int k = 0; k < n; k++) {
    c ^= buf[k];
#ifdef NIBBLE
    c = (unsigned char)(c << 4) ^ table[c >> 4];
    c = (unsigned char)(c << 4) ^ table[c >> 4];
#else
    c = table[c];
#endif
  }
  return c;
}
int main(void) {
  unsigned char buf[L];
  for (int i = 0; i < L; i++) buf[i] = nondet_uchar();
  make_table();
#ifdef BUG
  table[TABLE / 2 + 1] ^= 1;
#endif
  __CPROVER_assert(crc_bitwise(buf, L) == crc_table(buf, L), "table matches bitwise");
  return 0;
}
