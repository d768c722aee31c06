union U { unsigned int i; unsigned char c[4]; };
int main(void) {
  union U u;
  u.i = 0x01020304;
  unsigned int x = 0x0A0B0C0D;
  unsigned char *p = (unsigned char *)&x;
  __CPROVER_assert(u.c[0] == 0x04, "union low byte first");
  __CPROVER_assert(p[0] == 0x0D, "char pointer low byte first");
  return 0;
}
