/* sizes and alignments of the floating types on x86-64 (gcc) */
struct s { char c; double d; };
struct t { char c; long double l; };
int main(void) {
  __CPROVER_assert(sizeof(float) == 4 && sizeof(double) == 8 && sizeof(long double) == 16, "sizes");
  __CPROVER_assert(_Alignof(double) == 8 && _Alignof(long double) == 16, "align");
  __CPROVER_assert(sizeof(struct s) == 16 && sizeof(struct t) == 32, "layout");
  __CPROVER_assert(sizeof(1.0f) == 4 && sizeof(1.0) == 8 && sizeof(1.0L) == 16, "literal types");
  _Float32 a = 1.5; _Float64 b = 2; __float80 c = 3; _Float64x d = 4;   /* GNU names */
  __CPROVER_assert(sizeof a == 4 && sizeof b == 8 && sizeof c == 16 && sizeof d == 16, "gnu");
  __CPROVER_assert(a + b + c + d == 10.5, "gnu values");
  return 0;
}
