/* Duff's device: a switch jumping into a do-while, with a symbolic count (the switch's jump
   enters the first iteration only). */
extern unsigned char nondet_uchar(void);
extern int nondet_int(void);
#define L 6
static void copy(unsigned char *to, const unsigned char *from, int count) {
  int n = (count + 2) / 4;   /* planted bug: one round short when count % 4 == 1 */
  switch (count % 4) {
  case 0: do { *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int main(void) {
  unsigned char src[L], dst[L];
  for (int i = 0; i < L; i++) { src[i] = nondet_uchar(); dst[i] = 0; }
  int count = nondet_int();
  __CPROVER_assume(count >= 1 && count <= L);
  copy(dst, src, count);
  for (int i = 0; i < L; i++) {
    __CPROVER_assert(i >= count || dst[i] == src[i], "copied");
    __CPROVER_assert(i < count || dst[i] == 0, "nothing written past count");
  }
  return 0;
}
