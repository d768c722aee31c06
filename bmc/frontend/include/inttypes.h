/* bmc bundled <inttypes.h> */
#ifndef __BMC_INTTYPES_H
#define __BMC_INTTYPES_H
#include <stdint.h>
#endif
