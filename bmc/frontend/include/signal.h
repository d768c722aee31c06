/* bmc bundled <signal.h>. Signals are not modelled: a reachable call of signal, sigaction,
   raise or kill is refused (exit 6, naming the function); sig_atomic_t is an int. */
#ifndef __BMC_SIGNAL_H
#define __BMC_SIGNAL_H
typedef int sig_atomic_t;
typedef void (*__sighandler_t)(int);
#define SIG_ERR ((__sighandler_t) -1)
#define SIG_DFL ((__sighandler_t) 0)
#define SIG_IGN ((__sighandler_t) 1)
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGCHLD 17
__sighandler_t signal(int __sig, __sighandler_t __handler);
int raise(int __sig);
int kill(int __pid, int __sig);
#endif
