/* The cast pointer may go anywhere inside the object but not past it; genuine subscripts
   of the 2-D array keep their row bounds. */
int nondet_int(void);

int main(void) {
    int m[3][4] = {{0}};
    int k = nondet_int();
    __CPROVER_assume(k >= 0 && k <= 12);
    int v = *((int *)m + k);          /* k == 12 is one past the object */
    int j = nondet_int();
    __CPROVER_assume(j >= 0 && j < 6);
    int w = m[1][j];                  /* j == 4 or 5 leaves row m[1] */
    return v + w;
}
