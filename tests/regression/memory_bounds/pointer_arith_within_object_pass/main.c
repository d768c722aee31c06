/* Pointer arithmetic from &s.name[0] is checked against the whole object, as CBMC does
   (a pointer carries its object and offset, not the member it was derived from): walking
   a char pointer over every byte of the struct is in bounds. Subscripts of the member
   array itself keep the member's bound. */
struct rec { char name[4]; char tail[4]; };

int main(void) {
  struct rec r;
  char *q = &r.name[0];
  for (int k = 0; k < 8; k++)
    q[k] = 0;
  char *end = q + 8;                 /* one past the end of r */
  return *(end - 1);
}
