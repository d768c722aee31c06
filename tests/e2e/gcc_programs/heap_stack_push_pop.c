/* a stack of heap nodes: push, pop, free */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct cell { int v; struct cell *below; };
struct stack { struct cell *top; int size; };

void push(struct stack *s, int v) {
  struct cell *c = malloc(sizeof(struct cell));
  if (!c)
    exit(0);
  c->v = v;
  c->below = s->top;
  s->top = c;
  s->size++;
}

int pop(struct stack *s) {
  struct cell *c = s->top;
  int v = c->v;
  s->top = c->below;
  s->size--;
  free(c);
  return v;
}

int main(void) {
  struct stack st;
  st.top = 0;
  st.size = 0;
  for (int i = 0; i < 3; i++) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0 && x < 10);
    push(&st, x);
  }
  int p1 = pop(&st);
  int p2 = pop(&st);
  push(&st, p1 * p2);
  int p3 = pop(&st);
  int left = st.size;
#ifdef BMC_REPLAY
  printf("p1=%d\np2=%d\np3=%d\nleft=%d\n", p1, p2, p3, left);
#endif
  assert(p3 != 42);
  while (st.top)
    pop(&st);
  return 0;
}
