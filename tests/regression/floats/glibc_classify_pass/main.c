extern int __isnan(double);
extern int __isinff(float);
extern int __fpclassify(double);
extern int __signbitf(float);
int main(void) {
  double n = 0.0 / 0.0;
  __CPROVER_assert(__isnan(n) && __isinff(-1.0f/0.0f) == -1 && __fpclassify(1e-310) == 3 && __signbitf(-0.0f), "glibc");
  return 0;
}
