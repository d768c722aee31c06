/* bmc models of <stdio.h> (filled in below) */
