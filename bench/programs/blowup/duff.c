extern unsigned char nondet_uchar(void);
extern int nondet_int(void);
#ifndef L
#define L 16
#endif
static void duff_copy(unsigned char *to, const unsigned char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int main(void) {
  unsigned char src[L], dst[L];
  for (int i = 0; i < L; i++) { src[i] = nondet_uchar(); dst[i] = 0; }
  int count = nondet_int();             /* a symbolic length: the switch target is too */
  __CPROVER_assume(count >= 1 && count <= L);
  duff_copy(dst, src, count);
  for (int i = 0; i < L; i++) {
#ifdef BUG
    __CPROVER_assert(i >= count || dst[i] == src[i] || i == L - 1, "copied");
#else
    __CPROVER_assert(i >= count || dst[i] == src[i], "copied");
#endif
    __CPROVER_assert(i < count || dst[i] == 0, "nothing written past count");
  }
  return 0;
}
