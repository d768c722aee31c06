/* sizes and alignments of the floating types on x86-64 (gcc) */
struct s { char c; double d; };
struct t { char c; long double l; };
int main(void) {
  __CPROVER_assert(sizeof(float) == 4 && sizeof(double) == 8 && sizeof(long double) == 16, "sizes");
  __CPROVER_assert(_Alignof(double) == 8 && _Alignof(long double) == 16, "align");
  __CPROVER_assert(sizeof(struct s) == 16 && sizeof(struct t) == 32, "layout");
  __CPROVER_assert(sizeof(1.0f) == 4 && sizeof(1.0) == 8 && sizeof(1.0L) == 16, "literal types");
  return 0;
}
