extern unsigned char nondet_uchar(void);
#ifndef L
#define L 8
#endif
static unsigned char table[256];
static void make_table(void) {
  for (int i = 0; i < 256; i++) {
    unsigned char c = (unsigned char)i;
    for (int b = 0; b < 8; b++)
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
  for (int k = 0; k < n; k++)
    c = table[c ^ buf[k]];
  return c;
}
int main(void) {
  unsigned char buf[L];
  for (int i = 0; i < L; i++) buf[i] = nondet_uchar();
  make_table();
#ifdef BUG
  table[0x5a] ^= 1;
#endif
  __CPROVER_assert(crc_bitwise(buf, L) == crc_table(buf, L), "table matches bitwise");
  return 0;
}
