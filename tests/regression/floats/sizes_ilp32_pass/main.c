/* i386: long double is 12 bytes, double and long double align to 4 inside structs */
struct s { char c; double d; };
struct t { char c; long double l; };
int main(void) {
  __CPROVER_assert(sizeof(long double) == 12 && _Alignof(long double) == 4, "long double");
  __CPROVER_assert(sizeof(struct s) == 12 && sizeof(struct t) == 16, "layout");
  return 0;
}
