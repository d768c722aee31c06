/* An object target cannot be havocked by replacement yet: refused by name at its line. */
void clear(char *buf, int n)
__CPROVER_requires(n > 0 && n <= 4)
__CPROVER_assigns(__CPROVER_object_whole(buf))
{
  for (int i = 0; i < n; i++)
    buf[i] = 0;
}

int main(void) {
  char b[4];
  clear(b, 4);
  return 0;
}
