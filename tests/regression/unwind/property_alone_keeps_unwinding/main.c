/* --property names one property; the unwinding assertions are decided too, so a bound that
   cuts every path to its failure makes the result INCONCLUSIVE, not a proof (it was
   VERIFICATION SUCCESSFUL: the assertion fails when the loop ends at i == 10). */
#include <assert.h>
int main(void) {
    int i = 0;
    while (i < 10) i++;
    assert(i == 5);
    return 0;
}
