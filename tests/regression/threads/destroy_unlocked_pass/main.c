#include <pthread.h>
pthread_mutex_t m;
int main(void) { pthread_mutex_init(&m, NULL); pthread_mutex_lock(&m); pthread_mutex_unlock(&m); pthread_mutex_destroy(&m); return 0; }
