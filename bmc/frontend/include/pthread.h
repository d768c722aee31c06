/* bmc bundled <pthread.h>: declarations only (threads are lowered by the concurrency stage). */
#ifndef __BMC_PTHREAD_H
#define __BMC_PTHREAD_H
#include <stddef.h>
typedef unsigned long int pthread_t;
typedef struct { int __bmc_opaque; } pthread_attr_t;
typedef struct { int __bmc_lock; } pthread_mutex_t;
typedef struct { int __bmc_opaque; } pthread_mutexattr_t;
typedef struct { int __bmc_cond; } pthread_cond_t;
typedef struct { int __bmc_opaque; } pthread_condattr_t;
typedef struct { int __bmc_opaque; } pthread_rwlock_t;
typedef struct { int __bmc_opaque; } pthread_rwlockattr_t;
typedef int pthread_key_t;
typedef int pthread_once_t;
typedef struct { int __bmc_opaque; } pthread_barrier_t;
typedef struct { int __bmc_opaque; } pthread_barrierattr_t;
typedef volatile int pthread_spinlock_t;
#define PTHREAD_MUTEX_INITIALIZER { 0 }
#define PTHREAD_COND_INITIALIZER { 0 }
#define PTHREAD_RWLOCK_INITIALIZER { 0 }
#define PTHREAD_ONCE_INIT 0
#define PTHREAD_CREATE_JOINABLE 0
#define PTHREAD_CREATE_DETACHED 1
#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT PTHREAD_MUTEX_NORMAL
int pthread_create(pthread_t *__newthread, const pthread_attr_t *__attr,
                   void *(*__start_routine)(void *), void *__arg);
int pthread_join(pthread_t __th, void **__thread_return);
int pthread_detach(pthread_t __th);
void pthread_exit(void *__retval) __attribute__((__noreturn__));
pthread_t pthread_self(void);
int pthread_equal(pthread_t __thread1, pthread_t __thread2);
int pthread_attr_init(pthread_attr_t *__attr);
int pthread_attr_destroy(pthread_attr_t *__attr);
int pthread_attr_setdetachstate(pthread_attr_t *__attr, int __detachstate);
int pthread_attr_setstacksize(pthread_attr_t *__attr, size_t __stacksize);
int pthread_attr_setscope(pthread_attr_t *__attr, int __scope);
int pthread_mutex_init(pthread_mutex_t *__mutex, const pthread_mutexattr_t *__mutexattr);
int pthread_mutex_destroy(pthread_mutex_t *__mutex);
int pthread_mutex_lock(pthread_mutex_t *__mutex);
int pthread_mutex_trylock(pthread_mutex_t *__mutex);
int pthread_mutex_unlock(pthread_mutex_t *__mutex);
int pthread_mutexattr_init(pthread_mutexattr_t *__attr);
int pthread_mutexattr_destroy(pthread_mutexattr_t *__attr);
int pthread_mutexattr_settype(pthread_mutexattr_t *__attr, int __kind);
int pthread_condattr_init(pthread_condattr_t *__attr);
int pthread_condattr_destroy(pthread_condattr_t *__attr);
int pthread_cond_init(pthread_cond_t *__cond, const pthread_condattr_t *__cond_attr);
int pthread_cond_destroy(pthread_cond_t *__cond);
int pthread_cond_signal(pthread_cond_t *__cond);
int pthread_cond_broadcast(pthread_cond_t *__cond);
int pthread_cond_wait(pthread_cond_t *__cond, pthread_mutex_t *__mutex);
int pthread_rwlock_init(pthread_rwlock_t *__rwlock, const pthread_rwlockattr_t *__attr);
int pthread_rwlock_rdlock(pthread_rwlock_t *__rwlock);
int pthread_rwlock_wrlock(pthread_rwlock_t *__rwlock);
int pthread_rwlock_unlock(pthread_rwlock_t *__rwlock);
int pthread_rwlock_destroy(pthread_rwlock_t *__rwlock);
int pthread_key_create(pthread_key_t *__key, void (*__destr_function)(void *));
void *pthread_getspecific(pthread_key_t __key);
int pthread_setspecific(pthread_key_t __key, const void *__pointer);
int pthread_once(pthread_once_t *__once_control, void (*__init_routine)(void));
int pthread_spin_init(pthread_spinlock_t *__lock, int __pshared);
int pthread_spin_lock(pthread_spinlock_t *__lock);
int pthread_spin_unlock(pthread_spinlock_t *__lock);
int pthread_barrier_init(pthread_barrier_t *__barrier, const pthread_barrierattr_t *__attr,
                         unsigned int __count);
int pthread_barrier_wait(pthread_barrier_t *__barrier);
int sched_yield(void);
#endif
